import type { BulkSession } from './bulk-session.ts';

// An interleaved PGlite import (decision 0014) moves staged rows over in short
// transactions: each batch holds PGlite only for itself and switches whole school lists.

/** Rows moved per short transaction of an interleaved import. */
const ROWS_PER_BATCH = 2000;

/** The keys a query lists (`key`, `n` rows each), grouped into batches of about ROWS_PER_BATCH rows. */
export async function keyBatches(session: BulkSession, text: string, params: unknown[] = []): Promise<string[][]> {
  const { rows } = await session.query<{ key: string; n: number }>(text, params);
  const batches: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const row of rows) {
    current.push(row.key);
    size += Number(row.n);
    if (size >= ROWS_PER_BATCH) {
      batches.push(current);
      current = [];
      size = 0;
    }
  }
  if (current.length) batches.push(current);
  return batches;
}

/**
 * An interleaved import's lists, school by school: each batch deletes the region's old
 * rows of its schools and inserts their new ones in one transaction, so a reader sees a
 * school's old list or its new one. Schools no longer in the file lose their list too.
 */
export async function replaceListsBySchool(session: BulkSession, region: string, schoolYear: string): Promise<number> {
  await session.query('CREATE INDEX ON adoption_stage (school_code)');
  const batches = await keyBatches(
    session,
    `SELECT code AS key, count(*)::int AS n FROM (
       SELECT school_code AS code FROM adoption_stage
       UNION ALL SELECT school_code FROM adoptions WHERE region = $1 AND school_year = $2) x
     GROUP BY code ORDER BY code`,
    [region, schoolYear],
  );
  let inserted = 0;
  for (const codes of batches) {
    inserted += await session.batch(async (query) => {
      await query('DELETE FROM adoptions WHERE region = $1 AND school_year = $2 AND school_code = ANY($3::text[])', [
        region,
        schoolYear,
        codes,
      ]);
      const result = await query(
        'INSERT INTO adoptions SELECT * FROM adoption_stage WHERE school_code = ANY($1::text[]) ON CONFLICT DO NOTHING',
        [codes],
      );
      return result.rowCount;
    });
  }
  return inserted;
}
