import { eq } from 'drizzle-orm';
import type { AppServices } from '../context.ts';
import type { Tenant } from '../tenants/schema.ts';
import { type Order, orderItems, orders } from './schema.ts';

/**
 * Where a customer pays a card order that is still waiting: the order's open Stripe Checkout
 * Session, or a new one (after an expired or abandoned one). Null when there is nothing to pay.
 */
export async function cardPaymentUrl(
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
    const session = await stripe.checkout.sessions.retrieve(order.stripeSessionId, {}, on);
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
