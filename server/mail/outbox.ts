import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { mailOutbox } from './schema.ts';

// The durable way to send e-mail: a row in mail_outbox, written in the transaction of the
// change it announces, then delivered by a periodic job with retries and backoff.

export const MAX_ATTEMPTS = 12;
export const OUTBOX_EVERY_MS = 15_000;
const BATCH = 20;

/** Minutes before attempt n+1: 1, 2, 4 ... capped at 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

type Writer = Pick<Db, 'insert'>;

/**
 * Queues a message; a second message with the same dedupe key is ignored. A message without
 * an address (an order whose account was closed keeps no e-mail) is not queued.
 */
export async function enqueueMail(db: Writer, message: MailMessage & { dedupeKey?: string }): Promise<void> {
  if (!message.to.trim()) return;
  await db
    .insert(mailOutbox)
    .values({ ...message, dedupeKey: message.dedupeKey ?? null })
    .onConflictDoNothing();
}

/** How long a claimed message is reserved for the process sending it (then retried). */
const LEASE_MS = 5 * 60_000;

/**
 * Sends what is due. Messages are claimed in a short transaction (row lock, SKIP LOCKED, a
 * lease on next_attempt_at) and sent outside it, so a slow SMTP server never holds a
 * database lock; a process that dies mid-send leaves the lease to expire and the message
 * is sent again (at least once).
 */
export async function deliverDueMail(
  db: Db,
  mailer: Mailer,
  logger: Logger,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let round = 0; round < 10; round++) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), lt(mailOutbox.attempts, MAX_ATTEMPTS)),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
    for (const row of claimed) {
      try {
        await mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
      } catch (error) {
        failed++;
        logger.warn({ err: error, mailId: row.id, attempts: row.attempts }, 'e-mail not sent, will retry');
        await db
          .update(mailOutbox)
          .set({
            lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
          })
          .where(eq(mailOutbox.id, row.id));
        continue;
      }
      // Marked at once, not with the batch: a process killed half-way through a batch would
      // otherwise send the messages it had already delivered a second time (faults suite).
      await markSent(db, row.id, logger);
      sent++;
    }
    if (claimed.length < BATCH) break;
  }
  return { sent, failed };
}

/** Waits between attempts to record a delivery: together about half a minute. */
export const MARK_SENT_RETRY_MS = [200, 500, 1000, 2000, 4000, 8000, 15_000];

/**
 * Records that the SMTP server took a message. The database may be restarting right then
 * (faults suite: two confirmations went twice when PostgreSQL restarted between the send
 * and this update); this process alone knows the message left, so it keeps trying for
 * about half a minute before the lease's expiry would send it again.
 */
async function markSent(db: Db, id: number, logger: Logger): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, id));
      return;
    } catch (error) {
      const wait = MARK_SENT_RETRY_MS[attempt];
      if (wait === undefined) throw error;
      logger.warn({ err: error, mailId: id }, 'e-mail sent but not recorded yet, retrying');
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

export async function pendingMailCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return row?.n ?? 0;
}

/** Soon after a change queued a message, kicks coalesce into one delivery run. */
const KICK_DELAY_MS = 500;

/** Delivers in the background shortly after a change queued a message; one run at a time. */
export function createOutboxKicker(options: { db: Db; mailer: Mailer; logger: Logger }) {
  let running: Promise<unknown> | null = null;
  let scheduled: ReturnType<typeof setTimeout> | null = null;
  let again = false;
  const run = (): void => {
    scheduled = null;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMail(options.db, options.mailer, options.logger)
      .catch((error: unknown) => options.logger.error({ err: error }, 'e-mail delivery failed'))
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
      if (scheduled) return;
      scheduled = setTimeout(run, KICK_DELAY_MS);
      scheduled.unref();
    },
    /** Waits for a delivery in flight or about to start (tests, shutdown). */
    idle: async () => {
      if (scheduled) {
        clearTimeout(scheduled);
        run();
      }
      while (running) await running;
    },
  };
}

export type OutboxKicker = ReturnType<typeof createOutboxKicker>;
