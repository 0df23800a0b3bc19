import { and, eq, gte, inArray, isNotNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { LineStatus, OrderStatus } from '#common/orders/status.ts';
import type { Db } from '../db/connection.ts';
import { orderItems, orderPayments, orders } from './schema.ts';

// Figures of a shop's orders for the back office's dashboard and statistics. Days are the
// shop's days (Europe/Rome); a range is [from, to) as instants.

export type Range = { from: Date; to: Date };

const OPEN: OrderStatus[] = ['in_attesa_pagamento', 'pagato', 'in_preparazione', 'pronto_ritiro', 'spedito'];
const GONE: OrderStatus[] = ['annullato', 'rimborsato'];

/** Orders still to be worked, by state. */
export async function openOrdersByStatus(db: Db, tenantId: string): Promise<Partial<Record<OrderStatus, number>>> {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.status, OPEN)))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** Book copies of the orders still open by line state, and how many orders hold each state. */
export async function bookCopiesByStatus(
  db: Db,
  tenantId: string,
): Promise<Partial<Record<LineStatus, { copies: number; orders: number }>>> {
  const rows = await db
    .select({
      status: orderItems.status,
      copies: sql<number>`sum(${orderItems.quantity})::int`,
      orders: sql<number>`count(distinct ${orderItems.orderId})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.status, OPEN), isNotNull(orderItems.status)))
    .groupBy(orderItems.status);
  return Object.fromEntries(rows.map((r) => [r.status, { copies: r.copies, orders: r.orders }]));
}

/**
 * Money taken in a range, in cents: payments at the counter when they were taken, and the
 * total of orders paid otherwise (card, bank transfer) when they were paid. Refunded
 * orders do not count.
 */
export async function takingsCents(db: Db, tenantId: string, range: Range): Promise<number> {
  const [counter] = await db
    .select({ cents: sql<number>`coalesce(sum(${orderPayments.amountCents}), 0)::int` })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(
      and(
        eq(orderPayments.tenantId, tenantId),
        eq(orders.tenantId, tenantId),
        gte(orderPayments.createdAt, range.from),
        lt(orderPayments.createdAt, range.to),
        sql`${orders.status} <> 'rimborsato'`,
      ),
    );
  const [online] = await db
    .select({ cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        gte(orders.paidAt, range.from),
        lt(orders.paidAt, range.to),
        sql`${orders.status} <> 'rimborsato'`,
        sql`not exists (select 1 from ${orderPayments} p where p.order_id = ${orders.id})`,
      ),
    );
  return (counter?.cents ?? 0) + (online?.cents ?? 0);
}

const romeDay = (column: SQL | typeof orders.paidAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD')`;

function paidIn(tenantId: string, range: Range): SQL {
  return and(
    eq(orders.tenantId, tenantId),
    gte(orders.paidAt, range.from),
    lt(orders.paidAt, range.to),
    notInArray(orders.status, GONE),
  )!;
}

/** Paid orders and their total per Rome day (days without sales are left out). */
export async function salesPerDay(db: Db, tenantId: string, range: Range) {
  return db
    .select({
      day: romeDay(orders.paidAt),
      orders: sql<number>`count(*)::int`,
      cents: sql<number>`sum(${orders.totalCents})::int`,
    })
    .from(orders)
    .where(paidIn(tenantId, range))
    .groupBy(romeDay(orders.paidAt))
    .orderBy(romeDay(orders.paidAt));
}

/** Orders placed in the range by their state now. */
export async function ordersByStatusIn(db: Db, tenantId: string, range: Range) {
  return db
    .select({
      status: orders.status,
      orders: sql<number>`count(*)::int`,
      cents: sql<number>`sum(${orders.totalCents})::int`,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), gte(orders.createdAt, range.from), lt(orders.createdAt, range.to)))
    .groupBy(orders.status)
    .orderBy(orders.status);
}

/** Orders placed in the range (cancelled ones aside) by payment method, and how many are paid. */
export async function ordersByPaymentIn(db: Db, tenantId: string, range: Range) {
  return db
    .select({
      method: orders.paymentMethod,
      orders: sql<number>`count(*)::int`,
      paid: sql<number>`count(${orders.paidAt})::int`,
      cents: sql<number>`sum(${orders.totalCents})::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        gte(orders.createdAt, range.from),
        lt(orders.createdAt, range.to),
        notInArray(orders.status, GONE),
      ),
    )
    .groupBy(orders.paymentMethod)
    .orderBy(orders.paymentMethod);
}

/** Number, total and average of the orders paid in the range. */
export async function paidSummary(db: Db, tenantId: string, range: Range) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
      averageCents: sql<number>`coalesce(round(avg(${orders.totalCents})), 0)::int`,
    })
    .from(orders)
    .where(paidIn(tenantId, range));
  return row ?? { orders: 0, cents: 0, averageCents: 0 };
}

/** The best sellers among the lines of orders paid in the range. */
export async function topLines(
  db: Db,
  options: { tenantId: string; range: Range; by: 'book' | 'product' | 'school'; limit?: number },
) {
  const { tenantId, range, by, limit = 10 } = options;
  const key = by === 'book' ? orderItems.isbn : by === 'product' ? orderItems.productId : orderItems.schoolCode;
  const label = by === 'school' ? sql<string>`max(${orderItems.schoolName})` : sql<string>`max(${orderItems.title})`;
  return db
    .select({
      key: sql<string>`${key}::text`,
      label,
      orders: sql<number>`count(distinct ${orderItems.orderId})::int`,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
      cents: sql<number>`sum(${orderItems.lineTotalCents})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        paidIn(tenantId, range),
        by === 'product' ? eq(orderItems.type, 'product') : eq(orderItems.type, 'book'),
        isNotNull(key),
      ),
    )
    .groupBy(key)
    .orderBy(sql`sum(${orderItems.quantity}) desc`, sql`sum(${orderItems.lineTotalCents}) desc`, key)
    .limit(limit);
}
