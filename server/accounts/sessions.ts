import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { SESSION_COOKIE, serializeCookie } from './cookies.ts';
import { admins, type SessionRow, sessions, type User, users } from './schema.ts';
import { hashToken, randomCsrfToken, randomToken } from './tokens.ts';
import type { CustomerUser, Session } from './types.ts';

const HOUR = 3_600_000;
/** A browser-session login lives while it is used: 12 hours after the last request. */
export const SESSION_IDLE_MS = 12 * HOUR;
/** "Ricordami": 30 days after the last request, and the cookie survives the browser. */
export const REMEMBER_MS = 30 * 24 * HOUR;
export const ADMIN_SESSION_MS = 8 * HOUR;
/**
 * However much it is used, a session ends this long after sign-in (ASVS 3.3): a stolen
 * cookie cannot be kept alive forever. Back office 12 hours, a browser session 24 hours,
 * "Ricordami" 30 days.
 */
export const ADMIN_ABSOLUTE_MS = 12 * HOUR;
export const SESSION_ABSOLUTE_MS = 24 * HOUR;
export const REMEMBER_ABSOLUTE_MS = 30 * 24 * HOUR;
/** Sliding expiry is written at most this often per session. */
const TOUCH_EVERY_MS = 5 * 60_000;

export function toCustomerUser(u: User): CustomerUser {
  return {
    id: u.id,
    email: u.email,
    displayName: u.displayName,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    address: u.address,
    city: u.city,
    postalCode: u.postalCode,
    province: u.province,
    createdAt: u.createdAt.toISOString(),
  };
}

function lifetime(row: Pick<SessionRow, 'adminId' | 'remember'>): number {
  if (row.adminId) return ADMIN_SESSION_MS;
  return row.remember ? REMEMBER_MS : SESSION_IDLE_MS;
}

function absoluteEnd(row: Pick<SessionRow, 'adminId' | 'remember' | 'createdAt'>): number {
  const max = row.adminId ? ADMIN_ABSOLUTE_MS : row.remember ? REMEMBER_ABSOLUTE_MS : SESSION_ABSOLUTE_MS;
  return row.createdAt.getTime() + max;
}

export type NewSession = { token: string; csrfToken: string; expiresAt: Date; remember: boolean };

/** A new session with a fresh id and CSRF token (a login always gets new ones). */
export async function createSession(
  db: Db,
  owner: { userId: string } | { adminId: string },
  options: { remember?: boolean; userAgent?: string; ip?: string; now?: Date } = {},
): Promise<NewSession> {
  const token = randomToken();
  const csrfToken = randomCsrfToken();
  const remember = 'userId' in owner ? (options.remember ?? false) : false;
  const now = options.now ?? new Date();
  const adminId = 'adminId' in owner ? owner.adminId : null;
  const expiresAt = new Date(now.getTime() + lifetime({ adminId, remember }));
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: 'userId' in owner ? owner.userId : null,
    adminId,
    csrfToken,
    remember,
    expiresAt,
    createdAt: now,
    lastSeenAt: now,
    userAgent: (options.userAgent ?? '').slice(0, 300),
    ip: options.ip ?? '',
  });
  return { token, csrfToken, expiresAt, remember };
}

/** The Set-Cookie value for a session: persistent only with "Ricordami". */
export function sessionCookie(session: Pick<NewSession, 'token' | 'remember'>, secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, session.token, {
    secure,
    maxAgeSeconds: session.remember ? REMEMBER_MS / 1000 : undefined,
  });
}

/**
 * The live session behind a secret, with its user or admin; null when unknown or
 * expired. Extends the expiry of a session in use (at most every few minutes).
 */
export async function loadSession(
  db: Db,
  token: string,
  via: 'cookie' | 'bearer',
  now = new Date(),
): Promise<{ session: NonNullable<Session>; refreshed: boolean } | null> {
  if (token.length < 20 || token.length > 100) return null;
  const idHash = hashToken(token);
  const [row] = await db
    .select({ s: sessions, user: users, admin: { id: admins.id, username: admins.username } })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(admins, eq(admins.id, sessions.adminId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  // A blocked account's sessions are deleted when it is blocked; this covers any left over.
  if (row.user?.blockedAt) return null;
  const { s } = row;
  const end = absoluteEnd(s);
  if (end <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  let expiresAt = s.expiresAt;
  let refreshed = false;
  if (now.getTime() - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    expiresAt = new Date(Math.min(now.getTime() + lifetime(s), end));
    refreshed = true;
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, idHash));
  }
  const meta = { idHash, csrfToken: s.csrfToken, remember: s.remember, expiresAt, via };
  if (row.user) return { session: { kind: 'customer', user: toCustomerUser(row.user), ...meta }, refreshed };
  if (row.admin?.id) return { session: { kind: 'admin', admin: row.admin, ...meta }, refreshed };
  return null;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** "Esci da tutti i dispositivi": every session of the user, optionally but the current one. */
export async function deleteUserSessions(db: Db, userId: string, exceptIdHash?: string): Promise<number> {
  const condition = exceptIdHash
    ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
    : eq(sessions.userId, userId);
  const deleted = await db.delete(sessions).where(condition).returning({ idHash: sessions.idHash });
  return deleted.length;
}

export type ActiveSession = {
  /** First characters of the hashed id: enough to tell sessions apart, useless to an attacker. */
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string;
  ip: string;
  remember: boolean;
};

export async function listUserSessions(
  db: Db,
  userId: string,
  currentIdHash: string | null,
  now = new Date(),
): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((r) => ({
    id: r.idHash.slice(0, 16),
    current: r.idHash === currentIdHash,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    userAgent: r.userAgent,
    ip: r.ip,
    remember: r.remember,
  }));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ idHash: sessions.idHash });
  return deleted.length;
}
