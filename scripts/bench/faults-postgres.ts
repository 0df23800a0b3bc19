import {
  duplicatedMails,
  errorAnswers,
  missingConfirmations,
  newTally,
  reconcileOrders,
  waitUntil,
} from './faults-shoppers.ts';
import { checkoutLoad, openWorld, registerCustomers, sleep, suitePostgres } from './faults-world.ts';

// PostgreSQL restarted under load: the suite's own instance (never the machine's service)
// is stopped the hard way (`pg_ctl -m immediate`, every connection cut, no checkpoint: a
// crash as far as the shop can tell), kept down a few seconds, and started again, while two
// shop processes take orders. Clients retry what got no answer with the same key.

const CUSTOMERS = 10;

export async function postgresRestart(seconds: number, downSeconds = 3): Promise<Record<string, unknown>> {
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
    await waitUntil(() => missingConfirmations(world.smtp.mails, tally).length === 0, 120);
    // A cache change made through one process must still reach the other (LISTEN reconnected).
    const orders = await reconcileOrders(world.databaseUrl, world.shops[0]!.url, customers, tally);
    const shopsAlive = world.shops.map((s) => s.output().includes('FATAL') === false);
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
      mails: world.smtp.mails.length,
      confirmationsMissing: missingConfirmations(world.smtp.mails, tally),
      duplicatedMails: duplicatedMails(world.smtp.mails),
      shopsAlive,
    };
  } finally {
    await world.close();
  }
}
