import { z } from 'zod';
import { LINE_STATUSES, ORDER_STATUSES } from '#common/orders/status.ts';
import { checkoutInput } from '#common/orders/validation.ts';
import { named } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { cartBody, lineStatusBody, orderStatusBody } from './api.ts';
import { guestCheckoutExtras } from './guest.ts';

const tag = 'Carrello, ordini e pagamenti';

const school = z.object({ codice: z.string(), nome: z.string() });
const vatRate = z.union([z.literal(4), z.literal(22)]);
const vatLine = z.object({ rate: vatRate, gross: z.number(), vat: z.number() });
const cartLine = { key: z.string(), quantity: z.number().int(), prezzo: z.number(), lineTotal: z.number() };

/** common/orders/views.ts `CartView`: every amount computed by the server from database prices. */
export const cartSchema = named(
  'Cart',
  z.object({
    items: z.array(
      z.discriminatedUnion('type', [
        z.object({
          ...cartLine,
          type: z.literal('book'),
          isbn: z.string(),
          titolo: z.string(),
          autore: z.string(),
          editore: z.string(),
          copertina: z.string().nullable(),
          scuola: school,
          classe: z.string(),
          sezione: z.string(),
          prezzoListino: z.number().nullable().describe('Prezzo di copertina, barrato accanto a quello della libreria'),
          lista: z
            .object({ id: z.string(), nome: z.string() })
            .nullable()
            .describe('La lista del figlio a cui appartiene'),
        }),
        z.object({
          ...cartLine,
          type: z.literal('product'),
          id: z.string(),
          nome: z.string(),
          categoria: z.string(),
          immagini: z.array(z.string()),
          minimo: z.number().int(),
        }),
      ]),
    ),
    problems: z.array(z.object({ key: z.string(), message: z.string() })),
    subtotal: z.number(),
    itemCount: z.number().int(),
    shippingMethod: z.enum(['standard', 'pickup']),
    shippingCost: z.number(),
    total: z.number(),
    freeShippingThreshold: z.number(),
    missingForFreeShipping: z.number(),
    vat: z.array(vatLine),
  }),
);

/** common/orders/views.ts `OrderLineView`: a book or product of an order, with its own state. */
export const orderLineSchema = named(
  'OrderLine',
  z.object({
    id: z.number().int(),
    type: z.enum(['book', 'product']),
    isbn: z.string().nullable(),
    productId: z.string().nullable(),
    titolo: z.string(),
    autore: z.string().nullable(),
    editore: z.string().nullable(),
    immagine: z.string().nullable(),
    scuola: school.nullable(),
    classe: z.string().nullable(),
    sezione: z.string().nullable(),
    prezzo: z.number(),
    prezzoListino: z.number().nullable(),
    lista: z.string().nullable(),
    quantity: z.number().int(),
    lineTotal: z.number(),
    vatRate: z.number(),
    status: z.enum(LINE_STATUSES).nullable(),
    statusLabel: z.string().nullable(),
  }),
);

const orderFields = {
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippingMethod: z.enum(['standard', 'pickup']),
  shippingAddress: z
    .object({
      nome: z.string(),
      indirizzo: z.string(),
      citta: z.string(),
      cap: z.string(),
      provincia: z.string(),
      telefono: z.string(),
    })
    .nullable(),
  pickupPoint: z
    .object({ id: z.number().int(), nome: z.string(), indirizzo: z.string(), citta: z.string(), orari: z.string() })
    .nullable(),
  paymentMethod: z.enum(['stripe', 'ritiro', 'bonifico']),
  contact: z.object({ nome: z.string(), email: z.string(), telefono: z.string() }),
  fatturazione: z
    .object({
      tipo: z.enum(['privato', 'azienda']),
      nome: z.string(),
      codiceFiscale: z.string(),
      partitaIva: z.string().nullable(),
      indirizzo: z.string(),
      codiceDestinatario: z.string().nullable(),
      pec: z.string().nullable(),
    })
    .nullable(),
  subtotal: z.number(),
  shippingCost: z.number(),
  total: z.number(),
  vat: z.array(vatLine.extend({ net: z.number() })),
  canCancel: z.boolean(),
  items: z.array(orderLineSchema),
  history: z.array(
    z.object({
      itemId: z.number().int().nullable(),
      from: z.string().nullable(),
      to: z.string(),
      label: z.string(),
      actor: z.string(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
};

/** common/orders/views.ts `OrderView`: amounts in euros, VAT by rate, every line with its state. */
export const orderSchema = named('Order', z.object(orderFields));

/** The back office's order: the family's view plus payments, notes and tracking. */
export const adminOrderSchema = named(
  'AdminOrder',
  z.looseObject({
    ...orderFields,
    trackingNumber: z.string().nullable(),
    customerId: z.string().nullable(),
    payments: z.array(
      z.looseObject({
        id: z.number().int(),
        method: z.string(),
        amount: z.number(),
        recordedBy: z.string(),
        at: z.string(),
      }),
    ),
  }),
);

export const orderAnswer = named('OrderAnswer', z.object({ order: orderSchema }));
export const adminOrderAnswer = named('AdminOrderAnswer', z.object({ order: adminOrderSchema }));

export const ordersOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/cart',
    summary: 'Il carrello del cliente, con prezzi, spedizione e totale letti dal database',
    tag,
    access: 'customer',
    response: cartSchema,
  },
  {
    method: 'put',
    path: '/cart',
    summary:
      'Sostituisce il carrello del cliente (il primo PUT dopo il login unisce quello del browser); il server tiene solo identità e quantità di ogni riga',
    tag,
    access: 'customer',
    response: cartSchema,
    body: cartBody,
  },
  {
    method: 'post',
    path: '/cart/quote',
    summary: 'Prezza un carrello del browser (visitatori) senza salvarlo',
    tag,
    access: 'public',
    response: cartSchema,
    body: cartBody,
    errors: { 429: 'Troppe richieste' },
  },
  {
    method: 'get',
    path: '/pickup-points',
    summary: 'Punti di ritiro del negozio con gli orari',
    tag,
    access: 'public',
    response: z.object({
      pickupPoints: z.array(
        z.looseObject({
          id: z.number().int(),
          nome: z.string(),
          indirizzo: z.string(),
          citta: z.string(),
          orari: z.string(),
        }),
      ),
    }),
  },
  {
    method: 'post',
    path: '/checkout',
    summary:
      'Crea l’ordine con prezzi ricalcolati e riserva dei pezzi: per un cliente dal carrello salvato; senza accesso (ospite) dalle righe `items` del browser con `contatto` obbligatorio, e l’ordine si apre solo con il link privato `orderUrl` mandato anche per e-mail. La stessa idempotencyKey restituisce lo stesso ordine (200; a un ospite senza link)',
    tag,
    access: 'public',
    optionalSession: true,
    alsoSuccess: { 200: 'Stessa idempotencyKey: lo stesso ordine di prima (replayed true)' },
    response: z.object({
      order: orderSchema,
      paymentUrl: z.string().nullable(),
      replayed: z.boolean(),
      orderUrl: z
        .string()
        .nullable()
        .optional()
        .describe('Solo per un ospite: il link privato all’ordine (null quando la richiesta è ripetuta)'),
    }),
    body: checkoutInput.safeExtend({
      items: guestCheckoutExtras.shape.items
        .optional()
        .describe('Solo per un ospite (senza accesso): le righe del carrello del browser, come in PUT /api/cart'),
    }),
    status: 201,
    errors: {
      401: 'Senza accesso e senza `items`: la sessione del cliente è scaduta',
      409: 'Un prodotto non è più disponibile nella quantità richiesta',
      422: 'Carrello vuoto, articolo non più in vendita o metodo di pagamento non disponibile',
      429: 'Troppe richieste dallo stesso indirizzo, o più di 10 ordini in un’ora con la stessa e-mail (ospite)',
      503: 'Pagamento con carta: Stripe non risponde; l’ordine è salvato, la stessa richiesta ripetuta (stessa chiave) dà il link di pagamento',
    },
  },
  {
    method: 'get',
    path: '/orders',
    summary: 'Gli ordini del cliente, dal più recente',
    tag,
    access: 'customer',
    response: z.object({ orders: z.array(orderSchema) }),
  },
  {
    method: 'get',
    path: '/orders/:id',
    summary: 'Un ordine del cliente con lo stato di ogni libro e la cronologia',
    tag,
    access: 'customer',
    response: orderAnswer,
    errors: { 404: 'Ordine non trovato (anche se è di un altro cliente)' },
  },
  {
    method: 'post',
    path: '/orders/:id/pay',
    summary: 'Riapre il pagamento con carta di un ordine ancora in attesa (sessione Stripe aperta o nuova)',
    tag,
    access: 'customer',
    response: z.object({ paymentUrl: z.string() }),
    errors: {
      404: 'Ordine non trovato',
      422: 'Nessun pagamento con carta in attesa',
      503: 'Stripe non risponde: riprova tra poco',
    },
  },
  {
    method: 'post',
    path: '/orders/:id/cancel',
    summary: 'Annulla un ordine non ancora in preparazione (un pagamento con carta viene rimborsato)',
    tag,
    access: 'customer',
    response: orderAnswer,
    errors: { 404: 'Ordine non trovato', 422: 'Ordine già in preparazione' },
  },
  {
    method: 'post',
    path: '/admin/orders/:id/status',
    summary:
      'La libreria sposta un ordine (pagato, in preparazione, pronto per il ritiro, spedito, completato, annullato, rimborsato); il cliente riceve l’e-mail',
    tag: 'Back office',
    access: 'backoffice',
    response: adminOrderAnswer,
    body: orderStatusBody,
    errors: { 404: 'Ordine non trovato', 422: 'Passaggio di stato non ammesso' },
  },
  {
    method: 'post',
    path: '/admin/orders/:id/items/:itemId/status',
    summary: 'La libreria sposta un libro dell’ordine (ordinato, arrivato, pronto, consegnato)',
    tag: 'Back office',
    access: 'backoffice',
    response: adminOrderAnswer,
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
    response: z.looseObject({ received: z.literal(true) }),
    rawBody: true,
    errors: { 400: 'Firma non valida', 404: 'Stripe non configurato' },
  },
];
