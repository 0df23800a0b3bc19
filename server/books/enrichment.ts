import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppServices } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { findMinistryBook, isbnsOfSchool, knownIsbns, saveBookEnrichment } from '../schools/book-catalog.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { fetchCover } from './covers.ts';
import { safeFetch } from './safe-fetch.ts';
import { bookDetails, type EnrichmentJob, enrichmentJobs } from './schema.ts';

// Enrichment from an Open Library-compatible service (BOOK_ENRICHMENT_URL): for each book,
// the edition by ISBN (pages, cover id, description or its work's), the cover fetched once
// into our own store. Jobs are rows: a restart resumes them where they stopped (the lease of
// a dead process runs out), and their progress is readable while they run.

export const MAX_JOB_BOOKS = 5000;
const LEASE_MS = 5 * 60_000;
export const ENRICHMENT_EVERY_MS = 60_000;
const MAX_DESCRIPTION = 4000;

export const NOT_CONFIGURED = 'L’arricchimento dei libri non è configurato (BOOK_ENRICHMENT_URL)';

export async function createEnrichmentJob(
  services: AppServices,
  input: { tenantId: string; requestedBy: string; isbns?: string[]; schoolCode?: string },
): Promise<EnrichmentJob> {
  if (!services.config.BOOK_ENRICHMENT_URL) throw new AppError('RULE_BROKEN', NOT_CONFIGURED);
  const wanted = input.schoolCode ? await isbnsOfSchool(services.db, input.schoolCode) : (input.isbns ?? []);
  const known = await knownIsbns(services.db, wanted.slice(0, MAX_JOB_BOOKS * 2));
  const isbns = [...new Set(wanted.filter((i) => known.has(i)))].slice(0, MAX_JOB_BOOKS);
  if (!isbns.length) {
    throw new AppError('RULE_BROKEN', 'Nessun libro da arricchire: servono ISBN di libri adottati', {
      fields: { isbns: 'Nessun ISBN valido' },
    });
  }
  const [job] = await services.db
    .insert(enrichmentJobs)
    .values({ tenantId: input.tenantId, requestedBy: input.requestedBy, isbns })
    .returning();
  return job!;
}

export function enrichmentJobView(job: EnrichmentJob) {
  return {
    id: job.id,
    status: job.status,
    total: job.isbns.length,
    done: job.done,
    enriched: job.enriched,
    notFound: job.notFound,
    failed: job.failed,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

export async function findEnrichmentJob(db: Db, tenantId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Lavoro non trovato');
  const [job] = await db
    .select()
    .from(enrichmentJobs)
    .where(and(eq(enrichmentJobs.id, id), eq(enrichmentJobs.tenantId, tenantId)));
  if (!job) throw notFound('Lavoro non trovato');
  return enrichmentJobView(job);
}

/** Takes the oldest open job whose lease is free (a process that died left it to others). */
async function claimJob(db: Db, now: Date): Promise<EnrichmentJob | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: enrichmentJobs.id })
      .from(enrichmentJobs)
      .where(
        and(
          inArray(enrichmentJobs.status, ['in_coda', 'in_corso']),
          or(isNull(enrichmentJobs.leaseUntil), lt(enrichmentJobs.leaseUntil, now)),
        ),
      )
      .orderBy(asc(enrichmentJobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [job] = await tx
      .update(enrichmentJobs)
      .set({ status: 'in_corso', leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(eq(enrichmentJobs.id, due.id))
      .returning();
    return job ?? null;
  });
}

type Outcome = 'enriched' | 'notFound' | 'failed';

function text(value: unknown): string | null {
  const raw =
    typeof value === 'string'
      ? value
      : typeof (value as { value?: unknown })?.value === 'string'
        ? (value as { value: string }).value
        : null;
  const clean = raw?.replace(/\r\n/g, '\n').trim();
  return clean ? clean.slice(0, MAX_DESCRIPTION) : null;
}

async function getJson(url: string): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const res = await safeFetch(url, { maxBytes: 1024 * 1024, allowPrivate: true, accept: 'application/json' });
  if (res.status !== 200) return { status: res.status, body: null };
  try {
    return { status: 200, body: JSON.parse(new TextDecoder().decode(res.bytes)) as Record<string, unknown> };
  } catch {
    return { status: 502, body: null };
  }
}

/** One book: edition, work, cover. */
async function enrichBook(services: AppServices, isbn: string): Promise<Outcome> {
  const base = services.config.BOOK_ENRICHMENT_URL!.replace(/\/$/, '');
  const coversBase = (services.config.BOOK_COVERS_URL ?? base).replace(/\/$/, '');
  try {
    // Covers are fetched once: a book already enriched is not asked for again.
    if ((await findMinistryBook(services.db, isbn))?.enriched) return 'enriched';
    const edition = await getJson(`${base}/isbn/${isbn}.json`);
    if (edition.status === 404) {
      await services.db
        .insert(bookDetails)
        .values({ isbn, found: false, source: `${base}/isbn/${isbn}` })
        .onConflictDoUpdate({ target: bookDetails.isbn, set: { found: false, enrichedAt: new Date() } });
      return 'notFound';
    }
    if (!edition.body) return 'failed';
    let description = text(edition.body.description);
    const works = edition.body.works as { key?: string }[] | undefined;
    const workKey = works?.[0]?.key;
    if (!description && workKey && /^\/works\/[A-Za-z0-9]+$/.test(workKey)) {
      const work = await getJson(`${base}${workKey}.json`);
      description = text(work.body?.description);
    }
    const coverIds = (edition.body.covers as unknown[] | undefined)?.filter(
      (c): c is number => typeof c === 'number' && c > 0,
    );
    const cover = coverIds?.length
      ? await fetchCover(services.db, `${coversBase}/b/id/${coverIds[0]}-L.jpg`, true)
      : null;
    const pages = typeof edition.body.number_of_pages === 'number' ? Math.round(edition.body.number_of_pages) : null;
    await services.db
      .insert(bookDetails)
      .values({ isbn, pages, found: true, source: `${base}/isbn/${isbn}` })
      .onConflictDoUpdate({ target: bookDetails.isbn, set: { pages, found: true, enrichedAt: new Date() } });
    await saveBookEnrichment(services.db, isbn, { coverUrl: cover, description });
    return 'enriched';
  } catch (error) {
    services.logger.warn({ err: error, isbn }, 'book enrichment failed');
    return 'failed';
  }
}

/** Works through open jobs (a few per call); the periodic job and each new request call it. */
export async function runEnrichmentJobs(services: AppServices, now = new Date()): Promise<{ books: number }> {
  if (!services.config.BOOK_ENRICHMENT_URL) return { books: 0 };
  let books = 0;
  for (let round = 0; round < 5; round++) {
    const job = await claimJob(services.db, now);
    if (!job) break;
    for (let i = job.done; i < job.isbns.length; i++) {
      const outcome = await enrichBook(services, job.isbns[i]!);
      books++;
      const column = {
        enriched: enrichmentJobs.enriched,
        notFound: enrichmentJobs.notFound,
        failed: enrichmentJobs.failed,
      }[outcome];
      await services.db
        .update(enrichmentJobs)
        .set({
          done: i + 1,
          [outcome]: sql`${column} + 1`,
          leaseUntil: new Date(Date.now() + LEASE_MS),
        })
        .where(eq(enrichmentJobs.id, job.id));
    }
    await services.db
      .update(enrichmentJobs)
      .set({ status: 'completato', leaseUntil: null, finishedAt: new Date() })
      .where(eq(enrichmentJobs.id, job.id));
  }
  return { books };
}

const inFlight = new WeakMap<Db, Promise<unknown>>();

/** Starts the work now in the background (after a new request). */
export function kickEnrichment(services: AppServices): void {
  const previous = inFlight.get(services.db) ?? Promise.resolve();
  const next = previous
    .then(() => runEnrichmentJobs(services))
    .catch((error: unknown) => services.logger.error({ err: error }, 'book enrichment run failed'));
  inFlight.set(services.db, next);
}

/** Waits for the background work (tests). */
export async function enrichmentIdle(services: AppServices): Promise<void> {
  await inFlight.get(services.db);
}

/** Pages found by enrichment, by ISBN. */
export async function bookPages(db: Db, isbns: string[]): Promise<Map<string, number>> {
  if (!isbns.length) return new Map();
  const rows = await db
    .select({ isbn: bookDetails.isbn, pages: bookDetails.pages })
    .from(bookDetails)
    .where(inArray(bookDetails.isbn, isbns));
  return new Map(rows.filter((r) => r.pages !== null).map((r) => [r.isbn, r.pages as number]));
}
