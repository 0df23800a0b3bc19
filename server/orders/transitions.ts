import { and, eq, sql } from 'drizzle-orm';
import { assertOrderTransition, type OrderStatus } from '#common/orders/status.ts';
import { products } from '../catalog/schema.ts';
import type { Db } from '../db/connection.ts';
import { type Order, orderEvents, orderItems, orders } from './schema.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks an order row for a change of state. */
export async function lockOrder(tx: Tx, orderId: string): Promise<Order | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/**
 * Moves an order to a new state (refusing an illegal move) and records who and when.
 * Cancelling gives the reserved products back to the stock.
 */
export async function moveOrder(
  tx: Tx,
  order: Order,
  to: OrderStatus,
  options: { actor: string; note?: string; now?: Date; extra?: Partial<typeof orders.$inferInsert> },
): Promise<Order> {
  assertOrderTransition(order.status as OrderStatus, to);
  const now = options.now ?? new Date();
  const [updated] = await tx
    .update(orders)
    .set({ ...options.extra, status: to, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    actor: options.actor,
    note: options.note ?? null,
    createdAt: now,
  });
  if (to === 'annullato') await releaseStock(tx, order);
  return updated as Order;
}

async function releaseStock(tx: Tx, order: Order): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.type, 'product')));
  for (const line of lines) {
    if (line.productId === null) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(and(eq(products.id, line.productId), eq(products.tenantId, order.tenantId)));
  }
}
