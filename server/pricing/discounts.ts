import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import {
  basisPointsToPercent,
  MAX_TEXTBOOK_DISCOUNT_PERCENT,
  percentToBasisPoints,
  textbookDiscountError,
} from '#common/books/pricing.ts';
import { dataChanged } from '../db/cache-bus.ts';
import type { Db } from '../db/connection.ts';
import { books } from '../schools/schema.ts';
import { AppError } from '../shared/errors.ts';
import { normalizePublisher } from './book-prices.ts';
import { textbookDiscountChanges, textbookDiscounts } from './schema.ts';

export type TextbookDiscountView = { editore: string | null; percentuale: number; aggiornato: string };
export type TextbookDiscountChangeView = {
  editore: string | null;
  percentuale: number | null;
  quando: string;
  da: string;
};

/** The shop's textbook discounts (general first, then per publisher) and the last changes. */
export async function listTextbookDiscounts(db: Db, tenantId: string) {
  const [rules, changes] = await Promise.all([
    db
      .select()
      .from(textbookDiscounts)
      .where(eq(textbookDiscounts.tenantId, tenantId))
      .orderBy(asc(textbookDiscounts.publisher)),
    db
      .select()
      .from(textbookDiscountChanges)
      .where(eq(textbookDiscountChanges.tenantId, tenantId))
      .orderBy(desc(textbookDiscountChanges.changedAt), desc(textbookDiscountChanges.id))
      .limit(50),
  ]);
  return {
    sconti: rules.map(
      (r): TextbookDiscountView => ({
        editore: r.publisher || null,
        percentuale: basisPointsToPercent(r.basisPoints),
        aggiornato: r.updatedAt.toISOString(),
      }),
    ),
    modifiche: changes.map(
      (c): TextbookDiscountChangeView => ({
        editore: c.publisher || null,
        percentuale: c.basisPoints === null ? null : basisPointsToPercent(c.basisPoints),
        quando: c.changedAt.toISOString(),
        da: c.changedBy,
      }),
    ),
  };
}

/**
 * Sets the shop's general discount (publisher null) or one publisher's, recording the
 * change for the Omnibus reference. Above the legal cap it is refused with the reason.
 */
export async function setTextbookDiscount(
  db: Db,
  input: { tenantId: string; publisher: string | null; percent: number; by: string; now?: Date },
): Promise<TextbookDiscountView> {
  const error = textbookDiscountError(input.percent);
  if (error) {
    // Above the cap is a rule of law (422); a negative or malformed number is bad input (400).
    const aboveCap = input.percent > MAX_TEXTBOOK_DISCOUNT_PERCENT;
    throw new AppError(aboveCap ? 'DISCOUNT_ABOVE_CAP' : 'VALIDATION', error, {
      status: aboveCap ? 422 : 400,
      fields: { percentuale: error },
    });
  }
  const publisher = normalizePublisher(input.publisher);
  const basisPoints = percentToBasisPoints(input.percent);
  const now = input.now ?? new Date();
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ basisPoints: textbookDiscounts.basisPoints })
      .from(textbookDiscounts)
      .where(and(eq(textbookDiscounts.tenantId, input.tenantId), eq(textbookDiscounts.publisher, publisher)))
      .for('update');
    const set = { basisPoints, updatedBy: input.by, updatedAt: now };
    await tx
      .insert(textbookDiscounts)
      .values({ tenantId: input.tenantId, publisher, ...set })
      .onConflictDoUpdate({ target: [textbookDiscounts.tenantId, textbookDiscounts.publisher], set });
    if (current?.basisPoints !== basisPoints) {
      await tx
        .insert(textbookDiscountChanges)
        .values({ tenantId: input.tenantId, publisher, basisPoints, changedBy: input.by, changedAt: now });
    }
    return { editore: publisher || null, percentuale: input.percent, aggiornato: now.toISOString() };
  });
  dataChanged(db, 'books', input.tenantId);
  return saved;
}

/** Removes a publisher's own discount (its books get the general one again). */
export async function removeTextbookDiscount(
  db: Db,
  input: { tenantId: string; publisher: string | null; by: string; now?: Date },
): Promise<boolean> {
  const publisher = normalizePublisher(input.publisher);
  const now = input.now ?? new Date();
  const removed = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(textbookDiscounts)
      .where(and(eq(textbookDiscounts.tenantId, input.tenantId), eq(textbookDiscounts.publisher, publisher)))
      .returning({ publisher: textbookDiscounts.publisher });
    if (!removed.length) return false;
    await tx
      .insert(textbookDiscountChanges)
      .values({ tenantId: input.tenantId, publisher, basisPoints: null, changedBy: input.by, changedAt: now });
    return true;
  });
  dataChanged(db, 'books', input.tenantId);
  return removed;
}

/** Publishers of the books in the registry, most books first (the form's suggestions). */
export async function knownPublishers(db: Db, limit = 400): Promise<string[]> {
  const rows = await db
    .select({ publisher: books.publisher, n: count() })
    .from(books)
    .where(isNotNull(books.publisher))
    .groupBy(books.publisher)
    .orderBy(desc(count()))
    .limit(limit);
  return rows.flatMap((r) => (r.publisher?.trim() ? [r.publisher.trim()] : []));
}
