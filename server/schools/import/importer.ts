import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  cleanText,
  foldForSearch,
  normalizeIsbn,
  parsePriceCents,
  parseRecommended,
  parseYesNo,
  schoolYearFromCode,
  schoolYearFromDate,
  titleCase,
} from '../normalize.ts';
import { forgetSchoolLists } from '../queries.ts';
import { type adoptions, books, ministryImports, schools } from '../schema.ts';
import { readIstatNames } from './istat.ts';
import { classify, type FileInfo } from './kinds.ts';
import { type FileReport, type ImportReport, newFileReport, reject } from './report.ts';
import type { Source } from './sources.ts';

const BATCH = 1000;
// Adoptions go in as one array per column (unnest): one statement of 13 parameters per
// 5,000 rows parses far faster than 65,000 separate parameters.
const ADOPTION_BATCH = 5000;
const SCHOOL_CODE = /^[A-Z0-9]{10}$/;

export type Progress = { file: string; bytes: number; totalBytes: number | null; rows: number };

export type ImportOptions = {
  onProgress?: (progress: Progress) => void;
  /** Cadastral code → proper-case municipality name (from the ISTAT list). */
  municipalityNames?: Map<string, string>;
};

/**
 * Imports Ministry files: the ISTAT list first (names), then registries, then adoptions
 * (whose schools must exist). Each file is one transaction: a file that breaks half-way
 * leaves the previous data as it was.
 */
export async function importMinistry(db: Db, sources: Source[], options: ImportOptions = {}): Promise<ImportReport> {
  const started = performance.now();
  const order = (s: Source) => (/^SCUAN/i.test(s.name) ? 1 : /^ALT/i.test(s.name) ? 2 : 0);
  const sorted = [...sources].sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name));
  const files: FileReport[] = [];
  let names = options.municipalityNames;
  for (const source of sorted) {
    const fileStarted = performance.now();
    if (/comuni/i.test(source.name)) {
      // The ISTAT list has its own encoding and separator; it only lends names.
      names = await readIstatNames(await source.open());
      files.push({
        ...newFileReport(source.name, 'istat'),
        rows: names.size,
        imported: names.size,
        durationMs: Math.round(performance.now() - fileStarted),
      });
      continue;
    }
    let rowsSoFar = 0;
    const stream = await source.open((bytes, totalBytes) =>
      options.onProgress?.({ file: source.name, bytes, totalBytes, rows: rowsSoFar }),
    );
    const records = parse({ bom: true, skip_empty_lines: true, relax_column_count: true, info: true });
    stream.on('error', (error) => records.destroy(error));
    stream.pipe(records);
    const iterator = (records as AsyncIterable<{ record: string[]; info: { lines: number } }>)[Symbol.asyncIterator]();
    const first = await iterator.next();
    if (first.done) throw new Error(`${source.name}: file vuoto`);
    const header = first.value.record.map((h) => h.trim().toUpperCase());
    const info = classify(source.name, first.value.record);
    const rows: AsyncIterable<{ record: string[]; line: number }> = {
      async *[Symbol.asyncIterator]() {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          rowsSoFar++;
          yield { record: next.value.record, line: next.value.info.lines };
        }
      },
    };
    let report: FileReport;
    if (info.kind === 'istat') {
      throw new Error(`${source.name}: l'elenco ISTAT dei comuni va passato con il suo nome originale`);
    } else if (info.kind === 'registry') {
      report = await importRegistry(db, source.name, info, header, rows, names);
    } else {
      report = await importAdoptions(db, source.name, info, header, rows);
    }
    report.durationMs = Math.round(performance.now() - fileStarted);
    files.push(report);
  }
  forgetSchoolLists(db);
  return { files, durationMs: Math.round(performance.now() - started) };
}

type Row = { record: string[]; line: number };

function columnReader(header: string[]) {
  const index = new Map(header.map((h, i) => [h, i]));
  return (record: string[], column: string) => {
    const i = index.get(column);
    return i === undefined ? undefined : record[i];
  };
}

async function importRegistry(
  db: Db,
  file: string,
  info: FileInfo,
  header: string[],
  rows: AsyncIterable<Row>,
  names: Map<string, string> | undefined,
): Promise<FileReport> {
  const report = newFileReport(file, 'registry');
  const get = columnReader(header);
  const seen = new Set<string>();
  let schoolYear: string | null = null;
  await db.transaction(async (tx) => {
    let batch: (typeof schools.$inferInsert)[] = [];
    const flush = async () => {
      if (!batch.length) return;
      // One JSON parameter per batch, expanded by PostgreSQL into rows of the table's type.
      const now = new Date().toISOString();
      const json = JSON.stringify(
        batch.map((row) => {
          const out: Record<string, unknown> = { code: row.code, imported_at: now };
          for (const [key, column] of Object.entries(schoolColumns)) out[column] = row[key as keyof typeof row] ?? null;
          return out;
        }),
      );
      const updates = Object.values(schoolColumns).map((column) => `"${column}" = excluded."${column}"`);
      await tx.execute(sql`
        INSERT INTO schools SELECT * FROM jsonb_populate_recordset(NULL::schools, ${json}::jsonb)
        ON CONFLICT (code) DO UPDATE SET ${sql.raw(updates.join(', '))}
        WHERE excluded.school_year >= schools.school_year`);
      batch = [];
    };
    for await (const { record, line } of rows) {
      report.rows++;
      if (record.length !== header.length) {
        reject(report, 'numero di colonne errato', line);
        continue;
      }
      const code = cleanText(get(record, 'CODICESCUOLA'))?.toUpperCase();
      if (!code || !SCHOOL_CODE.test(code)) {
        reject(report, 'codice scuola non valido', line);
        continue;
      }
      const year = schoolYearFromCode(get(record, 'ANNOSCOLASTICO'));
      const instituteName = cleanText(get(record, 'DENOMINAZIONEISTITUTORIFERIMENTO'));
      const gradeType = cleanText(get(record, 'DESCRIZIONETIPOLOGIAGRADOISTRUZIONESCUOLA'));
      // A few sites have no name of their own: they are known by their institute's.
      const name =
        cleanText(get(record, 'DENOMINAZIONESCUOLA')) ??
        (instituteName ? `${instituteName}${gradeType ? ` – ${titleCase(gradeType)}` : ''}` : null);
      const region = cleanText(get(record, 'REGIONE'));
      const province = cleanText(get(record, 'PROVINCIA'));
      const town = cleanText(get(record, 'DESCRIZIONECOMUNE'));
      if (!year) {
        reject(report, 'anno scolastico non valido', line);
        continue;
      }
      if (!name || !region || !province || !town) {
        reject(report, 'denominazione, regione, provincia o comune mancante', line);
        continue;
      }
      if (seen.has(code)) {
        report.duplicates++;
        continue;
      }
      seen.add(code);
      schoolYear ??= year;
      const municipalityCode = cleanText(get(record, 'CODICECOMUNESCUOLA'))?.toUpperCase() ?? null;
      batch.push({
        code,
        schoolYear: year,
        area: cleanText(get(record, 'AREAGEOGRAFICA')),
        region: titleCase(region),
        province: titleCase(province),
        municipality: (municipalityCode && names?.get(municipalityCode)) || titleCase(town),
        municipalityCode,
        name,
        address: cleanText(get(record, 'INDIRIZZOSCUOLA')),
        cap: cleanText(get(record, 'CAPSCUOLA')),
        instituteCode: cleanText(get(record, 'CODICEISTITUTORIFERIMENTO'))?.toUpperCase() ?? null,
        instituteName,
        gradeType,
        characteristic: cleanText(get(record, 'DESCRIZIONECARATTERISTICASCUOLA')),
        statale: info.statale ?? true,
        regioneAutonoma: info.regioneAutonoma ?? false,
        email: cleanText(get(record, 'INDIRIZZOEMAILSCUOLA')),
        pec: cleanText(get(record, 'INDIRIZZOPECSCUOLA')),
        website: cleanText(get(record, 'SITOWEBSCUOLA')),
        searchText: foldForSearch(`${code} ${name} ${instituteName && instituteName !== name ? instituteName : ''}`),
      });
      report.imported++;
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    await recordImport(tx, file, 'registry', schoolYear, null, info.dataDate, report);
  });
  report.schoolYear = schoolYear ?? undefined;
  return report;
}

// Column names for the upsert's SET (every column but the key and the first import time).
const schoolColumns: Record<string, string> = Object.fromEntries(
  Object.entries(schools)
    .filter(([key, value]) => typeof value === 'object' && value !== null && 'name' in value && key !== 'code')
    .filter(([key]) => key !== 'importedAt')
    .map(([key, value]) => [key, (value as { name: string }).name]),
);

async function importAdoptions(
  db: Db,
  file: string,
  info: FileInfo,
  header: string[],
  rows: AsyncIterable<Row>,
): Promise<FileReport> {
  const report = newFileReport(file, 'adoptions');
  const get = columnReader(header);
  const region = info.regionKey ?? '';
  const schoolYear = schoolYearFromDate(info.dataDate ?? '');
  report.region = region;
  report.schoolYear = schoolYear;
  const bookData = new Map<string, typeof books.$inferInsert>();
  await db.transaction(async (tx) => {
    // The region's list for this year is replaced whole; readers see old or new, never a mix.
    await tx.execute(sql`DELETE FROM adoptions WHERE region = ${region} AND school_year = ${schoolYear}`);
    let batch: (typeof adoptions.$inferInsert)[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const inserted = await insertAdoptions(tx, batch);
      report.imported += inserted;
      report.duplicates += batch.length - inserted;
      batch = [];
    };
    for await (const { record, line } of rows) {
      report.rows++;
      if (record.length !== header.length) {
        reject(report, 'numero di colonne errato', line);
        continue;
      }
      const schoolCode = cleanText(get(record, 'CODICESCUOLA'))?.toUpperCase();
      if (!schoolCode || !SCHOOL_CODE.test(schoolCode)) {
        reject(report, 'codice scuola non valido', line);
        continue;
      }
      const classYear = Number(cleanText(get(record, 'ANNOCORSO')));
      if (!Number.isInteger(classYear) || classYear < 1 || classYear > 6) {
        reject(report, 'anno di corso non valido', line);
        continue;
      }
      const section = cleanText(get(record, 'SEZIONEANNO'))?.toUpperCase();
      if (!section) {
        reject(report, 'sezione mancante', line);
        continue;
      }
      const isbn = normalizeIsbn(get(record, 'CODICEISBN'));
      if (!isbn) {
        reject(report, 'codice ISBN mancante o non valido', line);
        continue;
      }
      const title = cleanText(get(record, 'TITOLO'));
      const subject = cleanText(get(record, 'DISCIPLINA'));
      if (!title || !subject) {
        reject(report, 'titolo o disciplina mancante', line);
        continue;
      }
      const price = parsePriceCents(get(record, 'PREZZO'));
      batch.push({
        schoolYear,
        schoolCode,
        classYear,
        section,
        studyPlan: cleanText(get(record, 'COMBINAZIONE')) ?? '',
        subject,
        isbn: isbn.code,
        gradeCode: cleanText(get(record, 'TIPOGRADOSCUOLA')),
        region,
        newAdoption: parseYesNo(get(record, 'NUOVAADOZ')) ?? false,
        mustBuy: parseYesNo(get(record, 'DAACQUIST')) ?? false,
        recommended: parseRecommended(get(record, 'CONSIGLIATO')),
        listPriceCents: price,
      });
      if (!bookData.has(isbn.code)) {
        bookData.set(isbn.code, {
          isbn: isbn.code,
          isIsbn: isbn.isIsbn,
          title,
          subtitle: cleanText(get(record, 'SOTTOTITOLO')),
          authors: cleanText(get(record, 'AUTORI')),
          publisher: cleanText(get(record, 'EDITORE')),
          volume: cleanText(get(record, 'VOLUME')),
          listPriceCents: price,
        });
      }
      if (batch.length >= ADOPTION_BATCH) await flush();
    }
    await flush();
    let bookBatch: (typeof books.$inferInsert)[] = [];
    const flushBooks = async () => {
      if (!bookBatch.length) return;
      await tx
        .insert(books)
        .values(bookBatch)
        .onConflictDoUpdate({
          target: books.isbn,
          set: {
            title: sql`excluded.title`,
            subtitle: sql`excluded.subtitle`,
            authors: sql`excluded.authors`,
            publisher: sql`excluded.publisher`,
            volume: sql`excluded.volume`,
            listPriceCents: sql`coalesce(excluded.list_price_cents, ${books.listPriceCents})`,
          },
        });
      bookBatch = [];
    };
    for (const book of bookData.values()) {
      bookBatch.push(book);
      if (bookBatch.length >= BATCH) await flushBooks();
    }
    await flushBooks();
    await recordImport(tx, file, 'adoptions', schoolYear, region, info.dataDate, report);
  });
  return report;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts a batch, skipping rows already there (duplicates); returns how many went in. */
async function insertAdoptions(tx: Tx, batch: (typeof adoptions.$inferInsert)[]): Promise<number> {
  // The whole batch travels as one JSON parameter, which PostgreSQL expands into rows.
  const json = JSON.stringify(
    batch.map((r) => [
      r.schoolYear,
      r.schoolCode,
      r.classYear,
      r.section,
      r.studyPlan,
      r.subject,
      r.isbn,
      r.gradeCode ?? null,
      r.region,
      r.newAdoption,
      r.mustBuy,
      r.recommended ?? null,
      r.listPriceCents ?? null,
    ]),
  );
  const result = await tx.execute(sql`
    WITH inserted AS (
      INSERT INTO adoptions (school_year, school_code, class_year, section, study_plan, subject, isbn,
        grade_code, region, new_adoption, must_buy, recommended, list_price_cents)
      SELECT r->>0, r->>1, (r->>2)::int, r->>3, r->>4, r->>5, r->>6, r->>7, r->>8,
        (r->>9)::boolean, (r->>10)::boolean, r->>11, (r->>12)::int
      FROM jsonb_array_elements(${json}::jsonb) AS r
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM inserted`);
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return rows[0]?.n ?? 0;
}

async function recordImport(
  tx: Tx,
  file: string,
  kind: string,
  schoolYear: string | null,
  region: string | null,
  dataDate: string | undefined,
  report: FileReport,
) {
  const values = {
    file,
    kind,
    schoolYear,
    region,
    dataDate: dataDate ?? null,
    rows: report.rows,
    imported: report.imported,
    importedAt: new Date(),
  };
  await tx.insert(ministryImports).values(values).onConflictDoUpdate({ target: ministryImports.file, set: values });
}
