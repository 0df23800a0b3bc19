import type Stripe from 'stripe';
import type { Order, OrderItem } from '../orders/schema.ts';
import type { Tenant } from '../tenants/schema.ts';
import type { StripeHandle } from './stripe-client.ts';

// One interface for every way to pay. "Paga al ritiro" and "Bonifico bancario" need no
// configuration; Stripe is there when its keys are set.

export type PaymentMethod = 'stripe' | 'ritiro' | 'bonifico';

export type PaymentStart = {
  paymentUrl: string | null;
  sessionId: string | null;
  /** The connected account the session lives on (a bookshop's), null for the platform's. */
  stripeAccountId?: string | null;
  /** Cents the platform keeps of a bookshop's card payment. */
  applicationFeeCents?: number;
};

/**
 * Where a shop's card payments go (decision 0036): the platform's own shop is paid on the
 * platform's account; a bookshop only on its own connected account, once Stripe enabled
 * charges on it. A bookshop without it offers no card payment, never the platform's account.
 */
export function cardAccountOf(tenant: Tenant): { account: string | null } | null {
  if (tenant.isDefault) return { account: null };
  if (tenant.stripeAccountId && tenant.stripeChargesEnabled) return { account: tenant.stripeAccountId };
  return null;
}

/** The platform's fee on a payment, in cents (rounded half up, never more than the payment). */
export function platformFeeCents(totalCents: number, percent: number): number {
  return Math.min(totalCents, Math.round((totalCents * percent) / 100));
}

export type PaymentProvider = {
  method: PaymentMethod;
  label: string;
  available: (tenant: Tenant) => boolean;
  /** Called after the order is committed; the manual methods have nothing to start. */
  start: (input: {
    tenant: Tenant;
    order: Order;
    items: OrderItem[];
    origin: string;
    /** A guest's private token: the return pages carry it, since there is no session. */
    guestToken?: string;
    /** A new try after an expired or abandoned session gets a new idempotency key. */
    attempt?: number;
  }) => Promise<PaymentStart>;
};

const nothingToStart = async (): Promise<PaymentStart> => ({ paymentUrl: null, sessionId: null });

export const payAtPickup: PaymentProvider = {
  method: 'ritiro',
  label: 'Paga al ritiro',
  available: () => true,
  start: nothingToStart,
};

export const bankTransfer: PaymentProvider = {
  method: 'bonifico',
  label: 'Bonifico bancario',
  // Without an IBAN there is nothing to pay to.
  available: (tenant) => tenant.iban.trim().length > 0,
  start: nothingToStart,
};

export function stripeCheckout(stripe: StripeHandle, feePercent: number): PaymentProvider {
  return {
    method: 'stripe',
    label: 'Carta di pagamento (Stripe)',
    available: (tenant) => cardAccountOf(tenant) !== null,
    async start({ tenant, order, items, origin, guestToken, attempt = 1 }) {
      const target = cardAccountOf(tenant);
      if (!target) return { paymentUrl: null, sessionId: null };
      // A direct charge on the bookshop's account; the platform's fee goes to the platform.
      const fee = target.account ? platformFeeCents(order.totalCents, feePercent) : 0;
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = items.map((item) => ({
        quantity: item.quantity,
        price_data: {
          currency: 'eur',
          unit_amount: item.unitPriceCents,
          product_data: { name: item.title.slice(0, 250) },
        },
      }));
      if (order.shippingCents > 0) {
        lineItems.push({
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: order.shippingCents, product_data: { name: 'Spedizione' } },
        });
      }
      const metadata = { orderId: order.id, tenantId: tenant.id, number: order.number };
      const session = await (await stripe.load()).checkout.sessions.create(
        {
          mode: 'payment',
          locale: 'it',
          client_reference_id: order.id,
          customer_email: order.contact.email,
          metadata,
          payment_intent_data: { metadata, ...(target.account ? { application_fee_amount: fee } : {}) },
          line_items: lineItems,
          success_url: `${origin}/orders/${order.id}?${guestToken ? `t=${guestToken}&` : ''}pagamento=completato`,
          cancel_url: `${origin}/orders/${order.id}?${guestToken ? `t=${guestToken}&` : ''}pagamento=annullato`,
        },
        // A retried call for the same order opens the same session, never a second charge.
        {
          idempotencyKey: `checkout-session-${order.id}-${attempt}-${order.stripeSessionId ?? 'nuova'}`,
          ...(target.account ? { stripeAccount: target.account } : {}),
        },
      );
      return {
        paymentUrl: session.url,
        sessionId: session.id,
        stripeAccountId: target.account,
        applicationFeeCents: fee,
      };
    },
  };
}

export type PaymentProviders = {
  list: PaymentProvider[];
  get: (method: PaymentMethod) => PaymentProvider | undefined;
  stripe: StripeHandle | null;
};

export function createPaymentProviders(stripe: StripeHandle | null, feePercent = 0): PaymentProviders {
  const list = [...(stripe ? [stripeCheckout(stripe, feePercent)] : []), payAtPickup, bankTransfer];
  return { list, get: (method) => list.find((p) => p.method === method), stripe };
}
