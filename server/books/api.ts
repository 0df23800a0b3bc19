import { Hono } from 'hono';
import { z } from 'zod';
import { requireBackOffice } from '../accounts/backoffice.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { BOOKS_PAGE_SIZE, listShopBooks, saveShopBook } from './admin-books.ts';
import { createEnrichmentJob, findEnrichmentJob, kickEnrichment } from './enrichment.ts';
import { bookForFamily, searchBooksForFamily } from './family-search.ts';

export { BOOKS_PAGE_SIZE };

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

/** API.md "Back office": the books of the lists, per-shop changes and enrichment. */
export function adminBooksApi() {
  const app = new Hono<AppEnv>();

  app.get('/admin/books', async (c) => {
    const actor = await requireBackOffice(c);
    const query = parseInput(booksQuery, c.req.query());
    return c.json(await listShopBooks(c.var.services.db, actor.tenant.id, query));
  });

  app.put('/admin/books/:isbn', async (c) => {
    const actor = await requireBackOffice(c);
    const isbn = parseInput(isbnParam, c.req.param('isbn'));
    const body = parseInput(bookPatchBody, await readJson(c));
    return c.json({
      book: await saveShopBook(c.var.services.db, {
        tenantId: actor.tenant.id,
        by: actor.ref,
        isbn,
        changes: body,
      }),
    });
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
