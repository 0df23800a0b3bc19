import { errorAnswers, missingConfirmations, newTally, reconcileOrders } from './faults-shoppers.ts';
import {
  checkoutLoad,
  type DbKind,
  openWorld,
  outboxState,
  registerCustomers,
  type ScenarioResult,
  settleMails,
  sleep,
} from './faults-world.ts';

// The mail server down for a while (connections refused), then back, while customers keep
// ordering. Orders must not fail because of it; every confirmation must arrive once after
// the server is back (the outbox retries after 1, 2, 4 ... minutes, its job runs every 15 s).

const CUSTOMERS = 6;

export async function smtpDown(kind: DbKind, downSeconds: number): Promise<ScenarioResult> {
  const world = await openWorld(kind);
  try {
    const [shop] = world.shops;
    const customers = await registerCustomers(world, CUSTOMERS, `smtp-${kind}`);
    const tally = newTally();
    // Orders before, during and after the outage, paced (one a second per customer).
    const load = checkoutLoad(world, customers, tally, { seconds: downSeconds + 10, pauseMs: 1000 });
    await sleep(5000);
    await world.smtp.down();
    const mailsBefore = world.smtp.mails.length;
    await sleep(downSeconds * 1000);
    const mailsDuringOutage = world.smtp.mails.length - mailsBefore;
    await world.smtp.up();
    await load;
    const orders = await reconcileOrders(world.databaseUrl, shop!.url, customers, tally);
    return {
      database: kind,
      smtpDownSeconds: downSeconds,
      ...orders,
      lost: orders.lost.length,
      lostNumbers: orders.lost,
      clientErrors: { answers: errorAnswers(tally), noAnswer: tally.noAnswer },
      statuses: tally.statuses,
      mailsBeforeOutage: mailsBefore,
      mailsDuringOutage,
      outboxWhenBack: await outboxState(world),
      // The longest wait a message can have: failed at the outage's end, retried 2 min later.
      settle: settleMails(world, () => missingConfirmations(world.smtp.mails, tally), Math.max(330, downSeconds * 3)),
    };
  } catch (error) {
    await world.close();
    throw error;
  }
}
