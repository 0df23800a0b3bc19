import { z } from 'zod';
import { named } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { bookPatchBody, booksQuery, enrichBody, familyBooksQuery } from './api.ts';

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
    errors: {
      ...denied,
      404: 'Libro non trovato tra le adozioni',
      422: 'Prezzo sotto il 15% di sconto consentito (legge 15/2020) o sopra il prezzo di copertina',
    },
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

/** The shape of a Book as families see it (common/books/views.ts) for the description. */
export const familyBookSchema = named(
  'FamilyBook',
  z.object({
    isbn: z.string(),
    titolo: z.string(),
    sottotitolo: z.string().nullable(),
    autore: z.string().nullable(),
    editore: z.string().nullable(),
    volume: z.string().nullable(),
    prezzo: z.number().nullable().describe('Prezzo di copertina (ministeriale)'),
    prezzoVendita: z.number().nullable().describe('Prezzo di questa libreria, dopo il suo sconto (al massimo 15%)'),
    sconto: z.number().describe('Sconto della libreria in percentuale'),
    prezzoPiuBasso30Giorni: z
      .number()
      .nullable()
      .describe('Prezzo più basso dei 30 giorni precedenti lo sconto (Omnibus)'),
    copertina: z.string().nullable(),
    descrizione: z.string().nullable(),
    enriched: z.boolean(),
    disponibile: z.boolean(),
    adozioni: z.number().int().describe('Scuole che lo hanno adottato nell’anno scolastico più recente'),
  }),
);

/** The family's book search (API.md "Books and family lists"). */
export const familyBooksOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/books',
    summary:
      'Cerca libri per ISBN (10 o 13 cifre, con o senza trattini; cifra di controllo verificata) o parole di titolo, autore, editore; i più adottati prima, con il prezzo di questa libreria',
    tag: 'Libri',
    access: 'public',
    query: familyBooksQuery,
    response: z.object({
      books: z.array(familyBookSchema),
      total: z.number().int(),
      isbn: z.string().nullable().describe('L’ISBN-13 cercato, quando q era un ISBN'),
    }),
    errors: { 400: 'ISBN non valido (cifre o cifra di controllo)' },
  },
  {
    method: 'get',
    path: '/books/:isbn',
    summary: 'Un libro degli elenchi dal suo ISBN (anche a 10 cifre) con il prezzo di questa libreria',
    tag: 'Libri',
    access: 'public',
    response: z.object({ book: familyBookSchema }),
    errors: { 400: 'ISBN non valido', 404: 'Nessun libro con questo ISBN negli elenchi delle scuole' },
  },
];
