import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { OrderStatus } from '#common/orders/status.ts';
import type { Db } from '../db/connection.ts';
import type { Tx } from '../db/transaction.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { orderCancelledMail, paymentConfirmedMail } from '../orders/emails.ts';
import { orderEvents, orders, paymentEvents } from '../orders/schema.ts';
import { lockOrderOfPaymentEvent, moveOrder } from '../orders/transitions.ts';
import { type Tenant, tenants } from '../tenants/schema.ts';
import { enqueueRefund } from './jobs.ts';

// Stripe's events change an order only after their signature is verified (api.ts). Each
// event is recorded in payment_events in the same transaction as its effect, so the same
// event twice changes nothing; each handler checks the order's current state, so events
// arriving out of order still leave the right one.

export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.expired',
  'payment_intent.payment_failed',
  'charge.refunded',
]);

type Outcome = { handled: boolean; orderId: string | null; change: string };

/** States from which a payment can no longer move the order forward. */
const AFTER_PAYMENT: OrderStatus[] = [
  'pagato',
  'in_preparazione',
  'pronto_ritiro',
  'spedito',
  'completato',
  'rimborsato',
];

function orderIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { metadata?: Record<string, string> | null; client_reference_id?: string | null };
  return object.metadata?.orderId ?? object.client_reference_id ?? null;
}

export async function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
  /** Links in e-mails: computed from the shop, without another query (PGlite has one connection). */
  orderUrl: (shop: Tenant, orderId: string) => string,
): Promise<Outcome> {
  if (!HANDLED_EVENTS.has(event.type)) return { handled: false, orderId: null, change: 'ignorato' };
  const orderId = orderIdOf(event);
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, provider: 'stripe', type: event.type, orderId })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (fresh.length === 0) return { handled: true, orderId, change: 'già elaborato' };
    if (!orderId || !/^[0-9a-f-]{36}$/i.test(orderId)) return { handled: true, orderId: null, change: 'senza ordine' };
    const order = await lockOrderOfPaymentEvent(tx, orderId);
    if (!order) return { handled: true, orderId, change: 'ordine sconosciuto' };
    // An event speaks for the account it came from (decision 0036): a bookshop's account can
    // only move orders paid on it, the platform's only its own shop's. Nothing else is touched.
    if ((order.stripeAccountId ?? null) !== (event.account ?? null)) {
      return { handled: true, orderId, change: 'evento di un altro conto: ignorato' };
    }
    const status = order.status as OrderStatus;
    const mail = async (kind: 'paid' | 'cancelled', updated: typeof order) => {
      const [shop] = await tx.select().from(tenants).where(eq(tenants.id, updated.tenantId));
      if (!shop) return;
      const url = orderUrl(shop, updated.id);
      const content =
        kind === 'paid'
          ? paymentConfirmedMail({ shop, order: updated, url })
          : orderCancelledMail({ shop, order: updated, url, refund: false });
      await enqueueMail(tx, { dedupeKey: `order:${updated.id}:${kind}`, to: updated.contact.email, ...content });
    };

    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object as Stripe.Checkout.Session;
        if (session.payment_status !== 'paid') return note(tx, orderId, status, 'Pagamento in verifica');
        if (AFTER_PAYMENT.includes(status)) return { handled: true, orderId, change: 'già pagato' };
        // A signed event still has to be about this order's payment: its session, its amount in euros.
        const mismatch = [
          session.id !== order.stripeSessionId ? 'sessione' : null,
          session.amount_total !== order.totalCents ? 'importo' : null,
          (session.currency ?? '').toLowerCase() !== 'eur' ? 'valuta' : null,
        ].filter(Boolean);
        if (mismatch.length > 0 && status !== 'annullato') {
          return note(tx, orderId, status, `Pagamento da verificare: ${mismatch.join(', ')} diversi dall’ordine`);
        }
        const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : null;
        if (status === 'annullato') {
          // Paid in the moment before its session expired: the money goes back by itself.
          if (paymentIntent) {
            await enqueueRefund(tx, { orderId, paymentIntentId: paymentIntent, stripeAccount: order.stripeAccountId });
          }
          return note(tx, orderId, status, 'Pagamento arrivato dopo l’annullamento: rimborso avviato');
        }
        const updated = await moveOrder(tx, order, 'pagato', {
          actor: 'stripe',
          note: 'Pagamento con carta confermato',
          extra: { paidAt: new Date(event.created * 1000), stripePaymentIntentId: paymentIntent },
        });
        await mail('paid', updated);
        return { handled: true, orderId, change: 'pagato' };
      }
      case 'checkout.session.expired': {
        if (status !== 'in_attesa_pagamento') return { handled: true, orderId, change: 'nessuno' };
        // A session replaced by a newer one (the customer tried again) expiring changes nothing.
        const expired = event.data.object as Stripe.Checkout.Session;
        if (order.stripeSessionId && expired.id !== order.stripeSessionId) {
          return { handled: true, orderId, change: 'sessione sostituita' };
        }
        const updated = await moveOrder(tx, order, 'annullato', {
          actor: 'stripe',
          note: 'Sessione di pagamento scaduta senza pagamento',
        });
        await mail('cancelled', updated);
        return { handled: true, orderId, change: 'annullato' };
      }
      case 'payment_intent.payment_failed':
        return note(tx, orderId, status, 'Pagamento con carta non riuscito: si può riprovare');
      case 'charge.refunded': {
        const charge = event.data.object as Stripe.Charge;
        if (status === 'rimborsato') return { handled: true, orderId, change: 'già rimborsato' };
        if (!charge.refunded) return note(tx, orderId, status, 'Rimborso parziale registrato');
        // A refund may arrive before the payment's own event: it is final either way.
        await moveOrder(tx, order, 'rimborsato', { actor: 'stripe', note: 'Pagamento rimborsato' });
        return { handled: true, orderId, change: 'rimborsato' };
      }
      default:
        return { handled: false, orderId, change: 'ignorato' };
    }
  });
}

async function note(tx: Tx, orderId: string, status: OrderStatus, text: string): Promise<Outcome> {
  await tx.insert(orderEvents).values({ orderId, fromStatus: status, toStatus: status, actor: 'stripe', note: text });
  await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
  return { handled: true, orderId, change: text };
}
