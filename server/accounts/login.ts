import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { AppError } from '../shared/errors.ts';
import { findAdminByUsername } from './admins.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { admins, type User } from './schema.ts';
import { createSession, type NewSession } from './sessions.ts';
import {
  BACKOFF_MESSAGE,
  checkLoginAllowed,
  LOCKED_MESSAGE,
  LOGIN_RULES,
  recordLoginOutcome,
  type ThrottleKeys,
  type Verdict,
} from './throttle.ts';
import { findUserByEmail } from './users.ts';

export const INVALID_CREDENTIALS = 'Credenziali non valide';
export const BLOCKED_MESSAGE = 'Questo account è stato bloccato: scrivi all’assistenza per saperne di più';

type ClientInfo = { ip: string; userAgent: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function throttled(verdict: Exclude<Verdict, { allowed: true }>): AppError {
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  return new AppError('RATE_LIMITED', verdict.reason === 'locked' ? LOCKED_MESSAGE : BACKOFF_MESSAGE, {
    headers: { 'Retry-After': String(seconds) },
  });
}

/**
 * The shared shape of both logins: refuse while throttled, check the password (the same
 * work whether or not the account exists), record the outcome, and make every failure
 * last at least one second.
 */
async function attemptLogin<T>(
  db: Db,
  keys: ThrottleKeys,
  password: string,
  find: () => Promise<(T & { passwordHash: string }) | null>,
): Promise<{ ok: true; account: T } | { ok: false; error: AppError }> {
  const started = performance.now();
  const verdict = await checkLoginAllowed(db, keys);
  if (!verdict.allowed) return { ok: false, error: throttled(verdict) };
  const account = await find();
  let valid = false;
  if (account) valid = await verifyPassword(account.passwordHash, password);
  else await burnPasswordCheck(password);
  const { locked } = await recordLoginOutcome(db, keys, valid);
  if (valid && account) return { ok: true, account };
  const elapsed = performance.now() - started;
  if (elapsed < LOGIN_RULES.minFailureMs) await sleep(LOGIN_RULES.minFailureMs - elapsed);
  const error = locked
    ? new AppError('RATE_LIMITED', LOCKED_MESSAGE, { headers: { 'Retry-After': String(LOGIN_RULES.lockMs / 1000) } })
    : new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  return { ok: false, error };
}

export type LoginResult =
  | { ok: true; user: User; session: NewSession }
  | { ok: false; error: AppError; throttled: boolean };

export async function loginCustomer(
  db: Db,
  input: { email: string; password: string; remember: boolean },
  client: ClientInfo,
): Promise<LoginResult> {
  const keys: ThrottleKeys = { account: { scope: 'account', key: input.email }, ip: client.ip };
  const result = await attemptLogin(db, keys, input.password, () => findUserByEmail(db, input.email));
  if (!result.ok) return { ...result, throttled: result.error.code === 'RATE_LIMITED' };
  // Told only to whoever knows the password: it reveals nothing to a guesser.
  if (result.account.blockedAt)
    return { ok: false, error: new AppError('FORBIDDEN', BLOCKED_MESSAGE), throttled: false };
  const session = await createSession(db, { userId: result.account.id }, { remember: input.remember, ...client });
  return { ok: true, user: result.account, session };
}

export type AdminLoginResult =
  | { ok: true; admin: { id: string; username: string }; session: NewSession }
  | { ok: false; error: AppError; throttled: boolean };

export async function loginAdmin(
  db: Db,
  input: { username: string; password: string },
  client: ClientInfo,
): Promise<AdminLoginResult> {
  const keys: ThrottleKeys = { account: { scope: 'admin', key: input.username.toLowerCase() }, ip: client.ip };
  const result = await attemptLogin(db, keys, input.password, () => findAdminByUsername(db, input.username));
  if (!result.ok) return { ...result, throttled: result.error.code === 'RATE_LIMITED' };
  const admin = result.account;
  await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, admin.id));
  const session = await createSession(db, { adminId: admin.id }, client);
  return { ok: true, admin: { id: admin.id, username: admin.username }, session };
}
