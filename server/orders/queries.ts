import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { type Order, orderEvents, orderItems, orders } from './schema.ts';
import { toOrderView } from './view.ts';

/** A customer's orders in one shop, newest first, with their lines. */
export async function listCustomerOrders(db: Db, tenantId: string, userId: string, limit = 50) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((o) => o.id),
      ),
    );
  return rows.map((o) =>
    toOrderView(
      o,
      items.filter((i) => i.orderId === o.id),
    ),
  );
}

/** One order with lines and history; null when it is not this customer's (the API answers 404). */
export async function findCustomerOrder(db: Db, tenantId: string, userId: string, orderId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.tenantId, tenantId), eq(orders.userId, userId)));
  if (!order) return null;
  return loadOrderView(db, order);
}

export async function loadOrderView(db: Db, order: Order) {
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
  ]);
  return toOrderView(order, items, events);
}

export async function countOrders(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders);
  return row?.n ?? 0;
}
