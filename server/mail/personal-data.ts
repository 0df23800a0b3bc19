import { and, asc, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { mailOutbox } from './schema.ts';

const to = (email: string) => sql`lower(${mailOutbox.to}) = lower(${email})`;

/** The e-mails written to a person (subject and dates; the text is the shop's own message). */
export async function mailsTo(db: Db, email: string) {
  const rows = await db
    .select({ subject: mailOutbox.subject, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(to(email))
    .orderBy(asc(mailOutbox.createdAt));
  return rows.map((r) => ({
    subject: r.subject,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}

/** Closing an account: e-mails already delivered to the person are forgotten (those still due are sent first). */
export async function forgetSentMailTo(db: Pick<Db, 'delete'>, email: string): Promise<number> {
  const gone = await db
    .delete(mailOutbox)
    .where(and(to(email), isNotNull(mailOutbox.sentAt)))
    .returning({ id: mailOutbox.id });
  return gone.length;
}
