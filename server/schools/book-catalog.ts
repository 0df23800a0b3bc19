import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { adoptions, books } from './schema.ts';

// The Ministry's book records as the back office reads and enriches them (shared by every
// shop; what one shop changes lives in server/books).

export type MinistryBook = {
  isbn: string;
  isIsbn: boolean;
  title: string;
  subtitle: string | null;
  authors: string | null;
  publisher: string | null;
  listPriceCents: number | null;
  coverUrl: string | null;
  description: string | null;
  enriched: boolean;
};

const fields = {
  isbn: books.isbn,
  isIsbn: books.isIsbn,
  title: books.title,
  subtitle: books.subtitle,
  authors: books.authors,
  publisher: books.publisher,
  listPriceCents: books.listPriceCents,
  coverUrl: books.coverUrl,
  description: books.description,
  enriched: books.enriched,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Books of the adoptions: by ISBN, words of title, author or publisher, and school. */
export async function listAdoptedBooks(
  db: Db,
  options: { q?: string; schoolCode?: string; page: number; pageSize: number },
): Promise<{ books: MinistryBook[]; total: number }> {
  const where: SQL[] = [];
  const q = options.q?.trim();
  if (q) {
    const digits = q.replace(/[\s-]/g, '');
    if (/^\d{9}[\dXx]$|^\d{13}$/.test(digits)) where.push(eq(books.isbn, digits.toUpperCase()));
    else {
      for (const word of q.split(/\s+/).slice(0, 6)) {
        const like = `%${escapeLike(word)}%`;
        where.push(or(ilike(books.title, like), ilike(books.authors, like), ilike(books.publisher, like))!);
      }
    }
  }
  if (options.schoolCode) {
    where.push(
      sql`${books.isbn} in (select ${adoptions.isbn} from ${adoptions} where ${adoptions.schoolCode} = ${options.schoolCode})`,
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select({ ...fields, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(books)
    .where(condition)
    .orderBy(asc(books.title), asc(books.isbn))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return { books: rows.map(({ total: _t, ...b }) => b), total: rows[0]?.total ?? 0 };
}

export async function findMinistryBook(db: Db, isbn: string): Promise<MinistryBook | null> {
  const [row] = await db.select(fields).from(books).where(eq(books.isbn, isbn));
  return row ?? null;
}

/** The ISBNs a school adopted (any year), for "enrich every book of this school". */
export async function isbnsOfSchool(db: Db, schoolCode: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ isbn: adoptions.isbn })
    .from(adoptions)
    .where(eq(adoptions.schoolCode, schoolCode))
    .orderBy(asc(adoptions.isbn));
  return rows.map((r) => r.isbn);
}

/** Which of these codes are real ISBNs of known books (enrichment asks only for those). */
export async function knownIsbns(db: Db, isbns: string[]): Promise<Set<string>> {
  if (!isbns.length) return new Set();
  const rows = await db
    .select({ isbn: books.isbn })
    .from(books)
    .where(and(inArray(books.isbn, isbns), eq(books.isIsbn, true)));
  return new Set(rows.map((r) => r.isbn));
}

/** What enrichment found: a cover served by us and a description; the book is "Arricchito". */
export async function saveBookEnrichment(
  db: Db,
  isbn: string,
  found: { coverUrl: string | null; description: string | null },
): Promise<void> {
  await db
    .update(books)
    .set({
      coverUrl: sql`coalesce(${found.coverUrl}, ${books.coverUrl})`,
      description: sql`coalesce(${found.description}, ${books.description})`,
      enriched: true,
      updatedAt: new Date(),
    })
    .where(eq(books.isbn, isbn));
}
