import { textbookPriceError } from '#common/books/pricing.ts';
import { centsToEuros } from '#common/catalog/pricing.ts';
import { dataChanged } from '../db/cache-bus.ts';
import type { Db } from '../db/connection.ts';
import { findMinistryBook, listAdoptedBooks, type MinistryBook } from '../schools/book-catalog.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { fetchCover, storeCover } from './covers.ts';
import { bookPages } from './enrichment.ts';
import { type BookOverride, type OverridePatch, saveBookOverride, shopBookOverrides } from './overrides.ts';

// The back office's books (issue 13): the books of the lists with the shop's own changes,
// for the API (server/books/api.ts) and the /admin/books page alike.

export const BOOKS_PAGE_SIZE = 50;
const DATA_URL = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/=]+)$/;

/** A book as the back office shows it: the Ministry's record and the shop's changes. */
function bookView(book: MinistryBook, override: BookOverride | undefined, pages: number | null = null) {
  const ministry = book.listPriceCents === null ? null : centsToEuros(book.listPriceCents);
  return {
    isbn: book.isbn,
    titolo: book.title,
    sottotitolo: book.subtitle,
    autore: book.authors,
    editore: book.publisher,
    prezzo: ministry,
    prezzoVendita: override?.priceCents != null ? centsToEuros(override.priceCents) : ministry,
    copertina: override?.coverUrl ?? book.coverUrl,
    descrizione: override?.description ?? book.description,
    disponibile: override?.available ?? true,
    enriched: book.enriched,
    pagine: pages,
    personalizzato: {
      prezzoVendita: override?.priceCents != null,
      descrizione: override?.description != null,
      copertina: override?.coverUrl != null,
      disponibile: override?.available != null,
    },
  };
}

export type ShopBookView = ReturnType<typeof bookView>;

/** One page of the adopted books, each with this shop's changes and the pages found by enrichment. */
export async function listShopBooks(
  db: Db,
  tenantId: string,
  query: { q?: string | undefined; codiceScuola?: string | undefined; page: number },
) {
  const { books, total } = await listAdoptedBooks(db, {
    q: query.q,
    schoolCode: query.codiceScuola,
    page: query.page,
    pageSize: BOOKS_PAGE_SIZE,
  });
  const isbns = books.map((b) => b.isbn);
  const [overrides, pages] = await Promise.all([shopBookOverrides(db, tenantId, isbns), bookPages(db, isbns)]);
  return {
    books: books.map((b) => bookView(b, overrides.get(b.isbn), pages.get(b.isbn) ?? null)),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / BOOKS_PAGE_SIZE)),
  };
}

export type ShopBookPatch = {
  prezzoVendita?: number | null | undefined;
  descrizione?: string | null | undefined;
  copertina?: string | null | undefined;
  disponibile?: boolean | null | undefined;
};

/** Saves the shop's changes to one adopted book; a price below the legal cap is refused with the reason. */
export async function saveShopBook(
  db: Db,
  options: {
    tenantId: string;
    /** Who makes the change (the actor's reference, kept on the override). */
    by: string;
    isbn: string;
    changes: ShopBookPatch;
  },
) {
  const { tenantId, by, isbn, changes: body } = options;
  const book = await findMinistryBook(db, isbn);
  if (!book) throw notFound('Libro non trovato tra le adozioni');
  const patch: OverridePatch = {};
  if (body.prezzoVendita !== undefined) {
    patch.priceCents = body.prezzoVendita === null ? null : Math.round(body.prezzoVendita * 100);
    // Law 15/2020 art. 8: an adopted textbook at most 15 % below its cover price, never above it.
    const refused =
      patch.priceCents !== null && book.listPriceCents
        ? textbookPriceError(book.listPriceCents, patch.priceCents)
        : null;
    if (refused) throw new AppError('DISCOUNT_ABOVE_CAP', refused, { status: 422, fields: { prezzoVendita: refused } });
  }
  if (body.descrizione !== undefined) patch.description = body.descrizione || null;
  if (body.disponibile !== undefined) patch.available = body.disponibile;
  if (body.copertina !== undefined) {
    if (body.copertina === null) patch.coverId = null;
    else {
      const data = DATA_URL.exec(body.copertina);
      const url = data
        ? await storeCover(db, new Uint8Array(Buffer.from(data[2]!, 'base64')), null)
        : await fetchCover(db, body.copertina, false);
      if (!url) {
        throw new AppError(
          'VALIDATION',
          'Copertina non scaricabile: serve un’immagine JPEG, PNG o WebP raggiungibile',
          {
            fields: { copertina: 'Immagine non scaricabile' },
          },
        );
      }
      patch.coverId = url.replace('/covers/', '');
    }
  }
  const override = await saveBookOverride(db, { tenantId, isbn, patch, by });
  dataChanged(db, 'books', tenantId);
  return bookView(book, override);
}
