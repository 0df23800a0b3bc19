import { randomBytes } from 'node:crypto';
import http from 'node:http';
import {
  errorAnswers,
  missingConfirmations,
  newTally,
  percentile,
  reconcileOrders,
  waitUntil,
} from './faults-shoppers.ts';
import {
  checkoutLoad,
  openWorld,
  registerCustomers,
  type ScenarioResult,
  settleMails,
  sleep,
  suitePostgres,
  type World,
} from './faults-world.ts';

// PostgreSQL restarted under load: the suite's own instance (never the machine's service)
// is stopped the hard way (`pg_ctl -m immediate`, every connection cut, no checkpoint: a
// crash as far as the shop can tell), kept down a few seconds, and started again, while two
// shop processes take orders. Clients retry what got no answer with the same key.

const CUSTOMERS = 10;

export async function postgresRestart(seconds: number, mailWait: number, downSeconds = 3): Promise<ScenarioResult> {
  const world = await openWorld('postgres', { shops: 2 });
  try {
    const server = await suitePostgres();
    const customers = await registerCustomers(world, CUSTOMERS, 'pg');
    const tally = newTally();
    const load = checkoutLoad(world, customers, tally, { seconds });
    await sleep((seconds * 1000) / 2);
    const before = tally.acknowledged.size;
    await server.restart('immediate', downSeconds * 1000);
    const restartedAt = performance.now();
    // How long until each shop answers again (its pool opens new connections).
    const healthy = await Promise.all(
      world.shops.map(async (shop) => {
        await waitUntil(
          () =>
            fetch(`${shop.url}/healthz`)
              .then((r) => r.ok)
              .catch(() => false),
          60,
        );
        return Math.round(performance.now() - restartedAt);
      }),
    );
    await load;
    const orders = await reconcileOrders(world.databaseUrl, world.shops[0]!.url, customers, tally);
    return {
      database: 'postgres',
      shops: world.shops.length,
      loadSeconds: seconds,
      postgresDownSeconds: downSeconds,
      acknowledgedBeforeRestart: before,
      msUntilEachShopHealthy: healthy,
      ...orders,
      lost: orders.lost.length,
      lostNumbers: orders.lost,
      clientErrors: { answers: errorAnswers(tally), noAnswer: tally.noAnswer, gaveUp: tally.gaveUp.length },
      statuses: tally.statuses,
      checkoutP99Ms: percentile(tally.latencies, 99),
      cacheDropReachesOtherProcess: await cacheBusWorks(world),
      settle: settleMails(world, () => missingConfirmations(world.smtp.mails, tally), mailWait),
    };
  } catch (error) {
    const logs = world.shops.map(
      (shop, i) => `shop ${i + 1} (exit: ${shop.exited() ?? 'running'}):\n${shop.output().slice(-1500)}`,
    );
    await world.close();
    throw new Error(`${String(error)}\n${logs.join('\n')}`);
  }
}

/** GET with a chosen Host header (fetch does not let us set it). */
function getWithHost(base: string, path: string, host: string): Promise<string> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, headers: { host, accept: 'application/json' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve(body));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * After the restart, a bookshop registered through one process must be served by the other
 * within seconds: its LISTEN connection (decision 0031) came back with the database.
 */
async function cacheBusWorks(world: World): Promise<boolean> {
  const [first, second] = world.shops;
  const slug = `faults-${randomBytes(3).toString('hex')}`;
  const host = `${slug}.cartella.shop`;
  await getWithHost(second!.url, '/api/regions', host);
  const res = await fetch(`${first!.url}/api/tenants/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Anna Porcu',
      shopName: 'Libreria Porcu',
      email: `${slug}@example.com`,
      password: 'Scaffale-Rosso-2026',
      domain: slug,
    }),
  });
  if (res.status !== 201) return false;
  return waitUntil(async () => (await getWithHost(second!.url, '/api/regions', host)).includes('SHOP_NOT_OPEN'), 10);
}
