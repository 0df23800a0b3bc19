import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { AppError } from '../shared/errors.ts';
import { findTenantsByIds } from '../tenants/queries.ts';
import { assertCurrentPassword } from './reauth.ts';
import { tenantMemberships, users } from './schema.ts';
import { listUserSessions, toCustomerUser } from './sessions.ts';
import { findUserById } from './users.ts';

export type ProfileChanges = {
  name?: string;
  phone?: string;
  address?: string;
  city?: string;
  postalCode?: string;
  province?: string;
};

/** Updates SPEC.md's profile fields; a new full name is split again into first and last name. */
export async function updateProfile(db: Db, userId: string, changes: ProfileChanges) {
  const { name, ...rest } = changes;
  const values: Partial<typeof users.$inferInsert> = { ...rest, updatedAt: new Date() };
  if (name !== undefined) {
    const words = name.trim().split(/\s+/).filter(Boolean);
    values.displayName = name.trim();
    values.firstName = words[0] ?? '';
    values.lastName = words.slice(1).join(' ');
  }
  const [user] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!user) throw new AppError('NOT_FOUND', 'Account non trovato');
  return toCustomerUser(user);
}

/**
 * What the accounts domain holds about the person: the profile, the shops they belong to and
 * their signed-in devices. The whole export (orders, reviews, comments...) is put together
 * by server/privacy.
 */
export async function exportUserData(db: Db, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'Account non trovato');
  const memberships = await db.select().from(tenantMemberships).where(eq(tenantMemberships.userId, userId));
  const shops = await findTenantsByIds(
    db,
    memberships.map((m) => m.tenantId),
  );
  return {
    exportedAt: new Date().toISOString(),
    profile: { ...toCustomerUser(user), updatedAt: user.updatedAt.toISOString() },
    shops: memberships.map((m) => ({
      shop: shops.find((s) => s.id === m.tenantId)?.name ?? m.tenantId,
      role: m.role === 'owner' ? 'titolare' : 'cliente',
      since: m.createdAt.toISOString(),
    })),
    sessions: (await listUserSessions(db, userId, null)).map(({ current: _current, ...s }) => s),
  };
}

/** Checks the person's password before something that cannot be undone (400 with the field's message). */
export async function assertAccountPassword(db: Db, userId: string, password: string): Promise<void> {
  await assertCurrentPassword(db, userId, password, 'password');
}

/** Deletes the account row; sessions, links, memberships, favourites, carts and reviews go with it. */
export async function removeAccount(db: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** Deletes the account after checking the password (server/privacy closes it with its orders first). */
export async function deleteAccount(db: Db, userId: string, password: string): Promise<void> {
  await assertAccountPassword(db, userId, password);
  await removeAccount(db, userId);
}
