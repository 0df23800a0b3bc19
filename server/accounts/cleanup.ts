import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { cleanupRateLimits } from '../ratelimit/limits.ts';
import { accountTokens } from './schema.ts';
import { deleteExpiredChallenges } from './second-factor/store.ts';
import { deleteExpiredSessions } from './sessions.ts';
import { cleanupThrottle } from './throttle.ts';

/** Every 5 minutes (SPEC.md section 9): expired sessions, links, sign-in challenges, lockouts and counters go. */
export const CLEANUP_EVERY_MS = 5 * 60_000;

export async function cleanupAccounts(db: Db, now = new Date()) {
  const sessions = await deleteExpiredSessions(db, now);
  const tokens = await db
    .delete(accountTokens)
    .where(or(lt(accountTokens.expiresAt, now), and(isNotNull(accountTokens.usedAt), lt(accountTokens.usedAt, now))))
    .returning({ t: accountTokens.tokenHash });
  const throttle = await cleanupThrottle(db, now);
  const rateLimits = await cleanupRateLimits(db, now);
  const challenges = await deleteExpiredChallenges(db, now);
  return { sessions, tokens: tokens.length, throttle, rateLimits, challenges };
}
