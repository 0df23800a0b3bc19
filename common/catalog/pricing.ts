// Product prices (SPEC.md section 5), the discount badge and the Omnibus reference price.
// Everything is integer cents; rounding is half up on exact integer arithmetic, so
// 10.00 € with 25 % margin and 10 % discount gives exactly 12.50 € and 11.25 €.

/** a × (100 + p) / 100 rounded half up, for non-negative integers. */
function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

export type ComputedPrices = { salePriceCents: number; priceCents: number };

/**
 * Sale price = cost × (1 + margin/100); the price a customer pays is the sale price
 * × (1 − discount/100) when there is a discount, else the sale price.
 */
export function computePrices(costCents: number, marginPercent: number, discountPercent: number): ComputedPrices {
  const salePriceCents = percentOf(costCents, 100 + marginPercent);
  const priceCents = discountPercent > 0 ? percentOf(salePriceCents, 100 - discountPercent) : salePriceCents;
  return { salePriceCents, priceCents };
}

/** SPEC.md section 5: rounded (original − current) / original × 100, only when original exceeds current. */
export function discountBadgePercent(originalCents: number, currentCents: number): number | null {
  if (!(originalCents > currentCents) || originalCents <= 0) return null;
  const percent = Math.round(((originalCents - currentCents) / originalCents) * 100);
  return percent > 0 ? percent : null;
}

export type PricePoint = { priceCents: number; changedAt: Date };

export const OMNIBUS_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The lowest price applied in the 30 days before the current price took effect (the
 * Italian Omnibus rule, d.lgs. 26/2023), shown beside every announced discount.
 * `history` is every price the product had, in any order; the newest entry is the current
 * price. A product that had no other price in the window reports its current price, which
 * tells the shopper honestly that the "discount" is not a recent cut.
 */
export function lowest30DayPrice(history: readonly PricePoint[]): number | null {
  if (history.length === 0) return null;
  const sorted = [...history].sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
  const current = sorted[sorted.length - 1] as PricePoint;
  const windowStart = current.changedAt.getTime() - OMNIBUS_WINDOW_MS;
  let lowest: number | null = null;
  for (let i = 0; i < sorted.length - 1; i++) {
    const point = sorted[i] as PricePoint;
    const until = (sorted[i + 1] as PricePoint).changedAt.getTime();
    // A price counts when it was in force for some time inside the window.
    if (until <= windowStart || until === point.changedAt.getTime()) continue;
    lowest = lowest === null ? point.priceCents : Math.min(lowest, point.priceCents);
  }
  return lowest ?? current.priceCents;
}

/** Euros with two decimals (API.md) ↔ cents. */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;
export const eurosToCents = (euros: number): number => Math.round(euros * 100);
