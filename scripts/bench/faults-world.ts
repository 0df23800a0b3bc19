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
  duplicatedMails,
  newTally,
  type Orderable,
  orderable,
  placeOrder,
  register,
  waitUntil,
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

/** A scenario's figures; `settle` finishes later (mail still due), while the next scenario runs. */
export type ScenarioResult = Record<string, unknown> & { settle?: Promise<Record<string, unknown>> };

/**
 * Waits (up to `seconds`) until no expected mail is missing, then closes the world. A
 * message a killed process had claimed waits for its lease (5 min) before another sends it.
 */
export function settleMails(world: World, missing: () => string[], seconds: number): Promise<Record<string, unknown>> {
  const started = performance.now();
  return (async () => {
    try {
      const done = await waitUntil(() => missing().length === 0, seconds);
      return {
        mails: world.smtp.mails.length,
        secondsUntilEveryMailArrived: done ? Math.round((performance.now() - started) / 1000) : null,
        mailsMissing: missing(),
        duplicatedMails: duplicatedMails(world.smtp.mails),
      };
    } finally {
      await world.close();
    }
  })();
}

/** PostgreSQL only: messages not yet sent, and how many are held by a claim (a lease). */
export async function outboxState(world: World): Promise<{ unsent: number; leased: number } | null> {
  if (!world.databaseUrl) return null;
  const client = new pg.Client({ connectionString: world.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ unsent: string; leased: string }>(
      `SELECT count(*) FILTER (WHERE sent_at IS NULL) AS unsent,
              count(*) FILTER (WHERE sent_at IS NULL AND attempts > 0 AND last_error IS NULL AND next_attempt_at > now()) AS leased
       FROM mail_outbox`,
    );
    return { unsent: Number(rows[0]?.unsent), leased: Number(rows[0]?.leased) };
  } finally {
    await client.end();
  }
}
