import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { findTenantsByIds } from '../tenants/queries.ts';
import type { Tenant } from '../tenants/schema.ts';
import { tenantMemberships } from './schema.ts';

/** The bookshop a person owns (the first one), or null for a family account. */
export async function ownedTenant(db: Db, userId: string): Promise<Tenant | null> {
  const rows = await db
    .select({ tenantId: tenantMemberships.tenantId })
    .from(tenantMemberships)
    .where(and(eq(tenantMemberships.userId, userId), eq(tenantMemberships.role, 'owner')));
  const [tenant] = await findTenantsByIds(
    db,
    rows.map((r) => r.tenantId),
  );
  return tenant ?? null;
}

/** Whether the person owns this shop (the tenant-owner role of SPEC.md section 6). */
export async function isTenantOwner(db: Db, userId: string, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: tenantMemberships.userId })
    .from(tenantMemberships)
    .where(
      and(
        eq(tenantMemberships.userId, userId),
        eq(tenantMemberships.tenantId, tenantId),
        eq(tenantMemberships.role, 'owner'),
      ),
    )
    .limit(1);
  return Boolean(row);
}
