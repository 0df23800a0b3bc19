import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { orderItems, orders } from './schema.ts';

// What other domains may know about a customer's purchases, without reading the order
// tables themselves: reviews ask whether a person bought and received a product or book.

export type PurchaseSubject = { productId: number } | { isbn: string };

/** The order that proves it, and the line's title as bought. */
export type DeliveredPurchase = { orderId: string; number: string; orderedAt: Date; title: string };

/**
 * The customer's latest order in this shop that holds the product (or book) and was
 * delivered: the whole order completed, or (books) that line handed over ("consegnato").
 * Null when there is none: an order still open, cancelled before delivery or someone else's
 * does not count.
 */
export async function deliveredPurchase(
  db: Db,
  tenantId: string,
  userId: string,
  subject: PurchaseSubject,
): Promise<DeliveredPurchase | null> {
  const line: SQL =
    'productId' in subject
      ? and(eq(orderItems.type, 'product'), eq(orderItems.productId, subject.productId))!
      : and(eq(orderItems.type, 'book'), eq(orderItems.isbn, subject.isbn))!;
  const [row] = await db
    .select({ orderId: orders.id, number: orders.number, orderedAt: orders.createdAt, title: orderItems.title })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.userId, userId),
        line,
        or(eq(orders.status, 'completato'), eq(orderItems.status, 'consegnato')),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}

/** The numbers ("2026-000123") of some of a shop's orders, by id. */
export async function orderNumbers(db: Db, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, ids)));
  return new Map(rows.map((r) => [r.id, r.number]));
}
