import { parseIsbn } from '#common/books/isbn.ts';
import type { Book } from '#common/books/views.ts';
import { centsToEuros } from '#common/catalog/pricing.ts';
import type { Db } from '../db/connection.ts';
import { shopBookPrices } from '../pricing/book-prices.ts';
import { type AdoptedBook, searchAdoptedBooks } from '../schools/book-catalog.ts';
import { AppError, notFound } from '../shared/errors.ts';

// The family's book search (issue 12): an ISBN or words of title/author, with this shop's
// price and how many schools adopted each book.

const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

async function toBooks(db: Db, tenantId: string, found: AdoptedBook[]): Promise<Book[]> {
  const prices = await shopBookPrices(
    db,
    tenantId,
    found.map((b) => ({ isbn: b.isbn, publisher: b.publisher, listPriceCents: b.listPriceCents })),
  );
  return found.map((b) => {
    const price = prices.get(b.isbn);
    return {
      isbn: b.isbn,
      titolo: b.title,
      sottotitolo: b.subtitle,
      autore: b.authors,
      editore: b.publisher,
      volume: b.volume,
      prezzo: euros(b.listPriceCents),
      prezzoVendita: euros(price?.priceCents ?? null),
      sconto: price?.discountPercent ?? 0,
      prezzoPiuBasso30Giorni: euros(price?.lowest30DaysCents ?? null),
      copertina: b.coverUrl,
      descrizione: b.description,
      enriched: b.enriched,
      disponibile: (price?.available ?? true) && price?.priceCents != null,
      adozioni: b.adoptions,
    };
  });
}

/** True when the text is meant as an ISBN (digits with dashes or spaces, maybe a final X). */
const meantAsIsbn = (q: string) => /^[\d\s-]{9,}[\dXx]?$/.test(q.trim()) && /\d{9}/.test(q.replace(/[\s-]/g, ''));

/**
 * GET /api/books: an ISBN-10/13 (checked, ISBN-10 converted) finds that book; other text
 * searches words of title, authors and publisher. A mistyped ISBN gets a 400 that says
 * what is wrong with it.
 */
export async function searchBooksForFamily(
  db: Db,
  tenantId: string,
  q: string,
  limit: number,
): Promise<{ books: Book[]; total: number; isbn: string | null }> {
  if (meantAsIsbn(q)) {
    const parsed = parseIsbn(q);
    if (!parsed.ok) throw new AppError('INVALID_ISBN', parsed.error, { status: 400, fields: { q: parsed.error } });
    const found = await searchAdoptedBooks(db, { isbn: parsed.isbn, limit });
    return { books: await toBooks(db, tenantId, found.books), total: found.total, isbn: parsed.isbn };
  }
  const found = await searchAdoptedBooks(db, { words: q, limit });
  return { books: await toBooks(db, tenantId, found.books), total: found.total, isbn: null };
}

/** GET /api/books/{isbn}: one book by ISBN, or by a code of the lists ("AIE005"). */
export async function bookForFamily(db: Db, tenantId: string, code: string): Promise<Book> {
  const compact = code.replace(/[\s-]/g, '').toUpperCase();
  let isbn = compact;
  if (/^\d/.test(compact)) {
    const parsed = parseIsbn(compact);
    if (!parsed.ok) throw new AppError('INVALID_ISBN', parsed.error, { status: 400, fields: { isbn: parsed.error } });
    isbn = parsed.isbn;
  } else if (!/^[A-Z0-9]{4,20}$/.test(compact)) {
    const message = 'Codice non valido: un ISBN ha 10 o 13 cifre';
    throw new AppError('INVALID_ISBN', message, { status: 400, fields: { isbn: message } });
  }
  const found = await searchAdoptedBooks(db, { isbn, limit: 1 });
  const [book] = await toBooks(db, tenantId, found.books);
  if (!book) {
    throw notFound(
      `Nessun libro con ISBN ${isbn} negli elenchi delle scuole: controlla il codice sul retro del libro o chiedi in libreria`,
    );
  }
  return book;
}
