import type Stripe from 'stripe';
import type { AppServices } from '../context.ts';
import { paymentEvents } from '../orders/schema.ts';
import { applyInvoicePaid, applyPaymentFailed, applySubscription } from '../tenants/billing.ts';
import { applyAccountState } from '../tenants/connect.ts';
import type { Tenant } from '../tenants/schema.ts';
import type { StripeHandle } from './stripe-client.ts';
import { handleStripeEvent } from './stripe-webhook.ts';

// Where a verified Stripe event goes (decision 0036). Events of a connected account (they
// carry `account`) are a bookshop's: its onboarding state, or payments of its orders, which
// handleStripeEvent only applies to orders paid on that same account. Events of the
// platform's own account are the platform shop's payments or the bookshops' subscriptions.

export type StripeOutcome = { handled: boolean; orderId: string | null; change: string };

const BILLING_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
  'invoice.paid',
]);

/** Verifies the signature with the platform's endpoint secret, then the Connect endpoint's. */
export async function verifyStripeEvent(
  stripe: StripeHandle,
  raw: string,
  signature: string,
  secrets: (string | undefined)[],
): Promise<Stripe.Event | null> {
  const sdk = await stripe.load();
  for (const secret of secrets) {
    if (!secret) continue;
    try {
      return sdk.webhooks.constructEvent(raw, signature, secret);
    } catch {
      // Try the next endpoint's secret.
    }
  }
  return null;
}

export async function dispatchStripeEvent(
  services: AppServices,
  event: Stripe.Event,
  orderUrl: (shop: Tenant, orderId: string) => string,
): Promise<StripeOutcome> {
  const { db, config } = services;
  if (event.type === 'account.updated') {
    if (!event.account) return { handled: false, orderId: null, change: 'ignorato' };
    const shop = await applyAccountState(db, config, event.data.object as Stripe.Account);
    if (shop) await services.caches.publish('tenants');
    return { handled: true, orderId: null, change: shop ? 'conto aggiornato' : 'conto sconosciuto' };
  }
  const subscriptionCheckout =
    event.type === 'checkout.session.completed' &&
    (event.data.object as Stripe.Checkout.Session).mode === 'subscription';
  if (BILLING_EVENTS.has(event.type) || subscriptionCheckout) {
    // Subscriptions live on the platform's account; a connected account's are not ours.
    if (event.account) return { handled: false, orderId: null, change: 'ignorato' };
    const change = await db.transaction(async (tx) => {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ eventId: event.id, provider: 'stripe', type: event.type, orderId: null })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      if (fresh.length === 0) return 'già elaborato';
      switch (event.type) {
        case 'invoice.payment_failed':
          return applyPaymentFailed(tx, config, event.data.object as Stripe.Invoice);
        case 'invoice.paid':
          return applyInvoicePaid(tx, config, event.data.object as Stripe.Invoice);
        case 'checkout.session.completed':
          // The subscription's own events carry its state; this one only says it exists.
          return 'abbonamento avviato';
        default:
          return applySubscription(tx, config, event.data.object as Stripe.Subscription);
      }
    });
    await services.caches.publish('tenants');
    return { handled: true, orderId: null, change };
  }
  return handleStripeEvent(db, event, orderUrl);
}
