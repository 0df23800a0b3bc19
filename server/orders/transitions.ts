import { and, eq, isNotNull } from 'drizzle-orm';
import { assertOrderTransition, type OrderStatus } from '#common/orders/status.ts';
import { releaseStock } from '../catalog/stock.ts';
import type { Tx } from '../db/transaction.ts';
import { type Order, orderEvents, orderItems, orders } from './schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Locks one of the shop's orders for a change of state. The shop (and, for a customer, the
 * person) is part of the WHERE: another shop's id finds nothing, exactly like an unknown one,
 * so callers answer 404 without reading first and comparing after. A malformed id is unknown.
 */
export async function lockOrder(
  tx: Tx,
  options: { tenantId: string; orderId: string; userId?: string },
): Promise<Order | null> {
  if (!UUID.test(options.orderId)) return null;
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, options.orderId),
        eq(orders.tenantId, options.tenantId),
        options.userId === undefined ? undefined : eq(orders.userId, options.userId),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * Locks an order known only by its id, for the one caller that has no shop to scope by: a
 * payment provider's signed event (the id comes from the session the server created).
 */
export async function lockOrderOfPaymentEvent(tx: Tx, orderId: string): Promise<Order | null> {
  if (!UUID.test(orderId)) return null;
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
    .where(and(eq(orders.id, order.id), eq(orders.tenantId, order.tenantId)))
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    actor: options.actor,
    note: options.note ?? null,
    createdAt: now,
  });
  if (to === 'annullato') await releaseOrderStock(tx, order);
  return updated as Order;
}

/** A cancelled order's products go back to the shop's stock (the catalog's stock module). */
async function releaseOrderStock(tx: Tx, order: Order): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.type, 'product'), isNotNull(orderItems.productId)));
  await releaseStock(tx, {
    tenantId: order.tenantId,
    lines: lines.flatMap((l) => (l.productId === null ? [] : [{ productId: l.productId, quantity: l.quantity }])),
  });
}
