import type { ClientTally, Customer } from './faults-shoppers.ts';
import { duplicatedMails, errorAnswers, newTally, reconcileOrders, waitUntil } from './faults-shoppers.ts';
import { checkoutLoad, openWorld, registerCustomers, sleep, type World } from './faults-world.ts';

// Stripe answering 500, then not answering at all (the shop's client gives up after its
// 10 s timeout and 2 retries), while families pay by card and cancel paid orders. The fake
// Stripe is the network boundary: the shop's real Stripe SDK talks to it. Afterwards every
// cancelled paid order has exactly one refund, and every order a family was told about exists.

const CUSTOMERS = 6;

type Paid = { orderId: string; number: string; customer: Customer; paymentIntent: string };

/** Card orders placed and paid (Stripe up): what the outage's cancellations will refund. */
async function paidOrders(world: World, customers: Customer[], n: number, tally: ClientTally): Promise<Paid[]> {
  const placed: { orderId: string; number: string; sessionId: string }[] = [];
  while (placed.length < n) {
    await checkoutLoad(world, customers, tally, {
      seconds: 1,
      paymentMethod: 'stripe',
      onAnswer: (a) => {
        const sessionId = a.paymentUrl ? /\/pay\/([^/?]+)/.exec(a.paymentUrl)?.[1] : undefined;
        if (sessionId) placed.push({ orderId: a.order.id, number: a.order.number, sessionId });
      },
    });
  }
  const byOrder = new Map([...tally.acknowledged.values()].map((a) => [a.orderId, a.email]));
  const out: Paid[] = [];
  for (const p of placed) {
    const res = await world.stripe.pay(p.sessionId);
    if (!res.ok) throw new Error(`payment webhook refused: ${res.status}`);
    const email = byOrder.get(p.orderId);
    out.push({
      orderId: p.orderId,
      number: p.number,
      customer: customers.find((c) => c.email === email)!,
      paymentIntent: world.stripe.sessions.get(p.sessionId)!.payment_intent!,
    });
  }
  return out;
}

/** A customer's cancellation, asked again until answered. Returns the final HTTP status. */
async function cancel(base: string, paid: Paid, seen: Record<string, number>): Promise<number> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const res = await fetch(`${base}/api/orders/${paid.orderId}/cancel`, {
      method: 'POST',
      headers: { cookie: paid.customer.cookie, 'x-csrf-token': paid.customer.csrf },
      signal: AbortSignal.timeout(60_000),
    }).catch(() => null);
    const key = String(res?.status ?? 'no answer');
    seen[key] = (seen[key] ?? 0) + 1;
    if (res && res.status < 500) return res.status;
    await sleep(500);
  }
  return 0;
}

export async function stripeOutage(outageSeconds: number): Promise<Record<string, unknown>> {
  const world = await openWorld('postgres');
  try {
    const [shop] = world.shops;
    const customers = await registerCustomers(world, CUSTOMERS, 'stripe');
    // One tally for every order these customers place: what they were told, against what exists.
    const tally = newTally();
    const paid = await paidOrders(world, customers, 12, tally);
    const paidAnswers = tally.acknowledged.size;
    const cancelStatuses: Record<string, number> = {};
    const phases: Record<string, unknown> = {};
    const toCancel = [...paid];
    for (const mode of ['500', 'hang'] as const) {
      world.stripe.outage(mode);
      const callsBefore = world.stripe.calls.length;
      const started = performance.now();
      // Card checkouts during the outage (retried with their key until answered) and
      // cancellations of paid orders (each needs a refund).
      const cancels = toCancel.splice(0, 6).map((p) => cancel(shop!.url, p, cancelStatuses));
      const load = checkoutLoad(world, customers, tally, {
        seconds: outageSeconds,
        paymentMethod: 'stripe',
        pauseMs: 1000,
        retrySeconds: 180,
      });
      await sleep(outageSeconds * 1000);
      world.stripe.outage(null);
      phases[mode] = {
        seconds: Math.round((performance.now() - started) / 1000),
        stripeCallsDuringOutage: world.stripe.calls.length - callsBefore,
        cancellations: await Promise.all(cancels),
      };
      await load;
    }
    // The refund jobs retry after 1, 2, 4 ... minutes (their job runs every 30 s).
    const cancelled = paid.slice(0, 12);
    const refundsOf = (pi: string) => world.stripe.refunds.filter((r) => r.payment_intent === pi).length;
    const started = performance.now();
    const allRefunded = await waitUntil(() => cancelled.every((p) => refundsOf(p.paymentIntent) >= 1), 420);
    const refundSeconds = Math.round((performance.now() - started) / 1000);
    // Orders placed during the outage: each one a family was told about exists, once.
    const reconciled = await reconcileOrders(world.databaseUrl, shop!.url, customers, tally);
    return {
      database: 'postgres',
      outageSecondsEach: outageSeconds,
      phases,
      cancelStatuses,
      cancelledPaidOrders: cancelled.length,
      refunded: cancelled.filter((p) => refundsOf(p.paymentIntent) === 1).length,
      lostRefunds: cancelled.filter((p) => refundsOf(p.paymentIntent) === 0).map((p) => p.number),
      doubledRefunds: cancelled.filter((p) => refundsOf(p.paymentIntent) > 1).map((p) => p.number),
      secondsUntilAllRefundedAfterBack: allRefunded ? refundSeconds : null,
      cardOrdersPlacedBefore: paidAnswers,
      cardOrdersDuringOutage: {
        acknowledged: tally.acknowledged.size - paidAnswers,
        acknowledgedInAll: tally.acknowledged.size,
        found: reconciled.found,
        lost: reconciled.lost.length,
        duplicated: reconciled.duplicated,
        unacknowledgedButPlaced: reconciled.unacknowledgedButPlaced,
        clientErrors: { answers: errorAnswers(tally), noAnswer: tally.noAnswer, gaveUp: tally.gaveUp.length },
        statuses: tally.statuses,
      },
      duplicatedMails: duplicatedMails(world.smtp.mails),
    };
  } finally {
    await world.close();
  }
}
