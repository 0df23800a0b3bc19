import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Calls to Stripe that must happen after a change is committed (a refund after a
 * cancellation, expiring the open Checkout Session of a cancelled order). Written in the
 * transaction of the change, then made by a periodic job with retries and backoff; the
 * idempotency key goes to Stripe with every try, so a retry never refunds twice.
 */
export const paymentJobs = pgTable(
  'payment_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'refund' (payment intent in stripe_ref) or 'expire_session' (session id in stripe_ref). */
    kind: text('kind').notNull(),
    orderId: uuid('order_id').notNull(),
    stripeRef: text('stripe_ref').notNull(),
    /** The connected account the call is made on (`Stripe-Account`), when the payment was a bookshop's. */
    stripeAccount: text('stripe_account'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_jobs_due_idx').on(t.doneAt, t.nextAttemptAt)],
);

export type PaymentJob = typeof paymentJobs.$inferSelect;
