import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type BillingState, billingRoutes, createBillingState, type FakeSubscription } from './fake-stripe-billing.ts';
import { connectRoutes, createConnectState, type FakeAccount } from './fake-stripe-connect.ts';
import {
  FAKE_STRIPE_CONNECT_WEBHOOK_SECRET,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  fakeId,
  parseForm,
} from './fake-stripe-shared.ts';

// A local stand-in for api.stripe.com: the network boundary of the payments module. It
// answers the calls our code makes (Checkout Sessions, refunds; Connect accounts and Billing
// subscriptions in their own files) as Stripe documents them,
// serves a small hosted "checkout page", and sends webhooks signed with the real SDK's
// test-header helper, so signature checking runs for real.

export {
  FAKE_PRICE_MONTHLY,
  FAKE_PRICE_YEARLY,
  FAKE_STRIPE_CONNECT_WEBHOOK_SECRET,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  fakeId,
  parseForm,
} from './fake-stripe-shared.ts';

export type Session = {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  /** The connected account the session was made on (`Stripe-Account`), or null for the platform. */
  stripe_account: string | null;
  /** The platform's fee on a connected account's payment. */
  application_fee_amount: number | null;
  customer: string | null;
  subscription: string | null;
  /** Subscription mode: the plan's price id. */
  price: string | null;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: 'eur';
  success_url: string;
  cancel_url: string;
  created: number;
};

export type FakeStripe = {
  url: string;
  sessions: Map<string, Session>;
  refunds: FakeRefund[];
  /** Connected accounts (Connect). */
  accounts: Map<string, FakeAccount>;
  /** Subscriptions and customers (Billing). */
  subscriptions: Map<string, FakeSubscription>;
  customers: Map<string, { id: string; email: string | null; metadata: Record<string, string> }>;
  /** A renewal that fails (the card declined): past_due, then invoice.payment_failed is sent. */
  failRenewal: (subscriptionId: string) => Promise<void>;
  /** The renewal paid (a new card): active again, invoice.paid is sent. */
  payRenewal: (subscriptionId: string) => Promise<void>;
  /** Every call received (method and path), to count retries. */
  calls: { method: string; path: string; idempotencyKey: string | null; account: string | null }[];
  /** The next `times` calls to paths starting with `path` answer 500 (Stripe being down). */
  failNext: (path: string, times: number) => void;
  /**
   * Until called again with null, every API call answers 500 (`'500'`) or never answers
   * (`'hang'`: the caller's timeout decides; the held connections are cut when it ends).
   */
  outage: (mode: '500' | 'hang' | null) => void;
  /**
   * Where webhooks go: the app's /api/payments/stripe/webhook URL, or (integration tests)
   * a function that hands the signed request to the app in-process.
   */
  setWebhookTarget: (target: WebhookTarget) => void;
  /** A signed event as Stripe would send it; returns the app's answer. */
  sendEvent: (type: string, object: object, options?: EventOptions) => Promise<Response>;
  /** A signed event body and its Stripe-Signature header, for in-process requests. */
  signedEvent: (type: string, object: object, options?: EventOptions) => { payload: string; header: string };
  /** Marks a session paid and returns it (the object of checkout.session.completed). */
  complete: (sessionId: string) => Session;
  /** Completes a session's payment and sends the webhook (as the hosted page does). */
  pay: (sessionId: string) => Promise<Response>;
  close: () => Promise<void>;
};

export type WebhookTarget = string | ((request: Request) => Promise<Response>);

/** `account`: an event of that connected account (signed with the Connect secret). */
export type EventOptions = { id?: string; secret?: string; account?: string };

export type FakeRefund = {
  id: string;
  payment_intent: string;
  stripe_account: string | null;
  refund_application_fee: boolean;
};

const stripe = new Stripe(FAKE_STRIPE_SECRET_KEY);
const id = fakeId;

/** What the Connect and Billing parts of the fake share with the core. */
export type FakeContext = {
  base: () => string;
  sessions: Map<string, Session>;
  sendEvent: FakeStripe['sendEvent'];
  json: (res: http.ServerResponse, status: number, value: unknown) => void;
  /** Completes a session's payment and sends its events (subscription sessions create one). */
  pay: (sessionId: string) => Promise<Response>;
};

export type FakeRoute = (request: {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  url: URL;
  body: string;
  account: string | null;
  key: string | null;
}) => Promise<boolean> | boolean;

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, Session>();
  const refunds: FakeRefund[] = [];
  const idempotent = new Map<string, string>();
  const refundsByKey = new Map<string, FakeRefund>();
  const calls: FakeStripe['calls'] = [];
  const failures = new Map<string, number>();
  let outageMode: '500' | 'hang' | null = null;
  const held = new Set<http.ServerResponse>();
  let webhookTarget: WebhookTarget = '';
  let base = '';

  function signedEvent(type: string, object: object, options: EventOptions = {}) {
    const payload = JSON.stringify({
      id: options.id ?? id('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      api_version: '2026-10-28.endive',
      ...(options.account ? { account: options.account } : {}),
      data: { object },
    });
    const header = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? (options.account ? FAKE_STRIPE_CONNECT_WEBHOOK_SECRET : FAKE_STRIPE_WEBHOOK_SECRET),
    });
    return { payload, header };
  }

  async function sendEvent(type: string, object: object, options: EventOptions = {}) {
    const { payload, header } = signedEvent(type, object, options);
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    };
    if (typeof webhookTarget === 'function') {
      return webhookTarget(new Request('http://localhost/api/payments/stripe/webhook', init));
    }
    return fetch(webhookTarget, init);
  }

  /** Marks a session paid, as the customer paying on the hosted page does. */
  function complete(sessionId: string): Session {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`unknown session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode === 'payment') session.payment_intent ??= id('pi');
    return session;
  }

  const json: FakeContext['json'] = (res, status, value) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  const context: FakeContext = {
    base: () => base,
    sessions,
    sendEvent,
    json,
    pay: (sessionId) => pay(sessionId),
  };
  const connect = createConnectState(context);
  const billing: BillingState = createBillingState(context);

  async function pay(sessionId: string): Promise<Response> {
    const session = complete(sessionId);
    if (session.mode === 'subscription') return billing.subscribe(session);
    return sendEvent(
      'checkout.session.completed',
      session,
      session.stripe_account ? { account: session.stripe_account } : {},
    );
  }

  const routes: FakeRoute[] = [...connectRoutes(connect), ...billingRoutes(billing)];

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', base);
      if (url.pathname.startsWith('/v1/') && req.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
        return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const header = req.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : null;
      const accountHeader = req.headers['stripe-account'];
      const account = typeof accountHeader === 'string' ? accountHeader : null;
      if (url.pathname.startsWith('/v1/')) {
        calls.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key, account });
      }
      if (outageMode && url.pathname.startsWith('/v1/')) {
        if (outageMode === '500') {
          return json(res, 500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
        }
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      for (const [prefix, left] of failures) {
        if (left > 0 && url.pathname.startsWith(prefix)) {
          failures.set(prefix, left - 1);
          return json(res, 500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
        }
      }
      if (account && !connect.accounts.has(account)) {
        return json(res, 403, {
          error: {
            type: 'invalid_request_error',
            message: `The provided key does not have access to account '${account}'`,
          },
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (key && idempotent.has(key)) return json(res, 200, sessions.get(idempotent.get(key)!));
        const params = parseForm(body) as {
          mode?: 'payment' | 'subscription';
          metadata?: Record<string, string>;
          client_reference_id?: string;
          customer_email?: string;
          customer?: string;
          success_url: string;
          cancel_url: string;
          payment_intent_data?: { application_fee_amount?: string };
          subscription_data?: { metadata?: Record<string, string> };
          line_items?: Record<string, { quantity: string; price?: string; price_data?: { unit_amount: string } }>;
        };
        const mode = params.mode ?? 'payment';
        const lines = Object.values(params.line_items ?? {});
        const price = mode === 'subscription' ? (lines[0]?.price ?? null) : null;
        const amount =
          mode === 'subscription'
            ? billing.amountOf(price)
            : lines.reduce((sum, line) => sum + Number(line.quantity) * Number(line.price_data?.unit_amount ?? 0), 0);
        const fee = params.payment_intent_data?.application_fee_amount;
        if (fee !== undefined && !account) {
          return json(res, 400, {
            error: {
              type: 'invalid_request_error',
              message: 'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment',
            },
          });
        }
        const sessionId = id('cs_test');
        const session: Session = {
          id: sessionId,
          object: 'checkout.session',
          mode,
          stripe_account: account,
          application_fee_amount: fee === undefined ? null : Number(fee),
          customer: params.customer ?? null,
          subscription: null,
          price,
          url: `${base}/pay/${sessionId}`,
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          client_reference_id: params.client_reference_id ?? null,
          customer_email: params.customer_email ?? null,
          metadata: params.metadata ?? {},
          amount_total: amount,
          currency: 'eur',
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          created: Math.floor(Date.now() / 1000),
        };
        if (mode === 'subscription')
          billing.rememberSubscriptionMetadata(sessionId, params.subscription_data?.metadata ?? {});
        sessions.set(sessionId, session);
        if (key) idempotent.set(key, sessionId);
        return json(res, 200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && retrieve) {
        const session = sessions.get(retrieve[1]!);
        return session && session.stripe_account === account
          ? json(res, 200, session)
          : json(res, 404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (req.method === 'POST' && expire) {
        const session = sessions.get(expire[1]!);
        // A session lives on the account it was made on: asked on another one, Stripe knows nothing of it.
        if (!session || session.stripe_account !== account) {
          return json(res, 404, { error: { type: 'invalid_request_error', message: 'No such session' } });
        }
        if (session.status !== 'open') {
          return json(res, 400, {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status of open can be expired (status: ${session.status}).`,
            },
          });
        }
        session.status = 'expired';
        return json(res, 200, session);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        // The same idempotency key answers the same refund, as Stripe does.
        if (key && refundsByKey.has(key)) return json(res, 200, refundsByKey.get(key));
        const params = parseForm(body) as { payment_intent: string; refund_application_fee?: string };
        const paid = [...sessions.values()].find((s) => s.payment_intent === params.payment_intent);
        if (!paid || paid.stripe_account !== account) {
          return json(res, 404, {
            error: { type: 'invalid_request_error', message: `No such payment_intent: '${params.payment_intent}'` },
          });
        }
        const refund: FakeRefund = {
          id: id('re'),
          payment_intent: params.payment_intent,
          stripe_account: account,
          refund_application_fee: params.refund_application_fee === 'true',
        };
        refunds.push(refund);
        if (key) refundsByKey.set(key, refund);
        return json(res, 200, { object: 'refund', status: 'succeeded', ...refund });
      }
      for (const route of routes) {
        if (await route({ req, res, url, body, account, key })) return;
      }
      // The hosted checkout page: a form whose button pays and returns to the shop.
      const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (page) {
        const session = sessions.get(page[1]!);
        if (!session) return json(res, 404, {});
        if (session.status === 'expired') return json(res, 410, { error: 'Sessione scaduta' });
        if (req.method === 'POST') {
          await pay(session.id);
          res.writeHead(303, { location: session.success_url });
          return res.end();
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        const what = session.mode === 'subscription' ? 'Abbonamento di prova' : 'Pagamento di prova';
        return res.end(
          `<!doctype html><html lang="it"><head><title>${what}</title></head><body><main><h1>${what}</h1><p>Totale ${(session.amount_total / 100).toFixed(2)} EUR</p><form method="post"><button type="submit">Paga</button></form><a href="${session.cancel_url}">Annulla</a></main></body></html>`,
        );
      }
      json(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${url.pathname})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    refunds,
    accounts: connect.accounts,
    subscriptions: billing.subscriptions,
    customers: billing.customers,
    failRenewal: billing.failRenewal,
    payRenewal: billing.payRenewal,
    calls,
    failNext: (path, times) => {
      failures.set(path, times);
    },
    outage: (mode) => {
      outageMode = mode;
      if (mode !== 'hang') {
        for (const res of held) res.destroy();
        held.clear();
      }
    },
    setWebhookTarget: (target) => {
      webhookTarget = target;
    },
    sendEvent,
    signedEvent,
    complete,
    pay,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve());
      }),
  };
}
