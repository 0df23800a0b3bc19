import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { productFavourites, products } from './schema.ts';

// A signed-in customer's favourite products in one shop. The browser keeps its own list
// too (for visitors); at sign-in it sends that list and gets the union back.

type Customer = { tenantId: string; userId: string };

export async function listFavourites(db: Db, { tenantId, userId }: Customer): Promise<string[]> {
  const rows = await db
    .select({ id: productFavourites.productId })
    .from(productFavourites)
    .innerJoin(products, eq(products.id, productFavourites.productId))
    .where(
      and(eq(productFavourites.tenantId, tenantId), eq(productFavourites.userId, userId), eq(products.active, true)),
    )
    .orderBy(asc(productFavourites.createdAt));
  return rows.map((r) => String(r.id));
}

/** Adds products (only this shop's active ones count; unknown ids are ignored). */
export async function addFavourites(db: Db, { tenantId, userId, ids }: Customer & { ids: number[] }): Promise<void> {
  if (ids.length === 0) return;
  const known = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.active, true), inArray(products.id, ids)));
  if (known.length === 0) return;
  await db
    .insert(productFavourites)
    .values(known.map((p) => ({ tenantId, userId, productId: p.id })))
    .onConflictDoNothing();
}

export async function removeFavourite(
  db: Db,
  { tenantId, userId, productId: id }: Customer & { productId: number },
): Promise<void> {
  await db
    .delete(productFavourites)
    .where(
      and(
        eq(productFavourites.tenantId, tenantId),
        eq(productFavourites.userId, userId),
        eq(productFavourites.productId, id),
      ),
    );
}

/** A person's favourites in every shop (their data export). */
export async function favouritesOfUser(db: Db, userId: string) {
  const rows = await db
    .select({
      tenantId: productFavourites.tenantId,
      productId: productFavourites.productId,
      name: products.name,
      createdAt: productFavourites.createdAt,
    })
    .from(productFavourites)
    .innerJoin(products, eq(products.id, productFavourites.productId))
    .where(eq(productFavourites.userId, userId))
    .orderBy(asc(productFavourites.createdAt));
  return rows.map((r) => ({ ...r, productId: String(r.productId), createdAt: r.createdAt.toISOString() }));
}
