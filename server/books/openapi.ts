import { z } from 'zod';
import { named } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { bookPatchBody, booksQuery, enrichBody } from './api.ts';

const tag = 'Back office';

/** A book of the adoption lists as the shop sells it, with what the shop changed. */
export const bookSchema = named(
  'Book',
  z.object({
    isbn: z.string(),
    titolo: z.string(),
    sottotitolo: z.string().nullable(),
    autore: z.string().nullable(),
    editore: z.string().nullable(),
    prezzo: z.number().nullable(),
    prezzoVendita: z.number().nullable(),
    copertina: z.string().nullable(),
    descrizione: z.string().nullable(),
    disponibile: z.boolean(),
    enriched: z.boolean(),
    pagine: z.number().int().nullable(),
    personalizzato: z.object({
      prezzoVendita: z.boolean(),
      descrizione: z.boolean(),
      copertina: z.boolean(),
      disponibile: z.boolean(),
    }),
  }),
);
const enrichmentJob = z.looseObject({ id: z.string(), status: z.string() });

const denied = { 401: 'Accesso richiesto', 403: 'Non è il back office di questa libreria' };

/** The books of the lists as a shop sees and changes them (API.md "Back office"). */
export const booksOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/books',
    summary:
      'Libri delle adozioni (ricerca per ISBN o parole, per scuola) con copertina, descrizione, prezzo ministeriale e della libreria, disponibilità',
    tag,
    access: 'backoffice',
    response: z.object({
      books: z.array(bookSchema),
      total: z.number().int(),
      page: z.number().int(),
      pages: z.number().int(),
    }),
    query: booksQuery,
    errors: denied,
  },
  {
    method: 'put',
    path: '/admin/books/:isbn',
    summary:
      'Cambia per questa libreria prezzo, descrizione, copertina (immagine caricata come data: URL o indirizzo https, scaricata e controllata) e disponibilità; null torna al dato ministeriale',
    tag,
    access: 'backoffice',
    response: z.object({ book: bookSchema }),
    body: bookPatchBody,
    errors: { ...denied, 404: 'Libro non trovato tra le adozioni' },
  },
  {
    method: 'post',
    path: '/admin/books/enrich',
    summary:
      'Arricchisce libri (isbns) o tutti quelli di una scuola (codiceScuola) da un servizio compatibile con Open Library',
    tag,
    access: 'backoffice',
    response: z.object({ jobId: z.string() }),
    body: enrichBody,
    status: 202,
    errors: { ...denied, 422: 'Arricchimento non configurato o nessun ISBN valido' },
  },
  {
    method: 'get',
    path: '/admin/books/enrich/:jobId',
    summary: 'Avanzamento di un arricchimento (fatti, arricchiti, non trovati, non riusciti)',
    tag,
    access: 'backoffice',
    response: z.object({ job: enrichmentJob }),
    errors: { ...denied, 404: 'Lavoro non trovato' },
  },
];
