import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/transaction.ts';
import { productRatings, reviews } from './schema.ts';

/**
 * Rewrites a product's rating from its approved reviews, inside the transaction that changed
 * one of them. A per-product advisory lock makes two moderations of the same product take
 * turns, so the second one counts the first one's review (READ COMMITTED reads it after the
 * lock).
 */
export async function refreshProductRating(tx: Tx, tenantId: string, productId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('product-rating'), ${productId})`);
  await tx.delete(productRatings).where(eq(productRatings.productId, productId));
  await tx.execute(sql`
    insert into ${productRatings} (product_id, tenant_id, average, count, updated_at)
    select ${productId}, ${tenantId}, round(avg(${reviews.stars}), 1), count(*), now()
    from ${reviews}
    where ${and(eq(reviews.tenantId, tenantId), eq(reviews.productId, productId), eq(reviews.status, 'approved'))}
    having count(*) > 0
  `);
}
