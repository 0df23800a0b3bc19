import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { centsToEuros } from '#common/catalog/pricing.ts';
import type { Adoption, School } from '#common/schools/views.ts';
import { cacheBusOf } from '../db/cache-bus.ts';
import type { Db } from '../db/connection.ts';
import { loadShopPricing, NO_SHOP_PRICING, priceBook } from '../pricing/book-prices.ts';
import { foldForSearch } from './normalize.ts';
import { adoptions, books, ministryImports, schools } from './schema.ts';
import { expandSearchWords, groupQuery, searchQuery, sideCourseQuery } from './search-words.ts';

const schoolFields = {
  codiceScuola: schools.code,
  nomeScuola: schools.name,
  indirizzo: schools.address,
  cap: schools.cap,
  comune: schools.municipality,
  provincia: schools.province,
  regione: schools.region,
  tipologiaGrado: schools.gradeType,
  caratteristica: schools.characteristic,
  regioneAutonoma: schools.regioneAutonoma,
  statale: schools.statale,
  email: schools.email,
  pec: schools.pec,
  sitoWeb: schools.website,
  codiceIstitutoRiferimento: schools.instituteCode,
  nomeIstitutoRiferimento: schools.instituteName,
};

const collate = sql`COLLATE "C"`;

// The cascade's lists and name searches change only with an import (possibly from another
// process): each answer is kept for a minute, so a busy search page does not scan 60,000
// schools per request (and PGlite, one thread for every query, stays free for the rest).
const CACHE_TTL_MS = 60_000;
const CACHE_ENTRIES = 1000;
const answerCache = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>();

function cached<T>(db: Db, key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
  let cache = answerCache.get(db);
  if (!cache) {
    cache = new Map();
    answerCache.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.value as Promise<T>;
  const owner = cache;
  const value = load().then(
    (result) => {
      if (!keep(result)) owner.delete(key);
      return result;
    },
    (error: unknown) => {
      owner.delete(key);
      throw error;
    },
  );
  if (cache.size >= CACHE_ENTRIES) cache.clear();
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** The same minute-long memory for other readers of Ministry data (the book search). */
export function cachedSchoolData<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return cached(db, key, load);
}

let generation = 0;

/** Forgets this process's kept lists and searches (the cache bus calls it). */
export function dropSchoolAnswers(db: Db): void {
  answerCache.delete(db);
  generation++;
}

/** After an import: every process sharing the database forgets its kept lists and searches. */
export function forgetSchoolLists(db: Db): void {
  const bus = cacheBusOf(db);
  if (bus) void bus.publish('schools');
  else dropSchoolAnswers(db);
}

/** Changes with every import (in any process): caches of school pages compare it. */
export function schoolDataGeneration(): number {
  return generation;
}

export function listRegions(db: Db): Promise<string[]> {
  return cached(db, 'regions', async () => {
    const rows = await db.selectDistinct({ v: schools.region }).from(schools);
    return rows.map((r) => r.v).sort(italianOrder);
  });
}

export function listProvinces(db: Db, region: string): Promise<string[]> {
  return cached(db, `p|${region}`, async () => {
    const rows = await db.selectDistinct({ v: schools.province }).from(schools).where(eq(schools.region, region));
    return rows.map((r) => r.v).sort(italianOrder);
  });
}

export function listMunicipalities(db: Db, province: string): Promise<string[]> {
  return cached(db, `m|${province}`, async () => {
    const rows = await db
      .selectDistinct({ v: schools.municipality })
      .from(schools)
      .where(eq(schools.province, province));
    return rows.map((r) => r.v).sort(italianOrder);
  });
}

const italian = new Intl.Collator('it', { sensitivity: 'base' });
const italianOrder = (a: string, b: string) => italian.compare(a, b);

export type SchoolFilters = {
  regione?: string;
  provincia?: string;
  comune?: string;
  tipologia?: string;
  caratteristica?: string;
  nome?: string;
  limit: number;
};

/**
 * Schools by place and filters, and by name: every word typed must be a word of the
 * school's or its institute's name, the last one possibly its beginning (any order,
 * accents and punctuation ignored), or a near miss of one (pg_trgm word similarity), so
 * one typo still finds the school. A school code finds that school. Exact and prefix
 * matches come first.
 */
export function searchSchools(db: Db, filters: SchoolFilters): Promise<{ scuole: School[]; total: number }> {
  const key = `s|${JSON.stringify([filters.regione, filters.provincia, filters.comune, filters.tipologia, filters.caratteristica, foldForSearch(filters.nome ?? ''), filters.limit])}`;
  // Long lists (a whole town or region) are not kept: not worth the memory.
  return cached(
    db,
    key,
    () => runSchoolSearch(db, filters),
    (result) => result.scuole.length <= 200,
  );
}

async function runSchoolSearch(db: Db, filters: SchoolFilters): Promise<{ scuole: School[]; total: number }> {
  const place: SQL[] = [];
  if (filters.regione) place.push(eq(schools.region, filters.regione));
  if (filters.provincia) place.push(eq(schools.province, filters.provincia));
  if (filters.comune) place.push(eq(schools.municipality, filters.comune));
  if (filters.tipologia) place.push(eq(schools.gradeType, filters.tipologia));
  if (filters.caratteristica) place.push(eq(schools.characteristic, filters.caratteristica));
  const folded = foldForSearch(filters.nome ?? '');
  const groups = expandSearchWords(folded);
  if (!groups.length) {
    // A name of punctuation only matches nothing (rather than every school in Italy).
    if (filters.nome?.trim()) return { scuole: [], total: 0 };
    return runSearch(db, place, [asc(schools.name), asc(schools.code)], filters.limit);
  }

  // Folded words are letters and digits only: safe quoted inside a tsquery.
  const matches = (query: string) => sql`${schools.searchWords} @@ to_tsquery('simple', ${query})`;
  // Where each group matched: the school's own name counts most, then its institute, its
  // town, and the rest (province, address, kind of school). A school named "Alighieri" in
  // Campobasso comes before the other sites of its institute and before "Alighieri"
  // schools elsewhere in the province.
  const wordScore = sql.join(
    groups.map(
      (g) =>
        sql`(CASE WHEN ${matches(groupQuery(g, 'A'))} THEN 8 ELSE 0 END + CASE WHEN ${matches(groupQuery(g, 'B'))} THEN 3 ELSE 0 END + CASE WHEN ${matches(groupQuery(g, 'C'))} THEN 2 ELSE 0 END + CASE WHEN ${matches(groupQuery(g, 'D'))} THEN 1 ELSE 0 END)`,
    ),
    sql` + `,
  );
  const sideCourses = sideCourseQuery(groups);
  const score = sideCourses ? sql`${wordScore} - CASE WHEN ${matches(sideCourses)} THEN 6 ELSE 0 END` : wordScore;
  const foldedName = schools.searchName;
  const order = (closeness: SQL[]) => [
    desc(sql`${schools.code} = ${folded.replace(/ /g, '').toUpperCase()}`),
    desc(sql`${foldedName} = ${folded}`),
    ...closeness,
    asc(sql`length(${schools.searchText})`),
    asc(schools.name),
    asc(schools.code),
  ];
  // First every group as typed or as one of its known alternatives (full-text index); only
  // when that finds nothing, words of four letters or more may be near misses (one typo,
  // trigram index on name and institute). Two passes keep the common case on one index.
  const found = await runSearch(
    db,
    [...place, matches(searchQuery(groups))],
    order([desc(score), desc(sql`starts_with(${foldedName}, ${folded})`)]),
    filters.limit,
  );
  if (found.total > 0) return found;
  const fuzzy = groups.map((g) =>
    !g.known && g.typed.length >= 4
      ? sql`(${matches(groupQuery(g))} OR ${g.typed} <% ${schools.searchText})`
      : matches(groupQuery(g)),
  );
  const typos = groups.filter((g) => !g.known && g.typed.length >= 4).map((g) => g.typed);
  if (!typos.length) return found;
  return runSearch(
    db,
    [...place, ...fuzzy],
    // The school whose own name is closest to the words first ("galilai" → "Galilei"
    // before "Andersen" of the Galilei institute).
    order([
      desc(sql`word_similarity(${typos.join(' ')}, ${foldedName})`),
      desc(score),
      desc(sql`word_similarity(${typos.join(' ')}, ${schools.searchText})`),
    ]),
    filters.limit,
  );
}

async function runSearch(db: Db, where: SQL[], order: SQL[], limit: number) {
  const rows = await db
    .select({ ...schoolFields, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(schools)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order)
    .limit(limit);
  return { scuole: rows.map(({ total: _total, ...school }) => school), total: rows[0]?.total ?? 0 };
}

export async function findSchool(db: Db, code: string): Promise<School | null> {
  const [row] = await db.select(schoolFields).from(schools).where(eq(schools.code, code.toUpperCase()));
  return row ?? null;
}

/** The newest school year that has adoptions for this school. */
async function latestYear(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ year: sql<string>`max(${adoptions.schoolYear})` })
    .from(adoptions)
    .where(eq(adoptions.schoolCode, code));
  return row?.year ?? null;
}

/** The book list of a school (newest year), optionally for one class and section. */
export async function listAdoptions(
  db: Db,
  code: string,
  filter: { classe?: number; sezione?: string; combinazione?: string | null } = {},
  /** The shop whose prices to show (its textbook discount and own prices, server/pricing); null: list prices. */
  tenantId: string | null,
): Promise<Adoption[]> {
  const upper = code.toUpperCase();
  const year = await latestYear(db, upper);
  if (!year) return [];
  const where = [eq(adoptions.schoolCode, upper), eq(adoptions.schoolYear, year)];
  if (filter.classe) where.push(eq(adoptions.classYear, filter.classe));
  if (filter.sezione) where.push(eq(adoptions.section, filter.sezione.toUpperCase()));
  if (filter.combinazione) where.push(eq(adoptions.studyPlan, filter.combinazione));
  const rows = await db
    .select({
      annoCorso: adoptions.classYear,
      sezione: adoptions.section,
      combinazione: adoptions.studyPlan,
      disciplina: adoptions.subject,
      isbn: adoptions.isbn,
      titolo: books.title,
      sottotitolo: books.subtitle,
      autore: books.authors,
      editore: books.publisher,
      volume: books.volume,
      prezzoCents: adoptions.listPriceCents,
      copertina: books.coverUrl,
      descrizione: books.description,
      enriched: books.enriched,
      nuovaAdozione: adoptions.newAdoption,
      daAcquistare: adoptions.mustBuy,
      consigliato: adoptions.recommended,
      annoScolastico: adoptions.schoolYear,
    })
    .from(adoptions)
    .innerJoin(books, eq(books.isbn, adoptions.isbn))
    .where(and(...where))
    .orderBy(
      asc(adoptions.classYear),
      asc(sql`${adoptions.section} ${collate}`),
      asc(adoptions.studyPlan),
      asc(adoptions.subject),
      asc(books.title),
    );
  const pricing = tenantId
    ? await loadShopPricing(
        db,
        tenantId,
        rows.map((r) => r.isbn),
      )
    : NO_SHOP_PRICING;
  return rows.map(({ prezzoCents, ...row }) => {
    const price = priceBook(pricing, { isbn: row.isbn, publisher: row.editore, listPriceCents: prezzoCents });
    const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));
    return {
      ...row,
      prezzo: euros(prezzoCents),
      prezzoVendita: euros(price.priceCents),
      prezzoScontato: null,
      sconto: price.discountPercent,
      prezzoPiuBasso30Giorni: euros(price.lowest30DaysCents),
    };
  });
}

/** Date of the newest adoption file behind a school's list (for "dati aggiornati al"). */
export async function dataDate(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ date: sql<string | null>`max(${ministryImports.dataDate})` })
    .from(ministryImports)
    .where(eq(ministryImports.kind, 'adoptions'));
  return row?.date ?? null;
}

export async function schoolCounts(db: Db): Promise<{ schools: number; regions: number }> {
  const [row] = await db
    .select({ schools: count(), regions: sql<number>`count(distinct ${schools.region})::int` })
    .from(schools);
  return { schools: row?.schools ?? 0, regions: Number(row?.regions ?? 0) };
}
