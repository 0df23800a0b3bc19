import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** SQL twin of foldForSearch for the generated columns: lower case, no accents, punctuation as spaces. */
export const fold = (text: SQL) => sql`regexp_replace(lower(immutable_unaccent(${text})), '[^a-z0-9]+', ' ', 'g')`;

// Ministry data is shared by every tenant (ARCHITECTURE.md "Multi-tenancy"): no tenant_id.

/** One school site ("plesso") from the Ministry registry; the newest registry year wins. */
export const schools = pgTable(
  'schools',
  {
    code: text('code').primaryKey(),
    schoolYear: text('school_year').notNull(),
    area: text('area'),
    region: text('region').notNull(),
    province: text('province').notNull(),
    municipality: text('municipality').notNull(),
    municipalityCode: text('municipality_code'),
    name: text('name').notNull(),
    address: text('address'),
    cap: text('cap'),
    instituteCode: text('institute_code'),
    instituteName: text('institute_name'),
    gradeType: text('grade_type'),
    characteristic: text('characteristic'),
    statale: boolean('statale').notNull(),
    regioneAutonoma: boolean('regione_autonoma').notNull(),
    email: text('email'),
    pec: text('pec'),
    website: text('website'),
    /** Name and institute name folded (lower case, no accents or punctuation) for search. */
    searchText: text('search_text').notNull(),
    /** The school's own name folded like foldForSearch (ranking: exact name, name starting with the words). */
    searchName: text('search_name').generatedAlwaysAs(sql`trim(${fold(sql`name`)})`),
    /**
     * The words the name search looks in, kept by PostgreSQL, weighted by where they come
     * from: code and name (A), institute (B), town (C), province, region, CAP, address and
     * kind of school (D); folded like foldForSearch (server/schools/search-words.ts).
     */
    searchWords: tsvector('search_words').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', ${fold(sql`code || ' ' || name`)}), 'A') || setweight(to_tsvector('simple', ${fold(sql`coalesce(institute_name, '')`)}), 'B') || setweight(to_tsvector('simple', ${fold(sql`municipality`)}), 'C') || setweight(to_tsvector('simple', ${fold(sql`province || ' ' || region || ' ' || coalesce(cap, '') || ' ' || coalesce(address, '') || ' ' || coalesce(grade_type, '') || ' ' || coalesce(characteristic, '')`)}), 'D')`,
    ),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schools_region_idx').on(t.region, t.province, t.municipality),
    index('schools_institute_idx').on(t.instituteCode),
    index('schools_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Whole words for the name search (word prefixes); the trigram index serves near misses.
    index('schools_search_words_idx').using('gin', t.searchWords),
  ],
);

/** One record per ISBN, derived from the adoptions and shared by every shop. */
export const books = pgTable(
  'books',
  {
    isbn: text('isbn').primaryKey(),
    /** False for codes that are not ISBNs (e.g. the publishers' association's "AIE005"). */
    isIsbn: boolean('is_isbn').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    authors: text('authors'),
    publisher: text('publisher'),
    volume: text('volume'),
    /** The newest ministry list price, in cents. */
    listPriceCents: integer('list_price_cents'),
    /** Filled by a later enrichment step. */
    coverUrl: text('cover_url'),
    description: text('description'),
    enriched: boolean('enriched').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Words of title (A), authors (B) and publisher (C), folded, for the family's book search. */
    searchWords: tsvector('search_words').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', ${fold(sql`title || ' ' || coalesce(subtitle, '')`)}), 'A') || setweight(to_tsvector('simple', ${fold(sql`coalesce(authors, '')`)}), 'B') || setweight(to_tsvector('simple', ${fold(sql`coalesce(publisher, '')`)}), 'C')`,
    ),
  },
  (t) => [index('books_search_words_idx').using('gin', t.searchWords)],
);

export type Recommended = 'approfondimento' | 'monografia';

/** One adopted book for a class, section and study plan of a school in a school year. */
export const adoptions = pgTable(
  'adoptions',
  {
    schoolYear: text('school_year').notNull(),
    schoolCode: text('school_code').notNull(),
    classYear: integer('class_year').notNull(),
    section: text('section').notNull(),
    studyPlan: text('study_plan').notNull(),
    subject: text('subject').notNull(),
    isbn: text('isbn').notNull(),
    gradeCode: text('grade_code'),
    /** Region of the adoption file, so a region's newer file replaces exactly its rows. */
    region: text('region').notNull(),
    newAdoption: boolean('new_adoption').notNull(),
    mustBuy: boolean('must_buy').notNull(),
    recommended: text('recommended').$type<Recommended>(),
    listPriceCents: integer('list_price_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.schoolYear, t.schoolCode, t.classYear, t.section, t.studyPlan, t.subject, t.isbn] }),
    index('adoptions_region_year_idx').on(t.region, t.schoolYear),
    // A school's page asks for its newest year and that year's list: by school first.
    index('adoptions_school_idx').on(t.schoolCode, t.schoolYear),
    // "Adopted by N schools" of the book search: counted from the index alone.
    index('adoptions_isbn_idx').on(t.isbn, t.schoolYear, t.schoolCode),
  ],
);

/** What was imported from which file: the pages show the data's date from here. */
export const ministryImports = pgTable('ministry_imports', {
  file: text('file').primaryKey(),
  kind: text('kind').notNull(),
  schoolYear: text('school_year'),
  region: text('region'),
  /** Date printed in the file name (the Ministry's publication date). */
  dataDate: text('data_date'),
  rows: integer('rows').notNull(),
  imported: integer('imported').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ImportRunStatus = 'in_coda' | 'in_corso' | 'completata' | 'fallita' | 'interrotta';
export type ImportSourceRef = { name: string; location: string; origin: 'upload' | 'url' };

/**
 * Ministry imports started from the back office: one row per run, with its progress. At
 * most one runs at a time across processes: `lock` is 'ministry' while the run is queued
 * or running (a unique column) and null afterwards; a run whose process died is noticed by
 * its stale heartbeat and marked "interrotta".
 */
export const importRuns = pgTable('import_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status').$type<ImportRunStatus>().notNull(),
  lock: text('lock').unique(),
  /** Who started it: "admin:<id>". */
  requestedBy: text('requested_by').notNull(),
  sources: jsonb('sources').$type<ImportSourceRef[]>().notNull(),
  currentFile: text('current_file'),
  filesDone: integer('files_done').notNull().default(0),
  /** Rows read in the current file, and the speed (rows per second) of its reading. */
  rows: integer('rows').notNull().default(0),
  rowsPerSecond: integer('rows_per_second').notNull().default(0),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  totalBytes: bigint('total_bytes', { mode: 'number' }),
  /** 'lettura' while the file is read, 'scrittura' while its rows replace the old ones. */
  phase: text('phase'),
  error: text('error'),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ImportRun = typeof importRuns.$inferSelect;

/** Each file's report in a run (the same report the command line prints). */
export const importRunFiles = pgTable(
  'import_run_files',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    file: text('file').notNull(),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.position] })],
);

/** The rows a run rejected (first ones of each file), downloadable from the history. */
export const importRejectedRows = pgTable(
  'import_rejected_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: uuid('run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    line: integer('line').notNull(),
    reason: text('reason').notNull(),
    /** The row's cells as read, joined by ";". */
    raw: text('raw').notNull(),
  },
  (t) => [index('import_rejected_rows_run_idx').on(t.runId, t.file, t.line)],
);
