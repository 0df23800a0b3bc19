import { z } from 'zod';
import { named } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { accountDeletionBody } from './api.ts';

const tag = 'Account e accesso';

const closingOrder = z.object({
  id: z.string(),
  negozio: z.string(),
  number: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  createdAt: z.string(),
  total: z.number(),
  refund: z.enum(['carta', 'bonifico', 'nessuno']),
});

/** common/privacy/views.ts `PersonalDataExport` (GDPR art. 15 and 20): every section is a list. */
const personalDataExport = named(
  'PersonalDataExport',
  z.looseObject({
    exportedAt: z.string(),
    info: z.string(),
    profile: z.looseObject({ email: z.string(), displayName: z.string(), createdAt: z.string() }),
    shops: z.array(z.looseObject({ shop: z.string(), role: z.string(), since: z.string() })),
    addresses: z.array(z.looseObject({ fonte: z.string(), indirizzo: z.string() })),
    orders: z.array(z.looseObject({ id: z.string(), number: z.string(), negozio: z.string() })),
    carts: z.array(z.looseObject({})),
    favourites: z.array(z.looseObject({})),
    lists: z.array(
      z.object({
        nome: z.string(),
        codiceScuola: z.string(),
        classe: z.number().int(),
        sezione: z.string(),
        combinazione: z.string().nullable(),
        owned: z.array(z.string()),
        createdAt: z.string(),
      }),
    ),
    reviews: z.array(z.looseObject({})),
    comments: z.array(z.looseObject({})),
    likes: z.array(z.looseObject({})),
    consents: z.array(z.looseObject({ tipo: z.string(), stato: z.string() })),
    sessions: z.array(z.looseObject({})),
    securityLog: z.array(z.looseObject({})),
    emails: z.array(z.looseObject({ subject: z.string() })),
  }),
);

export const privacyOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/auth/export',
    summary:
      'Scarica tutti i propri dati (JSON): profilo, indirizzi, ordini con righe e pagamenti, carrelli, preferiti, liste per figlio, recensioni, commenti, consensi, sessioni, registro di sicurezza, e-mail inviate',
    tag,
    access: 'customer',
    response: personalDataExport,
    errors: { 401: 'Non collegato' },
  },
  {
    method: 'get',
    path: '/auth/account-deletion',
    summary:
      'Cosa farebbe l’eliminazione dell’account: ordini da annullare (e rimborsare) e ordini conservati con i dati ridotti, recensioni e commenti',
    tag,
    access: 'customer',
    response: z.object({
      preview: z.object({
        email: z.string(),
        ownsShop: z.string().nullable(),
        cancel: z.array(closingOrder),
        keep: z.array(closingOrder),
        reviews: z.number().int(),
        comments: z.number().int(),
      }),
    }),
    errors: { 401: 'Non collegato' },
  },
  {
    method: 'post',
    path: '/auth/account-deletion',
    summary:
      'Elimina l’account: annulla (e rimborsa) gli ordini non ancora consegnati, riduce i dati degli ordini conservati, cancella account, recensioni e commenti e invia l’esito per e-mail',
    tag,
    access: 'customer',
    response: z.object({
      success: z.literal(true),
      outcome: z.object({
        cancelled: z.array(closingOrder),
        kept: z.array(closingOrder),
        reviewsDeleted: z.number().int(),
        commentsDeleted: z.number().int(),
      }),
    }),
    body: accountDeletionBody,
    errors: {
      429: 'Troppi tentativi: riprova più tardi',
      401: 'Non collegato',
      422: 'Il titolare di una libreria non può eliminare l’account da qui',
    },
  },
];
