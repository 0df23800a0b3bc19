import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { type Order, orderEvents, orderItems, orders } from './schema.ts';
import { toOrderView } from './view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A customer's orders in one shop, newest first, with their lines. */
export async function listCustomerOrders(
  db: Db,
  { tenantId, userId, limit = 50 }: { tenantId: string; userId: string; limit?: number },
) {
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

type CustomerOrderRef = { tenantId: string; userId: string; orderId: string };

/** The order row, when it is this customer's in this shop (shop and person in the WHERE). */
export async function findCustomerOrderRow(db: Db, { tenantId, userId, orderId }: CustomerOrderRef) {
  if (!UUID.test(orderId)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.tenantId, tenantId), eq(orders.userId, userId)));
  return order ?? null;
}

/** One order with lines and history; null when it is not this customer's (the API answers 404). */
export async function findCustomerOrder(db: Db, ref: CustomerOrderRef) {
  const order = await findCustomerOrderRow(db, ref);
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
