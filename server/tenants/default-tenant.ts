import { eq } from 'drizzle-orm';
import { type Config, shopIban } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { type Tenant, tenants } from './schema.ts';

export const DEFAULT_TENANT_SLUG = 'www';

/**
 * Creates or refreshes the platform's own shop from configuration at every start, so that
 * changing SHOP_* variables and restarting is all an operator does.
 */
export async function ensureDefaultTenant(db: Db, config: Config): Promise<Tenant> {
  const values = {
    name: config.SHOP_NAME,
    legalName: config.SHOP_LEGAL_NAME,
    vatNumber: config.SHOP_VAT_NUMBER,
    address: config.SHOP_ADDRESS,
    city: config.SHOP_CITY,
    email: config.SHOP_EMAIL,
    phone: config.SHOP_PHONE,
    iban: shopIban(config),
    status: 'attivo' as const,
    settings: {
      freeShippingThreshold: config.FREE_SHIPPING_THRESHOLD,
      standardShippingCost: config.STANDARD_SHIPPING_COST,
    },
    updatedAt: new Date(),
  };
  const [existing] = await db.select().from(tenants).where(eq(tenants.isDefault, true)).limit(1);
  if (existing) {
    const [updated] = await db.update(tenants).set(values).where(eq(tenants.id, existing.id)).returning();
    return updated!;
  }
  const [created] = await db
    .insert(tenants)
    .values({ ...values, slug: DEFAULT_TENANT_SLUG, isDefault: true })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Another process created it at the same moment.
  const [raced] = await db.select().from(tenants).where(eq(tenants.isDefault, true)).limit(1);
  return raced!;
}
