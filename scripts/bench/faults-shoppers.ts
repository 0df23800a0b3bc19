import pg from 'pg';
import type { ReceivedMail } from '#server/test/smtp.ts';

// Customers for the faults suite: each one keeps placing orders the way a careful client
// does — when an answer does not come (connection refused or cut, a 5xx), it asks again
// with the same idempotency key, so an order the server committed is answered, not repeated.
// What every client saw is counted: acknowledged orders (201, or 200 for a replay), answers
// that were errors, and requests that got no answer at all.

export type Customer = { email: string; cookie: string; csrf: string };

export type ClientTally = {
  acknowledged: Map<string, { orderId: string; number: string; key: string; email: string }>;
  statuses: Record<string, number>;
  /** Requests without an HTTP answer (connection refused, reset, timed out). */
  noAnswer: number;
  /** Orders abandoned after every retry failed: their key, in case the server did place them. */
  gaveUp: string[];
  latencies: number[];
};

export const newTally = (): ClientTally => ({
  acknowledged: new Map(),
  statuses: {},
  noAnswer: 0,
  gaveUp: [],
  latencies: [],
});

const count = (tally: ClientTally, status: number | string) => {
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
};

/** The status codes that are errors (not 2xx), summed. */
export const errorAnswers = (tally: ClientTally) =>
  Object.entries(tally.statuses)
    .filter(([s]) => !/ 2\d\d$/.test(s))
    .reduce((n, [, v]) => n + v, 0);

export async function register(base: string, label: string): Promise<Customer> {
  const email = `faults-${label}-${Date.now().toString(36)}@example.com`;
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Famiglia ${label}`, email, password: 'Faults-Password-1' }),
    }).catch(() => null);
    if (res?.status === 201) {
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { csrfToken } = (await res.json()) as { csrfToken: string };
      return { email, cookie, csrf: csrfToken };
    }
    if (attempt > 20) throw new Error(`registration failed: ${res?.status} ${await res?.text()}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export type Orderable = { isbn: string; productId: number; pickupPointId: number; stock: number };

/**
 * What every order takes: on PostgreSQL a book and a product whose stock is raised for the
 * whole run; on PGlite (no second client can open its folder) the product with most stock.
 */
export async function orderable(databaseUrl: string | null, base: string): Promise<Orderable> {
  const listed = (await (await fetch(`${base}/api/products?limit=100`)).json()) as {
    products: { id: string; disponibile: boolean; pezzi_disponibili: number; pezzi_singolo_acquisto: number }[];
  };
  const points = (await (await fetch(`${base}/api/pickup-points`)).json()) as { pickupPoints: { id: number }[] };
  const best = listed.products
    .filter((p) => p.disponibile && p.pezzi_singolo_acquisto === 1)
    .sort((a, b) => b.pezzi_disponibili - a.pezzi_disponibili)[0];
  let isbn = '';
  const productId = Number(best?.id ?? 0);
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows: bookRows } = await client.query<{ isbn: string }>(
        `SELECT b.isbn FROM books b JOIN adoptions a ON a.isbn = b.isbn
         WHERE b.list_price_cents > 0 AND a.school_code = 'CAPS00000U' LIMIT 1`,
      );
      isbn = bookRows[0]?.isbn ?? '';
      await client.query('UPDATE products SET stock = 1000000 WHERE id = $1', [productId]);
    } finally {
      await client.end();
    }
  }
  if (!productId) throw new Error('no product to order in the demo data');
  return {
    isbn,
    productId,
    pickupPointId: points.pickupPoints[0]?.id ?? 0,
    stock: databaseUrl ? 1_000_000 : (best?.pezzi_disponibili ?? 0),
  };
}

export function cartOf(item: Orderable) {
  const items: unknown[] = [{ type: 'product', id: String(item.productId), quantity: 1 }];
  if (item.isbn)
    items.push({
      type: 'book',
      isbn: item.isbn,
      scuola: { codice: 'CAPS00000U' },
      classe: '3',
      sezione: 'A',
      quantity: 1,
    });
  return { items, shippingMethod: 'pickup' };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One order, asked again with the same key until an answer comes (or `retryUntil` passes).
 * Returns the answer's body for a 201/200, null otherwise.
 */
export async function placeOrder(
  base: string,
  customer: Customer,
  item: Orderable,
  key: string,
  tally: ClientTally,
  options: { paymentMethod?: 'ritiro' | 'stripe'; retryUntil: number; requestTimeoutMs?: number },
): Promise<{ order: { id: string; number: string }; paymentUrl: string | null } | null> {
  const headers = { 'content-type': 'application/json', cookie: customer.cookie, 'x-csrf-token': customer.csrf };
  const body = JSON.stringify({
    shippingMethod: 'pickup',
    pickupPointId: item.pickupPointId,
    paymentMethod: options.paymentMethod ?? 'ritiro',
    acceptTerms: true,
    idempotencyKey: key,
  });
  const signal = () => AbortSignal.timeout(options.requestTimeoutMs ?? 60_000);
  for (;;) {
    try {
      const put = await fetch(`${base}/api/cart`, {
        method: 'PUT',
        headers,
        body: JSON.stringify(cartOf(item)),
        signal: signal(),
      });
      await put.arrayBuffer();
      count(tally, `cart ${put.status}`);
      if (put.ok) {
        const started = performance.now();
        const res = await fetch(`${base}/api/checkout`, { method: 'POST', headers, body, signal: signal() });
        const text = await res.text();
        count(tally, `checkout ${res.status}`);
        if (res.status === 201 || res.status === 200) {
          tally.latencies.push(performance.now() - started);
          const answer = JSON.parse(text) as { order: { id: string; number: string }; paymentUrl: string | null };
          tally.acknowledged.set(answer.order.id, {
            orderId: answer.order.id,
            number: answer.order.number,
            key,
            email: customer.email,
          });
          return answer;
        }
        // A refusal the client cannot fix by asking again: report it, do not retry.
        if (res.status < 500 && res.status !== 429) {
          console.error(`checkout ${res.status}: ${text.slice(0, 300)}`);
          return null;
        }
      }
    } catch {
      tally.noAnswer++;
    }
    if (Date.now() > options.retryUntil) {
      tally.gaveUp.push(key);
      return null;
    }
    await sleep(300);
  }
}

/** GET /api/orders answers a customer's latest 50 orders (server/orders/queries.ts). */
const LIST_LIMIT = 50;

/** What the database holds for these customers, compared with what they were told. */
export async function reconcileOrders(
  databaseUrl: string | null,
  shopUrl: string,
  customers: Customer[],
  tally: ClientTally,
): Promise<{
  acknowledged: number;
  found: number;
  lost: string[];
  duplicated: number;
  unacknowledgedButPlaced: number;
}> {
  const found = new Map<string, string>();
  if (databaseUrl) {
    // Straight from the database: every order of these customers.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; number: string }>(
        'SELECT o.id, o.number FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = ANY($1)',
        [customers.map((c) => c.email)],
      );
      for (const o of rows) found.set(o.id, o.number);
    } finally {
      await client.end();
    }
  } else {
    // PGlite: no second client can open its folder; each customer's own list, through the API.
    for (const c of customers) {
      const res = await fetch(`${shopUrl}/api/orders`, { headers: { cookie: c.cookie } });
      if (!res.ok) throw new Error(`GET /api/orders ${res.status}`);
      const { orders } = (await res.json()) as { orders: { id: string; number: string }[] };
      // The list shows the latest 50: more would make orders look lost.
      if (orders.length >= LIST_LIMIT) throw new Error(`${c.email} has ${LIST_LIMIT}+ orders: use more customers`);
      for (const o of orders) found.set(o.id, o.number);
    }
  }
  const lost = [...tally.acknowledged.values()].filter((a) => !found.has(a.orderId)).map((a) => a.number);
  let duplicated = 0;
  if (databaseUrl) {
    // Several orders for one idempotency key, or one number twice, would be doubles.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ extra: string }>(
        `SELECT (count(*) - count(DISTINCT (user_id, idempotency_key))) + (count(*) - count(DISTINCT number)) AS extra
         FROM orders WHERE user_id IS NOT NULL`,
      );
      duplicated = Number(rows[0]?.extra ?? 0);
    } finally {
      await client.end();
    }
  } else {
    // The keys clients used: each one at most once among the orders found.
    const numbers = [...found.values()];
    duplicated = numbers.length - new Set(numbers).size;
  }
  const acknowledgedIds = new Set(tally.acknowledged.keys());
  return {
    acknowledged: tally.acknowledged.size,
    found: found.size,
    lost,
    duplicated,
    unacknowledgedButPlaced: [...found.keys()].filter((id) => !acknowledgedIds.has(id)).length,
  };
}

/** A mail's Subject header as sent (folded lines joined; encoded words left as they are). */
function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return /^Subject: (.*)$/im.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
}

/** Mails that reached the SMTP server more than once (same recipient and subject). */
export function duplicatedMails(mails: ReceivedMail[]): string[] {
  const seen = new Map<string, number>();
  for (const m of mails) {
    const key = `${m.to.join(',')} ${subjectOf(m.raw)}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([k, n]) => `${k} ×${n}`);
}

/** Acknowledged orders of which no mail naming them reached the customer. */
export function missingConfirmations(mails: ReceivedMail[], tally: ClientTally): string[] {
  return [...tally.acknowledged.values()]
    .filter((a) => !mails.some((m) => m.to.includes(a.email) && m.text.includes(a.number)))
    .map((a) => a.number);
}

/** Polls until `done` or the deadline; returns whether it got there. */
export async function waitUntil(done: () => Promise<boolean> | boolean, seconds: number): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await sleep(1000);
  }
  return done();
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}
