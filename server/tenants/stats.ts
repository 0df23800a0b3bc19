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
