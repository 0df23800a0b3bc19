import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { mailOutbox } from '../mail/schema.ts';
import { shopBaseUrl } from '../tenants/base-url.ts';
import { type Tenant, tenants } from '../tenants/schema.ts';
import { type Order, orderEvents, orders } from './schema.ts';
import { lockOrder, moveOrder } from './transitions.ts';
import { unpaidCancelledMail, unpaidWarningMail } from './unpaid-emails.ts';

// Orders that hold stock without money (decision 0026): a bank transfer that never arrives,
// a pay-at-pickup order ready on the shelf that nobody collects. The family is warned, then
// the order is cancelled and its products go back on sale. Card orders are not here: their
// Checkout Session expires and Stripe's event cancels them.

export const UNPAID_EVERY_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

export type HoldRule = 'bonifico' | 'ritiro';
type Limits = Pick<Config, 'UNPAID_TRANSFER_DAYS' | 'PICKUP_HOLD_DAYS' | 'UNPAID_WARNING_DAYS'>;

/** When an order's hold started: placing a transfer order, or the order becoming ready for a pickup one. */
const readySince = sql<Date>`(select max(${orderEvents.createdAt}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} = 'pronto_ritiro')`;

/** The orders of one rule whose hold started at or before `startedBy`. */
function held(rule: HoldRule, startedBy: Date) {
  return rule === 'bonifico'
    ? and(
        eq(orders.paymentMethod, 'bonifico'),
        eq(orders.status, 'in_attesa_pagamento'),
        isNull(orders.paidAt),
        lte(orders.createdAt, startedBy),
      )
    : and(
        eq(orders.paymentMethod, 'ritiro'),
        eq(orders.status, 'pronto_ritiro'),
        isNull(orders.paidAt),
        lte(readySince, startedBy),
      );
}

/** Is this locked order still one the rule may cancel (the family may have paid meanwhile)? */
function stillHeld(rule: HoldRule, order: Order): boolean {
  if (order.paidAt) return false;
  return rule === 'bonifico'
    ? order.paymentMethod === 'bonifico' && order.status === 'in_attesa_pagamento'
    : order.paymentMethod === 'ritiro' && order.status === 'pronto_ritiro';
}

export function holdDays(rule: HoldRule, limits: Limits): number {
  return rule === 'bonifico' ? limits.UNPAID_TRANSFER_DAYS : limits.PICKUP_HOLD_DAYS;
}

/** The day the order is cancelled if nothing happens, for the e-mails. */
function deadlineOf(rule: HoldRule, order: Order, readyAt: Date | null, limits: Limits): Date {
  const start = rule === 'bonifico' ? order.createdAt : (readyAt ?? order.updatedAt);
  return new Date(new Date(start).getTime() + holdDays(rule, limits) * DAY_MS);
}

const orderUrl = (tenant: Tenant, config: Config, order: Order) => `${shopBaseUrl(tenant, config)}/orders/${order.id}`;

async function dueOrders(db: Db, rule: HoldRule, startedBy: Date, extra?: ReturnType<typeof sql>) {
  return db
    .select({ order: orders, tenant: tenants, readyAt: readySince })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(and(held(rule, startedBy), extra))
    .limit(BATCH);
}

/**
 * One pass: warns the families whose hold ends within UNPAID_WARNING_DAYS (once each: the
 * outbox's dedupe key), then cancels the orders whose hold has ended, each in its own
 * transaction with the order locked and checked again, so a payment recorded meanwhile wins.
 */
export async function releaseUnpaidOrders(
  db: Db,
  config: Config,
  now = new Date(),
): Promise<{ warned: number; cancelled: number }> {
  let warned = 0;
  let cancelled = 0;
  for (const rule of ['bonifico', 'ritiro'] as const) {
    const days = holdDays(rule, config);
    const warnFrom = new Date(now.getTime() - Math.max(0, days - config.UNPAID_WARNING_DAYS) * DAY_MS);
    const notWarned = sql`not exists (select 1 from ${mailOutbox} where ${mailOutbox.dedupeKey} = 'order:' || ${orders.id} || ':unpaid-warning')`;
    for (const { order, tenant, readyAt } of await dueOrders(db, rule, warnFrom, notWarned)) {
      const deadline = deadlineOf(rule, order, readyAt, config);
      if (deadline.getTime() <= now.getTime()) continue; // cancelled below without a late warning
      await enqueueMail(db, {
        dedupeKey: `order:${order.id}:unpaid-warning`,
        to: order.contact.email,
        ...unpaidWarningMail({ shop: tenant, order, url: orderUrl(tenant, config, order), rule, deadline }),
      });
      warned++;
    }

    const cancelBy = new Date(now.getTime() - days * DAY_MS);
    for (const { order: candidate, tenant } of await dueOrders(db, rule, cancelBy)) {
      const done = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, { tenantId: candidate.tenantId, orderId: candidate.id });
        if (!order || !stillHeld(rule, order)) return false;
        const updated = await moveOrder(tx, order, 'annullato', {
          actor: 'sistema',
          now,
          note:
            rule === 'bonifico'
              ? `Annullato: bonifico non ricevuto entro ${days} giorni`
              : `Annullato: non ritirato entro ${days} giorni da quando era pronto`,
        });
        await enqueueMail(tx, {
          dedupeKey: `order:${order.id}:cancelled`,
          to: order.contact.email,
          ...unpaidCancelledMail({ shop: tenant, order: updated, url: orderUrl(tenant, config, order), rule, days }),
        });
        return true;
      });
      if (done) cancelled++;
    }
  }
  return { warned, cancelled };
}

/** For the order page: the date a still-held order will be cancelled, or null. */
export async function holdDeadline(db: Db, config: Limits, order: Order): Promise<Date | null> {
  if (order.paidAt) return null;
  if (order.paymentMethod === 'bonifico' && order.status === 'in_attesa_pagamento') {
    return deadlineOf('bonifico', order, null, config);
  }
  if (order.paymentMethod === 'ritiro' && order.status === 'pronto_ritiro') {
    const [row] = await db
      .select({ at: sql<Date>`max(${orderEvents.createdAt})` })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), inArray(orderEvents.toStatus, ['pronto_ritiro'])));
    return deadlineOf('ritiro', order, row?.at ? new Date(row.at) : null, config);
  }
  return null;
}
