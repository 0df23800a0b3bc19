import { parseIsbn } from '#common/books/isbn.ts';
import type { Book } from '#common/books/views.ts';
import type { Db } from '../db/connection.ts';
import { AppError } from '../shared/errors.ts';
import { searchBooksForFamily } from './family-search.ts';

export const BOOK_PAGE_LIMIT = 20;

export type BookSearchPageData = {
  q: string;
  books: Book[];
  total: number;
  /** The ISBN the text was read as, when it was one. */
  isbn: string | null;
  /** Why the search could not run (a mistyped ISBN), in Italian. */
  error: string | null;
};

/**
 * The /libri page from its URL (`?q=`): the same search as GET /api/books, rendered on the
 * server so the page works as a plain GET form. A malformed ISBN becomes the page's message.
 */
export async function loadBookSearchPage(db: Db, tenantId: string, url: URL): Promise<BookSearchPageData> {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const empty = { q, books: [], total: 0, isbn: null, error: null };
  if (!q) return empty;
  // Only digits and dashes is an ISBN however short: say what is wrong instead of a word search.
  if (/^[\d\s.-]+[Xx]?$/.test(q) && (q.match(/\d/g)?.length ?? 0) >= 4) {
    const parsed = parseIsbn(q);
    if (!parsed.ok) return { ...empty, error: parsed.error };
  }
  try {
    return { q, error: null, ...(await searchBooksForFamily(db, tenantId, q, BOOK_PAGE_LIMIT)) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_ISBN') return { ...empty, error: error.message };
    throw error;
  }
}
