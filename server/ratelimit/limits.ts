import { lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { logRequestSecurityEvent } from '../security/log.ts';
import { AppError } from '../shared/errors.ts';
import { rateLimits } from './schema.ts';

/**
 * Named tiers. strict: login, registration, password reset (forms an attacker would
 * hammer). moderate: comments, likes, security logs. RATE_LIMITS_RELAXED (tests only)
 * multiplies every limit by 1000.
 */
export const RATE_TIERS = {
  strict: { limit: 20, windowMs: 15 * 60_000 },
  moderate: { limit: 60, windowMs: 60_000 },
  /** Per e-mail address rather than per client (guest orders): a family's orders in an hour. */
  hourly: { limit: 10, windowMs: 60 * 60_000 },
} as const;

export type RateTier = keyof typeof RATE_TIERS;
export const RATE_LIMITED_MESSAGE = 'Troppe richieste: riprova tra poco';

export type RateResult = { allowed: boolean; count: number; limit: number; retryAfterMs: number };

/** Counts one hit for key in its window (atomic upsert; the window restarts once it is over). */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: { limit: number; windowMs: number },
  now = new Date(),
): Promise<RateResult> {
  const cutoff = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const count = row!.count;
  const retryAfterMs = Math.max(0, row!.windowStart.getTime() + rule.windowMs - now.getTime());
  return { allowed: count <= rule.limit, count, limit: rule.limit, retryAfterMs };
}

export function tierRule(tier: RateTier, relaxed: boolean): { limit: number; windowMs: number } {
  const rule = RATE_TIERS[tier];
  return relaxed ? { ...rule, limit: rule.limit * 1000 } : rule;
}

/** Hono middleware: `rateLimit('strict', 'login')` limits each client address per action. */
export function rateLimit(tier: RateTier, action: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, config } = c.var.services;
    await enforceRateLimit(db, tier, action, c.get('clientIp'), config.RATE_LIMITS_RELAXED, async () => {
      await logRequestSecurityEvent(c, {
        level: 'warn',
        category: 'RATE_LIMIT',
        message: `Limite di richieste superato (${action})`,
        data: { tier, action },
      });
    });
    await next();
  };
}

/** The same check for page actions; throws a 429 AppError when over the limit. */
export async function enforceRateLimit(
  db: Db,
  tier: RateTier,
  action: string,
  /** Whose requests are counted: the client's address, or another key (a hashed e-mail). */
  subject: string,
  relaxed: boolean,
  onFirstRefusal?: () => Promise<void>,
  message = RATE_LIMITED_MESSAGE,
): Promise<void> {
  const result = await hitRateLimit(db, `${tier}:${action}:${subject}`, tierRule(tier, relaxed));
  if (result.allowed) return;
  // One log entry per window and client, not one per refused request.
  if (result.count === result.limit + 1) await onFirstRefusal?.();
  throw new AppError('RATE_LIMITED', message, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))) },
  });
}

/** Jobs runner: windows long over are dropped. */
export async function cleanupRateLimits(db: Db, now = new Date()): Promise<number> {
  const longest = Math.max(...Object.values(RATE_TIERS).map((r) => r.windowMs));
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - longest)))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
