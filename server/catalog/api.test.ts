import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, ShopProduct } from '#common/catalog/views.ts';
import { seedDemoReviews } from '../reviews/demo.ts';
import { DEMO_REVIEWS } from '../reviews/demo-reviews.ts';
import { createTenant } from '../tenants/create.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, registerCustomer, type SignedIn } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { seedDemoCatalog } from './demo.ts';
import { DEMO_PRODUCTS } from './demo-products.ts';

/** The demo's approved reviews per product: average to one decimal, as the shop shows it. */
function demoRatings(): Map<string, { average: number; count: number }> {
  const stars = new Map<string, number[]>();
  for (const r of DEMO_REVIEWS.filter((r) => r.status !== 'pending')) {
    stars.set(r.product, [...(stars.get(r.product) ?? []), r.stars]);
  }
  return new Map(
    [...stars].map(([name, list]) => [
      name,
      { average: Math.round((list.reduce((a, b) => a + b, 0) / list.length) * 10) / 10, count: list.length },
    ]),
  );
}

type ListBody = { products: ShopProduct[]; total: number };
type ErrorBody = { success: false; error: string; code: string; fields?: Record<string, string> };

const validProduct = {
  nome: 'Quaderno di prova A4',
  descrizione: 'Un quaderno per i test',
  categoria: 'Quaderni',
  prezzoOriginale: '10.00',
  margine: 25,
  sconto: 10,
  fornitore: 'aliexpress',
  immagini: ['https://example.com/a.jpg', '  '],
  tags: 'prova, a4 , ,nuovo',
};

describeEachDatabase('catalogue API', (kind) => {
  const app = useTestApp(kind);
  let admin: SignedIn;
  let customer: SignedIn;
  const activeDemo = DEMO_PRODUCTS.length;

  beforeAll(async () => {
    await seedDemoCatalog(app().services, new Date());
    await seedDemoReviews(app().services);
    admin = await loginAdmin(app());
    customer = await registerCustomer(app());
  });

  const adminHeaders = () => admin.headers;
  const list = async (query: string, init: RequestInit = {}) => {
    const res = await app().request(`/api/products${query}`, init);
    return { res, body: (await res.json()) as ListBody & ErrorBody };
  };
  const save = (signedIn: SignedIn | null, json: unknown) =>
    app().request('/api/admin/products', { method: 'POST', json, headers: signedIn?.headers });

  describe('GET /api/products', () => {
    it('lists the active products with the total, without the shop’s cost and margin', async () => {
      const { res, body } = await list('');
      expect(res.status).toBe(200);
      expect(body.total).toBe(activeDemo);
      expect(body.products).toHaveLength(activeDemo);
      const first = body.products[0] as ShopProduct & Record<string, unknown>;
      expect(first).toMatchObject({ id: expect.any(String), nome: expect.any(String), prezzo: expect.any(Number) });
      expect(first.prezzoOriginale).toBeUndefined();
      expect(first.margine).toBeUndefined();
      expect(first.fornitore).toBeUndefined();
    });

    it('finds "quaderno" products when searching "quaderni" (Italian stemming)', async () => {
      const { body } = await list('?search=quaderni');
      expect(body.total).toBeGreaterThanOrEqual(5);
      for (const p of body.products) expect(`${p.nome} ${p.descrizione} ${p.tags}`.toLowerCase()).toMatch(/quadern/);
    });

    it('tolerates a typo and ignores accents', async () => {
      const typo = await list('?search=calcolatirce');
      expect(typo.body.products.map((p) => p.nome)).toContain('Calcolatrice grafica');
      const accent = await list(`?search=${encodeURIComponent('MATURITA')}`);
      expect(accent.body.products.map((p) => p.nome)).toEqual(['Calcolatrice grafica']);
    });

    it('searches tags and descriptions, words in any order, and ranks name matches first', async () => {
      const { body } = await list(`?search=${encodeURIComponent('inchiostro lavabile')}`);
      expect(body.products.map((p) => p.nome)).toContain('Pennarelli punta fine lavabili (24 pezzi)');
      const ranked = await list('?search=zaino');
      expect(ranked.body.products.every((p) => p.nome.toLowerCase().includes('zaino'))).toBe(true);
      expect(ranked.body.total).toBe(4);
    });

    it('filters by category, price range and rating, alone and combined', async () => {
      const byCategory = await list('?categoria=Zaini');
      expect(byCategory.body.total).toBe(4);
      expect(byCategory.body.products.every((p) => p.categoria === 'Zaini')).toBe(true);

      const byPrice = await list('?minPrezzo=5&maxPrezzo=10');
      expect(byPrice.body.total).toBeGreaterThan(0);
      expect(byPrice.body.products.every((p) => p.prezzo >= 5 && p.prezzo <= 10)).toBe(true);

      // Ratings are the approved reviews' average (demo buyers' reviews), not a typed figure.
      const ratings = demoRatings();
      const atLeast = (min: number) => [...ratings].filter(([, r]) => r.average >= min).map(([name]) => name);
      const byRating = await list('?minValutazione=5');
      expect(byRating.body.products.map((p) => p.nome).sort()).toEqual(atLeast(5).sort());
      expect(byRating.body.products.every((p) => p.valutazione >= 5)).toBe(true);
      expect(atLeast(5).length).toBeGreaterThan(0);
      const byFour = await list('?minValutazione=4&limit=100');
      expect(byFour.body.products.map((p) => p.nome).sort()).toEqual(atLeast(4).sort());
      for (const p of byFour.body.products) {
        expect(p.valutazione, p.nome).toBe(ratings.get(p.nome)?.average);
        expect(p.numeroRecensioni, p.nome).toBe(ratings.get(p.nome)?.count);
      }

      const combined = await list('?search=quaderno&categoria=quaderni&maxPrezzo=2&minValutazione=4');
      const expected = DEMO_PRODUCTS.filter(
        (p) =>
          p.categoria === 'Quaderni' &&
          (ratings.get(p.nome)?.average ?? 0) >= 4 &&
          Math.round(Number(p.costo) * 125) <= 200,
      ).map((p) => p.nome);
      expect(combined.body.products.map((p) => p.nome).sort()).toEqual(expected.sort());
      expect(expected.length).toBeGreaterThan(0);
      // A product without approved reviews has none to show (a pending one does not count).
      const unrated = (await list('?limit=100')).body.products.find((p) => !ratings.has(p.nome));
      expect(unrated).toMatchObject({ valutazione: 0, numeroRecensioni: 0 });
    });

    it('pages with limit and offset; past the end the total stays', async () => {
      const first = await list('?limit=15&offset=0');
      const second = await list('?limit=15&offset=15');
      expect(first.body.products).toHaveLength(15);
      expect(second.body.products).toHaveLength(15);
      const ids = new Set([...first.body.products, ...second.body.products].map((p) => p.id));
      expect(ids.size).toBe(30);
      const beyond = await list('?limit=15&offset=900');
      expect(beyond.body.products).toHaveLength(0);
      expect(beyond.body.total).toBe(activeDemo);
    });

    it('refuses wrong types and ranges with 400 and the field', async () => {
      for (const [query, field] of [
        ['?limit=0', 'limit'],
        ['?limit=101', 'limit'],
        ['?minPrezzo=abc', 'minPrezzo'],
        ['?minValutazione=6', 'minValutazione'],
        ['?minPrezzo=20&maxPrezzo=10', 'minPrezzo'],
        ['?offset=-1', 'offset'],
      ] as const) {
        const { res, body } = await list(query);
        expect(res.status, query).toBe(400);
        expect(body).toMatchObject({ success: false, code: 'VALIDATION' });
        expect(body.fields?.[field], query).toBeTruthy();
      }
    });

    it('active=false is for admins only', async () => {
      expect((await list('?active=false')).res.status).toBe(403);
      expect((await list('?active=false', { headers: customer.headers })).res.status).toBe(403);
      const asAdmin = await list('?active=false', { headers: admin.headers });
      expect(asAdmin.res.status).toBe(200);
      expect((asAdmin.body.products[0] as unknown as AdminProduct).prezzoOriginale).toEqual(expect.any(Number));
    });
  });

  describe('GET /api/products/{id} and categories', () => {
    it('answers a product, 404 for an unknown one, 400 for a malformed id', async () => {
      const { body } = await list('?limit=1');
      const id = body.products[0]?.id;
      const ok = await app().request(`/api/products/${id}`);
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { product: ShopProduct }).product.id).toBe(id);
      const missing = await app().request('/api/products/999999');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ success: false, error: 'Prodotto non trovato', code: 'NOT_FOUND' });
      expect((await app().request('/api/products/abc')).status).toBe(400);
    });

    it('lists the shop’s categories by name, and admins get ids', async () => {
      const res = await app().request('/api/categories');
      const { categories } = (await res.json()) as { categories: string[] };
      expect(categories).toContain('Quaderni');
      expect(categories).toEqual([...categories].sort((a, b) => a.localeCompare(b)));
      expect((await app().request('/api/admin/categories')).status).toBe(401);
      const adminRes = await app().request('/api/admin/categories', { headers: admin.headers });
      const adminBody = (await adminRes.json()) as { categories: { id: number; nome: string }[] };
      expect(adminBody.categories[0]).toMatchObject({ id: expect.any(Number), nome: expect.any(String) });
      const suppliers = await app().request('/api/suppliers', { headers: admin.headers });
      expect(((await suppliers.json()) as { fornitori: unknown[] }).fornitori.length).toBeGreaterThan(0);
      expect((await app().request('/api/suppliers', { headers: customer.headers })).status).toBe(403);
    });
  });

  describe('POST /api/admin/products', () => {
    it('401 for anonymous callers and 403 for customers; nothing is saved', async () => {
      const before = (await list('')).body.total;
      expect((await save(null, { product: validProduct, isEdit: false })).status).toBe(401);
      expect((await save(customer, { product: validProduct, isEdit: false })).status).toBe(403);
      expect((await list('')).body.total).toBe(before);
    });

    it('computes sale and discounted prices itself, ignoring values sent for them', async () => {
      const res = await save(admin, {
        product: { ...validProduct, prezzoVendita: 0.01, prezzoScontato: 0.01 },
        isEdit: false,
      });
      expect(res.status).toBe(201);
      const { product } = (await res.json()) as { success: true; product: AdminProduct };
      expect(product).toMatchObject({
        prezzoOriginale: 10,
        prezzoVendita: 12.5,
        prezzoScontato: 11.25,
        percentualeSconto: 10,
        immagini: ['https://example.com/a.jpg'],
        tags: ['prova', 'a4', 'nuovo'],
        pezzi_disponibili: 999,
        pezzi_singolo_acquisto: 1,
        active: true,
      });
      // A product that never had another price reports its own price as the 30-day lowest.
      expect(product.prezzoPiuBasso30Giorni).toBe(11.25);
      const shop = await app().request(`/api/products/${product.id}`);
      expect(((await shop.json()) as { product: ShopProduct }).product.prezzo).toBe(11.25);
    });

    it('records price changes: the 30-day lowest price follows the history', async () => {
      const created = (await (
        await save(admin, { product: { ...validProduct, sconto: 0 }, isEdit: false })
      ).json()) as {
        product: AdminProduct;
      };
      expect(created.product.prezzo).toBe(12.5);
      const edited = await save(admin, {
        product: { ...validProduct, sconto: 20 },
        isEdit: true,
        productId: created.product.id,
      });
      expect(edited.status).toBe(200);
      const { product } = (await edited.json()) as { product: AdminProduct };
      expect(product.prezzo).toBe(10);
      expect(product.percentualeSconto).toBe(20);
      expect(product.prezzoPiuBasso30Giorni).toBe(12.5);
    });

    it('refuses invalid forms with the fields of SPEC.md section 5', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ nome: '  ' }, 'nome'],
        [{ categoria: '' }, 'categoria'],
        [{ prezzoOriginale: '12.345' }, 'prezzoOriginale'],
        [{ prezzoOriginale: 'dieci' }, 'prezzoOriginale'],
        [{ fornitore: '' }, 'fornitore'],
        [{ sconto: 101 }, 'sconto'],
        [{ sconto: -1 }, 'sconto'],
        [{ pezzi_singolo_acquisto: 0 }, 'pezzi_singolo_acquisto'],
        [{ immagini: ['http://example.com/a.jpg'] }, 'immagini.0'],
        [{ immagini: ['javascript:alert(1)'] }, 'immagini.0'],
        [{ urlAliexpress: 'javascript:alert(1)' }, 'urlAliexpress'],
        [{ categoria: 'Categoria inventata' }, 'categoria'],
      ];
      for (const [change, field] of cases) {
        const res = await save(admin, { product: { ...validProduct, ...change }, isEdit: false });
        const body = (await res.json()) as ErrorBody;
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(body.success).toBe(false);
        expect(body.fields?.[field], JSON.stringify(change)).toBeTruthy();
      }
    });

    it('editing an unknown product is 404; an edit without productId is 400', async () => {
      expect((await save(admin, { product: validProduct, isEdit: true, productId: 999999 })).status).toBe(404);
      expect((await save(admin, { product: validProduct, isEdit: true })).status).toBe(400);
    });

    it('an inactive product disappears from the shop but not from the admin list', async () => {
      const res = await save(admin, {
        product: { ...validProduct, nome: 'Prodotto nascosto', active: false },
        isEdit: false,
      });
      const { product } = (await res.json()) as { product: AdminProduct };
      expect((await app().request(`/api/products/${product.id}`)).status).toBe(404);
      expect((await list('?search=nascosto')).body.total).toBe(0);
      expect((await list('?search=nascosto&active=false', { headers: admin.headers })).body.total).toBe(1);
      expect((await app().request(`/api/products/${product.id}`, { headers: admin.headers })).status).toBe(200);
    });
  });

  describe('categories and suppliers', () => {
    it('creates, refuses duplicates and keeps a category that still has products', async () => {
      const create = (json: unknown) =>
        app().request('/api/admin/categories', { method: 'POST', json, headers: admin.headers });
      const res = await create({ nome: 'Borracce' });
      expect(res.status).toBe(201);
      const { category } = (await res.json()) as { category: { id: number } };
      expect((await create({ nome: 'borracce' })).status).toBe(409);
      expect((await create({ nome: '' })).status).toBe(400);
      const cats = (await (await app().request('/api/admin/categories', { headers: admin.headers })).json()) as {
        categories: { id: number; nome: string }[];
      };
      const quaderni = cats.categories.find((c) => c.nome === 'Quaderni');
      const used = await app().request(`/api/admin/categories/${quaderni?.id}`, {
        method: 'DELETE',
        headers: admin.headers,
      });
      expect(used.status).toBe(422);
      const gone = await app().request(`/api/admin/categories/${category.id}`, {
        method: 'DELETE',
        headers: admin.headers,
      });
      expect(gone.status).toBe(200);
      const supplier = await app().request('/api/admin/suppliers', {
        method: 'POST',
        json: { nome: 'Nuovo fornitore' },
        headers: customer.headers,
      });
      expect(supplier.status).toBe(403);
    });
  });

  describe('favourites', () => {
    it('are kept per customer: add (unknown ids ignored), list, remove; anonymous 401', async () => {
      const { body } = await list('?limit=2');
      const [a, b] = body.products.map((p) => p.id);
      expect((await app().request('/api/favourites')).status).toBe(401);
      const added = await app().request('/api/favourites', {
        method: 'POST',
        json: { ids: [a, b, '999999', 'x'] },
        headers: customer.headers,
      });
      expect(added.status).toBe(200);
      expect(((await added.json()) as { favourites: string[] }).favourites.sort()).toEqual([a, b].sort());
      const removed = await app().request(`/api/favourites/${a}`, { method: 'DELETE', headers: customer.headers });
      expect(((await removed.json()) as { favourites: string[] }).favourites).toEqual([b]);
      const other = await registerCustomer(app());
      const theirs = await app().request('/api/favourites', { headers: other.headers });
      expect(((await theirs.json()) as { favourites: string[] }).favourites).toEqual([]);
    });
  });

  it('the back office counts the active products for real', async () => {
    const { services } = app();
    const active = (await services.adminStats.overview(services)).find((s) => s.key === 'activeProducts')?.value;
    const all = await list('?active=false&limit=100', { headers: adminHeaders() });
    const expected = all.body.products.filter((p) => p.active).length;
    expect(active).toBe(expected);
    expect(active).toBeGreaterThanOrEqual(activeDemo);
  });

  it('lists the catalogue and every active product in the sitemap', async () => {
    const res = await app().request('/sitemap-prodotti-catalogo-1.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(await (await app().request('/sitemap.xml')).text()).toContain('/products</loc>');
    const { body } = await list('?limit=100');
    expect(xml).toContain('/products</loc>');
    for (const p of body.products) expect(xml).toContain(`/products/${p.id}</loc>`);
    const hidden = (await list('?search=nascosto&active=false', { headers: adminHeaders() })).body.products[0];
    if (hidden) expect(xml).not.toContain(`/products/${hidden.id}</loc>`);
  });

  describe('tenants', () => {
    it('a bookshop never sees another shop’s products', async () => {
      const suffix = app().services.config.SITE_SUFFIX;
      await createTenant(app().services.db, {
        slug: `libreria-${kind}`,
        name: 'Libreria di prova',
        email: 'libreria@example.com',
        status: 'attivo',
        settings: { freeShippingThreshold: 9000, standardShippingCost: 500 },
      });
      const host = `libreria-${kind}.${suffix}`;
      const res = await app().request('/api/products', { host });
      expect(((await res.json()) as ListBody).total).toBe(0);
      const { body } = await list('?limit=1');
      expect((await app().request(`/api/products/${body.products[0]?.id}`, { host })).status).toBe(404);
    });
  });
});
