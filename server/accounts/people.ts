import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { notFound } from '../shared/errors.ts';
import { tenants } from '../tenants/schema.ts';
import { type MembershipRole, tenantMemberships, users } from './schema.ts';
import { deleteUserSessions } from './sessions.ts';

// The back office's people: a shop sees the people who belong to it (customers, staff,
// owner); the operator sees everyone. Every lookup by id carries the shop when there is one.

export const PEOPLE_PAGE_SIZE = 50;

export type PersonRow = {
  id: string;
  email: string;
  name: string;
  phone: string;
  city: string;
  createdAt: string;
  blocked: boolean;
  /** The roles in the shop of the request (customer, staff, owner). */
  roles: MembershipRole[];
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function inShop(tenantId: string): SQL {
  return sql`exists (select 1 from ${tenantMemberships} m where m.user_id = ${users.id} and m.tenant_id = ${tenantId})`;
}

/** People by e-mail, name or phone; `tenantId` null = every person (the operator). */
export async function searchPeople(
  db: Db,
  options: { tenantId: string | null; shopId: string; q?: string; page: number },
): Promise<{ people: PersonRow[]; total: number; page: number; pages: number }> {
  const where: SQL[] = [];
  if (options.tenantId) where.push(inShop(options.tenantId));
  const q = options.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    where.push(or(ilike(users.email, like), ilike(users.displayName, like), ilike(users.phone, like))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(condition);
  const total = count?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pages);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.displayName,
      phone: users.phone,
      city: users.city,
      createdAt: users.createdAt,
      blockedAt: users.blockedAt,
      roles: sql<
        MembershipRole[] | null
      >`(select array_agg(m.role order by m.role) from ${tenantMemberships} m where m.user_id = ${users.id} and m.tenant_id = ${options.shopId})`,
    })
    .from(users)
    .where(condition)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(PEOPLE_PAGE_SIZE)
    .offset((page - 1) * PEOPLE_PAGE_SIZE);
  return {
    people: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      phone: r.phone,
      city: r.city,
      createdAt: r.createdAt.toISOString(),
      blocked: r.blockedAt !== null,
      roles: r.roles ?? [],
    })),
    total,
    page,
    pages,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One person as the back office sees them: 404 when unknown, or (for a shop) when the
 * person does not belong to that shop. `tenantId` null = the operator, who sees everyone.
 */
export async function findPerson(db: Db, options: { tenantId: string | null; shopId: string; userId: string }) {
  if (!UUID.test(options.userId)) throw notFound('Persona non trovata');
  const where = [eq(users.id, options.userId)];
  if (options.tenantId) where.push(inShop(options.tenantId));
  const [user] = await db
    .select()
    .from(users)
    .where(and(...where));
  if (!user) throw notFound('Persona non trovata');
  const memberships = await db
    .select({
      tenantId: tenantMemberships.tenantId,
      role: tenantMemberships.role,
      shopName: tenants.name,
      slug: tenants.slug,
    })
    .from(tenantMemberships)
    .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
    .where(eq(tenantMemberships.userId, user.id));
  return {
    user,
    rolesHere: memberships.filter((m) => m.tenantId === options.shopId).map((m) => m.role),
    /** Every shop the person belongs to (shown to the operator only). */
    shops: memberships.map((m) => ({ tenantId: m.tenantId, name: m.shopName, slug: m.slug, role: m.role })),
  };
}

/**
 * Blocks or unblocks an account (the operator's decision: one login serves every shop).
 * A blocked account cannot sign in and every session it had ends at once.
 */
export async function setBlocked(db: Db, userId: string, blocked: boolean) {
  if (!UUID.test(userId)) throw notFound('Persona non trovata');
  const [user] = await db
    .update(users)
    .set({ blockedAt: blocked ? sql`coalesce(${users.blockedAt}, now())` : null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound('Persona non trovata');
  const endedSessions = blocked ? await deleteUserSessions(db, userId) : 0;
  return { user, endedSessions };
}
