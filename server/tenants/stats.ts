import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { romeDay, romeDayStart } from '../backoffice/days.ts';
import type { Db } from '../db/connection.ts';
import { orders } from '../orders/schema.ts';
import { takingsCents } from '../orders/stats-queries.ts';
import { type SubscriptionView, subscriptionOf } from './billing.ts';
import { type ConnectState, connectStateOf } from './connect.ts';
import type { Tenant } from './schema.ts';

// API.md "GET /api/tenants/{id}/stats": a bookshop's month at a glance for its owner and the
// operator: orders and takings of the calendar month (Rome), the platform's fee on its card
// payments, its subscription and its Stripe account.

export type ShopStats = {
  month: string;
  ordersThisMonth: number;
  takingsThisMonthCents: number;
  platformFeeThisMonthCents: number;
  ordersTotal: number;
  subscription: SubscriptionView;
  connect: ConnectState;
};

/** First instant of the Rome month holding `at`, and of the next one. */
export function romeMonth(at: Date): { month: string; from: Date; to: Date } {
  const day = romeDay(at);
  const [y, m] = day.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { month: day.slice(0, 7), from: romeDayStart(`${day.slice(0, 7)}-01`), to: romeDayStart(next) };
}

/** The platform's fee of card payments paid in a range and not refunded, in cents. */
export async function platformFeeCents(db: Db, range: { from: Date; to: Date }, tenantId?: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${orders.applicationFeeCents}), 0)::int` })
    .from(orders)
    .where(
      and(
        tenantId ? eq(orders.tenantId, tenantId) : undefined,
        gte(orders.paidAt, range.from),
        lt(orders.paidAt, range.to),
        sql`${orders.status} not in ('rimborsato', 'annullato')`,
      ),
    );
  return row?.cents ?? 0;
}

export async function shopStats(db: Db, tenant: Tenant, now = new Date()): Promise<ShopStats> {
  const range = romeMonth(now);
  const [month] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.tenantId, tenant.id), gte(orders.createdAt, range.from), lt(orders.createdAt, range.to)));
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.tenantId, tenant.id));
  return {
    month: range.month,
    ordersThisMonth: month?.n ?? 0,
    takingsThisMonthCents: await takingsCents(db, tenant.id, range),
    platformFeeThisMonthCents: await platformFeeCents(db, range, tenant.id),
    ordersTotal: total?.n ?? 0,
    subscription: subscriptionOf(tenant),
    connect: connectStateOf(tenant),
  };
}

/** The platform's fee per Rome month, newest first, over the last `months` months (operator). */
export async function monthlyPlatformFees(
  db: Db,
  now = new Date(),
  months = 12,
): Promise<{ month: string; cents: number; payments: number }[]> {
  const current = romeMonth(now);
  const [y, m] = current.month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 - (months - 1), 1)).toISOString().slice(0, 7);
  const month = sql<string>`to_char(${orders.paidAt} AT TIME ZONE 'Europe/Rome', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      cents: sql<number>`coalesce(sum(${orders.applicationFeeCents}), 0)::int`,
      payments: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(
      and(
        gte(orders.paidAt, romeDayStart(`${first}-01`)),
        sql`${orders.applicationFeeCents} > 0`,
        sql`${orders.status} not in ('rimborsato', 'annullato')`,
      ),
    )
    .groupBy(month)
    .orderBy(sql`1 desc`);
  return rows;
}

/** This month's orders and platform fee of every shop, for the operator's list of bookshops. */
export async function monthFiguresByShop(
  db: Db,
  now = new Date(),
): Promise<Map<string, { orders: number; feeCents: number }>> {
  const range = romeMonth(now);
  const rows = await db
    .select({
      tenantId: orders.tenantId,
      orders: sql<number>`count(*)::int`,
      feeCents: sql<number>`coalesce(sum(${orders.applicationFeeCents}) filter (where ${orders.paidAt} is not null and ${orders.status} not in ('rimborsato', 'annullato')), 0)::int`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, range.from), lt(orders.createdAt, range.to)))
    .groupBy(orders.tenantId);
  return new Map(rows.map((r) => [r.tenantId, { orders: r.orders, feeCents: r.feeCents }]));
}
