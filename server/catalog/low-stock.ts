import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { products } from './schema.ts';

/** At or below this many pieces an active product is shown as running out. */
export const LOW_STOCK_THRESHOLD = 5;

/** The shop's active, sellable products running out of stock, fewest pieces first. */
export async function lowStockProducts(db: Db, tenantId: string, limit = 20) {
  return db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.active, true),
        eq(products.available, true),
        lte(products.stock, LOW_STOCK_THRESHOLD),
      ),
    )
    .orderBy(asc(products.stock), asc(products.name))
    .limit(limit);
}
