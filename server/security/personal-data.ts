import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { securityLogs } from './schema.ts';

/**
 * The security-log entries about a person: those of their sessions, and failed logins with
 * their e-mail address. They stay when the account closes (the service's protection), so
 * the person can see them in their export. The newest 1,000.
 */
export async function securityLogsAboutUser(db: Db, person: { userId: string; email: string }, limit = 1000) {
  const rows = await db
    .select()
    .from(securityLogs)
    .where(
      or(eq(securityLogs.userId, person.userId), sql`lower(${securityLogs.data}->>'email') = lower(${person.email})`),
    )
    .orderBy(desc(securityLogs.timestamp))
    .limit(limit);
  return rows.map((r) => ({
    timestamp: r.timestamp.toISOString(),
    level: r.level,
    category: r.category,
    message: r.message,
    url: r.url,
    ip: r.ip,
    userAgent: r.userAgent,
    source: r.source,
  }));
}
