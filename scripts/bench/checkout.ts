import pg from 'pg';
import { createBenchDatabase } from './database.ts';
import { machineLine, startServer } from './lib.ts';

// Issue 5's benchmark: 20 customers placing orders concurrently for 30 s on PostgreSQL
// (pay at pickup, so no payment provider in the path). Each customer loops: save the cart
// (PUT /api/cart: a book and a product), place the order (POST /api/checkout). Two runs:
// "paced", each customer ordering once a second (20 customers checking out side by side),
// and "flat out", each customer ordering again as soon as the last order returns (the most
// orders per second). Afterwards the orders in the database are counted against the 201
// answers: none lost, none duplicated.

const CUSTOMERS = 20;
const SECONDS = 30;

type Customer = { cookie: string; csrf: string };

async function register(base: string, i: number): Promise<Customer> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Cliente ${i}`,
      email: `bench-${i}-${Date.now()}@example.com`,
      password: 'Bench-Password-1',
    }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { cookie, csrf: csrfToken };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

export async function benchCheckout(): Promise<Record<string, unknown>> {
  const database = await createBenchDatabase();
  const server = await startServer({ DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const base = server.url;
    const { rows: bookRows } = await client.query<{ isbn: string }>(
      `SELECT b.isbn FROM books b JOIN adoptions a ON a.isbn = b.isbn
       WHERE b.list_price_cents > 0 AND a.school_code = 'CAPS00000U' LIMIT 1`,
    );
    const { rows: productRows } = await client.query<{ id: number }>(
      'SELECT id FROM products WHERE active AND available AND min_purchase = 1 ORDER BY id LIMIT 1',
    );
    const isbn = bookRows[0]?.isbn;
    const productId = productRows[0]?.id;
    if (!isbn || !productId) throw new Error('demo data missing');
    // Enough stock that every order can have its piece: the benchmark measures checkouts.
    await client.query('UPDATE products SET stock = 1000000 WHERE id = $1', [productId]);
    const { rows: pickup } = await client.query<{ id: number }>('SELECT id FROM pickup_points LIMIT 1');

    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => register(base, i)));
    const cart = {
      items: [
        { type: 'book', isbn, scuola: { codice: 'CAPS00000U' }, classe: '3', sezione: 'A', quantity: 1 },
        { type: 'product', id: String(productId), quantity: 2 },
      ],
      shippingMethod: 'pickup',
    };
    let sequence = 0;
    let totalCreated = 0;

    async function run(pacedMs: number | null) {
      const latencies: number[] = [];
      let created = 0;
      let errors = 0;
      let replays = 0;
      const statuses = new Map<number, number>();
      const deadline = performance.now() + SECONDS * 1000;
      await Promise.all(
        customers.map(async (c, i) => {
          const headers = { 'content-type': 'application/json', cookie: c.cookie, 'x-csrf-token': c.csrf };
          // Paced customers start spread over the first second, as real ones would.
          if (pacedMs) await new Promise((r) => setTimeout(r, (i * pacedMs) / CUSTOMERS));
          while (performance.now() < deadline) {
            const began = performance.now();
            try {
              const put = await fetch(`${base}/api/cart`, { method: 'PUT', headers, body: JSON.stringify(cart) });
              await put.arrayBuffer();
              if (!put.ok) {
                errors++;
                continue;
              }
              const key = `bench-${i}-${sequence++}`;
              const body = JSON.stringify({
                shippingMethod: 'pickup',
                pickupPointId: pickup[0]?.id,
                paymentMethod: 'ritiro',
                acceptTerms: true,
                idempotencyKey: key,
              });
              const started = performance.now();
              const res = await fetch(`${base}/api/checkout`, { method: 'POST', headers, body });
              await res.arrayBuffer();
              latencies.push(performance.now() - started);
              statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
              if (res.status === 201) created++;
              else errors++;
              // Every tenth order is sent again with the same key: it must not make a second one.
              if (sequence % 10 === 0) {
                const again = await fetch(`${base}/api/checkout`, { method: 'POST', headers, body });
                await again.arrayBuffer();
                if (again.status === 200) replays++;
                else errors++;
              }
            } catch {
              errors++;
            }
            if (pacedMs) {
              const wait = began + pacedMs - performance.now();
              if (wait > 0) await new Promise((r) => setTimeout(r, wait));
            }
          }
        }),
      );
      totalCreated += created;
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        ordersPerSecond: Math.round((created / SECONDS) * 10) / 10,
        checkoutP50: percentile(sorted, 50),
        checkoutP99: percentile(sorted, 99),
        created,
        idempotentReplays: replays,
        errors,
        statuses: Object.fromEntries(statuses),
      };
    }

    const paced = await run(1000);
    const flatOut = await run(null);

    const { rows: count } = await client.query<{ n: string; numbers: string; keys: string }>(
      'SELECT count(*) AS n, count(DISTINCT number) AS numbers, count(DISTINCT (user_id, idempotency_key)) AS keys FROM orders',
    );
    return {
      machine: machineLine(),
      customers: CUSTOMERS,
      seconds: SECONDS,
      paced,
      flatOut,
      ordersInDatabase: Number(count[0]?.n),
      distinctNumbers: Number(count[0]?.numbers),
      distinctKeys: Number(count[0]?.keys),
      lostOrDuplicated: Number(count[0]?.n) - totalCreated,
    };
  } finally {
    await client.end();
    await server.stop();
    await database.drop();
  }
}
