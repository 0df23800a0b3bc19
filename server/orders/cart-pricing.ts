import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '#common/cart/items.ts';
import { cartTotals } from '#common/cart/totals.ts';
import { BOOK_VAT_RATE, SUPPLY_VAT_RATE, type VatRate } from '#common/orders/vat.ts';
import type { LineProblem } from '#common/orders/views.ts';
import { productCategories, products } from '../catalog/schema.ts';
import type { Db } from '../db/connection.ts';
import { shopBookPrices } from '../pricing/book-prices.ts';
import { books, schools } from '../schools/schema.ts';
import type { Tenant } from '../tenants/schema.ts';
import type { StoredCartLine } from './schema.ts';

// Turns cart lines (identity and quantity, as the browser or the account keeps them) into
// priced lines read from the database. Nothing the client says about a price, title or
// school name is used: only which book/product, for which class, and how many.

const quantity = z
  .number({ error: 'Quantità non valida' })
  .int('La quantità deve essere un numero intero')
  .min(1, 'La quantità minima è 1')
  .max(MAX_LINE_QUANTITY, `Puoi ordinare al massimo ${MAX_LINE_QUANTITY} copie per riga`);

/** A cart line from a client (SPEC.md section 3 shapes; extra fields such as prices are dropped). */
export const clientCartLine = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('book'),
      isbn: z
        .string()
        .trim()
        .min(1, 'ISBN mancante')
        .max(20, 'ISBN non valido')
        .regex(/^[0-9A-Za-z-]+$/, 'ISBN non valido'),
      // A book added by ISBN outside a class list has codice '' (and classe, sezione '').
      scuola: z.object({ codice: z.string().trim().max(20), nome: z.string().max(300).optional() }),
      classe: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().max(10)),
      sezione: z.string().trim().max(20),
      quantity,
      lista: z.object({ id: z.string().trim().min(1).max(64), nome: z.string().trim().min(1).max(60) }).nullish(),
    }),
    z.object({
      type: z.literal('product'),
      id: z
        .union([z.string(), z.number()])
        .transform(String)
        .pipe(z.string().regex(/^\d{1,9}$/, 'Prodotto non valido')),
      quantity,
    }),
  ],
  { error: 'Tipo di articolo sconosciuto' },
);
export type ClientCartLine = z.infer<typeof clientCartLine>;

export const MAX_CART_LINES = 200;

export function toStoredLine(line: ClientCartLine): StoredCartLine {
  return line.type === 'book'
    ? {
        type: 'book',
        isbn: line.isbn.replace(/-/g, '').toUpperCase(),
        schoolCode: line.scuola.codice.toUpperCase(),
        classe: line.classe,
        sezione: line.sezione,
        quantity: line.quantity,
        ...(line.lista ? { list: { id: line.lista.id, name: line.lista.nome } } : {}),
      }
    : { type: 'product', productId: Number(line.id), quantity: line.quantity };
}

export function storedLineKey(line: StoredCartLine): string {
  return line.type === 'book'
    ? `book|${line.isbn}|${line.schoolCode}|${line.classe}|${line.sezione}${line.list ? `|${line.list.id}` : ''}`
    : `product|${line.productId}`;
}

/** Lines with the same identity are one line (SPEC.md section 4): quantities add up. */
export function mergeLines(lines: StoredCartLine[]): StoredCartLine[] {
  const merged = new Map<string, StoredCartLine>();
  for (const line of lines) {
    const key = storedLineKey(line);
    const existing = merged.get(key);
    if (existing) existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity);
    else merged.set(key, { ...line });
  }
  return [...merged.values()];
}

export type PricedLine = {
  key: string;
  line: StoredCartLine;
  title: string;
  authors: string | null;
  publisher: string | null;
  imageUrl: string | null;
  category: string | null;
  schoolName: string | null;
  unitPriceCents: number;
  /** Books: the ministry list price the shop's price comes from (null for products). */
  listPriceCents: number | null;
  vatRate: VatRate;
  /** Stock left, for products (null for books: ordered from the publisher). */
  stock: number | null;
  minPurchase: number;
};

/** Reads every line's current price and description; lines that cannot be sold become problems. */
export async function priceLines(
  db: Db,
  tenantId: string,
  lines: StoredCartLine[],
): Promise<{ lines: PricedLine[]; problems: LineProblem[] }> {
  const isbns = [...new Set(lines.flatMap((l) => (l.type === 'book' ? [l.isbn] : [])))];
  const schoolCodes = [...new Set(lines.flatMap((l) => (l.type === 'book' ? [l.schoolCode] : [])))];
  const productIds = [...new Set(lines.flatMap((l) => (l.type === 'product' ? [l.productId] : [])))];
  const [bookRows, schoolRows, productRows] = await Promise.all([
    isbns.length ? db.select().from(books).where(inArray(books.isbn, isbns)) : [],
    schoolCodes.length
      ? db.select({ code: schools.code, name: schools.name }).from(schools).where(inArray(schools.code, schoolCodes))
      : [],
    productIds.length
      ? db
          .select({
            id: products.id,
            name: products.name,
            priceCents: products.priceCents,
            active: products.active,
            available: products.available,
            stock: products.stock,
            minPurchase: products.minPurchase,
            images: products.images,
            category: productCategories.name,
          })
          .from(products)
          .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
          .where(and(eq(products.tenantId, tenantId), inArray(products.id, productIds)))
      : [],
  ]);
  const bookBy = new Map(bookRows.map((b) => [b.isbn, b]));
  const bookPrices = await shopBookPrices(db, tenantId, bookRows);
  const schoolBy = new Map(schoolRows.map((s) => [s.code, s.name]));
  const productBy = new Map(productRows.map((p) => [p.id, p]));

  const priced: PricedLine[] = [];
  const problems: LineProblem[] = [];
  for (const line of lines) {
    const key = storedLineKey(line);
    if (line.type === 'book') {
      const book = bookBy.get(line.isbn);
      if (!book) {
        problems.push({ key, message: `Il libro ${line.isbn} non è più negli elenchi del Ministero` });
        continue;
      }
      const price = bookPrices.get(book.isbn);
      if (!book.listPriceCents || price?.priceCents == null) {
        problems.push({ key, message: `«${book.title}» non ha un prezzo: chiedi in libreria` });
        continue;
      }
      if (!price.available) {
        problems.push({ key, message: `«${book.title}» non è in vendita in questa libreria` });
        continue;
      }
      priced.push({
        key,
        line,
        title: book.title,
        authors: book.authors,
        publisher: book.publisher,
        imageUrl: book.coverUrl,
        category: null,
        schoolName: schoolBy.get(line.schoolCode) ?? null,
        // The shop's price (its textbook discount, within the legal cap): server/pricing.
        unitPriceCents: price.priceCents,
        listPriceCents: book.listPriceCents,
        vatRate: BOOK_VAT_RATE,
        stock: null,
        minPurchase: 1,
      });
    } else {
      const product = productBy.get(line.productId);
      if (!product?.active) {
        problems.push({ key, message: 'Un prodotto del carrello non è più in vendita' });
        continue;
      }
      if (!product.available || product.stock <= 0) {
        problems.push({ key, message: `«${product.name}» non è disponibile` });
        continue;
      }
      if (line.quantity > product.stock) {
        problems.push({ key, message: `Di «${product.name}» restano solo ${product.stock} pezzi` });
      }
      if (line.quantity < product.minPurchase) {
        problems.push({ key, message: `«${product.name}» si acquista da almeno ${product.minPurchase} pezzi` });
      }
      priced.push({
        key,
        line,
        title: product.name,
        authors: null,
        publisher: null,
        imageUrl: product.images[0] ?? null,
        category: product.category,
        schoolName: null,
        unitPriceCents: product.priceCents,
        listPriceCents: null,
        vatRate: SUPPLY_VAT_RATE,
        stock: product.stock,
        minPurchase: product.minPurchase,
      });
    }
  }
  return { lines: priced, problems };
}

/** The shop's shipping rules in cents (tenant settings, from configuration for the default shop). */
export function shippingRules(tenant: Tenant) {
  return {
    freeShippingThresholdCents: tenant.settings.freeShippingThreshold,
    standardShippingCents: tenant.settings.standardShippingCost,
  };
}

export function totalsOf(lines: PricedLine[], method: 'standard' | 'pickup', tenant: Tenant) {
  return cartTotals(
    lines.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.line.quantity })),
    method,
    shippingRules(tenant),
  );
}
