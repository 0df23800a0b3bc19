import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { type Tenant, type TenantStatus, tenants } from './schema.ts';

/** Sub-domain labels no bookshop may take. */
export const RESERVED_SLUGS = new Set([
  'www',
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'blog',
  'cartella',
  'cdn',
  'dashboard',
  'default',
  'dev',
  'ftp',
  'help',
  'imap',
  'login',
  'mail',
  'news',
  'pop',
  'root',
  'shop',
  'smtp',
  'static',
  'staging',
  'status',
  'support',
  'test',
  'webmail',
]);

/** Lower-case letters, digits and hyphens, 3-63 characters, no hyphen at either end. */
export const SLUG_PATTERN = /^(?=.{3,63}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

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
