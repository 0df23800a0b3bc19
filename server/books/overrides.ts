import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { coverUrl } from './covers.ts';
import { bookOverrides, type ShopBookOverride } from './schema.ts';

/** What one shop says about a book, on top of the Ministry's record (null: not overridden). */
export type BookOverride = {
  priceCents: number | null;
  description: string | null;
  coverUrl: string | null;
  available: boolean | null;
};

function view(row: ShopBookOverride): BookOverride {
  return {
    priceCents: row.priceCents,
    description: row.description,
    coverUrl: row.coverId ? coverUrl(row.coverId) : null,
    available: row.available,
  };
}

/**
 * The shop's overrides of these books, by ISBN (books it never changed are absent). The
 * shop's book pricing calls this: an override price wins over the shop's usual price.
 */
export async function shopBookOverrides(db: Db, tenantId: string, isbns: string[]): Promise<Map<string, BookOverride>> {
  if (!isbns.length) return new Map();
  const rows = await db
    .select()
    .from(bookOverrides)
    .where(and(eq(bookOverrides.tenantId, tenantId), inArray(bookOverrides.isbn, [...new Set(isbns)])));
  return new Map(rows.map((r) => [r.isbn, view(r)]));
}

export type OverridePatch = {
  priceCents?: number | null;
  description?: string | null;
  coverId?: string | null;
  available?: boolean | null;
};

/** Changes what the patch names; a field set to null goes back to the Ministry's value. */
export async function saveBookOverride(
  db: Db,
  input: { tenantId: string; isbn: string; patch: OverridePatch; by: string },
): Promise<BookOverride> {
  const now = new Date();
  const set = { ...input.patch, updatedBy: input.by, updatedAt: now };
  const [row] = await db
    .insert(bookOverrides)
    .values({ tenantId: input.tenantId, isbn: input.isbn, ...set })
    .onConflictDoUpdate({ target: [bookOverrides.tenantId, bookOverrides.isbn], set })
    .returning();
  return view(row!);
}
