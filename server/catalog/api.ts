import { Hono } from 'hono';
import { z } from 'zod';
import { nameInput, saveProductBody } from '#common/catalog/validation.ts';
import { requireShopManager } from '../accounts/backoffice.ts';
import { requireCustomer } from '../accounts/guards.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import type { SharedAnswer } from '../http/shared-answers.ts';
import { AppError, forbidden, notFound } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { addFavourites, listFavourites, removeFavourite } from './favourites.ts';
import {
  findProduct,
  listCategories,
  listProducts,
  listShopCategories,
  listSuppliers,
  PRODUCT_MAX_LIMIT,
  PRODUCT_PAGE_SIZE,
} from './queries.ts';
import { createCategory, createSupplier, deleteCategory, deleteSupplier, saveProduct } from './save.ts';
import { toAdminProduct, toShopProduct } from './serialize.ts';

const euros = (name: string) =>
  z.coerce
    .number({ error: `${name} deve essere un numero` })
    .min(0, `${name} non può essere negativo`)
    .max(100_000, `${name} è troppo alto`);

/** The catalogue's filters, shared by the API and the /products page. */
export const productsQuery = z
  .object({
    search: z.string().trim().max(200, 'Ricerca troppo lunga').optional(),
    categoria: z.string().trim().max(100).optional(),
    minPrezzo: euros('minPrezzo').optional(),
    maxPrezzo: euros('maxPrezzo').optional(),
    minValutazione: z.coerce
      .number({ error: 'minValutazione deve essere un numero' })
      .min(0, 'minValutazione va da 0 a 5')
      .max(5, 'minValutazione va da 0 a 5')
      .optional(),
    limit: z.coerce
      .number({ error: 'limit deve essere un numero' })
      .int('limit deve essere un numero intero')
      .min(1, 'limit deve essere almeno 1')
      .max(PRODUCT_MAX_LIMIT, `limit può essere al massimo ${PRODUCT_MAX_LIMIT}`)
      .default(PRODUCT_PAGE_SIZE),
    offset: z.coerce
      .number({ error: 'offset deve essere un numero' })
      .int('offset deve essere un numero intero')
      .min(0, 'offset non può essere negativo')
      .max(1_000_000)
      .default(0),
    active: z.enum(['true', 'false'], { error: 'active vale true o false' }).optional(),
  })
  .refine((q) => q.minPrezzo === undefined || q.maxPrezzo === undefined || q.minPrezzo <= q.maxPrezzo, {
    message: 'Il prezzo minimo supera il massimo',
    path: ['minPrezzo'],
  });

const productId = z.coerce
  .number({ error: 'Identificativo prodotto non valido' })
  .int('Identificativo prodotto non valido')
  .min(1, 'Identificativo prodotto non valido')
  .max(2_147_483_647, 'Identificativo prodotto non valido');

export const favouritesBody = z.object({
  ids: z.array(z.union([z.string(), z.number()])).max(500, 'Troppi preferiti'),
});

/** The catalogue's public reads, kept by the page cache for visitors without a session. */
export const catalogSharedAnswers: readonly SharedAnswer[] = [
  { name: 'products', path: /^\/api\/products$/, policy: { shows: ['catalog'] } },
  { name: 'product', path: /^\/api\/products\/\d+$/, policy: { shows: ['catalog'] } },
  { name: 'categories', path: /^\/api\/categories$/, policy: { shows: ['catalog'] } },
];

/** API.md "Catalogue of school supplies", plus favourites and category/supplier management. */
export function catalogApi() {
  const app = new Hono<AppEnv>();

  app.get('/products', async (c) => {
    const query = parseInput(productsQuery, c.req.query());
    const isAdmin = c.var.session?.kind === 'admin';
    if (query.active === 'false' && !isAdmin) throw forbidden('Solo gli amministratori vedono i prodotti inattivi');
    const result = await listProducts(c.var.services.db, {
      ...query,
      includeInactive: query.active === 'false',
      tenantId: c.var.tenant.id,
    });
    const shape = isAdmin ? toAdminProduct : toShopProduct;
    return c.json({ products: result.products.map(shape), total: result.total });
  });

  app.get('/products/:id', async (c) => {
    const id = parseInput(productId, c.req.param('id'));
    const isAdmin = c.var.session?.kind === 'admin';
    const product = await findProduct(c.var.services.db, {
      tenantId: c.var.tenant.id,
      productId: id,
      includeInactive: isAdmin,
    });
    if (!product) throw notFound('Prodotto non trovato');
    return c.json({ product: isAdmin ? toAdminProduct(product) : toShopProduct(product) });
  });

  app.get('/categories', async (c) => {
    return c.json({ categories: await listShopCategories(c.var.services.db, c.var.tenant.id) });
  });

  app.get('/suppliers', requireShopManager, async (c) => {
    return c.json({ fornitori: await listSuppliers(c.var.services.db, c.var.tenant.id) });
  });

  app.get('/admin/categories', requireShopManager, async (c) => {
    return c.json({ categories: await listCategories(c.var.services.db, c.var.tenant.id) });
  });

  app.post('/admin/categories', requireShopManager, async (c) => {
    const { nome } = parseInput(nameInput, await readJson(c));
    return c.json(
      { success: true, category: await createCategory(c.var.services.db, { tenantId: c.var.tenant.id, name: nome }) },
      201,
    );
  });

  app.delete('/admin/categories/:id', requireShopManager, async (c) => {
    await deleteCategory(c.var.services.db, {
      tenantId: c.var.tenant.id,
      id: parseInput(productId, c.req.param('id')),
    });
    return c.json({ success: true });
  });

  app.post('/admin/suppliers', requireShopManager, async (c) => {
    const { nome } = parseInput(nameInput, await readJson(c));
    return c.json(
      { success: true, fornitore: await createSupplier(c.var.services.db, { tenantId: c.var.tenant.id, name: nome }) },
      201,
    );
  });

  app.delete('/admin/suppliers/:id', requireShopManager, async (c) => {
    await deleteSupplier(c.var.services.db, {
      tenantId: c.var.tenant.id,
      id: parseInput(productId, c.req.param('id')),
    });
    return c.json({ success: true });
  });

  app.post('/admin/products', requireShopManager, async (c) => {
    const body = parseInput(saveProductBody, await readJson(c));
    if (body.isEdit && (body.productId === undefined || body.productId === null))
      throw new AppError('VALIDATION', 'Manca il prodotto da modificare', { fields: { productId: 'Obbligatorio' } });
    const id = body.isEdit ? parseInput(productId, body.productId) : undefined;
    const saved = await saveProduct(c.var.services.db, {
      tenantId: c.var.tenant.id,
      input: body.product,
      productId: id,
    });
    return c.json({ success: true, product: toAdminProduct(saved) }, body.isEdit ? 200 : 201);
  });

  app.get('/favourites', requireCustomer, async (c) => {
    const user = c.var.session?.kind === 'customer' ? c.var.session.user : null;
    if (!user) throw forbidden();
    return c.json({
      favourites: await listFavourites(c.var.services.db, { tenantId: c.var.tenant.id, userId: user.id }),
    });
  });

  app.post('/favourites', requireCustomer, async (c) => {
    const user = c.var.session?.kind === 'customer' ? c.var.session.user : null;
    if (!user) throw forbidden();
    const { ids } = parseInput(favouritesBody, await readJson(c));
    const numeric = ids.map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
    await addFavourites(c.var.services.db, { tenantId: c.var.tenant.id, userId: user.id, ids: numeric });
    return c.json({
      favourites: await listFavourites(c.var.services.db, { tenantId: c.var.tenant.id, userId: user.id }),
    });
  });

  app.delete('/favourites/:id', requireCustomer, async (c) => {
    const user = c.var.session?.kind === 'customer' ? c.var.session.user : null;
    if (!user) throw forbidden();
    await removeFavourite(c.var.services.db, {
      tenantId: c.var.tenant.id,
      userId: user.id,
      productId: parseInput(productId, c.req.param('id')),
    });
    return c.json({
      favourites: await listFavourites(c.var.services.db, { tenantId: c.var.tenant.id, userId: user.id }),
    });
  });

  return app;
}
