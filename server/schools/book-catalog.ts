import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { foldForSearch } from './normalize.ts';
import { cachedSchoolData } from './queries.ts';
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

/** A book as the family's search finds it: the Ministry's record and how many schools adopted it. */
export type AdoptedBook = MinistryBook & { volume: string | null; adoptions: number };

/** The newest school year of the adoptions (the primary key starts with it: one index step). */
async function newestYear(db: Db): Promise<string | null> {
  const [row] = await db.select({ year: sql<string | null>`max(${adoptions.schoolYear})` }).from(adoptions);
  return row?.year ?? null;
}

// "books"."isbn" spelled out: drizzle leaves columns of a one-table query unqualified, and
// inside the subquery an unqualified isbn would be the adoption's.
const adoptedBookFields = (year: string | null) => ({
  ...fields,
  volume: books.volume,
  adoptions:
    sql<number>`(SELECT count(DISTINCT ${adoptions.schoolCode}) FROM ${adoptions} WHERE ${adoptions.isbn} = "books"."isbn" AND ${adoptions.schoolYear} = ${year ?? ''})`
      .mapWith(Number)
      .as('adoption_count'),
});

/**
 * Books by words of title, authors or publisher (any order, accents and punctuation
 * ignored, the last word possibly a beginning), or by a code of the lists; the most adopted
 * first. Answers are kept for a minute like the school search (dropped by imports).
 */
export function searchAdoptedBooks(
  db: Db,
  options: { words?: string; isbn?: string; limit: number },
): Promise<{ books: AdoptedBook[]; total: number }> {
  const key = `b|${options.isbn ?? ''}|${foldForSearch(options.words ?? '')}|${options.limit}`;
  return cachedSchoolData(db, key, async () => {
    const year = await newestYear(db);
    let where: SQL;
    let rank: SQL[] = [];
    if (options.isbn) where = eq(books.isbn, options.isbn);
    else {
      const words = foldForSearch(options.words ?? '')
        .split(' ')
        .filter((w) => /^[a-z0-9]+$/.test(w))
        .slice(0, 8);
      if (!words.length) return { books: [], total: 0 };
      // Folded words are letters and digits only: safe quoted inside a tsquery.
      const query = words.map((w, i) => (i === words.length - 1 ? `'${w}':*` : `'${w}'`)).join(' & ');
      const code = (options.words ?? '').trim().toUpperCase();
      where = or(
        sql`${books.searchWords} @@ to_tsquery('simple', ${query})`,
        /^[A-Z0-9]{4,20}$/.test(code) ? eq(books.isbn, code) : sql`false`,
      )!;
      rank = [desc(sql`ts_rank(${books.searchWords}, to_tsquery('simple', ${query}))`)];
    }
    const rows = await db
      .select({ ...adoptedBookFields(year), total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(books)
      .where(where)
      .orderBy(desc(sql`adoption_count`), ...rank, asc(books.title), asc(books.isbn))
      .limit(options.limit);
    return { books: rows.map(({ total: _t, ...b }) => b), total: rows[0]?.total ?? 0 };
  });
}
