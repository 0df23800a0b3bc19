import { lowest30DayPrice, type PricePoint } from '../catalog/pricing.ts';

// A shop's own price for adopted textbooks: a discount on the ministry list price (the
// publisher's cover price), never above 15 % (Law 15/2020, art. 8, amending Law 128/2011).
// Shared by the back office's form and the server, which recomputes every price.

export const MAX_TEXTBOOK_DISCOUNT_PERCENT = 15;

/** Why a discount cannot be applied, in Italian, or null when it is allowed. */
export function textbookDiscountError(percent: number): string | null {
  if (!Number.isFinite(percent)) return 'Sconto non valido';
  if (percent < 0) return 'Lo sconto non può essere negativo';
  if (Math.round(percent * 100) !== Math.round(percent * 100 * 1e6) / 1e6) return 'Sconto: al massimo due decimali';
  if (percent > MAX_TEXTBOOK_DISCOUNT_PERCENT) {
    return `Lo sconto sui libri di testo adottati non può superare il ${MAX_TEXTBOOK_DISCOUNT_PERCENT}% del prezzo di copertina (legge 15/2020, art. 8)`;
  }
  return null;
}

/** Why a shop's own price for one book is not allowed (null: allowed). */
export function textbookPriceError(listCents: number, priceCents: number): string | null {
  if (priceCents > listCents) return 'Il prezzo non può superare il prezzo di copertina del Ministero';
  if (priceCents < minimumTextbookPrice(listCents)) {
    return `Il prezzo è più basso del ${MAX_TEXTBOOK_DISCOUNT_PERCENT}% di sconto consentito sui libri di testo adottati (legge 15/2020, art. 8): almeno ${(minimumTextbookPrice(listCents) / 100).toFixed(2).replace('.', ',')} €`;
  }
  return null;
}

/** The lowest legal price of a textbook: list price less 15 %, rounded up to the cent. */
export function minimumTextbookPrice(listCents: number): number {
  return Math.ceil((listCents * (100 - MAX_TEXTBOOK_DISCOUNT_PERCENT)) / 100);
}

/** Percent as basis points (12.5 % → 1250), the integer the database keeps. */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);
export const basisPointsToPercent = (bp: number): number => bp / 100;

/** List price less the discount, rounded half up to the cent (exact integer arithmetic). */
export function discountedPrice(listCents: number, basisPoints: number): number {
  return Math.floor((listCents * (10_000 - basisPoints) + 5_000) / 10_000);
}

/** One change of a shop's discount rule: publisher '' is every publisher; null removes the rule. */
export type DiscountChange = { publisher: string; basisPoints: number | null; changedAt: Date };

/**
 * The discount in force for a publisher's books after each change (its own rule, else the
 * shop's general one), as prices of one book: the Omnibus rule compares the current price
 * with the lowest of the 30 days before it. Before the first change the book sold at its
 * list price.
 */
export function priceTimeline(listCents: number, publisher: string, changes: readonly DiscountChange[]): PricePoint[] {
  const relevant = changes
    .filter((c) => c.publisher === '' || c.publisher === publisher)
    .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
  const points: PricePoint[] = [{ priceCents: listCents, changedAt: new Date(0) }];
  let general = 0;
  let own: number | null = null;
  for (const change of relevant) {
    if (change.publisher === '') general = change.basisPoints ?? 0;
    else own = change.basisPoints;
    const price = discountedPrice(listCents, own ?? general);
    if (price !== points[points.length - 1]?.priceCents)
      points.push({ priceCents: price, changedAt: change.changedAt });
  }
  return points;
}

/** Omnibus reference for a discounted textbook: lowest price of the 30 days before the current one. */
export function textbookLowest30Days(
  listCents: number,
  publisher: string,
  changes: readonly DiscountChange[],
): number | null {
  return lowest30DayPrice(priceTimeline(listCents, publisher, changes));
}

/** SPEC.md: what a family pays for a book: discounted price, else sale price, else list price, else 0. */
export function effectivePrice(a: {
  prezzo: number | null;
  prezzoVendita: number | null;
  prezzoScontato: number | null;
}): number {
  return a.prezzoScontato ?? a.prezzoVendita ?? a.prezzo ?? 0;
}
