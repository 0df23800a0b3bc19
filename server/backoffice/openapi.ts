import { z } from 'zod';
import { okBody } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { orderSchema } from '../orders/openapi.ts';
import { blockBody, peopleQuery, statsCsvQuery, statsQuery } from './api.ts';

const tag = 'Back office';

const person = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  createdAt: z.string(),
  blocked: z.boolean(),
  roles: z.array(z.string()),
});

const denied = { 401: 'Accesso richiesto', 403: 'Non è il back office di questa libreria' };

/** Dashboard, statistics and people (API.md "Back office"). */
export const backOfficeOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/dashboard',
    summary:
      'Le cifre di oggi: ordini da lavorare per stato, libri da ordinare, arrivati e non ritirati, incassi di oggi e della settimana (giorni di Roma), scorte basse; ciascuna con la pagina che la mostra',
    tag,
    access: 'backoffice',
    response: z.object({ dashboard: z.looseObject({}) }),
    errors: denied,
  },
  {
    method: 'get',
    path: '/admin/stats',
    summary:
      'Statistiche tra due giorni (da, a; predefinito gli ultimi 30): vendite per giorno, ordini per stato e pagamento, ordine medio, libri, scuole e prodotti più venduti, imbuto dalle pagine viste (solo con consenso) agli ordini pagati',
    tag,
    access: 'backoffice',
    response: z.object({ stats: z.looseObject({}) }),
    query: statsQuery,
    errors: denied,
  },
  {
    method: 'get',
    path: '/admin/stats.csv',
    summary:
      'Una tabella delle statistiche in CSV (tabella: vendite, stati, pagamenti, libri, scuole, prodotti, funnel)',
    tag,
    access: 'backoffice',
    response: z.string(),
    contentType: 'text/csv',
    query: statsCsvQuery,
    errors: denied,
  },
  {
    method: 'get',
    path: '/admin/users',
    summary: 'Persone della libreria (tutte per il gestore), per e-mail, nome o telefono',
    tag,
    access: 'backoffice',
    response: z.object({
      people: z.array(person),
      total: z.number().int(),
      page: z.number().int(),
      pages: z.number().int(),
    }),
    query: peopleQuery,
    errors: denied,
  },
  {
    method: 'get',
    path: '/admin/users/:id',
    summary: 'Una persona con i suoi ordini in questa libreria; per il gestore anche le librerie a cui appartiene',
    tag,
    access: 'backoffice',
    response: z.object({
      user: person.omit({ name: true }).extend({
        name: z.string(),
        address: z.string(),
        postalCode: z.string(),
        province: z.string(),
        blockedAt: z.string().nullable(),
      }),
      orders: z.array(orderSchema),
      shops: z.array(z.looseObject({})).optional(),
    }),
    errors: { ...denied, 404: 'Persona non trovata (o non di questa libreria)' },
  },
  {
    method: 'post',
    path: '/admin/users/:id/block',
    summary:
      'Blocca o sblocca un account (solo il gestore): un account bloccato non accede e le sue sessioni finiscono',
    tag,
    access: 'operator',
    response: z.object({
      user: z.object({ id: z.string(), email: z.string(), name: z.string(), blocked: z.boolean() }),
    }),
    body: blockBody,
    errors: { 401: 'Accesso richiesto', 403: 'Solo il gestore della piattaforma', 404: 'Persona non trovata' },
  },
  {
    method: 'post',
    path: '/admin/users/:id/password-reset',
    summary: 'Manda alla persona il link per reimpostare la password',
    tag,
    access: 'backoffice',
    response: okBody,
    errors: { ...denied, 404: 'Persona non trovata', 422: 'Account bloccato' },
  },
];
