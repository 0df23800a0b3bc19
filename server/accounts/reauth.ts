import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { AppError } from '../shared/errors.ts';
import { verifyPassword } from './passwords.ts';
import { admins, loginLockouts } from './schema.ts';
import { LOGIN_RULES, recordLoginOutcome } from './throttle.ts';
import { findUserById } from './users.ts';

export const WRONG_CURRENT_PASSWORD = 'La password attuale non è corretta';
export const REAUTH_LOCKED = 'Troppi tentativi con la password attuale: riprova tra un quarto d’ora';

/**
 * Re-entering the password before a sensitive change (new password, new e-mail, closing the
 * account) is throttled like a login, per account: the 5th wrong password within 15 minutes
 * blocks these changes for 15 minutes, even with the right one (a stolen session cannot
 * guess its way to the password). Throws 400 with `field`'s message when wrong, 429 when blocked.
 */
export async function assertCurrentPassword(
  db: Db,
  userId: string,
  password: string,
  field: string,
  now = new Date(),
): Promise<void> {
  await assertPasswordOf(db, userId, async () => (await findUserById(db, userId))?.passwordHash, password, field, now);
}

/** The same check for the operator's account (turning the second factor off). */
export async function assertCurrentAdminPassword(
  db: Db,
  adminId: string,
  password: string,
  field: string,
  now = new Date(),
): Promise<void> {
  const hashOf = async () => (await db.select().from(admins).where(eq(admins.id, adminId)))[0]?.passwordHash;
  await assertPasswordOf(db, `admin:${adminId}`, hashOf, password, field, now);
}

async function assertPasswordOf(
  db: Db,
  account: string,
  hashOf: () => Promise<string | undefined>,
  password: string,
  field: string,
  now: Date,
): Promise<void> {
  const key = { scope: 'reauth' as const, key: account };
  const [lock] = await db
    .select({ until: loginLockouts.lockedUntil })
    .from(loginLockouts)
    .where(and(eq(loginLockouts.scope, key.scope), eq(loginLockouts.key, key.key)))
    .limit(1);
  if (lock && lock.until > now) {
    throw new AppError('RATE_LIMITED', REAUTH_LOCKED, {
      headers: { 'Retry-After': String(Math.ceil((lock.until.getTime() - now.getTime()) / 1000)) },
      fields: { [field]: REAUTH_LOCKED },
    });
  }
  const hash = await hashOf();
  const valid = Boolean(hash && (await verifyPassword(hash, password)));
  // The address side of the login throttle is not used here: the key is the account's.
  const { locked } = await recordLoginOutcome(db, { account: key, ip: `reauth:${account}` }, valid, now);
  if (valid) return;
  if (locked) {
    throw new AppError('RATE_LIMITED', REAUTH_LOCKED, {
      headers: { 'Retry-After': String(LOGIN_RULES.lockMs / 1000) },
      fields: { [field]: REAUTH_LOCKED },
    });
  }
  throw new AppError('RULE_BROKEN', WRONG_CURRENT_PASSWORD, {
    status: 400,
    fields: { [field]: WRONG_CURRENT_PASSWORD },
  });
}
