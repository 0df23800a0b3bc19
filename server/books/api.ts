import { Hono } from 'hono';
import { z } from 'zod';
import { textbookPriceError } from '#common/books/pricing.ts';
import { centsToEuros } from '#common/catalog/pricing.ts';
import { requireBackOffice } from '../accounts/backoffice.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { findMinistryBook, listAdoptedBooks, type MinistryBook } from '../schools/book-catalog.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { fetchCover, storeCover } from './covers.ts';
import { bookPages, createEnrichmentJob, findEnrichmentJob, kickEnrichment } from './enrichment.ts';
import { bookForFamily, searchBooksForFamily } from './family-search.ts';
import { type BookOverride, type OverridePatch, saveBookOverride, shopBookOverrides } from './overrides.ts';

export const BOOKS_PAGE_SIZE = 50;
const isbnParam = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{4,20}$/, 'codice del libro non valido'));
const schoolCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{10}$/, 'codice scuola non valido (10 lettere o cifre)')
  .transform((v) => v.toUpperCase());

export const booksQuery = z.object({
  q: z.string().trim().max(100).optional(),
  codiceScuola: schoolCode.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const DATA_URL = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/=]+)$/;
export const bookPatchBody = z
  .object({
    prezzoVendita: z
      .number({ error: 'Prezzo non valido' })
      .min(0, 'Il prezzo non può essere negativo')
      .max(1000, 'Prezzo troppo alto')
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Al massimo due decimali')
      .nullable()
      .optional(),
    descrizione: z.string().trim().max(4000, 'Descrizione troppo lunga').nullable().optional(),
    copertina: z
      .string()
      .max(3_000_000, 'Copertina troppo grande')
      .refine(
        (v) => DATA_URL.test(v) || /^https:\/\/[^\s]+$/.test(v),
        'Copertina: un’immagine caricata o un indirizzo https',
      )
      .nullable()
      .optional(),
    disponibile: z.boolean({ error: 'disponibile: true o false' }).nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nessuna modifica indicata');
export const enrichBody = z.union([
  z.object({ isbns: z.array(isbnParam).min(1, 'Indica almeno un ISBN').max(5000) }),
  z.object({ codiceScuola: schoolCode }),
]);

export const familyBooksQuery = z.object({
  q: z
    .string({ error: 'Scrivi un ISBN o parole del titolo o dell’autore' })
    .trim()
    .min(1, 'Scrivi un ISBN o parole del titolo o dell’autore')
    .max(200, 'Ricerca troppo lunga'),
  limit: z.coerce
    .number({ error: 'limit deve essere un numero' })
    .int('limit deve essere un numero intero')
    .min(1, 'limit deve essere almeno 1')
    .max(100, 'limit può essere al massimo 100')
    .default(20),
});

/** API.md "Books and family lists": the family's book search and one book, at this shop's prices. */
export function familyBooksApi() {
  const app = new Hono<AppEnv>();

  app.get('/books', async (c) => {
    const { q, limit } = parseInput(familyBooksQuery, c.req.query());
    const result = await searchBooksForFamily(c.var.services.db, c.get('tenant').id, q, limit);
    return c.json(result);
  });

  app.get('/books/:isbn', async (c) => {
    const book = await bookForFamily(c.var.services.db, c.get('tenant').id, c.req.param('isbn'));
    return c.json({ book });
  });

  return app;
}

/** A book as the back office shows it: the Ministry's record and the shop's changes. */
function bookView(book: MinistryBook, override: BookOverride | undefined, pages: number | null = null) {
  const ministry = book.listPriceCents === null ? null : centsToEuros(book.listPriceCents);
  return {
    isbn: book.isbn,
    titolo: book.title,
    sottotitolo: book.subtitle,
    autore: book.authors,
    editore: book.publisher,
    prezzo: ministry,
    prezzoVendita: override?.priceCents != null ? centsToEuros(override.priceCents) : ministry,
    copertina: override?.coverUrl ?? book.coverUrl,
    descrizione: override?.description ?? book.description,
    disponibile: override?.available ?? true,
    enriched: book.enriched,
    pagine: pages,
    personalizzato: {
      prezzoVendita: override?.priceCents != null,
      descrizione: override?.description != null,
      copertina: override?.coverUrl != null,
      disponibile: override?.available != null,
    },
  };
}

/** API.md "Back office": the books of the lists, per-shop changes and enrichment. */
export function adminBooksApi() {
  const app = new Hono<AppEnv>();

  app.get('/admin/books', async (c) => {
    const actor = await requireBackOffice(c);
    const query = parseInput(booksQuery, c.req.query());
    const { db } = c.var.services;
    const { books, total } = await listAdoptedBooks(db, {
      q: query.q,
      schoolCode: query.codiceScuola,
      page: query.page,
      pageSize: BOOKS_PAGE_SIZE,
    });
    const overrides = await shopBookOverrides(
      db,
      actor.tenant.id,
      books.map((b) => b.isbn),
    );
    const pages = await bookPages(
      db,
      books.map((b) => b.isbn),
    );
    return c.json({
      books: books.map((b) => bookView(b, overrides.get(b.isbn), pages.get(b.isbn) ?? null)),
      total,
      page: query.page,
      pages: Math.max(1, Math.ceil(total / BOOKS_PAGE_SIZE)),
    });
  });

  app.put('/admin/books/:isbn', async (c) => {
    const actor = await requireBackOffice(c);
    const isbn = parseInput(isbnParam, c.req.param('isbn'));
    const body = parseInput(bookPatchBody, await readJson(c));
    const { db } = c.var.services;
    const book = await findMinistryBook(db, isbn);
    if (!book) throw notFound('Libro non trovato tra le adozioni');
    const patch: OverridePatch = {};
    if (body.prezzoVendita !== undefined) {
      patch.priceCents = body.prezzoVendita === null ? null : Math.round(body.prezzoVendita * 100);
      // Law 15/2020 art. 8: an adopted textbook at most 15 % below its cover price, never above it.
      const refused =
        patch.priceCents !== null && book.listPriceCents
          ? textbookPriceError(book.listPriceCents, patch.priceCents)
          : null;
      if (refused)
        throw new AppError('DISCOUNT_ABOVE_CAP', refused, { status: 422, fields: { prezzoVendita: refused } });
    }
    if (body.descrizione !== undefined) patch.description = body.descrizione || null;
    if (body.disponibile !== undefined) patch.available = body.disponibile;
    if (body.copertina !== undefined) {
      if (body.copertina === null) patch.coverId = null;
      else {
        const data = DATA_URL.exec(body.copertina);
        const url = data
          ? await storeCover(db, new Uint8Array(Buffer.from(data[2]!, 'base64')), null)
          : await fetchCover(db, body.copertina, false);
        if (!url) {
          throw new AppError(
            'VALIDATION',
            'Copertina non scaricabile: serve un’immagine JPEG, PNG o WebP raggiungibile',
            {
              fields: { copertina: 'Immagine non scaricabile' },
            },
          );
        }
        patch.coverId = url.replace('/covers/', '');
      }
    }
    const override = await saveBookOverride(db, { tenantId: actor.tenant.id, isbn, patch, by: actor.ref });
    return c.json({ book: bookView(book, override) });
  });

  app.post('/admin/books/enrich', async (c) => {
    const actor = await requireBackOffice(c);
    const body = parseInput(enrichBody, await readJson(c));
    const { services } = c.var;
    const job = await createEnrichmentJob(services, {
      tenantId: actor.tenant.id,
      requestedBy: actor.ref,
      ...('isbns' in body ? { isbns: body.isbns } : { schoolCode: body.codiceScuola }),
    });
    kickEnrichment(services);
    return c.json({ jobId: job.id }, 202);
  });

  app.get('/admin/books/enrich/:jobId', async (c) => {
    const actor = await requireBackOffice(c);
    return c.json({ job: await findEnrichmentJob(c.var.services.db, actor.tenant.id, c.req.param('jobId')) });
  });

  return app;
}
