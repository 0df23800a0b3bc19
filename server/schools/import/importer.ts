import { parse } from 'csv-parse';
import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/transaction.ts';
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
import { type adoptions, type books, schools } from '../schema.ts';
import { keyBatches, replaceListsBySchool } from './batches.ts';
import { type BulkSession, type WriteRow, withBulkSession } from './bulk-session.ts';
import { readIstatNames } from './istat.ts';
import { classify, type FileInfo } from './kinds.ts';
import { type FileReport, type ImportReport, newFileReport, reject } from './report.ts';
import type { Source } from './sources.ts';

const SCHOOL_CODE = /^[A-Z0-9]{10}$/;

export type Progress = { file: string; bytes: number; totalBytes: number | null; rows: number };

export type ImportOptions = {
  onProgress?: (progress: Progress) => void;
  /** Cadastral code → proper-case municipality name (from the ISTAT list). */
  municipalityNames?: Map<string, string>;
  /**
   * Import while the shop serves (the back office): on PGlite each file is staged outside
   * any transaction and moved over in short per-school transactions (batches.ts).
   */
  interleave?: boolean;
  /** A file's rows are read; now they replace the old ones (its transaction). */
  onWriting?: (file: string) => void;
  /** A file committed (or was only read, for the ISTAT list): its report. */
  onFileDone?: (report: FileReport) => Promise<void> | void;
  /** Keep the first rejected rows of each file in the report (`rejectedRows`), up to this many. */
  keepRejected?: number;
};

/**
 * Imports Ministry files: the ISTAT list first (names), then registries, then adoptions
 * (whose schools must exist). Each file is one transaction: a file that breaks half-way
 * leaves the previous data as it was.
 */
export async function importMinistry(
  database: Database,
  sources: Source[],
  options: ImportOptions = {},
): Promise<ImportReport> {
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
      const istat = {
        ...newFileReport(source.name, 'istat'),
        rows: names.size,
        imported: names.size,
        durationMs: Math.round(performance.now() - fileStarted),
      };
      files.push(istat);
      await options.onFileDone?.(istat);
      continue;
    }
    let file = await openRecords(source, options);
    let report: FileReport;
    try {
      if (file.info.kind === 'istat') {
        throw new Error(`${source.name}: l'elenco ISTAT dei comuni va passato con il suo nome originale`);
      } else if (file.info.kind === 'registry') {
        report = await importRegistry(database, file, names, options);
      } else if (database.pglite && options.interleave) {
        // Staged from the start: interleaving fills staging tables before the transaction.
        report = await importAdoptions(database, file, 'staged', options);
      } else {
        try {
          report = await importAdoptions(database, file, 'direct', options);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // A row is repeated in the file or already in another region's list (same
          // school, class and book): read the file again through a staging table.
          file.close();
          file = await openRecords(source, options);
          report = await importAdoptions(database, file, 'staged', options);
        }
      }
    } finally {
      file.close();
    }
    report.durationMs = Math.round(performance.now() - fileStarted);
    files.push(report);
    // Each file's commit is visible at once: kept lists and cached pages go now.
    forgetSchoolLists(database.db);
    await options.onFileDone?.(report);
  }
  forgetSchoolLists(database.db);
  return { files, durationMs: Math.round(performance.now() - started) };
}

type Row = { record: string[]; line: number };

/** A file opened for import: its name, kind, header and a stream of its data rows. */
type OpenFile = {
  name: string;
  info: FileInfo;
  header: string[];
  rows: AsyncIterable<Row>;
  close: () => void;
  /** How many rejected rows to keep in the report (the back office offers them for download). */
  keepRejected: number;
};

/** Counts a rejected row and, when asked, keeps it for the report's download. */
function refuse(report: FileReport, file: OpenFile, reason: string, line: number, record: string[]) {
  reject(report, reason, line);
  if (file.keepRejected <= 0) return;
  report.rejectedRows ??= [];
  if (report.rejectedRows.length < file.keepRejected) report.rejectedRows.push({ line, reason, cells: record });
}

async function openRecords(source: Source, options: ImportOptions): Promise<OpenFile> {
  const { onProgress } = options;
  let rowsSoFar = 0;
  const stream = await source.open((bytes, totalBytes) =>
    onProgress?.({ file: source.name, bytes, totalBytes, rows: rowsSoFar }),
  );
  const records = parse({ bom: true, skip_empty_lines: true, relax_column_count: true, info: true });
  stream.on('error', (error) => records.destroy(error));
  stream.pipe(records);
  const close = () => {
    stream.destroy();
    records.destroy();
  };
  const iterator = (records as AsyncIterable<{ record: string[]; info: { lines: number } }>)[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) {
    close();
    throw new Error(`${source.name}: file vuoto`);
  }
  const header = first.value.record.map((h) => h.trim().toUpperCase());
  let info: FileInfo;
  try {
    info = classify(source.name, first.value.record);
  } catch (error) {
    close();
    throw error;
  }
  const rows: AsyncIterable<Row> = {
    async *[Symbol.asyncIterator]() {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        rowsSoFar++;
        yield { record: next.value.record, line: next.value.info.lines };
      }
    },
  };
  return { name: source.name, info, header, rows, close, keepRejected: options.keepRejected ?? 0 };
}

function columnReader(header: string[]) {
  const index = new Map(header.map((h, i) => [h, i]));
  return (record: string[], column: string) => {
    const i = index.get(column);
    return i === undefined ? undefined : record[i];
  };
}

// Every column of `schools` the importer writes (PostgreSQL computes the generated ones).
const SCHOOL_COLUMNS = Object.entries(getTableColumns(schools))
  .filter(([, column]) => !column.generated)
  .map(([key, column]) => ({ key, name: column.name }));
const SCHOOL_COLUMN_NAMES = SCHOOL_COLUMNS.map((c) => `"${c.name}"`);
const SCHOOL_COLUMN_LIST = SCHOOL_COLUMN_NAMES.join(', ');
// Columns an import refreshes (the first import time stays).
const SCHOOL_UPDATES = SCHOOL_COLUMNS.filter((c) => c.key !== 'code' && c.key !== 'importedAt')
  .map((c) => `"${c.name}" = excluded."${c.name}"`)
  .join(', ');

async function importRegistry(
  database: Database,
  file: OpenFile,
  names: Map<string, string> | undefined,
  options: ImportOptions,
): Promise<FileReport> {
  const report = newFileReport(file.name, 'registry');
  const get = columnReader(file.header);
  const seen = new Set<string>();
  let schoolYear: string | null = null;
  await withBulkSession(
    database,
    async (session) => {
      // Staged first: the upsert keeps a school's first import time and never lets an
      // older registry year overwrite a newer one.
      const now = new Date().toISOString();
      await session.stage('school_stage', 'schools', SCHOOL_COLUMN_NAMES, async (write) => {
        for await (const { record, line } of file.rows) {
          report.rows++;
          const row = registryRow(record, line, file, get, report, names);
          if (!row) continue;
          if (seen.has(row.code)) {
            report.duplicates++;
            continue;
          }
          seen.add(row.code);
          schoolYear ??= row.schoolYear;
          report.imported++;
          const values = SCHOOL_COLUMNS.map(({ key }) =>
            key === 'importedAt' ? now : (row[key as keyof typeof row] as string | boolean | null | undefined),
          );
          const wait = write(values);
          if (wait) await wait;
        }
      });
      options.onWriting?.(file.name);
      const upsert = `
      INSERT INTO schools (${SCHOOL_COLUMN_LIST}) SELECT ${SCHOOL_COLUMN_LIST} FROM school_stage
      WHERE $1::text[] IS NULL OR code = ANY($1::text[])
      ON CONFLICT (code) DO UPDATE SET ${SCHOOL_UPDATES}
      WHERE excluded.school_year >= schools.school_year`;
      if (!session.interleaved) await session.query(upsert, [null]);
      else {
        // A school row at a time is whole: batches of schools keep each statement short.
        for (const codes of await keyBatches(session, 'SELECT code AS key, 1 AS n FROM school_stage ORDER BY code')) {
          await session.batch((query) => query(upsert, [codes]));
        }
      }
      await recordImport(session, file, 'registry', schoolYear, null, report);
    },
    options,
  );
  report.schoolYear = schoolYear ?? undefined;
  return report;
}

/** The first checks of every row (both kinds of file): its width and its school code. */
function rowSchoolCode(
  record: string[],
  line: number,
  file: OpenFile,
  get: ReturnType<typeof columnReader>,
  report: FileReport,
): string | null {
  if (record.length !== file.header.length) {
    refuse(report, file, 'numero di colonne errato', line, record);
    return null;
  }
  const code = cleanText(get(record, 'CODICESCUOLA'))?.toUpperCase();
  if (!code || !SCHOOL_CODE.test(code)) {
    refuse(report, file, 'codice scuola non valido', line, record);
    return null;
  }
  return code;
}

/** One registry row checked and normalised, or null (and the reason counted). */
function registryRow(
  record: string[],
  line: number,
  file: OpenFile,
  get: ReturnType<typeof columnReader>,
  report: FileReport,
  names: Map<string, string> | undefined,
): typeof schools.$inferInsert | null {
  const code = rowSchoolCode(record, line, file, get, report);
  if (!code) return null;
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
    refuse(report, file, 'anno scolastico non valido', line, record);
    return null;
  }
  if (!name || !region || !province || !town) {
    refuse(report, file, 'denominazione, regione, provincia o comune mancante', line, record);
    return null;
  }
  const municipalityCode = cleanText(get(record, 'CODICECOMUNESCUOLA'))?.toUpperCase() ?? null;
  return {
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
    statale: file.info.statale ?? true,
    regioneAutonoma: file.info.regioneAutonoma ?? false,
    email: cleanText(get(record, 'INDIRIZZOEMAILSCUOLA')),
    pec: cleanText(get(record, 'INDIRIZZOPECSCUOLA')),
    website: cleanText(get(record, 'SITOWEBSCUOLA')),
    searchText: foldForSearch(`${code} ${name} ${instituteName && instituteName !== name ? instituteName : ''}`),
  };
}

const ADOPTION_COLUMNS = [
  'school_year',
  'school_code',
  'class_year',
  'section',
  'study_plan',
  'subject',
  'isbn',
  'grade_code',
  'region',
  'new_adoption',
  'must_buy',
  'recommended',
  'list_price_cents',
] as const;

const BOOK_COLUMNS = ['isbn', 'is_isbn', 'title', 'subtitle', 'authors', 'publisher', 'volume', 'list_price_cents'];

/**
 * A region's adoption file replaces that region's list for its school year in one
 * transaction. `direct` copies straight into `adoptions`, which fails on the first row
 * already there; `staged` copies into a temporary table and moves its rows over skipping
 * those (a row repeated in the file, or held by another region's file) as duplicates.
 * Keeping no set of keys here keeps memory flat whatever the file's size.
 */
async function importAdoptions(
  database: Database,
  file: OpenFile,
  mode: 'direct' | 'staged',
  options: ImportOptions,
): Promise<FileReport> {
  const report = newFileReport(file.name, 'adoptions');
  const get = columnReader(file.header);
  const region = file.info.regionKey ?? '';
  const schoolYear = schoolYearFromDate(file.info.dataDate ?? '');
  report.region = region;
  report.schoolYear = schoolYear;
  const bookData = new Map<string, typeof books.$inferInsert>();
  const replace = 'DELETE FROM adoptions WHERE region = $1 AND school_year = $2';
  await withBulkSession(
    database,
    async (session) => {
      // The region's list for this year is replaced whole; readers see old or new, never a mix.
      if (mode === 'direct') await session.query(replace, [region, schoolYear]);
      let copied = 0;
      const fill = async (write: WriteRow) => {
        for await (const { record, line } of file.rows) {
          report.rows++;
          const row = adoptionRow(record, line, file, get, report);
          if (!row) continue;
          copied++;
          const wait = write([
            schoolYear,
            row.schoolCode,
            row.classYear,
            row.section,
            row.studyPlan,
            row.subject,
            row.isbn,
            row.gradeCode,
            region,
            row.newAdoption,
            row.mustBuy,
            row.recommended,
            row.listPriceCents,
          ]);
          if (!bookData.has(row.isbn)) bookData.set(row.isbn, row.book());
          if (wait) await wait;
        }
      };
      let inserted = copied;
      if (mode === 'staged') {
        await session.stage('adoption_stage', 'adoptions', ADOPTION_COLUMNS, fill);
        await stageBooks(session, bookData.values());
        options.onWriting?.(file.name);
        if (session.interleaved) {
          // Books first (a new list's books must be there when it appears), then the lists
          // school by school: each batch replaces whole lists in one short transaction.
          await upsertBooks(session);
          inserted = await replaceListsBySchool(session, region, schoolYear);
        } else {
          await session.query(replace, [region, schoolYear]);
          const result = await session.query(
            'INSERT INTO adoptions SELECT * FROM adoption_stage ON CONFLICT DO NOTHING',
          );
          inserted = result.rowCount;
        }
      } else {
        await session.copy('adoptions', ADOPTION_COLUMNS, fill);
        inserted = copied;
        options.onWriting?.(file.name);
        await stageBooks(session, bookData.values());
      }
      report.imported = inserted;
      report.duplicates += copied - inserted;
      if (!session.interleaved) await upsertBooks(session);
      await recordImport(session, file, 'adoptions', schoolYear, region, report);
    },
    options,
  );
  return report;
}

type AdoptionRow = Omit<typeof adoptions.$inferInsert, 'schoolYear' | 'region'> & {
  /** The book record, built only for the first row of each ISBN. */
  book: () => typeof books.$inferInsert;
};

/** One adoption row checked and normalised, or null (and the reason counted). */
function adoptionRow(
  record: string[],
  line: number,
  file: OpenFile,
  get: ReturnType<typeof columnReader>,
  report: FileReport,
): AdoptionRow | null {
  const schoolCode = rowSchoolCode(record, line, file, get, report);
  if (!schoolCode) return null;
  const classYear = Number(cleanText(get(record, 'ANNOCORSO')));
  if (!Number.isInteger(classYear) || classYear < 1 || classYear > 6) {
    refuse(report, file, 'anno di corso non valido', line, record);
    return null;
  }
  const section = cleanText(get(record, 'SEZIONEANNO'))?.toUpperCase();
  if (!section) {
    refuse(report, file, 'sezione mancante', line, record);
    return null;
  }
  const isbn = normalizeIsbn(get(record, 'CODICEISBN'));
  if (!isbn) {
    refuse(report, file, 'codice ISBN mancante o non valido', line, record);
    return null;
  }
  const title = cleanText(get(record, 'TITOLO'));
  const subject = cleanText(get(record, 'DISCIPLINA'));
  if (!title || !subject) {
    refuse(report, file, 'titolo o disciplina mancante', line, record);
    return null;
  }
  const price = parsePriceCents(get(record, 'PREZZO'));
  return {
    schoolCode,
    classYear,
    section,
    studyPlan: cleanText(get(record, 'COMBINAZIONE')) ?? '',
    subject,
    isbn: isbn.code,
    gradeCode: cleanText(get(record, 'TIPOGRADOSCUOLA')),
    newAdoption: parseYesNo(get(record, 'NUOVAADOZ')) ?? false,
    mustBuy: parseYesNo(get(record, 'DAACQUIST')) ?? false,
    recommended: parseRecommended(get(record, 'CONSIGLIATO')),
    listPriceCents: price,
    book: () => ({
      isbn: isbn.code,
      isIsbn: isbn.isIsbn,
      title,
      subtitle: cleanText(get(record, 'SOTTOTITOLO')),
      authors: cleanText(get(record, 'AUTORI')),
      publisher: cleanText(get(record, 'EDITORE')),
      volume: cleanText(get(record, 'VOLUME')),
      listPriceCents: price,
    }),
  };
}

/** The file's books, one row per ISBN, into `book_stage`. */
async function stageBooks(session: BulkSession, bookRows: Iterable<typeof books.$inferInsert>) {
  await session.stage('book_stage', 'books INCLUDING DEFAULTS', BOOK_COLUMNS, async (write) => {
    for (const book of bookRows) {
      const wait = write([
        book.isbn,
        book.isIsbn,
        book.title,
        book.subtitle,
        book.authors,
        book.publisher,
        book.volume,
        book.listPriceCents,
      ]);
      if (wait) await wait;
    }
  });
}

/** One record per ISBN: the newest file's data, keeping a known price when the new one is missing. */
async function upsertBooks(session: BulkSession) {
  const columns = BOOK_COLUMNS.join(', ');
  const upsert = `
    INSERT INTO books (${columns}) SELECT ${columns} FROM book_stage
    WHERE $1::text[] IS NULL OR isbn = ANY($1::text[])
    ON CONFLICT (isbn) DO UPDATE SET title = excluded.title, subtitle = excluded.subtitle,
      authors = excluded.authors, publisher = excluded.publisher, volume = excluded.volume,
      list_price_cents = coalesce(excluded.list_price_cents, books.list_price_cents)`;
  if (!session.interleaved) {
    await session.query(upsert, [null]);
    return;
  }
  for (const isbns of await keyBatches(session, 'SELECT isbn AS key, 1 AS n FROM book_stage ORDER BY isbn')) {
    await session.batch((query) => query(upsert, [isbns]));
  }
}

async function recordImport(
  session: BulkSession,
  file: OpenFile,
  kind: string,
  schoolYear: string | null,
  region: string | null,
  report: FileReport,
) {
  await session.query(
    `INSERT INTO ministry_imports (file, kind, school_year, region, data_date, rows, imported, imported_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (file) DO UPDATE SET kind = excluded.kind, school_year = excluded.school_year,
       region = excluded.region, data_date = excluded.data_date, rows = excluded.rows,
       imported = excluded.imported, imported_at = excluded.imported_at`,
    [file.name, kind, schoolYear, region, file.info.dataDate ?? null, report.rows, report.imported],
  );
}
