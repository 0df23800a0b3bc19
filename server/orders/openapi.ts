import { checkoutInput } from '#common/orders/validation.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { cartBody, lineStatusBody, orderStatusBody } from './api.ts';

const tag = 'Carrello, ordini e pagamenti';

export const ordersOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/cart',
    summary: 'Il carrello del cliente, con prezzi, spedizione e totale letti dal database',
    tag,
    access: 'customer',
  },
  {
    method: 'put',
    path: '/cart',
    summary:
      'Sostituisce il carrello del cliente (il primo PUT dopo il login unisce quello del browser); il server tiene solo identità e quantità di ogni riga',
    tag,
    access: 'customer',
    body: cartBody,
  },
  {
    method: 'post',
    path: '/cart/quote',
    summary: 'Prezza un carrello del browser (visitatori) senza salvarlo',
    tag,
    access: 'public',
    body: cartBody,
    errors: { 429: 'Troppe richieste' },
  },
  {
    method: 'get',
    path: '/pickup-points',
    summary: 'Punti di ritiro del negozio con gli orari',
    tag,
    access: 'public',
  },
  {
    method: 'post',
    path: '/checkout',
    summary:
      'Crea l’ordine dal carrello del cliente con prezzi ricalcolati e riserva dei pezzi; la stessa idempotencyKey restituisce lo stesso ordine (200)',
    tag,
    access: 'customer',
    body: checkoutInput,
    status: 201,
    errors: {
      409: 'Un prodotto non è più disponibile nella quantità richiesta',
      422: 'Carrello vuoto, articolo non più in vendita o metodo di pagamento non disponibile',
      429: 'Troppe richieste',
    },
  },
  { method: 'get', path: '/orders', summary: 'Gli ordini del cliente, dal più recente', tag, access: 'customer' },
  {
    method: 'get',
    path: '/orders/:id',
    summary: 'Un ordine del cliente con lo stato di ogni libro e la cronologia',
    tag,
    access: 'customer',
    errors: { 404: 'Ordine non trovato (anche se è di un altro cliente)' },
  },
  {
    method: 'post',
    path: '/orders/:id/pay',
    summary: 'Riapre il pagamento con carta di un ordine ancora in attesa (sessione Stripe aperta o nuova)',
    tag,
    access: 'customer',
    errors: { 404: 'Ordine non trovato', 422: 'Nessun pagamento con carta in attesa' },
  },
  {
    method: 'post',
    path: '/orders/:id/cancel',
    summary: 'Annulla un ordine non ancora in preparazione (un pagamento con carta viene rimborsato)',
    tag,
    access: 'customer',
    errors: { 404: 'Ordine non trovato', 422: 'Ordine già in preparazione' },
  },
  {
    method: 'post',
    path: '/admin/orders/:id/status',
    summary:
      'La libreria sposta un ordine (pagato, in preparazione, pronto per il ritiro, spedito, completato, annullato, rimborsato); il cliente riceve l’e-mail',
    tag: 'Back office',
    access: 'backoffice',
    body: orderStatusBody,
    errors: { 404: 'Ordine non trovato', 422: 'Passaggio di stato non ammesso' },
  },
  {
    method: 'post',
    path: '/admin/orders/:id/items/:itemId/status',
    summary: 'La libreria sposta un libro dell’ordine (ordinato, arrivato, pronto, consegnato)',
    tag: 'Back office',
    access: 'backoffice',
    body: lineStatusBody,
    errors: { 404: 'Ordine o libro non trovato', 422: 'Passaggio di stato non ammesso' },
  },
  {
    method: 'post',
    path: '/payments/stripe/webhook',
    summary:
      'Eventi Stripe firmati (checkout.session.completed/expired, payment_intent.payment_failed, charge.refunded)',
    tag,
    access: 'public',
    rawBody: true,
    errors: { 400: 'Firma non valida', 404: 'Stripe non configurato' },
  },
];
