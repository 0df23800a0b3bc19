import type { ApiOperation } from '../openapi/types.ts';
import { bookPatchBody, booksQuery, enrichBody } from './api.ts';

const tag = 'Back office';
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
    errors: { ...denied, 404: 'Lavoro non trovato' },
  },
];
