import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A local stand-in for api.stripe.com: the network boundary of the payments module. It
// answers the calls our code makes (Checkout Sessions, refunds) as Stripe documents them,
// serves a small hosted "checkout page", and sends webhooks signed with the real SDK's
// test-header helper, so signature checking runs for real.

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_cartella';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_test_fake_cartella';

type Session = {
  id: string;
  object: 'checkout.session';
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
  refunds: { id: string; payment_intent: string }[];
  /** Every call received (method and path), to count retries. */
  calls: { method: string; path: string; idempotencyKey: string | null }[];
  /** The next `times` calls to paths starting with `path` answer 500 (Stripe being down). */
  failNext: (path: string, times: number) => void;
  /**
   * Until called again with null, every API call answers 500 (`'500'`) or never answers
   * (`'hang'`: the caller's timeout decides; the held connections are cut when it ends).
   */
  outage: (mode: '500' | 'hang' | null) => void;
  /** Where webhooks go (the app's /api/payments/stripe/webhook). */
  setWebhookTarget: (url: string) => void;
  /** A signed event as Stripe would send it; returns the app's answer. */
  sendEvent: (
    type: string,
    object: Record<string, unknown>,
    options?: { id?: string; secret?: string },
  ) => Promise<Response>;
  /** A signed event body and its Stripe-Signature header, for in-process requests. */
  signedEvent: (
    type: string,
    object: Record<string, unknown>,
    options?: { id?: string; secret?: string },
  ) => { payload: string; header: string };
  /** Marks a session paid and returns it (the object of checkout.session.completed). */
  complete: (sessionId: string) => Session;
  /** Completes a session's payment and sends the webhook (as the hosted page does). */
  pay: (sessionId: string) => Promise<Response>;
  close: () => Promise<void>;
};

const stripe = new Stripe(FAKE_STRIPE_SECRET_KEY);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (a[b][0][c]=...) back into an object, enough for our calls. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        if (node[part] === undefined) node[part] = {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, Session>();
  const refunds: { id: string; payment_intent: string }[] = [];
  const idempotent = new Map<string, string>();
  const refundsByKey = new Map<string, { id: string; payment_intent: string }>();
  const calls: FakeStripe['calls'] = [];
  const failures = new Map<string, number>();
  let outageMode: '500' | 'hang' | null = null;
  const held = new Set<http.ServerResponse>();
  let webhookTarget = '';
  let base = '';

  function signedEvent(type: string, object: Record<string, unknown>, options: { id?: string; secret?: string } = {}) {
    const payload = JSON.stringify({
      id: options.id ?? id('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      api_version: '2025-01-27.acacia',
      data: { object },
    });
    const header = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
    });
    return { payload, header };
  }

  async function sendEvent(
    type: string,
    object: Record<string, unknown>,
    options: { id?: string; secret?: string } = {},
  ) {
    const { payload, header } = signedEvent(type, object, options);
    return fetch(webhookTarget, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
  }

  /** Marks a session paid, as the customer paying on the hosted page does. */
  function complete(sessionId: string): Session {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`unknown session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent ??= id('pi');
    return session;
  }

  async function pay(sessionId: string) {
    return sendEvent('checkout.session.completed', complete(sessionId));
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', base);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (url.pathname.startsWith('/v1/') && req.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
        return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const key = req.headers['idempotency-key'];
      calls.push({
        method: req.method ?? '',
        path: url.pathname,
        idempotencyKey: typeof key === 'string' ? key : null,
      });
      if (outageMode && url.pathname.startsWith('/v1/')) {
        if (outageMode === '500') {
          return json(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
        }
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      for (const [prefix, left] of failures) {
        if (left > 0 && url.pathname.startsWith(prefix)) {
          failures.set(prefix, left - 1);
          return json(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
        }
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (typeof key === 'string' && idempotent.has(key)) return json(200, sessions.get(idempotent.get(key)!));
        const params = parseForm(body) as {
          metadata?: Record<string, string>;
          client_reference_id?: string;
          customer_email?: string;
          success_url: string;
          cancel_url: string;
          line_items?: Record<string, { quantity: string; price_data: { unit_amount: string } }>;
        };
        const amount = Object.values(params.line_items ?? {}).reduce(
          (sum, line) => sum + Number(line.quantity) * Number(line.price_data.unit_amount),
          0,
        );
        const sessionId = id('cs_test');
        const session: Session = {
          id: sessionId,
          object: 'checkout.session',
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
        sessions.set(sessionId, session);
        if (typeof key === 'string') idempotent.set(key, sessionId);
        return json(200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && retrieve) {
        const session = sessions.get(retrieve[1]!);
        return session
          ? json(200, session)
          : json(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (req.method === 'POST' && expire) {
        const session = sessions.get(expire[1]!);
        if (!session) return json(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
        if (session.status !== 'open') {
          return json(400, {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status of open can be expired (status: ${session.status}).`,
            },
          });
        }
        session.status = 'expired';
        return json(200, session);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        // The same idempotency key answers the same refund, as Stripe does.
        if (typeof key === 'string' && refundsByKey.has(key)) return json(200, refundsByKey.get(key));
        const params = parseForm(body) as { payment_intent: string };
        const refund = { id: id('re'), object: 'refund', status: 'succeeded', payment_intent: params.payment_intent };
        refunds.push(refund);
        if (typeof key === 'string') refundsByKey.set(key, refund);
        return json(200, refund);
      }
      // The hosted checkout page: a form whose button pays and returns to the shop.
      const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (page) {
        const session = sessions.get(page[1]!);
        if (!session) return json(404, {});
        if (session.status === 'expired') return json(410, { error: 'Sessione scaduta' });
        if (req.method === 'POST') {
          await pay(session.id);
          res.writeHead(303, { location: session.success_url });
          return res.end();
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><html lang="it"><head><title>Pagamento di prova</title></head><body><main><h1>Pagamento di prova</h1><p>Totale ${(session.amount_total / 100).toFixed(2)} EUR</p><form method="post"><button type="submit">Paga</button></form><a href="${session.cancel_url}">Annulla</a></main></body></html>`,
        );
      }
      json(404, {
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
    setWebhookTarget: (url) => {
      webhookTarget = url;
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
