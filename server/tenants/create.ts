import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { type Tenant, type TenantStatus, tenants } from './schema.ts';

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return Boolean(row);
}

/** A new bookshop; it starts "in attivazione" and is not served until its onboarding ends. */
export async function createTenant(
  db: Db,
  input: { slug: string; name: string; email: string; status?: TenantStatus; settings: Tenant['settings'] },
): Promise<Tenant> {
  const [row] = await db
    .insert(tenants)
    .values({
      slug: input.slug,
      name: input.name,
      email: input.email,
      status: input.status ?? 'in_attivazione',
      settings: input.settings,
    })
    .returning();
  return row!;
}
