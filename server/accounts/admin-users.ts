import { desc, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { tenantMemberships, users } from './schema.ts';

export const USERS_PAGE_SIZE = 50;

export type AdminUserRow = {
  id: string;
  email: string;
  displayName: string;
  city: string;
  createdAt: string;
  owner: boolean;
  shops: number;
};

/** The back office's list of people: newest first, searched by e-mail or name. */
export async function listUsersForAdmin(db: Db, options: { q?: string; page: number }) {
  const where = options.q
    ? (() => {
        const like = `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        return or(ilike(users.email, like), ilike(users.displayName, like));
      })()
    : undefined;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  const total = count?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pages);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      city: users.city,
      createdAt: users.createdAt,
      owner: sql<boolean>`exists (select 1 from ${tenantMemberships} m where m.user_id = ${users.id} and m.role = 'owner')`,
      shops: sql<number>`(select count(*)::int from ${tenantMemberships} m where m.user_id = ${users.id})`,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt))
    .limit(USERS_PAGE_SIZE)
    .offset((page - 1) * USERS_PAGE_SIZE);
  const list: AdminUserRow[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { users: list, total, page, pages };
}
