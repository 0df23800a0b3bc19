import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { type Tenant, tenants } from './schema.ts';

export async function findTenantsByIds(db: Db, ids: string[]): Promise<Tenant[]> {
  if (ids.length === 0) return [];
  return db.select().from(tenants).where(inArray(tenants.id, ids));
}
