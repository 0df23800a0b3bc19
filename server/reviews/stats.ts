import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { reviews } from './schema.ts';

/**
 * Each of a shop's products with approved reviews: its average (one decimal, as shown) and
 * count, as a subquery the catalogue joins, so lists, the product page and the
 * "minimum rating" filter all read the same computed figures (decision 0011).
 */
export function productRatings(db: Db, tenantId: string) {
  return db
    .select({
      productId: reviews.productId,
      average: sql<string>`round(avg(${reviews.stars}), 1)`.as('rating_average'),
      count: sql<number>`count(*)::int`.as('rating_count'),
    })
    .from(reviews)
    .where(and(eq(reviews.tenantId, tenantId), eq(reviews.status, 'approved'), isNotNull(reviews.productId)))
    .groupBy(reviews.productId)
    .as('product_ratings');
}
