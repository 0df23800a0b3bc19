import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { AppError } from '../shared/errors.ts';
import { findAdminByUsername } from './admins.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { admins, type User } from './schema.ts';
import {
  checkSecondFactor,
  createChallenge,
  endChallenge,
  type FactorOwner,
  hasSecondFactor,
  takeChallengeTry,
} from './second-factor/store.ts';
import { createSession, type NewSession } from './sessions.ts';
import {
  BACKOFF_MESSAGE,
  checkLoginAllowed,
  type FailureFloor,
  LOCKED_MESSAGE,
  LOGIN_RULES,
  realFailureFloor,
  recordLoginOutcome,
  type ThrottleKeys,
  type Verdict,
} from './throttle.ts';
import { findUserByEmail } from './users.ts';

export const INVALID_CREDENTIALS = 'Credenziali non valide';
export const BLOCKED_MESSAGE = 'Questo account è stato bloccato: scrivi all’assistenza per saperne di più';

type ClientInfo = { ip: string; userAgent: string };

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
export async function attemptLogin<T>(
  db: Db,
  keys: ThrottleKeys,
  password: string,
  find: () => Promise<(T & { passwordHash: string }) | null>,
  floor: FailureFloor = realFailureFloor,
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
  if (elapsed < floor.minMs) await floor.wait(floor.minMs - elapsed);
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
  floor: FailureFloor = realFailureFloor,
): Promise<LoginResult> {
  const keys: ThrottleKeys = { account: { scope: 'account', key: input.email }, ip: client.ip };
  const result = await attemptLogin(db, keys, input.password, () => findUserByEmail(db, input.email), floor);
  if (!result.ok) return { ...result, throttled: result.error.code === 'RATE_LIMITED' };
  // Told only to whoever knows the password: it reveals nothing to a guesser.
  if (result.account.blockedAt)
    return { ok: false, error: new AppError('FORBIDDEN', BLOCKED_MESSAGE), throttled: false };
  const session = await createSession(db, { userId: result.account.id }, { remember: input.remember, ...client });
  return { ok: true, user: result.account, session };
}

export const WRONG_CODE_MESSAGE = 'Codice non valido';
export const CHALLENGE_EXPIRED_MESSAGE = 'L’accesso è scaduto: inserisci di nuovo nome utente e password';

type KeyConfig = Pick<Config, 'TOTP_ENCRYPTION_KEY' | 'NODE_ENV' | 'DEMO_DATA'>;
type AdminRef = { id: string; username: string };

export type AdminLoginResult =
  | { ok: true; admin: AdminRef; session: NewSession; via?: 'totp' | 'recovery'; recoveryLeft?: number }
  | { ok: false; error: AppError; throttled: boolean }
  /** The password is right and the account has a second factor: ask for the code. */
  | { ok: 'second-factor'; admin: AdminRef; challenge: string };

const adminKeys = (username: string, ip: string): ThrottleKeys => ({
  account: { scope: 'admin', key: username.toLowerCase() },
  ip,
});

async function openAdminSession(db: Db, admin: AdminRef, client: ClientInfo) {
  await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, admin.id));
  return createSession(db, { adminId: admin.id }, client);
}

/** A wrong code counts as a failed sign-in of the account (same back-off and lock-out). */
async function wrongCode(db: Db, keys: ThrottleKeys): Promise<AdminLoginResult> {
  const { locked } = await recordLoginOutcome(db, keys, false);
  const error = locked
    ? new AppError('RATE_LIMITED', LOCKED_MESSAGE, { headers: { 'Retry-After': String(LOGIN_RULES.lockMs / 1000) } })
    : new AppError('UNAUTHORIZED', WRONG_CODE_MESSAGE, { fields: { code: WRONG_CODE_MESSAGE } });
  return { ok: false, error, throttled: locked };
}

/**
 * The operator's sign-in. With a second factor the code comes in the same call (API clients)
 * or in a second step through a challenge (the page, completeAdminSecondFactor).
 */
export async function loginAdmin(
  db: Db,
  input: { username: string; password: string; code?: string | undefined },
  client: ClientInfo,
  config: KeyConfig,
  options: {
    /** A program (the API) sends the code in the same call: no challenge to keep. */
    challenge: boolean;
    floor?: FailureFloor;
  } = { challenge: true },
): Promise<AdminLoginResult> {
  const keys = adminKeys(input.username, client.ip);
  const result = await attemptLogin(
    db,
    keys,
    input.password,
    () => findAdminByUsername(db, input.username),
    options.floor,
  );
  if (!result.ok) return { ...result, throttled: result.error.code === 'RATE_LIMITED' };
  const admin = { id: result.account.id, username: result.account.username };
  const owner: FactorOwner = { adminId: admin.id };
  if (!(await hasSecondFactor(db, owner)))
    return { ok: true, admin, session: await openAdminSession(db, admin, client) };
  if (!input.code) {
    return { ok: 'second-factor', admin, challenge: options.challenge ? await createChallenge(db, owner) : '' };
  }
  const check = await checkSecondFactor(db, config, owner, input.code);
  if (!check.ok) return wrongCode(db, keys);
  return {
    ok: true,
    admin,
    session: await openAdminSession(db, admin, client),
    via: check.via,
    recoveryLeft: check.recoveryLeft,
  };
}

/** The page's second step: the challenge of the accepted password and the code. */
export async function completeAdminSecondFactor(
  db: Db,
  input: { challenge: string; code: string },
  client: ClientInfo,
  config: KeyConfig,
): Promise<AdminLoginResult> {
  const challenge = await takeChallengeTry(db, input.challenge);
  if (!challenge || !('adminId' in challenge.owner)) {
    return { ok: false, error: new AppError('UNAUTHORIZED', CHALLENGE_EXPIRED_MESSAGE), throttled: false };
  }
  const [row] = await db.select().from(admins).where(eq(admins.id, challenge.owner.adminId));
  if (!row) return { ok: false, error: new AppError('UNAUTHORIZED', CHALLENGE_EXPIRED_MESSAGE), throttled: false };
  const keys = adminKeys(row.username, client.ip);
  const verdict = await checkLoginAllowed(db, keys);
  if (!verdict.allowed) return { ok: false, error: throttled(verdict), throttled: true };
  const check = await checkSecondFactor(db, config, challenge.owner, input.code);
  if (!check.ok) return wrongCode(db, keys);
  await endChallenge(db, challenge.tokenHash);
  const admin = { id: row.id, username: row.username };
  return {
    ok: true,
    admin,
    session: await openAdminSession(db, admin, client),
    via: check.via,
    recoveryLeft: check.recoveryLeft,
  };
}
