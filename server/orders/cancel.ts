import { cancelledOnAccountClosing, customerMayCancel, type OrderStatus } from '#common/orders/status.ts';
import type { Db } from '../db/connection.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { queueStripeFollowUps } from '../payments/jobs.ts';
import type { StripeHandle } from '../payments/stripe-client.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { Tenant } from '../tenants/schema.ts';
import { orderCancelledMail } from './emails.ts';
import type { Order } from './schema.ts';
import { lockOrder, moveOrder } from './transitions.ts';

/**
 * The customer cancels an order the shop has not started preparing. Reserved products go
 * back to stock; a card payment is refunded through Stripe by a payment job (its
 * charge.refunded event then marks the order refunded); the caller kicks services.paymentJobs.
 */
export async function cancelByCustomer(options: {
  db: Db;
  tenant: Tenant;
  userId: string;
  orderId: string;
  orderUrl: string;
  stripe: StripeHandle | null;
  /**
   * The person is closing their account (server/privacy): every order not yet handed over
   * goes, including those being prepared or waiting for pickup, and the closing e-mail tells
   * the outcome instead of one e-mail per order (its link would lead to a deleted account).
   */
  accountClosing?: boolean;
}): Promise<Order> {
  const { db, tenant } = options;
  const cancelled = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { tenantId: tenant.id, orderId: options.orderId, userId: options.userId });
    if (!order) throw notFound('Ordine non trovato');
    const status = order.status as OrderStatus;
    if (!(options.accountClosing ? cancelledOnAccountClosing(status) : customerMayCancel(status))) {
      throw new AppError('RULE_BROKEN', 'L’ordine è già in preparazione: per annullarlo contatta la libreria');
    }
    const updated = await moveOrder(tx, order, 'annullato', {
      actor: 'cliente',
      note: options.accountClosing ? 'Annullato per la chiusura dell’account' : 'Annullato dal cliente',
    });
    const refund = order.status === 'pagato';
    // Refund and session expiry are durable jobs: a Stripe outage delays them, never loses them.
    if (options.stripe) await queueStripeFollowUps(tx, order, updated);
    if (!options.accountClosing) {
      await enqueueMail(tx, {
        dedupeKey: `order:${order.id}:cancelled`,
        to: order.contact.email,
        ...orderCancelledMail({ shop: tenant, order: updated, url: options.orderUrl, refund }),
      });
    }
    return updated;
  });
  return cancelled;
}
