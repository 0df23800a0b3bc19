import { rmSync } from 'node:fs';
import pg from 'pg';
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from '#server/test/fake-stripe.ts';
import {
  type Postgres,
  type Shop,
  type SwitchableSmtp,
  startOwnPostgres,
  startShop,
  startSwitchableSmtp,
} from './faults-env.ts';
import {
  type ClientTally,
  type Customer,
  newTally,
  type Orderable,
  orderable,
  placeOrder,
  register,
} from './faults-shoppers.ts';

// One scenario's world: a shop process (or two), its database (PGlite in the shop's folder,
// or a fresh database on the suite's own PostgreSQL), a switchable SMTP sink and the fake
// Stripe, all on this machine.

export type DbKind = 'pglite' | 'postgres';

export type World = {
  kind: DbKind;
  shops: Shop[];
  /** The database, for the checks that read it directly (PostgreSQL only). */
  databaseUrl: string | null;
  smtp: SwitchableSmtp;
  stripe: FakeStripe;
  item: Orderable;
  close: () => Promise<void>;
};

let ownPostgres: Postgres | null = null;

/** The suite's PostgreSQL instance, started on first use (see faults-env.ts). */
export async function suitePostgres(): Promise<Postgres> {
  ownPostgres ??= await startOwnPostgres();
  return ownPostgres;
}

export async function stopSuitePostgres(): Promise<void> {
  await ownPostgres?.stop();
  ownPostgres = null;
}

export async function openWorld(
  kind: DbKind,
  options: { shops?: number; env?: Record<string, string> } = {},
): Promise<World> {
  const smtp = await startSwitchableSmtp();
  const stripe = await startFakeStripe();
  let databaseUrl: string | null = null;
  if (kind === 'postgres') {
    const server = await suitePostgres();
    const name = `faults_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const env: Record<string, string> = {
    SMTP_URL: smtp.url,
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };
  const shops: Shop[] = [];
  // One after the other: the first migrates and loads the demo, the next ones find them.
  for (let i = 0; i < (options.shops ?? 1); i++) shops.push(await startShop(env));
  stripe.setWebhookTarget(`${shops[0]!.url}/api/payments/stripe/webhook`);
  const item = await orderable(databaseUrl, shops[0]!.url);
  return {
    kind,
    shops,
    databaseUrl,
    smtp,
    stripe,
    item,
    close: async () => {
      for (const shop of shops) {
        await shop.stop();
        rmSync(shop.dataDir, { recursive: true, force: true });
      }
      await smtp.close();
      await stripe.close();
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Customers ordering in a loop for `seconds` (a new order as soon as the last is answered,
 * `pauseMs` between). Each order is asked again with its key until answered or until
 * `retrySeconds` after the end. `base` may change (a shop that moved); it is read each time.
 */
export async function checkoutLoad(
  world: World,
  customers: Customer[],
  tally: ClientTally,
  options: {
    seconds: number;
    retrySeconds?: number;
    pauseMs?: number;
    paymentMethod?: 'ritiro' | 'stripe';
    onAnswer?: (answer: { order: { id: string; number: string }; paymentUrl: string | null }) => void;
  },
): Promise<void> {
  const end = Date.now() + options.seconds * 1000;
  const retryUntil = end + (options.retrySeconds ?? 90) * 1000;
  let sequence = 0;
  await Promise.all(
    customers.map(async (customer, i) => {
      const shop = world.shops[i % world.shops.length]!;
      while (Date.now() < end) {
        const key = `faults-${i}-${sequence++}-${Date.now().toString(36)}`;
        const answer = await placeOrder(shop.url, customer, world.item, key, tally, {
          paymentMethod: options.paymentMethod,
          retryUntil,
        });
        if (answer) options.onAnswer?.(answer);
        if (options.pauseMs) await sleep(options.pauseMs);
      }
    }),
  );
}

export async function registerCustomers(world: World, n: number, label: string): Promise<Customer[]> {
  const out: Customer[] = [];
  for (let i = 0; i < n; i++) out.push(await register(world.shops[i % world.shops.length]!.url, `${label}-${i}`));
  return out;
}

export { newTally };
