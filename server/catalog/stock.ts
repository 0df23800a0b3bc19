import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/transaction.ts';
import { products } from './schema.ts';

// The one owner of products.stock outside the product form (save.ts sets the count the shop
// typed). Other domains never write the column: an order reserves its products here when
// it is placed and releases them here when it is cancelled, always inside the caller's
// transaction and always scoped to the shop, so the two movements stay symmetric.

export type StockLine = { productId: number; quantity: number };

/**
 * Takes `quantity` of each product off the shop's stock, in order, with a conditional UPDATE
 * (stock never goes below zero, so concurrent checkouts cannot oversell; only active products
 * on sale can be reserved). Returns the first line that could not be reserved, or null when
 * all were: the caller then throws, and its transaction gives back what was already taken.
 */
export async function reserveStock<L extends StockLine>(
  tx: Tx,
  options: { tenantId: string; lines: readonly L[] },
): Promise<L | null> {
  for (const line of options.lines) {
    const reserved = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(
        and(
          eq(products.tenantId, options.tenantId),
          eq(products.id, line.productId),
          eq(products.active, true),
          eq(products.available, true),
          sql`${products.stock} >= ${line.quantity}`,
        ),
      )
      .returning({ id: products.id });
    if (reserved.length === 0) return line;
  }
  return null;
}

/**
 * Gives reserved products back to the shop's stock (a cancelled order). A product the shop
 * has since deleted is skipped; one taken off sale gets its units back for when it returns.
 */
export async function releaseStock(tx: Tx, options: { tenantId: string; lines: readonly StockLine[] }): Promise<void> {
  for (const line of options.lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(and(eq(products.id, line.productId), eq(products.tenantId, options.tenantId)));
  }
}
