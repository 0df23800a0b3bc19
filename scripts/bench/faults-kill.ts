import { errorAnswers, missingConfirmations, newTally, percentile, reconcileOrders } from './faults-shoppers.ts';
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

// kill -9 of the shop process (1) while customers are checking out, (2) while Stripe is
// delivering payment webhooks; then a new process on the same data. What the customers were
// told must be what the shop holds, and every e-mail must leave once.

const CUSTOMERS = 8;

export async function killDuringCheckout(kind: DbKind, seconds: number, mailWait: number): Promise<ScenarioResult> {
  const world = await openWorld(kind);
  try {
    const [shop] = world.shops;
    const customers = await registerCustomers(world, CUSTOMERS, `kill-${kind}`);
    const tally = newTally();
    const load = checkoutLoad(world, customers, tally, { seconds });
    // The kill lands mid-load: orders in flight, mails being sent.
    await sleep((seconds * 1000) / 2);
    const killedAt = tally.acknowledged.size;
    await shop!.kill9();
    const downSince = performance.now();
    await shop!.restart();
    const restartMs = Math.round(performance.now() - downSince);
    await load;
    const orders = await reconcileOrders(world.databaseUrl, shop!.url, customers, tally);
    await sleep(20_000);
    return {
      database: kind,
      loadSeconds: seconds,
      acknowledgedBeforeKill: killedAt,
      restartMs,
      ...orders,
      lost: orders.lost.length,
      lostNumbers: orders.lost,
      clientErrors: { answers: errorAnswers(tally), noAnswer: tally.noAnswer, gaveUp: tally.gaveUp.length },
      statuses: tally.statuses,
      checkoutP99Ms: percentile(tally.latencies, 99),
      outbox20sAfterLoad: await outboxState(world),
      settle: settleMails(world, () => missingConfirmations(world.smtp.mails, tally), mailWait),
    };
  } catch (error) {
    await world.close();
    throw error;
  }
}

/**
 * Card orders are placed, then "Stripe" delivers checkout.session.completed for each,
 * several at a time, retrying any that get no 2xx (as Stripe does); the shop is killed
 * half-way. Afterwards every order is paid, with one payment mail each; each event is
 * then delivered once more (Stripe delivers at least once) and must change nothing.
 */
export async function killDuringWebhooks(kind: DbKind, orders: number, mailWait: number): Promise<ScenarioResult> {
  const world = await openWorld(kind);
  try {
    const [shop] = world.shops;
    const customers = await registerCustomers(world, CUSTOMERS, `hook-${kind}`);
    const tally = newTally();
    const sessions: { orderId: string; sessionId: string }[] = [];
    // Enough card orders, placed before the fault.
    await checkoutLoad(world, customers, tally, {
      seconds: 1,
      paymentMethod: 'stripe',
      onAnswer: (a) => {
        const sessionId = a.paymentUrl ? /\/pay\/([^/?]+)/.exec(a.paymentUrl)?.[1] : undefined;
        if (sessionId) sessions.push({ orderId: a.order.id, sessionId });
      },
    });
    while (sessions.length < orders) {
      await checkoutLoad(world, customers, tally, {
        seconds: 1,
        paymentMethod: 'stripe',
        onAnswer: (a) => {
          const sessionId = a.paymentUrl ? /\/pay\/([^/?]+)/.exec(a.paymentUrl)?.[1] : undefined;
          if (sessionId) sessions.push({ orderId: a.order.id, sessionId });
        },
      });
    }
    const events = sessions.map((s) => ({
      ...s,
      eventId: `evt_faults_${s.sessionId}`,
      object: world.stripe.complete(s.sessionId),
    }));
    let deliveries = 0;
    let refusedDeliveries = 0;
    let accepted = 0;
    let killed: Promise<void> | null = null;
    const queue = [...events];
    const deliver = async (event: (typeof events)[number]) => {
      for (;;) {
        deliveries++;
        const res = await world.stripe
          .sendEvent('checkout.session.completed', event.object, { id: event.eventId })
          .catch(() => null);
        if (res?.ok) {
          // Half of the events in, the process dies with the next ones in flight.
          if (++accepted === Math.floor(events.length / 2)) killed = shop!.kill9().then(() => shop!.restart());
          return;
        }
        refusedDeliveries++;
        await sleep(500);
      }
    };
    const workers = Array.from({ length: 4 }, async () => {
      for (let e = queue.shift(); e; e = queue.shift()) await deliver(e);
    });
    await Promise.all(workers);
    await killed;
    // At least once: every event again.
    let replayChanged = 0;
    for (const event of events) {
      const res = await world.stripe.sendEvent('checkout.session.completed', event.object, { id: event.eventId });
      const body = (await res.json()) as { change?: string };
      if (body.change !== 'già elaborato') replayChanged++;
    }
    const paidMail = (number: string) => (m: { text: string }) =>
      m.text.includes(number) && m.text.includes('abbiamo ricevuto il pagamento');
    const byId = new Map([...tally.acknowledged.values()].map((a) => [a.orderId, a]));
    const numbers = events.map((e) => byId.get(e.orderId)?.number ?? '?');
    // Each order's state through the customer's own list.
    const statuses: Record<string, number> = {};
    for (const c of customers) {
      const res = await fetch(`${shop!.url}/api/orders`, { headers: { cookie: c.cookie } });
      const { orders: list } = (await res.json()) as { orders: { id: string; status: string }[] };
      for (const o of list) {
        if (events.some((e) => e.orderId === o.id)) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
      }
    }
    const reconciled = await reconcileOrders(world.databaseUrl, shop!.url, customers, tally);
    return {
      database: kind,
      paidEvents: events.length,
      deliveries,
      deliveriesRefusedOrCut: refusedDeliveries,
      orderStatesAfter: statuses,
      notPaid: events.length - (statuses.pagato ?? 0),
      replayedEventsThatChangedSomething: replayChanged,
      ordersLost: reconciled.lost.length,
      ordersDuplicated: reconciled.duplicated,
      clientErrors: { answers: errorAnswers(tally), noAnswer: tally.noAnswer },
      settle: settleMails(world, () => numbers.filter((n) => !world.smtp.mails.some(paidMail(n))), mailWait),
    };
  } catch (error) {
    await world.close();
    throw error;
  }
}
