import { and, desc, eq, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { loginAttempts, loginLockouts, type ThrottleScope } from './schema.ts';

/** SPEC.md sections 5 and 9, enforced on the server. */
export const LOGIN_RULES = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  backoffPerFailureMs: 30_000,
  backoffCapMs: 5 * 60_000,
  keepAttempts: 10,
  minFailureMs: 1000,
  /**
   * An address (a school, a library: many families behind one address) waits only after
   * this many failures on any accounts within the window; its successes do not reset it.
   */
  ipMaxFailures: 20,
  keepIpAttempts: 30,
} as const;

/**
 * How a failed sign-in is held to its minimum duration (LOGIN_RULES.minFailureMs), so a guess
 * takes as long whether or not the account exists. The server waits on the clock; tests
 * inject a `wait` that does not (services.loginFloor), and read what it was asked to wait.
 */
export type FailureFloor = { minMs: number; wait: (ms: number) => Promise<void> };

export const realFailureFloor: FailureFloor = {
  minMs: LOGIN_RULES.minFailureMs,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const LOCKED_MESSAGE = 'Account bloccato per troppi tentativi falliti';
export const BACKOFF_MESSAGE = 'Troppi tentativi di login falliti';

export type Attempt = { success: boolean; at: Date };
export type Verdict = { allowed: true } | { allowed: false; reason: 'locked' | 'backoff'; retryAfterMs: number };

/** Failures inside the window since the last success (a success resets the count). */
export function recentFailures(attempts: Attempt[], now: Date, rules = LOGIN_RULES): Attempt[] {
  const sorted = [...attempts].sort((a, b) => b.at.getTime() - a.at.getTime());
  const out: Attempt[] = [];
  for (const a of sorted) {
    if (a.success || now.getTime() - a.at.getTime() > rules.windowMs) break;
    out.push(a);
  }
  return out;
}

/** An account is refused while its lock lasts. */
export function accountVerdict(lockedUntil: Date | null, now: Date): Verdict {
  if (lockedUntil && lockedUntil > now) {
    return { allowed: false, reason: 'locked', retryAfterMs: lockedUntil.getTime() - now.getTime() };
  }
  return { allowed: true };
}

/** Failures inside the window, whatever succeeded in between (an address's count). */
export function failuresInWindow(attempts: Attempt[], now: Date, rules = LOGIN_RULES): Attempt[] {
  return attempts
    .filter((a) => !a.success && now.getTime() - a.at.getTime() <= rules.windowMs)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/**
 * A client address that keeps failing (on any accounts) waits 30 s per recent failure, at
 * most 5 minutes, once it reaches its threshold. Its own successes do not reset the count
 * (one good account would otherwise clean an attacker's address); one family's failures
 * stay under the threshold, so others behind the same address still sign in (their
 * account has its own lock).
 */
export function ipVerdict(attempts: Attempt[], now: Date, rules = LOGIN_RULES): Verdict {
  const failures = failuresInWindow(attempts, now, rules);
  if (failures.length < rules.ipMaxFailures) return { allowed: true };
  const wait = Math.min(rules.backoffPerFailureMs * failures.length, rules.backoffCapMs);
  const until = failures[0]!.at.getTime() + wait;
  return until > now.getTime()
    ? { allowed: false, reason: 'backoff', retryAfterMs: until - now.getTime() }
    : { allowed: true };
}

/** Whether a failure just recorded locks the account: the 5th failure within 15 minutes. */
export function shouldLock(attempts: Attempt[], now: Date, rules = LOGIN_RULES): boolean {
  return recentFailures(attempts, now, rules).length >= rules.maxFailures;
}

async function attemptsOf(db: Db, scope: ThrottleScope, key: string): Promise<Attempt[]> {
  const rows = await db
    .select({ success: loginAttempts.success, at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.scope, scope), eq(loginAttempts.key, key)))
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(scope === 'ip' ? LOGIN_RULES.keepIpAttempts : LOGIN_RULES.keepAttempts);
  return rows;
}

export type ThrottleKeys = { account: { scope: ThrottleScope; key: string }; ip: string };

/** Checks the account's lock and the address's back-off before a password is even looked at. */
export async function checkLoginAllowed(db: Db, keys: ThrottleKeys, now = new Date()): Promise<Verdict> {
  const [lock] = await db
    .select({ until: loginLockouts.lockedUntil })
    .from(loginLockouts)
    .where(and(eq(loginLockouts.scope, keys.account.scope), eq(loginLockouts.key, keys.account.key)))
    .limit(1);
  const account = accountVerdict(lock?.until ?? null, now);
  if (!account.allowed) return account;
  return ipVerdict(await attemptsOf(db, 'ip', keys.ip), now);
}

async function record(db: Db, scope: ThrottleScope, key: string, success: boolean, now: Date): Promise<Attempt[]> {
  await db.insert(loginAttempts).values({ scope, key, success, createdAt: now });
  // Only the last attempts matter (SPEC.md keeps 10): drop the older ones.
  const keep = db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.scope, scope), eq(loginAttempts.key, key)))
    .orderBy(desc(loginAttempts.id))
    .limit(scope === 'ip' ? LOGIN_RULES.keepIpAttempts : LOGIN_RULES.keepAttempts);
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, scope), eq(loginAttempts.key, key), notInArray(loginAttempts.id, keep)));
  return attemptsOf(db, scope, key);
}

/** Records the outcome; the failure that reaches the threshold locks the account. */
export async function recordLoginOutcome(
  db: Db,
  keys: ThrottleKeys,
  success: boolean,
  now = new Date(),
): Promise<{ locked: boolean }> {
  const accountAttempts = await record(db, keys.account.scope, keys.account.key, success, now);
  await record(db, 'ip', keys.ip, success, now);
  if (success) {
    await db
      .delete(loginLockouts)
      .where(and(eq(loginLockouts.scope, keys.account.scope), eq(loginLockouts.key, keys.account.key)));
    return { locked: false };
  }
  if (!shouldLock(accountAttempts, now)) return { locked: false };
  const lockedUntil = new Date(now.getTime() + LOGIN_RULES.lockMs);
  await db
    .insert(loginLockouts)
    .values({ scope: keys.account.scope, key: keys.account.key, lockedUntil })
    .onConflictDoUpdate({ target: [loginLockouts.scope, loginLockouts.key], set: { lockedUntil } });
  return { locked: true };
}

/** Jobs runner: expired locks and attempts older than the window go. */
export async function cleanupThrottle(db: Db, now = new Date()): Promise<number> {
  const locks = await db
    .delete(loginLockouts)
    .where(lt(loginLockouts.lockedUntil, now))
    .returning({ key: loginLockouts.key });
  const old = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_RULES.windowMs)))
    .returning({ id: loginAttempts.id });
  return locks.length + old.length;
}
