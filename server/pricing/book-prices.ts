import { eq } from 'drizzle-orm';
import {
  type DiscountChange,
  discountedPrice,
  minimumTextbookPrice,
  textbookLowest30Days,
} from '#common/books/pricing.ts';
import { type BookOverride, shopBookOverrides } from '../books/overrides.ts';
import type { Db } from '../db/connection.ts';
import { textbookDiscountChanges, textbookDiscounts } from './schema.ts';

// The only place a shop's textbook price is computed: class lists, book search, lists per
// child, cart quotes and checkout all call shopBookPrices, so a family sees one price
// everywhere and the order charges it.

export type PricedBookInput = { isbn: string; publisher: string | null; listPriceCents: number | null };

export type ShopBookPrice = {
  /** The ministry list price (null when the lists give none: the book cannot be sold online). */
  listPriceCents: number | null;
  /** What this shop charges (null when there is no list price). */
  priceCents: number | null;
  /** Percent below the list price (0 when none), rounded to two decimals. */
  discountPercent: number;
  /** Omnibus: lowest price of the 30 days before the current discount (null without a discount). */
  lowest30DaysCents: number | null;
  /** False when the shop marked the book as not sold. */
  available: boolean;
};

export const normalizePublisher = (publisher: string | null | undefined): string =>
  (publisher ?? '').replace(/\s+/g, ' ').trim().toUpperCase();

export type ShopDiscounts = {
  /** Basis points per publisher ('' = every publisher). */
  rules: Map<string, number>;
  /** Every change (a shop makes a few a year), for the 30-day reference. */
  changes: DiscountChange[];
};

/** A shop's textbook discounts and their history. */
export async function shopDiscounts(db: Db, tenantId: string): Promise<ShopDiscounts> {
  const [rules, changes] = await Promise.all([
    db
      .select({ publisher: textbookDiscounts.publisher, basisPoints: textbookDiscounts.basisPoints })
      .from(textbookDiscounts)
      .where(eq(textbookDiscounts.tenantId, tenantId)),
    db
      .select({
        publisher: textbookDiscountChanges.publisher,
        basisPoints: textbookDiscountChanges.basisPoints,
        changedAt: textbookDiscountChanges.changedAt,
      })
      .from(textbookDiscountChanges)
      .where(eq(textbookDiscountChanges.tenantId, tenantId)),
  ]);
  return { rules: new Map(rules.map((r) => [r.publisher, r.basisPoints])), changes };
}

/** The discount (basis points) a publisher's books get in this shop. */
export function discountFor(discounts: ShopDiscounts, publisher: string | null): number {
  return discounts.rules.get(normalizePublisher(publisher)) ?? discounts.rules.get('') ?? 0;
}

/** The shop's pricing context for a set of books: its discounts and its own prices. */
export type ShopPricing = { discounts: ShopDiscounts; overrides: Map<string, BookOverride> };

/** No shop: every book at its list price (the Ministry's view, e.g. for imports). */
export const NO_SHOP_PRICING: ShopPricing = { discounts: { rules: new Map(), changes: [] }, overrides: new Map() };

export async function loadShopPricing(db: Db, tenantId: string, isbns: readonly string[]): Promise<ShopPricing> {
  const [discounts, overrides] = await Promise.all([
    shopDiscounts(db, tenantId),
    shopBookOverrides(db, tenantId, [...isbns]),
  ]);
  return { discounts, overrides };
}

/** One book's price in this shop (see ShopBookPrice). */
export function priceBook(pricing: ShopPricing, book: PricedBookInput): ShopBookPrice {
  const override = pricing.overrides.get(book.isbn);
  const available = override?.available ?? true;
  const list = book.listPriceCents;
  if (!list) return { listPriceCents: list, priceCents: null, discountPercent: 0, lowest30DaysCents: null, available };
  if (override?.priceCents != null) {
    // The shop's own price for this book (checked against the cap when it was saved; a
    // later, lower list price could break it, so it is clamped here too).
    const price = Math.min(list, Math.max(override.priceCents, minimumTextbookPrice(list)));
    return {
      listPriceCents: list,
      priceCents: price,
      discountPercent: Math.round(((list - price) / list) * 10_000) / 100,
      lowest30DaysCents: null,
      available,
    };
  }
  const bp = discountFor(pricing.discounts, book.publisher);
  return {
    listPriceCents: list,
    priceCents: discountedPrice(list, bp),
    discountPercent: bp / 100,
    lowest30DaysCents:
      bp > 0 ? textbookLowest30Days(list, normalizePublisher(book.publisher), pricing.discounts.changes) : null,
    available,
  };
}

/** This shop's price of each book, by ISBN. */
export async function shopBookPrices(
  db: Db,
  tenantId: string,
  books: readonly PricedBookInput[],
): Promise<Map<string, ShopBookPrice>> {
  if (!books.length) return new Map();
  const pricing = await loadShopPricing(
    db,
    tenantId,
    books.map((b) => b.isbn),
  );
  return new Map(books.map((b) => [b.isbn, priceBook(pricing, b)]));
}
