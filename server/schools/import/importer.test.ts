import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hasSharedData, requireInCI, sharedDataDir } from '#tests/support/requirements.ts';
import { describeEachDatabase, useTestDatabase } from '../../test/database.ts';
import { listAdoptions } from '../queries.ts';
import { importMinistry } from './importer.ts';
import { resolveSources } from './sources.ts';

const mim = (year: string, file: string) => path.join(sharedDataDir, 'mim', year, file);
const available = requireInCI(hasSharedData, '../shared/data');

// Folders for the hand-made files of a test, removed when the file's tests end.
const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-import-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** Data rows of a ministry file, counted by an independent CSV parse. */
async function dataRows(file: string): Promise<number> {
  const raw = createReadStream(file);
  const stream = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  let n = 0;
  for await (const _ of stream.pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true }))) n++;
  return n - 1;
}

/** The raw lines of a file (header first), decompressed. */
async function readLines(file: string): Promise<string[]> {
  const raw = createReadStream(file);
  const stream = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text.split(/\r?\n/).filter(Boolean);
}

const files2526 = [
  'SCUANAAUTSTAT20252620250901.csv',
  'SCUANAAUTPAR20252620250901.csv',
  'ALTVALLEDAOSTA000020250709.csv.gz',
  'ALTTRENTINOALTOADIGE000020250709.csv.gz',
].map((f) => mim('2025-26', f));

describeEachDatabase('ministry import (autonomous regions, real files)', (kind) => {
  const database = useTestDatabase(kind);
  if (!available) return it.skip('needs ../shared/data');
  const db = () => database().db;
  const counts = async () => {
    const result = await db().execute<{ schools: number; adoptions: number; books: number; total: number }>(
      sql`SELECT (SELECT count(*)::int FROM schools) AS schools, (SELECT count(*)::int FROM adoptions) AS adoptions,
          (SELECT count(*)::int FROM books) AS books, (SELECT coalesce(sum(list_price_cents), 0)::bigint FROM adoptions) AS total`,
    );
    return (result as unknown as { rows: unknown[] }).rows?.[0] ?? result;
  };

  let first: Awaited<ReturnType<typeof importMinistry>>;
  beforeAll(async () => {
    first = await importMinistry(database(), resolveSources(files2526));
  }, 240_000);

  it('accounts for every data row of every file', async () => {
    expect(first.files.map((f) => f.kind)).toEqual(['registry', 'registry', 'adoptions', 'adoptions']);
    expect(first.files.map((f) => f.file)).toEqual([
      'SCUANAAUTPAR20252620250901.csv',
      'SCUANAAUTSTAT20252620250901.csv',
      'ALTTRENTINOALTOADIGE000020250709.csv.gz',
      'ALTVALLEDAOSTA000020250709.csv.gz',
    ]);
    for (const report of first.files) {
      const file = files2526.find((f) => f.endsWith(report.file))!;
      expect(report.rows, report.file).toBe(await dataRows(file));
      const rejected = Object.values(report.rejected).reduce((a, b) => a + b, 0);
      expect(report.imported + report.duplicates + rejected, report.file).toBe(report.rows);
      expect(report.imported).toBeGreaterThan(0);
    }
  });

  it('finds the school of every adoption (100% join)', async () => {
    const result = await db().execute(
      sql`SELECT count(*)::int AS n FROM adoptions a WHERE NOT EXISTS (SELECT 1 FROM schools s WHERE s.code = a.school_code)`,
    );
    const row = ((result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]))[0];
    expect(row?.n).toBe(0);
  });

  it('marks autonomous-region and non-state schools and keeps the school year', async () => {
    const result = await db().execute(
      sql`SELECT statale, regione_autonoma, school_year, count(*)::int AS n FROM schools GROUP BY 1, 2, 3 ORDER BY 1`,
    );
    const rows = (result as unknown as { rows?: unknown[] }).rows ?? result;
    expect(rows).toEqual([
      { statale: false, regione_autonoma: true, school_year: '2025/26', n: first.files[0]!.imported },
      { statale: true, regione_autonoma: true, school_year: '2025/26', n: first.files[1]!.imported },
    ]);
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await counts();
    const again = await importMinistry(database(), resolveSources(files2526));
    expect(await counts()).toEqual(before);
    expect(again.files.map((f) => f.imported)).toEqual(first.files.map((f) => f.imported));
  }, 240_000);

  it('never shows a reader a partial list while a region is re-imported', async () => {
    const full = (await listAdoptions(db(), 'AOPS010002', {}, null)).length || null;
    const vda = async () => {
      const r = await db().execute(sql`SELECT count(*)::int AS n FROM adoptions WHERE region = 'VALLEDAOSTA'`);
      return ((r as unknown as { rows?: { n: number }[] }).rows ?? (r as unknown as { n: number }[]))[0]!.n;
    };
    const expected = await vda();
    const running = importMinistry(database(), resolveSources([files2526[2]!]));
    const seen: number[] = [];
    let done = false;
    void running.finally(() => {
      done = true;
    });
    // Readers arrive with gaps, as requests do (a back-to-back loop starves PGlite's
    // transaction of its turn: its lock is not fair).
    while (!done) {
      seen.push(await vda());
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await running;
    expect(new Set(seen)).toEqual(new Set([expected]));
    expect((await listAdoptions(db(), 'AOPS010002', {}, null)).length || null).toBe(full);
  }, 240_000);

  it('refuses a file with the wrong header whole, naming it and the expected columns', async () => {
    const dir = tempDir();
    const bad = path.join(dir, 'ALTMOLISE000020250709.csv');
    writeFileSync(bad, 'CODICESCUOLA,ANNOCORSO,TITOLO\r\nCB1E00100B,1,LIBRO\r\n');
    const before = await counts();
    await expect(importMinistry(database(), resolveSources([bad]))).rejects.toThrow(
      /ALTMOLISE000020250709\.csv: intestazione errata, mancano le colonne SEZIONEANNO.*Colonne attese: CODICESCUOLA/,
    );
    expect(await counts()).toEqual(before);
  });

  it('merges a repeated row and rows another region already holds as duplicates', async () => {
    const dir = tempDir();
    const lines = (await readLines(files2526[2]!)).slice(0, 21);
    // Twenty Valle d'Aosta rows filed under Molise (a misnamed file), one of them twice.
    const misfiled = path.join(dir, 'ALTMOLISE000020250709.csv');
    writeFileSync(misfiled, `${[...lines, lines[5]!].join('\r\n')}\r\n`);
    const before = await counts();
    const report = await importMinistry(database(), resolveSources([misfiled]));
    expect(report.files[0]).toMatchObject({ rows: 21, imported: 0, duplicates: 21, rejected: {} });
    expect(await counts()).toEqual(before);
    // The same file under its own region: the repeated row is merged, the rest replace the list.
    const own = path.join(dir, 'ALTVALLEDAOSTA000020250709.csv');
    writeFileSync(own, `${[...lines, lines[5]!].join('\r\n')}\r\n`);
    const again = await importMinistry(database(), resolveSources([own]));
    expect(again.files[0]).toMatchObject({ rows: 21, imported: 20, duplicates: 1 });
    await importMinistry(database(), resolveSources([files2526[2]!]));
    expect(await counts()).toEqual(before);
  }, 240_000);

  it('leaves the region untouched when its file is truncated', async () => {
    const dir = tempDir();
    const cut = path.join(dir, 'ALTVALLEDAOSTA000020250709.csv.gz');
    const whole = readFileSync(files2526[2]!);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const before = await counts();
    await expect(importMinistry(database(), resolveSources([cut]))).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });

  it('downloads a file from a web address', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip' });
      createReadStream(files2526[2]!).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const url = `http://127.0.0.1:${port}/files/ALTVALLEDAOSTA000020250709.csv.gz`;
      expect(() => resolveSources([url])).toThrow(/Solo indirizzi https/);
      const report = await importMinistry(database(), resolveSources([url], { allowHttp: true }));
      expect(report.files[0]).toMatchObject({ kind: 'adoptions', imported: first.files[3]!.imported });
    } finally {
      server.close();
    }
  });
});

describeEachDatabase('ministry import across school years (real files)', (kind) => {
  const database = useTestDatabase(kind);
  if (!available) return it.skip('needs ../shared/data');

  it('keeps 2023/24 when 2025/26 arrives and shows the newest year', async () => {
    const db = database().db;
    await importMinistry(
      database(),
      resolveSources([
        mim('2023-24', 'SCUANAAUTSTAT20232420230901.csv'),
        mim('2023-24', 'ALTVALLEDAOSTA000020230913.csv.gz'),
      ]),
    );
    await importMinistry(database(), resolveSources([files2526[0]!, files2526[2]!]));
    const years = await db.execute(sql`SELECT DISTINCT school_year FROM adoptions ORDER BY 1`);
    expect((years as unknown as { rows?: unknown[] }).rows ?? years).toEqual([
      { school_year: '2023/24' },
      { school_year: '2025/26' },
    ]);
    const list = await listAdoptions(db, 'AOPS010002', {}, null);
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((a) => a.annoScolastico))).toEqual(new Set(['2025/26']));
  }, 240_000);
});
