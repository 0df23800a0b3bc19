import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { REVIEW_VERIFICATION_STATEMENT } from '#common/reviews/policy.ts';
import { type ReviewInput, reviewInput } from '#common/reviews/validation.ts';
import type { ReviewEligibility, ReviewList, ReviewSummary, ReviewView } from '#common/reviews/views.ts';
import type { CustomerUser } from '../accounts/types.ts';
import { findProduct } from '../catalog/queries.ts';
import type { Db } from '../db/connection.ts';
import { isUniqueViolation, type Tx } from '../db/transaction.ts';
import { deliveredPurchase, type PurchaseSubject } from '../orders/purchases.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { type Review, reviews } from './schema.ts';
import { publicAuthorName, toReviewView } from './serialize.ts';
import { refreshProductRating } from './stats.ts';

// Verified reviews: only a customer who bought the product (or book) in this shop and
// received it may write one, once; it waits for the shop's approval before anyone sees it.

export type ReviewSubject = PurchaseSubject;

export const NOT_PURCHASED =
  'Puoi recensire solo quello che hai comprato in questo negozio e hai già ricevuto: la recensione sarà possibile dopo la consegna.';
export const ALREADY_REVIEWED = 'Hai già scritto una recensione per questo prodotto';

const REVIEWS_PAGE = 20;

function subjectCondition(tenantId: string, subject: ReviewSubject): SQL {
  return 'productId' in subject
    ? and(eq(reviews.tenantId, tenantId), eq(reviews.productId, subject.productId))!
    : and(eq(reviews.tenantId, tenantId), eq(reviews.isbn, subject.isbn))!;
}

/** The product must be this shop's (a book needs no catalogue entry: the order proves it). */
async function assertSubjectExists(db: Db, tenantId: string, subject: ReviewSubject): Promise<void> {
  if (
    'productId' in subject &&
    !(await findProduct(db, { tenantId, productId: subject.productId, includeInactive: true }))
  ) {
    throw notFound('Prodotto non trovato');
  }
}

/** Writes a customer's review, held for moderation. 403 without a delivered purchase, 409 the second time. */
export async function submitReview(
  db: Db,
  options: { tenantId: string; user: CustomerUser; subject: ReviewSubject; input: unknown; now?: Date },
): Promise<ReviewView> {
  const input: ReviewInput = parseInput(reviewInput, options.input);
  const { tenantId, user, subject } = options;
  await assertSubjectExists(db, tenantId, subject);
  const purchase = await deliveredPurchase(db, tenantId, user.id, subject);
  if (!purchase) throw new AppError('NOT_PURCHASED', NOT_PURCHASED, { status: 403 });
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        tenantId,
        userId: user.id,
        productId: 'productId' in subject ? subject.productId : null,
        isbn: 'isbn' in subject ? subject.isbn : null,
        subjectTitle: purchase.title,
        orderId: purchase.orderId,
        purchasedAt: purchase.orderedAt,
        stars: input.stelle,
        text: input.testo,
        authorName: publicAuthorName(user),
        status: 'pending',
        createdAt: options.now ?? new Date(),
      })
      .returning();
    return toReviewView(row as Review);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_REVIEWED);
    throw error;
  }
}

/** Average (one decimal, as shown) and count of a subject's approved reviews. */
export async function reviewSummary(db: Db, tenantId: string, subject: ReviewSubject): Promise<ReviewSummary> {
  const [row] = await db
    .select({
      media: sql<string | null>`round(avg(${reviews.stars}), 1)`,
      numero: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(subjectCondition(tenantId, subject), eq(reviews.status, 'approved')));
  return {
    media: row?.media === null || row?.media === undefined ? 0 : Number(row.media),
    numero: Number(row?.numero ?? 0),
  };
}

/** The approved reviews of a product or book, newest first, with the average and the verification statement. */
export async function approvedReviews(
  db: Db,
  tenantId: string,
  subject: ReviewSubject,
  page: { limit?: number; offset?: number } = {},
): Promise<ReviewList> {
  const [rows, summary] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(and(subjectCondition(tenantId, subject), eq(reviews.status, 'approved')))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(Math.min(page.limit ?? REVIEWS_PAGE, 100))
      .offset(page.offset ?? 0),
    reviewSummary(db, tenantId, subject),
  ]);
  return { ...summary, recensioni: rows.map(toReviewView), verifica: REVIEW_VERIFICATION_STATEMENT };
}

/** Where a signed-in customer stands with a subject: may review, has reviewed, has not bought it. */
export async function reviewEligibility(
  db: Db,
  tenantId: string,
  user: CustomerUser | null,
  subject: ReviewSubject,
): Promise<ReviewEligibility> {
  if (!user) return { stato: 'anonimo' };
  const [own] = await db
    .select()
    .from(reviews)
    .where(and(subjectCondition(tenantId, subject), eq(reviews.userId, user.id)));
  if (own) return { stato: 'recensito', recensione: toReviewView(own) };
  const purchase = await deliveredPurchase(db, tenantId, user.id, subject);
  if (!purchase) return { stato: 'non_acquistato' };
  return { stato: 'puoi_recensire', dataAcquisto: purchase.orderedAt.toISOString(), autore: publicAuthorName(user) };
}

/** Every review a person wrote, in every shop (their data export). */
export async function reviewsOfUser(db: Db, userId: string) {
  const rows = await db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.createdAt));
  return rows.map((r) => ({
    ...toReviewView(r),
    negozio: r.tenantId,
    oggetto: r.productId !== null ? `Prodotto ${r.productId}: ${r.subjectTitle}` : `Libro ${r.isbn}: ${r.subjectTitle}`,
  }));
}

/**
 * Closing an account: the person's reviews go (they would cascade with the account) and the
 * ratings of the products they reviewed are rewritten, in the closing transaction.
 */
export async function deleteReviewsOfUser(tx: Tx, userId: string): Promise<number> {
  const gone = await tx
    .delete(reviews)
    .where(eq(reviews.userId, userId))
    .returning({ tenantId: reviews.tenantId, productId: reviews.productId, status: reviews.status });
  for (const r of gone) {
    if (r.productId !== null && r.status === 'approved') await refreshProductRating(tx, r.tenantId, r.productId);
  }
  return gone.length;
}
