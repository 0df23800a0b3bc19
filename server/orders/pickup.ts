import { and, asc, eq } from 'drizzle-orm';
import type { PickupSnapshot } from '#common/orders/views.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { pickupPoints } from './schema.ts';

/** The default shop's own counter as its first pickup point, from configuration. */
export async function ensureDefaultPickupPoint(db: Db, tenantId: string, config: Config): Promise<void> {
  const [existing] = await db
    .select({ id: pickupPoints.id })
    .from(pickupPoints)
    .where(eq(pickupPoints.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  await db.insert(pickupPoints).values({
    tenantId,
    name: config.SHOP_NAME,
    address: config.SHOP_ADDRESS,
    city: config.SHOP_CITY,
    openingHours: config.SHOP_PICKUP_HOURS,
  });
}

export async function listPickupPoints(db: Pick<Db, 'select'>, tenantId: string): Promise<PickupSnapshot[]> {
  const rows = await db
    .select()
    .from(pickupPoints)
    .where(and(eq(pickupPoints.tenantId, tenantId), eq(pickupPoints.active, true)))
    .orderBy(asc(pickupPoints.id));
  return rows.map((p) => ({ id: p.id, nome: p.name, indirizzo: p.address, citta: p.city, orari: p.openingHours }));
}
