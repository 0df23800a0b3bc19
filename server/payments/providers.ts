import type Stripe from 'stripe';
import type { Order, OrderItem } from '../orders/schema.ts';
import type { Tenant } from '../tenants/schema.ts';

// One interface for every way to pay. "Paga al ritiro" and "Bonifico bancario" need no
// configuration; Stripe is there when its keys are set.

export type PaymentMethod = 'stripe' | 'ritiro' | 'bonifico';

export type PaymentStart = { paymentUrl: string | null; sessionId: string | null };

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

export function stripeCheckout(stripe: Stripe): PaymentProvider {
  return {
    method: 'stripe',
    label: 'Carta di pagamento (Stripe)',
    available: () => true,
    async start({ tenant, order, items, origin, guestToken, attempt = 1 }) {
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
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          locale: 'it',
          client_reference_id: order.id,
          customer_email: order.contact.email,
          metadata,
          payment_intent_data: { metadata },
          line_items: lineItems,
          success_url: `${origin}/orders/${order.id}?${guestToken ? `t=${guestToken}&` : ''}pagamento=completato`,
          cancel_url: `${origin}/orders/${order.id}?${guestToken ? `t=${guestToken}&` : ''}pagamento=annullato`,
        },
        // A retried call for the same order opens the same session, never a second charge.
        { idempotencyKey: `checkout-session-${order.id}-${attempt}-${order.stripeSessionId ?? 'nuova'}` },
      );
      return { paymentUrl: session.url, sessionId: session.id };
    },
  };
}

export type PaymentProviders = {
  list: PaymentProvider[];
  get: (method: PaymentMethod) => PaymentProvider | undefined;
  stripe: Stripe | null;
};

export function createPaymentProviders(stripe: Stripe | null): PaymentProviders {
  const list = [...(stripe ? [stripeCheckout(stripe)] : []), payAtPickup, bankTransfer];
  return { list, get: (method) => list.find((p) => p.method === method), stripe };
}
