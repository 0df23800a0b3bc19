import { and, eq } from 'drizzle-orm';
import {
  assertLineTransition,
  IllegalTransitionError,
  type LineStatus,
  type OrderStatus,
} from '#common/orders/status.ts';
import type { Db } from '../db/connection.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { queueStripeFollowUps } from '../payments/jobs.ts';
import type { StripeHandle } from '../payments/stripe-client.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { Tenant } from '../tenants/schema.ts';
import { orderCancelledMail, orderReadyMail, orderRefundedMail, paymentConfirmedMail } from './emails.ts';
import { type Order, orderEvents, orderItems } from './schema.ts';
import { lockOrder, moveOrder } from './transitions.ts';

// What the shop does to an order (the back office's order screens call these): move it
// through its states and each book through its own. The customer is told by e-mail when the
// payment arrives, when the order is ready or shipped, and when it is cancelled.

function asRuleError(error: unknown): never {
  if (error instanceof IllegalTransitionError) throw new AppError('RULE_BROKEN', error.message);
  throw error;
}

export async function moveOrderByShop(options: {
  db: Db;
  tenant: Tenant;
  orderId: string;
  to: OrderStatus;
  note?: string;
  orderUrl: string;
  stripe: StripeHandle | null;
  /** Who moved it, as the history shows it (default "libreria"). */
  actor?: string;
}): Promise<Order> {
  const { db, tenant, to } = options;
  const updated = await db
    .transaction(async (tx) => {
      const order = await lockOrder(tx, { tenantId: tenant.id, orderId: options.orderId });
      if (!order) throw notFound('Ordine non trovato');
      const moved = await moveOrder(tx, order, to, {
        actor: options.actor ?? 'libreria',
        note: options.note,
        extra: to === 'pagato' ? { paidAt: new Date() } : undefined,
      });
      const input = { shop: tenant, order: moved, url: options.orderUrl };
      const mail =
        to === 'pronto_ritiro' || to === 'spedito'
          ? { key: 'ready', ...orderReadyMail(input) }
          : to === 'pagato'
            ? { key: 'paid', ...paymentConfirmedMail(input) }
            : to === 'annullato'
              ? { key: 'cancelled', ...orderCancelledMail({ ...input, refund: order.status === 'pagato' }) }
              : to === 'rimborsato'
                ? { key: 'refunded', ...orderRefundedMail({ ...input, reason: options.note }) }
                : null;
      if (options.stripe) await queueStripeFollowUps(tx, order, moved);
      if (mail) {
        const { key, ...content } = mail;
        await enqueueMail(tx, { dedupeKey: `order:${moved.id}:${key}`, to: moved.contact.email, ...content });
      }
      return moved;
    })
    .catch(asRuleError);
  return updated;
}

/** One book of an order moves on (ordered from the distributor, arrived, ready, delivered). */
export async function moveLineByShop(options: {
  db: Db;
  tenant: Tenant;
  orderId: string;
  itemId: number;
  to: LineStatus;
}): Promise<void> {
  const { db, tenant } = options;
  await db
    .transaction(async (tx) => {
      const order = await lockOrder(tx, { tenantId: tenant.id, orderId: options.orderId });
      if (!order) throw notFound('Ordine non trovato');
      const [item] = await tx
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.id, options.itemId), eq(orderItems.orderId, order.id)));
      if (!item || item.status === null) throw notFound('Libro non trovato in questo ordine');
      assertLineTransition(item.status as LineStatus, options.to);
      await tx.update(orderItems).set({ status: options.to }).where(eq(orderItems.id, item.id));
      await tx.insert(orderEvents).values({
        orderId: order.id,
        itemId: item.id,
        fromStatus: item.status,
        toStatus: options.to,
        actor: 'libreria',
        note: item.title,
      });
    })
    .catch(asRuleError);
}
