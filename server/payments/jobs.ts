import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { retryDelayMs } from '../mail/outbox.ts';
import { type PaymentJob, paymentJobs } from './schema.ts';
import type { StripeHandle } from './stripe-client.ts';

// The durable way to call Stripe after a commit (see schema.ts and decision 0015).

export const PAYMENT_JOB_MAX_ATTEMPTS = 20;
export const PAYMENT_JOBS_EVERY_MS = 30_000;
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

type Writer = Pick<Db, 'insert'>;

/** Queues a refund of an order's payment; a second one for the same order is ignored. */
export async function enqueueRefund(
  db: Writer,
  input: { orderId: string; paymentIntentId: string; stripeAccount: string | null },
): Promise<void> {
  await db
    .insert(paymentJobs)
    .values({
      kind: 'refund',
      orderId: input.orderId,
      stripeRef: input.paymentIntentId,
      stripeAccount: input.stripeAccount,
      idempotencyKey: `refund-${input.orderId}`,
    })
    .onConflictDoNothing();
}

/** Queues expiring a Checkout Session, so a cancelled order can no longer be paid. */
export async function enqueueSessionExpiry(
  db: Writer,
  input: { orderId: string; sessionId: string; stripeAccount: string | null },
): Promise<void> {
  await db
    .insert(paymentJobs)
    .values({
      kind: 'expire_session',
      orderId: input.orderId,
      stripeRef: input.sessionId,
      stripeAccount: input.stripeAccount,
      idempotencyKey: `expire-${input.sessionId}`,
    })
    .onConflictDoNothing();
}

/** Stripe's answers that mean the work is already done (retrying would never succeed). */
function alreadyDone(job: PaymentJob, error: unknown): boolean {
  const e = error as { type?: string; code?: string; message?: string; statusCode?: number };
  if (e.type !== 'StripeInvalidRequestError') return false;
  if (job.kind === 'refund') return e.code === 'charge_already_refunded';
  // A session already expired, or completed meanwhile (the webhook then refunds the payment).
  return e.statusCode === 400 && /status of open|expired|complete/i.test(e.message ?? '');
}

async function perform(stripe: StripeHandle, job: PaymentJob): Promise<void> {
  // A bookshop's payment is refunded or expired on its own account (a direct charge there).
  const options = {
    idempotencyKey: job.idempotencyKey,
    ...(job.stripeAccount ? { stripeAccount: job.stripeAccount } : {}),
  };
  if (job.kind === 'refund') {
    await (await stripe.load()).refunds.create(
      {
        payment_intent: job.stripeRef,
        metadata: { orderId: job.orderId },
        // The platform gives its fee back too: the family paid nothing in the end.
        ...(job.stripeAccount ? { refund_application_fee: true } : {}),
      },
      options,
    );
  } else if (job.kind === 'expire_session') {
    await (await stripe.load()).checkout.sessions.expire(job.stripeRef, {}, options);
  } else {
    throw new Error(`unknown payment job ${job.kind}`);
  }
}

/**
 * Makes the calls that are due. Jobs are claimed in a short transaction (SKIP LOCKED and a
 * lease), called outside it; a failed call is tried again later with backoff.
 */
export async function runDuePaymentJobs(
  db: Db,
  stripe: StripeHandle | null,
  logger: Logger,
  now = new Date(),
): Promise<{ done: number; failed: number }> {
  let done = 0;
  let failed = 0;
  if (!stripe) return { done, failed };
  for (let round = 0; round < 10; round++) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: paymentJobs.id })
        .from(paymentJobs)
        .where(
          and(
            isNull(paymentJobs.doneAt),
            lte(paymentJobs.nextAttemptAt, now),
            lt(paymentJobs.attempts, PAYMENT_JOB_MAX_ATTEMPTS),
          ),
        )
        .orderBy(asc(paymentJobs.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(paymentJobs)
        .set({ attempts: sql`${paymentJobs.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(
          inArray(
            paymentJobs.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
    for (const job of claimed) {
      try {
        await perform(stripe, job);
        await db.update(paymentJobs).set({ doneAt: new Date(), lastError: null }).where(eq(paymentJobs.id, job.id));
        done++;
      } catch (error) {
        if (alreadyDone(job, error)) {
          await db
            .update(paymentJobs)
            .set({ doneAt: new Date(), lastError: String((error as Error).message).slice(0, 500) })
            .where(eq(paymentJobs.id, job.id));
          done++;
          continue;
        }
        failed++;
        const last = job.attempts >= PAYMENT_JOB_MAX_ATTEMPTS;
        logger[last ? 'error' : 'warn'](
          { err: error, paymentJob: job.id, kind: job.kind, orderId: job.orderId, attempts: job.attempts },
          last ? 'Stripe call given up: do it by hand in the Stripe dashboard' : 'Stripe call failed, will retry',
        );
        await db
          .update(paymentJobs)
          .set({
            lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
          })
          .where(eq(paymentJobs.id, job.id));
      }
    }
    if (claimed.length < BATCH) break;
  }
  return { done, failed };
}

/** Runs due jobs shortly after a change queued one; one run at a time. */
export function createPaymentJobKicker(options: { db: Db; stripe: StripeHandle | null; logger: Logger }) {
  let running: Promise<unknown> | null = null;
  let scheduled: ReturnType<typeof setTimeout> | null = null;
  let again = false;
  const run = (): void => {
    scheduled = null;
    if (running) {
      again = true;
      return;
    }
    running = runDuePaymentJobs(options.db, options.stripe, options.logger)
      .catch((error: unknown) => options.logger.error({ err: error }, 'payment jobs failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return {
    kick: (): void => {
      if (!options.stripe || scheduled) return;
      scheduled = setTimeout(run, 200);
      scheduled.unref();
    },
    /** Waits for a run in flight or about to start (tests, shutdown). */
    idle: async () => {
      if (scheduled) {
        clearTimeout(scheduled);
        run();
      }
      while (running) await running;
    },
  };
}

export type PaymentJobKicker = ReturnType<typeof createPaymentJobKicker>;

/**
 * What Stripe must hear after an order changed state, queued in the same transaction:
 * a cancelled or refunded card payment is refunded; a cancelled order waiting for its card
 * payment gets its Checkout Session expired, so it can no longer be paid.
 */
export async function queueStripeFollowUps(
  tx: Writer,
  before: { status: string },
  after: {
    id: string;
    status: string;
    paymentMethod: string;
    stripePaymentIntentId: string | null;
    stripeSessionId: string | null;
    stripeAccountId: string | null;
  },
): Promise<void> {
  if (after.paymentMethod !== 'stripe') return;
  const stripeAccount = after.stripeAccountId;
  if ((after.status === 'annullato' || after.status === 'rimborsato') && after.stripePaymentIntentId) {
    await enqueueRefund(tx, { orderId: after.id, paymentIntentId: after.stripePaymentIntentId, stripeAccount });
  }
  if (after.status === 'annullato' && before.status === 'in_attesa_pagamento' && after.stripeSessionId) {
    await enqueueSessionExpiry(tx, { orderId: after.id, sessionId: after.stripeSessionId, stripeAccount });
  }
}
