import { z } from 'zod';
import { moderationInput, reviewInput } from '#common/reviews/validation.ts';
import { named } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { moderationQuery, reviewsQuery } from './api.ts';

const tag = 'Recensioni verificate';

const reviewStatus = z.enum(['pending', 'approved', 'rejected']);

/** common/reviews/views.ts `ReviewView`. */
export const reviewSchema = named(
  'Review',
  z.object({
    id: z.string(),
    stelle: z.number().int().min(1).max(5),
    testo: z.string(),
    autore: z.string().meta({ description: 'Nome e iniziale del cognome ("Maria R.")' }),
    dataAcquisto: z.string(),
    createdAt: z.string(),
    status: reviewStatus,
  }),
  {
    examples: [
      {
        id: '9',
        stelle: 4,
        testo: 'Pagine ampie per i compiti e copertina robusta. A mia figlia piacciono le illustrazioni.',
        autore: 'Sara (cliente dimostrativo)',
        dataAcquisto: '2026-11-02T21:27:21.084Z',
        createdAt: '2026-11-07T21:27:21.084Z',
        status: 'approved',
      },
    ],
  },
);

/** common/reviews/views.ts `ReviewList`. */
const reviewList = named(
  'ReviewList',
  z.object({
    media: z.number(),
    numero: z.number().int(),
    recensioni: z.array(reviewSchema),
    verifica: z.string().meta({ description: 'Come il negozio verifica che le recensioni vengano da chi ha comprato' }),
  }),
);
const reviewAnswer = named('ReviewAnswer', z.object({ success: z.literal(true), review: reviewSchema }));
const moderationReview = named(
  'ModerationReview',
  reviewSchema.extend({
    oggetto: z.discriminatedUnion('tipo', [
      z.object({ tipo: z.literal('prodotto'), id: z.string(), nome: z.string() }),
      z.object({ tipo: z.literal('libro'), isbn: z.string(), titolo: z.string() }),
    ]),
    numeroOrdine: z.string().nullable(),
  }),
);

const listSummary =
  'Recensioni pubblicate (approvate dal negozio), più recenti prima, con media, numero e la frase che spiega come sono verificate';
const writeSummary =
  'Nuova recensione (1-5 stelle e testo) di chi ha comprato e ricevuto il prodotto in questo negozio; resta in attesa finché il negozio non la approva';
const writeErrors = {
  403: 'Nessun ordine consegnato con questo prodotto o libro (codice NOT_PURCHASED)',
  404: 'Prodotto non trovato',
  409: 'Hai già scritto una recensione per questo prodotto',
  429: 'Troppe recensioni: riprova più tardi',
};

export const reviewsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/products/:id/reviews',
    summary: listSummary,
    tag,
    access: 'public',
    query: reviewsQuery,
    response: reviewList,
  },
  {
    method: 'post',
    path: '/products/:id/reviews',
    summary: writeSummary,
    tag,
    access: 'customer',
    response: reviewAnswer,
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
    response: reviewList,
    query: reviewsQuery,
  },
  {
    method: 'post',
    path: '/books/:isbn/reviews',
    summary: `${writeSummary} (un libro, per ISBN)`,
    tag,
    access: 'customer',
    response: reviewAnswer,
    body: reviewInput,
    status: 201,
    errors: { 403: writeErrors[403], 409: writeErrors[409], 429: writeErrors[429] },
  },
  {
    method: 'get',
    path: '/admin/reviews',
    summary:
      'Recensioni da moderare (status=pending, predefinito), approvate o scartate, con prodotto e numero d’ordine',
    tag,
    access: 'owner',
    response: z.object({ reviews: z.array(moderationReview) }),
    query: moderationQuery,
  },
  {
    method: 'post',
    path: '/admin/reviews/:id',
    summary: 'Approva (approve) o scarta (reject) una recensione',
    tag,
    access: 'owner',
    response: z.object({ success: z.literal(true), review: moderationReview }),
    body: moderationInput,
    errors: { 404: 'Recensione non trovata' },
  },
];
