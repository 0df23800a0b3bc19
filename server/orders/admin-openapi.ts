import { z } from 'zod';
import type { ApiOperation } from '../openapi/types.ts';
import { itemsStatusBody, noteBody, paymentBody, reasonBody, shipBody } from './admin-api.ts';
import { adminOrdersQuery } from './admin-queries.ts';
import { adminOrderAnswer } from './openapi.ts';

const tag = 'Back office';
const order = {
  401: 'Accesso richiesto',
  403: 'Non è il back office di questa libreria',
  404: 'Ordine non trovato (anche se di un’altra libreria)',
};

/** The shop's orders (API.md "Back office"); the two status moves of issue 5 are in openapi.ts. */
export const adminOrdersOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/orders',
    summary:
      'Ordini della libreria con filtri (stato, pagamento: metodo o pagato/da_pagare, spedizione, date, scuola, ricerca per numero, nome, e-mail o telefono), ordinamento e pagine da 50',
    tag,
    access: 'backoffice',
    response: z.object({
      orders: z.array(z.looseObject({ id: z.string(), number: z.string(), status: z.string(), total: z.number() })),
      total: z.number().int(),
      page: z.number().int(),
      pages: z.number().int(),
    }),
    query: adminOrdersQuery,
    errors: { 401: 'Accesso richiesto', 403: 'Non è il back office di questa libreria' },
  },
  {
    method: 'get',
    path: '/admin/orders.csv',
    summary: 'Gli stessi ordini in CSV per i fogli di calcolo (UTF-8 con BOM, separatore «;», decimali con la virgola)',
    tag,
    access: 'backoffice',
    contentType: 'text/csv',
    response: z.string(),
    query: adminOrdersQuery,
    errors: { 401: 'Accesso richiesto', 403: 'Non è il back office di questa libreria' },
  },
  {
    method: 'get',
    path: '/admin/orders/:id',
    summary: 'Un ordine con righe, stato di ogni libro, cronologia, pagamenti al banco e note interne',
    tag,
    access: 'backoffice',
    response: adminOrderAnswer,
    errors: order,
  },
  {
    method: 'get',
    path: '/admin/orders/:id/barcode.svg',
    summary: 'Il numero d’ordine come codice a barre Code 128 (SVG) per la distinta da stampare',
    tag,
    access: 'backoffice',
    contentType: 'image/svg+xml',
    response: z.string(),
    errors: order,
  },
  {
    method: 'post',
    path: '/admin/orders/:id/items/status',
    summary:
      'Sposta libri scelti (itemIds) o tutti quelli che possono (all: true, es. «tutti arrivati»); tutti o nessuno',
    tag,
    access: 'backoffice',
    response: adminOrderAnswer,
    body: itemsStatusBody,
    errors: { ...order, 422: 'Passaggio di stato non ammesso' },
  },
  {
    method: 'post',
    path: '/admin/orders/:id/payments',
    summary:
      'Registra un pagamento al banco (contanti o POS); saldato il totale l’ordine è pagato e la famiglia riceve la ricevuta',
    tag,
    access: 'backoffice',
    response: adminOrderAnswer,
    body: paymentBody,
    errors: { ...order, 422: 'Ordine annullato, già pagato o importo oltre il dovuto' },
  },
  {
    method: 'post',
    path: '/admin/orders/:id/notes',
    summary: 'Aggiunge una nota interna (la famiglia non la vede)',
    tag,
    access: 'backoffice',
    response: adminOrderAnswer,
    body: noteBody,
    errors: order,
  },
  {
    method: 'post',
    path: '/admin/orders/:id/pickup',
    summary: 'Consegna al banco: ordine pronto e pagato → completato, ogni libro consegnato',
    tag,
    access: 'backoffice',
    response: adminOrderAnswer,
    errors: { ...order, 422: 'Non pronto, non pagato o libri non arrivati' },
  },
  {
    method: 'post',
    path: '/admin/orders/:id/ship',
    summary: 'Spedisce l’ordine con il numero di spedizione; la famiglia riceve l’e-mail con il numero',
    tag,
    access: 'backoffice',
    response: adminOrderAnswer,
    body: shipBody,
    errors: { ...order, 422: 'Ordine da ritirare o non in preparazione' },
  },
  {
    method: 'post',
    path: '/admin/orders/:id/cancel',
    summary: 'Annulla l’ordine con un motivo; la famiglia riceve l’e-mail (un pagamento con carta viene rimborsato)',
    tag,
    access: 'backoffice',
    response: adminOrderAnswer,
    body: reasonBody,
    errors: { ...order, 422: 'Passaggio di stato non ammesso' },
  },
  {
    method: 'post',
    path: '/admin/orders/:id/refund',
    summary: 'Rimborsa l’ordine con un motivo; la famiglia riceve l’e-mail',
    tag,
    access: 'backoffice',
    response: adminOrderAnswer,
    body: reasonBody,
    errors: { ...order, 422: 'Passaggio di stato non ammesso' },
  },
];
