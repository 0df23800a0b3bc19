import { and, desc, eq } from 'drizzle-orm';
import type { ReviewStatus } from '#common/reviews/views.ts';
import { dataChanged } from '../db/cache-bus.ts';
import type { Db } from '../db/connection.ts';
import { orderNumbers } from '../orders/purchases.ts';
import { notFound } from '../shared/errors.ts';
import { reviews } from './schema.ts';
import { toModerationView } from './serialize.ts';
import { refreshProductRating } from './stats.ts';

// The shop's moderation, like the blog's comments: pending → approved or rejected.

export async function reviewsForModeration(db: Db, tenantId: string, status: ReviewStatus = 'pending', limit = 100) {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.tenantId, tenantId), eq(reviews.status, status)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  const numbers = await orderNumbers(
    db,
    tenantId,
    rows.flatMap((r) => (r.orderId ? [r.orderId] : [])),
  );
  return rows.map((r) => toModerationView(r, r.orderId ? (numbers.get(r.orderId) ?? null) : null));
}

export async function moderateReview(
  db: Db,
  options: { tenantId: string; id: number; action: 'approve' | 'reject'; moderator: string; now?: Date },
) {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviews)
      .set({
        status: options.action === 'approve' ? 'approved' : 'rejected',
        moderatedAt: options.now ?? new Date(),
        moderatedBy: options.moderator,
      })
      .where(and(eq(reviews.tenantId, options.tenantId), eq(reviews.id, options.id)))
      .returning();
    if (!updated) throw notFound('Recensione non trovata');
    // The product's rating follows in the same transaction.
    if (updated.productId !== null) await refreshProductRating(tx, options.tenantId, updated.productId);
    return updated;
  });
  // Product pages show the approved reviews and the rating; school pages a book's.
  dataChanged(db, 'catalog', options.tenantId);
  dataChanged(db, 'books', options.tenantId);
  const numbers = await orderNumbers(db, options.tenantId, row.orderId ? [row.orderId] : []);
  return toModerationView(row, row.orderId ? (numbers.get(row.orderId) ?? null) : null);
}
