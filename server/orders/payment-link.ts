import { eq } from 'drizzle-orm';
import type { AppServices } from '../context.ts';
import { AppError } from '../shared/errors.ts';
import type { Tenant } from '../tenants/schema.ts';
import { type Order, orderItems, orders } from './schema.ts';

export const CARD_PAYMENT_UNAVAILABLE =
  'Il pagamento con carta non risponde in questo momento: l’ordine è salvato, riprova tra poco a pagarlo';

/** Stripe down or out of reach (5xx, timeout, refused connection): not our error, and passing. */
function stripeUnavailable(error: unknown): boolean {
  const e = error as { type?: string; statusCode?: number };
  return e.type === 'StripeConnectionError' || e.type === 'StripeAPIError' || (e.statusCode ?? 0) >= 500;
}

/**
 * Where a customer pays a card order that is still waiting (see openPaymentUrl). When Stripe
 * does not answer, the order stays (it is committed) and the answer is a 503 in API.md's
 * format: asked again with the same idempotency key, the checkout answers the same order
 * with its payment link (faults suite, Stripe outage).
 */
export async function cardPaymentUrl(...args: Parameters<typeof openPaymentUrl>): Promise<string | null> {
  try {
    return await openPaymentUrl(...args);
  } catch (error) {
    if (!stripeUnavailable(error)) throw error;
    throw new AppError('PAYMENT_UNAVAILABLE', CARD_PAYMENT_UNAVAILABLE, {
      status: 503,
      headers: { 'Retry-After': '30' },
    });
  }
}

/**
 * Where a customer pays a card order that is still waiting: the order's open Stripe Checkout
 * Session, or a new one (after an expired or abandoned one). Null when there is nothing to pay.
 */
async function openPaymentUrl(
  services: AppServices,
  tenant: Tenant,
  order: Order,
  origin: string,
  guestToken?: string,
): Promise<string | null> {
  const stripe = services.payments.stripe;
  if (order.paymentMethod !== 'stripe' || order.status !== 'in_attesa_pagamento' || !stripe) return null;
  if (order.stripeSessionId) {
    // The session lives on the account it was made on (the bookshop's, or the platform's).
    const on = order.stripeAccountId ? { stripeAccount: order.stripeAccountId } : undefined;
    const session = await (await stripe.load()).checkout.sessions.retrieve(order.stripeSessionId, {}, on);
    if (session.status === 'open' && session.url) return session.url;
  }
  const items = await services.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const started = await services.payments
    .get('stripe')
    ?.start({ tenant, order, items, origin, guestToken, attempt: order.stripeSessionId ? 2 : 1 });
  if (started?.sessionId) {
    await services.db
      .update(orders)
      .set({
        stripeSessionId: started.sessionId,
        stripeAccountId: started.stripeAccountId ?? null,
        applicationFeeCents: started.applicationFeeCents ?? 0,
      })
      .where(eq(orders.id, order.id));
  }
  return started?.paymentUrl ?? null;
}
