import { moderationInput, reviewInput } from '#common/reviews/validation.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { moderationQuery, reviewsQuery } from './api.ts';

const tag = 'Recensioni verificate';

const listSummary =
  'Recensioni pubblicate (approvate dal negozio), più recenti prima, con media, numero e la frase che spiega come sono verificate';
const writeSummary =
  'Nuova recensione (1-5 stelle e testo) di chi ha comprato e ricevuto il prodotto in questo negozio; resta in attesa finché il negozio non la approva';
const writeErrors = {
  403: 'Nessun ordine consegnato con questo prodotto o libro (codice NOT_PURCHASED)',
  404: 'Prodotto non trovato',
  409: 'Hai già scritto una recensione per questo prodotto',
};

export const reviewsOperations: ApiOperation[] = [
  { method: 'get', path: '/products/:id/reviews', summary: listSummary, tag, access: 'public', query: reviewsQuery },
  {
    method: 'post',
    path: '/products/:id/reviews',
    summary: writeSummary,
    tag,
    access: 'customer',
    body: reviewInput,
    status: 201,
    errors: writeErrors,
  },
  {
    method: 'get',
    path: '/books/:isbn/reviews',
    summary: `${listSummary} (un libro, per ISBN)`,
    tag,
    access: 'public',
    query: reviewsQuery,
  },
  {
    method: 'post',
    path: '/books/:isbn/reviews',
    summary: `${writeSummary} (un libro, per ISBN)`,
    tag,
    access: 'customer',
    body: reviewInput,
    status: 201,
    errors: { 403: writeErrors[403], 409: writeErrors[409] },
  },
  {
    method: 'get',
    path: '/admin/reviews',
    summary:
      'Recensioni da moderare (status=pending, predefinito), approvate o scartate, con prodotto e numero d’ordine',
    tag,
    access: 'owner',
    query: moderationQuery,
  },
  {
    method: 'post',
    path: '/admin/reviews/:id',
    summary: 'Approva (approve) o scarta (reject) una recensione',
    tag,
    access: 'owner',
    body: moderationInput,
    errors: { 404: 'Recensione non trovata' },
  },
];
