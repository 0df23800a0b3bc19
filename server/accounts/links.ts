import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppServices } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { isUniqueViolation } from '../db/transaction.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { emailChangedNoticeMail, emailChangeMail, passwordResetMail } from '../mail/templates.ts';
import { AppError } from '../shared/errors.ts';
import { shopBaseUrl } from '../tenants/base-url.ts';
import type { Tenant } from '../tenants/schema.ts';
import { hashPassword } from './passwords.ts';
import { assertCurrentPassword, WRONG_CURRENT_PASSWORD } from './reauth.ts';
import { type AccountTokenPurpose, accountTokens, type User, users } from './schema.ts';
import { deleteUserSessions } from './sessions.ts';
import { hashToken, randomToken } from './tokens.ts';
import { DUPLICATE_EMAIL, findUserByEmail, findUserById } from './users.ts';

export const RESET_LINK_MS = 60 * 60_000;
export const EMAIL_LINK_MS = 24 * 60 * 60_000;
export const MAX_LIVE_RESET_LINKS = 3;
export const LINK_INVALID = 'Il link non è valido o è scaduto: richiedine uno nuovo';

/**
 * Where links in e-mails point: only configuration and the shop's verified address (see
 * shopBaseUrl), never the request's Host header: a forged Host would otherwise put an
 * attacker's domain in a password-reset link.
 */
export function linkOrigin(
  config: Pick<AppServices['config'], 'PUBLIC_URL' | 'PORT' | 'SITE_SUFFIX'>,
  tenant: Pick<Tenant, 'isDefault' | 'slug'>,
): string {
  return shopBaseUrl(tenant, config);
}

async function issueToken(
  db: Db,
  purpose: AccountTokenPurpose,
  userId: string,
  lifetimeMs: number,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomToken();
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    newEmail,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/** Marks a link used, atomically: of two clicks at once only one gets the row. */
async function consumeToken(db: Db, purpose: AccountTokenPurpose, token: string) {
  if (token.length < 20 || token.length > 100) return null;
  const now = new Date();
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * "Password dimenticata?": mails a one-hour, single-use link when the address has an
 * account. The caller answers the same either way; the mail leaves in the background so
 * the answer takes as long with or without an account.
 */
export async function requestPasswordReset(
  services: AppServices,
  input: { email: string; origin: string; shopName: string },
): Promise<void> {
  const user = await findUserByEmail(services.db, input.email);
  if (!user) return;
  // No mail bombing through this form: at most 3 live links per account.
  const [live] = await services.db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, user.id),
        eq(accountTokens.purpose, 'password_reset'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    );
  if ((live?.n ?? 0) >= MAX_LIVE_RESET_LINKS) return;
  const token = await issueToken(services.db, 'password_reset', user.id, RESET_LINK_MS);
  const url = `${input.origin}/auth/reset-password?token=${encodeURIComponent(token)}`;
  services.mailer.sendInBackground({
    to: user.email,
    ...passwordResetMail({ shopName: input.shopName, name: user.firstName, url }),
  });
}

/** Sets the new password from a reset link; every session of the account ends. */
export async function confirmPasswordReset(db: Db, token: string, password: string): Promise<User> {
  const row = await consumeToken(db, 'password_reset', token);
  if (!row) throw new AppError('RULE_BROKEN', LINK_INVALID, { status: 400 });
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, row.userId))
    .returning();
  await deleteUserSessions(db, row.userId);
  // The other reset links sent meanwhile stop working too.
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, row.userId),
        eq(accountTokens.purpose, 'password_reset'),
        isNull(accountTokens.usedAt),
      ),
    );
  return user!;
}

export { WRONG_CURRENT_PASSWORD } from './reauth.ts';

/** Changes the password of a signed-in person (who must know the current one). */
export async function changePassword(
  db: Db,
  input: { userId: string; currentPassword: string; newPassword: string; keepSessionIdHash: string },
): Promise<void> {
  await assertCurrentPassword(db, input.userId, input.currentPassword, 'currentPassword');
  const user = await findUserById(db, input.userId);
  if (!user) throw new AppError('RULE_BROKEN', WRONG_CURRENT_PASSWORD, { status: 400 });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  // Other devices must sign in again with the new password.
  await deleteUserSessions(db, user.id, input.keepSessionIdHash);
}

/** Sends a confirmation link to the new address; the e-mail changes only when it is used. */
export async function requestEmailChange(
  services: AppServices,
  input: { userId: string; newEmail: string; currentPassword: string; origin: string; shopName: string },
): Promise<void> {
  await assertCurrentPassword(services.db, input.userId, input.currentPassword, 'currentPassword');
  const user = await findUserById(services.db, input.userId);
  if (!user) throw new AppError('RULE_BROKEN', WRONG_CURRENT_PASSWORD, { status: 400 });
  if (input.newEmail === user.email) {
    throw new AppError('RULE_BROKEN', 'È già il tuo indirizzo attuale', {
      status: 400,
      fields: { newEmail: 'È già il tuo indirizzo attuale' },
    });
  }
  if (await findUserByEmail(services.db, input.newEmail)) {
    throw new AppError('CONFLICT', DUPLICATE_EMAIL, { fields: { newEmail: DUPLICATE_EMAIL } });
  }
  const token = await issueToken(services.db, 'email_change', user.id, EMAIL_LINK_MS, input.newEmail);
  const url = `${input.origin}/auth/confirm-email?token=${encodeURIComponent(token)}`;
  services.mailer.sendInBackground({
    to: input.newEmail,
    ...emailChangeMail({ shopName: input.shopName, name: user.firstName, url, newEmail: input.newEmail }),
  });
}

/** Uses an e-mail-change link; the old address is told (through the durable outbox). */
export async function confirmEmailChange(db: Db, token: string, options: { shopName?: string } = {}): Promise<User> {
  const row = await consumeToken(db, 'email_change', token);
  if (!row?.newEmail) throw new AppError('RULE_BROKEN', LINK_INVALID, { status: 400 });
  const before = await findUserById(db, row.userId);
  try {
    const [user] = await db
      .update(users)
      .set({ email: row.newEmail, updatedAt: new Date() })
      .where(eq(users.id, row.userId))
      .returning();
    if (!user) throw new AppError('RULE_BROKEN', LINK_INVALID, { status: 400 });
    if (before && before.email !== user.email) {
      await enqueueMail(db, {
        dedupeKey: `email-changed:${hashToken(token)}`,
        to: before.email,
        ...emailChangedNoticeMail({
          shopName: options.shopName ?? 'Cartella',
          name: user.firstName,
          newEmail: user.email,
        }),
      });
    }
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL);
    throw error;
  }
}
