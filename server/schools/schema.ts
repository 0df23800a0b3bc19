import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** The words of search_text, kept by PostgreSQL: the name search asks for word prefixes. */
    searchWords: tsvector('search_words').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
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
export const books = pgTable('books', {
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
});

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
