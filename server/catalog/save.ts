import { and, count, eq, sql } from 'drizzle-orm';
import { computePrices, eurosToCents } from '#common/catalog/pricing.ts';
import { productInput } from '#common/catalog/validation.ts';
import { dataChanged } from '../db/cache-bus.ts';
import type { Db } from '../db/connection.ts';
import { type Tx, withTransaction } from '../db/transaction.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { findProduct, type ProductRow } from './queries.ts';
import { productCategories, productPriceHistory, products, suppliers } from './schema.ts';

async function categoryId(tx: Tx, tenantId: string, name: string): Promise<number> {
  const [row] = await tx
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.tenantId, tenantId), sql`lower(${productCategories.name}) = lower(${name})`));
  if (!row)
    throw new AppError('VALIDATION', 'Categoria sconosciuta', { fields: { categoria: 'Categoria sconosciuta' } });
  return row.id;
}

async function supplierId(tx: Tx, tenantId: string, name: string): Promise<number> {
  const [row] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), sql`lower(${suppliers.name}) = lower(${name})`));
  if (!row)
    throw new AppError('VALIDATION', 'Fornitore sconosciuto', { fields: { fornitore: 'Fornitore sconosciuto' } });
  return row.id;
}

/**
 * Creates or edits a product from the admin form. Sale and discounted prices are always
 * computed here (any value sent for them is ignored); a price change is recorded in the
 * history that the Omnibus reference price is read from.
 */
export async function saveProduct(
  db: Db,
  options: {
    tenantId: string;
    /** The form's fields, validated here. */
    input: unknown;
    /** Edits this product of the shop (404 when the shop has no such product); creates one without. */
    productId?: number;
    now?: Date;
  },
): Promise<ProductRow> {
  const { tenantId } = options;
  const input = parseInput(productInput, options.input);
  const costCents = eurosToCents(input.prezzoOriginale);
  const prices = computePrices(costCents, input.margine, input.sconto);
  const now = options.now ?? new Date();
  const id = await withTransaction(db, async (tx) => {
    // The shop's own product first (shop in the WHERE): another shop's id is unknown here.
    let previous: { priceCents: number; salePriceCents: number } | null = null;
    if (options.productId !== undefined) {
      const [existing] = await tx
        .select({ priceCents: products.priceCents, salePriceCents: products.salePriceCents })
        .from(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.id, options.productId)))
        .for('update');
      if (!existing) throw notFound('Prodotto non trovato');
      previous = existing;
    }
    const values = {
      name: input.nome,
      description: input.descrizione,
      categoryId: await categoryId(tx, tenantId, input.categoria),
      supplierId: await supplierId(tx, tenantId, input.fornitore),
      supplierProductId: input.fornitoreProductId,
      supplierUrl: input.urlAliexpress,
      costCents,
      marginPercent: input.margine,
      discountPercent: input.sconto,
      salePriceCents: prices.salePriceCents,
      priceCents: prices.priceCents,
      active: input.active,
      available: input.disponibile,
      stock: input.pezzi_disponibili,
      minPurchase: input.pezzi_singolo_acquisto,
      images: input.immagini,
      tags: input.tags,
      updatedAt: now,
    };
    let id: number;
    if (options.productId !== undefined) {
      id = options.productId;
      await tx
        .update(products)
        .set(values)
        .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
    } else {
      const [created] = await tx
        .insert(products)
        .values({ ...values, tenantId, createdAt: now })
        .returning({ id: products.id });
      id = (created as { id: number }).id;
    }
    if (!previous || previous.priceCents !== prices.priceCents || previous.salePriceCents !== prices.salePriceCents) {
      await tx.insert(productPriceHistory).values({
        productId: id,
        priceCents: prices.priceCents,
        salePriceCents: prices.salePriceCents,
        changedAt: now,
      });
    }
    return id;
  });
  dataChanged(db, 'catalog', tenantId);
  const saved = await findProduct(db, { tenantId, productId: id, includeInactive: true });
  if (!saved) throw new AppError('INTERNAL', 'Errore nel salvataggio');
  return saved;
}

export async function createCategory(db: Db, { tenantId, name }: { tenantId: string; name: string }) {
  const [row] = await db
    .insert(productCategories)
    .values({ tenantId, name })
    .onConflictDoNothing()
    .returning({ id: productCategories.id, nome: productCategories.name });
  if (!row) throw new AppError('CONFLICT', 'Esiste già una categoria con questo nome');
  dataChanged(db, 'catalog', tenantId);
  return row;
}

export async function createSupplier(db: Db, { tenantId, name }: { tenantId: string; name: string }) {
  const [row] = await db
    .insert(suppliers)
    .values({ tenantId, name })
    .onConflictDoNothing()
    .returning({ id: suppliers.id, nome: suppliers.name });
  if (!row) throw new AppError('CONFLICT', 'Esiste già un fornitore con questo nome');
  return row;
}

/** A category or supplier still used by products cannot go: the products would lose it. */
type ShopRow = { tenantId: string; id: number };

export async function deleteCategory(db: Db, { tenantId, id }: ShopRow): Promise<void> {
  const [used] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.categoryId, id)));
  if ((used?.n ?? 0) > 0)
    throw new AppError('RULE_BROKEN', 'La categoria ha ancora dei prodotti: spostali prima di eliminarla');
  const deleted = await db
    .delete(productCategories)
    .where(and(eq(productCategories.tenantId, tenantId), eq(productCategories.id, id)))
    .returning({ id: productCategories.id });
  if (deleted.length === 0) throw notFound('Categoria non trovata');
  dataChanged(db, 'catalog', tenantId);
}

export async function deleteSupplier(db: Db, { tenantId, id }: ShopRow): Promise<void> {
  const [used] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.supplierId, id)));
  if ((used?.n ?? 0) > 0)
    throw new AppError('RULE_BROKEN', 'Il fornitore ha ancora dei prodotti: cambiali prima di eliminarlo');
  const deleted = await db
    .delete(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, id)))
    .returning({ id: suppliers.id });
  if (deleted.length === 0) throw notFound('Fornitore non trovato');
}
