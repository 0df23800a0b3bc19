import { escapeHtml } from '../mail/templates.ts';
import type { FakeContext, FakeRoute, Session } from './fake-stripe.ts';
import { FAKE_PRICE_MONTHLY, FAKE_PRICE_YEARLY, fakeId, parseForm } from './fake-stripe-shared.ts';

// Stripe Billing in the fake: customers, Checkout in subscription mode creating an active
// subscription, renewals that fail or succeed (invoice events), and a customer portal page
// where the owner cancels or pays with a new card. Events come from the platform's account.

export type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled' | 'unpaid';
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; price: { id: string }; current_period_end: number }[] };
};

const DAY = 86_400;
const PRICES: Record<string, { cents: number; days: number }> = {
  [FAKE_PRICE_MONTHLY]: { cents: 2900, days: 30 },
  [FAKE_PRICE_YEARLY]: { cents: 29000, days: 365 },
};

export type BillingState = ReturnType<typeof createBillingState>;

export function createBillingState(context: FakeContext) {
  const subscriptions = new Map<string, FakeSubscription>();
  const customers = new Map<string, { id: string; email: string | null; metadata: Record<string, string> }>();
  const customersByKey = new Map<string, string>();
  const pendingMetadata = new Map<string, Record<string, string>>();

  const invoice = (sub: FakeSubscription, status: 'paid' | 'open') => {
    const price = sub.items.data[0]!.price.id;
    const cents = PRICES[price]?.cents ?? 0;
    return {
      id: fakeId('in'),
      object: 'invoice',
      customer: sub.customer,
      status,
      amount_due: cents,
      amount_paid: status === 'paid' ? cents : 0,
      currency: 'eur',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    };
  };

  const renew = (sub: FakeSubscription) => {
    const days = PRICES[sub.items.data[0]!.price.id]?.days ?? 30;
    sub.items.data[0]!.current_period_end = Math.floor(Date.now() / 1000) + days * DAY;
  };

  async function failRenewal(subscriptionId: string): Promise<void> {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`unknown subscription ${subscriptionId}`);
    sub.status = 'past_due';
    await context.sendEvent('invoice.payment_failed', invoice(sub, 'open'));
    await context.sendEvent('customer.subscription.updated', sub);
  }

  async function payRenewal(subscriptionId: string): Promise<void> {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`unknown subscription ${subscriptionId}`);
    sub.status = 'active';
    renew(sub);
    await context.sendEvent('invoice.paid', invoice(sub, 'paid'));
    await context.sendEvent('customer.subscription.updated', sub);
  }

  return {
    subscriptions,
    customers,
    failRenewal,
    payRenewal,
    amountOf: (price: string | null) => (price ? (PRICES[price]?.cents ?? 0) : 0),
    rememberSubscriptionMetadata: (sessionId: string, metadata: Record<string, string>) => {
      pendingMetadata.set(sessionId, metadata);
    },
    /** The hosted page paid a subscription session: the subscription exists and is paid. */
    async subscribe(session: Session): Promise<Response> {
      let customer = session.customer;
      if (!customer) {
        customer = fakeId('cus');
        customers.set(customer, { id: customer, email: session.customer_email, metadata: {} });
        session.customer = customer;
      }
      const sub: FakeSubscription = {
        id: fakeId('sub'),
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        metadata: pendingMetadata.get(session.id) ?? {},
        items: {
          object: 'list',
          data: [{ id: fakeId('si'), price: { id: session.price ?? '' }, current_period_end: 0 }],
        },
      };
      renew(sub);
      subscriptions.set(sub.id, sub);
      session.subscription = sub.id;
      const answer = await context.sendEvent('checkout.session.completed', session);
      await context.sendEvent('customer.subscription.created', sub);
      await context.sendEvent('invoice.paid', invoice(sub, 'paid'));
      return answer;
    },
    context,
    customersByKey,
  };
}

export function billingRoutes(state: BillingState): FakeRoute[] {
  const { json } = state.context;
  return [
    ({ req, res, url, body, key }) => {
      if (req.method !== 'POST' || url.pathname !== '/v1/customers') return false;
      if (key && state.customersByKey.has(key)) {
        json(res, 200, state.customers.get(state.customersByKey.get(key)!));
        return true;
      }
      const params = parseForm(body) as { email?: string; metadata?: Record<string, string> };
      const customer = {
        id: fakeId('cus'),
        object: 'customer',
        email: params.email ?? null,
        metadata: params.metadata ?? {},
      };
      state.customers.set(customer.id, customer);
      if (key) state.customersByKey.set(key, customer.id);
      json(res, 200, customer);
      return true;
    },
    ({ req, res, url }) => {
      const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (req.method !== 'GET' || !match) return false;
      const sub = state.subscriptions.get(match[1]!);
      if (sub) json(res, 200, sub);
      else json(res, 404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
      return true;
    },
    ({ req, res, url, body }) => {
      if (req.method !== 'POST' || url.pathname !== '/v1/billing_portal/sessions') return false;
      const params = parseForm(body) as { customer: string; return_url: string };
      if (!state.customers.has(params.customer)) {
        json(res, 404, { error: { type: 'invalid_request_error', message: `No such customer: '${params.customer}'` } });
        return true;
      }
      const link = new URL(`/portal/${params.customer}`, state.context.base());
      link.searchParams.set('return_url', params.return_url);
      json(res, 200, { id: fakeId('bps'), object: 'billing_portal.session', url: link.toString() });
      return true;
    },
    // The customer portal: pay a failed renewal with a new card, or cancel.
    async ({ req, res, url, body }) => {
      const match = /^\/portal\/([^/]+)$/.exec(url.pathname);
      if (!match) return false;
      const sub = [...state.subscriptions.values()].find((s) => s.customer === match[1]);
      const back = url.searchParams.get('return_url') ?? '';
      if (req.method === 'POST' && sub) {
        const action = new URLSearchParams(body).get('action');
        if (action === 'pay') await state.payRenewal(sub.id);
        if (action === 'cancel') {
          sub.status = 'canceled';
          await state.context.sendEvent('customer.subscription.deleted', sub);
        }
        res.writeHead(303, { location: back });
        res.end();
        return true;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="it"><head><title>Portale clienti di prova</title></head><body><main><h1>Il tuo abbonamento</h1><p>Stato: ${escapeHtml(sub?.status ?? 'nessuno')}</p><form method="post"><button name="action" value="pay">Aggiorna la carta e paga</button><button name="action" value="cancel">Annulla l’abbonamento</button></form><a href="${escapeHtml(back)}">Torna al negozio</a></main></body></html>`,
      );
      return true;
    },
  ];
}
