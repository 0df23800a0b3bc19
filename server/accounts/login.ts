import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { AppError } from '../shared/errors.ts';
import { findAdminByUsername } from './admins.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { admins, type User, users } from './schema.ts';
import {
  type Challenge,
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
async function attemptLogin<T>(
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

export const WRONG_CODE_MESSAGE = 'Codice non valido';
export const CHALLENGE_EXPIRED_MESSAGE = 'L’accesso è scaduto: inserisci di nuovo nome utente e password';
export const CUSTOMER_CHALLENGE_EXPIRED_MESSAGE = 'L’accesso è scaduto: inserisci di nuovo e-mail e password';

type KeyConfig = Pick<Config, 'TOTP_ENCRYPTION_KEY' | 'NODE_ENV' | 'DEMO_DATA'>;
type AdminRef = { id: string; username: string };
type Failure = { ok: false; error: AppError; throttled: boolean };
/** How the second step went: which kind of code, and how many recovery codes are left. */
type ViaCode = { via?: 'totp' | 'recovery'; recoveryLeft?: number };

export type LoginResult =
  | ({ ok: true; user: User; session: NewSession } & ViaCode)
  | Failure
  /** The password is right and the account has a second factor: ask for the code. */
  | { ok: 'second-factor'; user: User; challenge: string };

export type AdminLoginResult =
  | ({ ok: true; admin: AdminRef; session: NewSession } & ViaCode)
  | Failure
  /** The password is right and the account has a second factor: ask for the code. */
  | { ok: 'second-factor'; admin: AdminRef; challenge: string };

const adminKeys = (username: string, ip: string): ThrottleKeys => ({
  account: { scope: 'admin', key: username.toLowerCase() },
  ip,
});
const customerKeys = (email: string, ip: string): ThrottleKeys => ({
  account: { scope: 'account', key: email },
  ip,
});

async function openAdminSession(db: Db, admin: AdminRef, client: ClientInfo) {
  await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, admin.id));
  return createSession(db, { adminId: admin.id }, client);
}

/** A wrong code counts as a failed sign-in of the account (same back-off and lock-out). */
async function wrongCode(db: Db, keys: ThrottleKeys): Promise<Failure> {
  const { locked } = await recordLoginOutcome(db, keys, false);
  const error = locked
    ? new AppError('RATE_LIMITED', LOCKED_MESSAGE, { headers: { 'Retry-After': String(LOGIN_RULES.lockMs / 1000) } })
    : new AppError('UNAUTHORIZED', WRONG_CODE_MESSAGE, { fields: { code: WRONG_CODE_MESSAGE } });
  return { ok: false, error, throttled: locked };
}

/**
 * After the right password: no factor, open the session; a factor and no code, ask for it
 * (with a challenge for a page, without for a program that sends the code in the same call);
 * a code, check it (a TOTP step once, a recovery code consumed).
 */
async function secondStep(
  db: Db,
  config: KeyConfig,
  owner: FactorOwner,
  keys: ThrottleKeys,
  code: string | undefined,
  challenge: boolean,
): Promise<Failure | { ok: 'open'; via?: ViaCode } | { ok: 'ask'; challenge: string }> {
  if (!(await hasSecondFactor(db, owner))) return { ok: 'open' };
  if (!code) return { ok: 'ask', challenge: challenge ? await createChallenge(db, owner) : '' };
  const check = await checkSecondFactor(db, config, owner, code);
  if (!check.ok) return wrongCode(db, keys);
  return { ok: 'open', via: { via: check.via, recoveryLeft: check.recoveryLeft } };
}

/**
 * A family's (and a bookshop owner's or staff member's) sign-in. With a second factor the
 * code comes in the same call (API clients) or in a second step through a challenge (the
 * page, completeCustomerSecondFactor).
 */
export async function loginCustomer(
  db: Db,
  input: { email: string; password: string; remember: boolean; code?: string | undefined },
  client: ClientInfo,
  config: KeyConfig,
  options: {
    /** A program (the API) sends the code in the same call: no challenge to keep. */
    challenge: boolean;
    /** How a failure is held to its minimum duration (services.loginFloor). */
    floor?: FailureFloor;
  } = { challenge: true },
): Promise<LoginResult> {
  const keys = customerKeys(input.email, client.ip);
  const result = await attemptLogin(db, keys, input.password, () => findUserByEmail(db, input.email), options.floor);
  if (!result.ok) return { ...result, throttled: result.error.code === 'RATE_LIMITED' };
  const user = result.account;
  // Told only to whoever knows the password: it reveals nothing to a guesser.
  if (user.blockedAt) return { ok: false, error: new AppError('FORBIDDEN', BLOCKED_MESSAGE), throttled: false };
  const step = await secondStep(db, config, { userId: user.id }, keys, input.code, options.challenge);
  if (step.ok === 'ask') return { ok: 'second-factor', user, challenge: step.challenge };
  if (step.ok !== 'open') return step;
  const session = await createSession(db, { userId: user.id }, { remember: input.remember, ...client });
  return { ok: true, user, session, ...step.via };
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
    /** How a failure is held to its minimum duration (services.loginFloor). */
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
  const step = await secondStep(db, config, { adminId: admin.id }, keys, input.code, options.challenge);
  if (step.ok === 'ask') return { ok: 'second-factor', admin, challenge: step.challenge };
  if (step.ok !== 'open') return step;
  return { ok: true, admin, session: await openAdminSession(db, admin, client), ...step.via };
}

/**
 * The page's second step, for either kind of account: a live challenge of that kind (one
 * more of its five tries), the account's throttle, then the code. The challenge ends only
 * when the code is right, so a mistyped code can be typed again.
 */
async function completeChallenge<T>(
  db: Db,
  config: KeyConfig,
  input: { challenge: string; code: string },
  expiredMessage: string,
  accountOf: (challenge: Challenge) => Promise<{ account: T; keys: ThrottleKeys } | null>,
): Promise<Failure | { ok: true; account: T; via: ViaCode }> {
  const expired: Failure = { ok: false, error: new AppError('UNAUTHORIZED', expiredMessage), throttled: false };
  const challenge = await takeChallengeTry(db, input.challenge);
  if (!challenge) return expired;
  const found = await accountOf(challenge);
  if (!found) return expired;
  const verdict = await checkLoginAllowed(db, found.keys);
  if (!verdict.allowed) return { ok: false, error: throttled(verdict), throttled: true };
  const check = await checkSecondFactor(db, config, challenge.owner, input.code);
  if (!check.ok) return wrongCode(db, found.keys);
  await endChallenge(db, challenge.tokenHash);
  return { ok: true, account: found.account, via: { via: check.via, recoveryLeft: check.recoveryLeft } };
}

/** The operator's page: the challenge of the accepted password and the code. */
export async function completeAdminSecondFactor(
  db: Db,
  input: { challenge: string; code: string },
  client: ClientInfo,
  config: KeyConfig,
): Promise<AdminLoginResult> {
  const done = await completeChallenge(db, config, input, CHALLENGE_EXPIRED_MESSAGE, async ({ owner }) => {
    if (!('adminId' in owner)) return null;
    const [row] = await db.select().from(admins).where(eq(admins.id, owner.adminId));
    return row ? { account: row, keys: adminKeys(row.username, client.ip) } : null;
  });
  if (!done.ok) return done;
  const admin = { id: done.account.id, username: done.account.username };
  return { ok: true, admin, session: await openAdminSession(db, admin, client), ...done.via };
}

/** The sign-in page's second step for a person (owner or staff of a bookshop). */
export async function completeCustomerSecondFactor(
  db: Db,
  input: { challenge: string; code: string; remember: boolean },
  client: ClientInfo,
  config: KeyConfig,
): Promise<LoginResult> {
  const done = await completeChallenge(db, config, input, CUSTOMER_CHALLENGE_EXPIRED_MESSAGE, async ({ owner }) => {
    if (!('userId' in owner)) return null;
    const [row] = await db.select().from(users).where(eq(users.id, owner.userId));
    return row ? { account: row, keys: customerKeys(row.email, client.ip) } : null;
  });
  if (!done.ok) return done;
  const user = done.account;
  // Blocked between the password and the code: the code changes nothing.
  if (user.blockedAt) return { ok: false, error: new AppError('FORBIDDEN', BLOCKED_MESSAGE), throttled: false };
  const session = await createSession(db, { userId: user.id }, { remember: input.remember, ...client });
  return { ok: true, user, session, ...done.via };
}
