import { z } from 'zod';
import { named } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { domainBody } from './domain-api.ts';

const tag = 'Back office';
const owners = { 401: 'Accesso richiesto', 403: 'Riservata a titolare e gestore' };

/** The shop's own domain and the TXT record that proves it (decision 0030). */
const domainSchema = named(
  'ShopDomain',
  z.object({
    domain: z.string().nullable(),
    verified: z.boolean(),
    txtName: z.string().nullable(),
    txtValue: z.string().nullable(),
  }),
);
const answer = z.object({ domain: domainSchema });

export const domainOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/domain',
    summary: 'Il dominio proprio della libreria e il record TXT da creare finché non è verificato',
    tag,
    access: 'backoffice',
    response: answer,
    errors: owners,
  },
  {
    method: 'put',
    path: '/admin/domain',
    summary: 'Imposta il dominio proprio (da verificare con un record TXT)',
    tag,
    access: 'backoffice',
    body: domainBody,
    response: answer,
    errors: { ...owners, 409: 'Dominio già usato da un altro negozio', 429: 'Troppe richieste' },
  },
  {
    method: 'post',
    path: '/admin/domain/verify',
    summary: 'Verifica il record TXT: da quel momento il negozio risponde sul dominio',
    tag,
    access: 'backoffice',
    response: answer,
    errors: { ...owners, 404: 'Nessun dominio da verificare', 422: 'Record TXT non trovato', 429: 'Troppe richieste' },
  },
  {
    method: 'delete',
    path: '/admin/domain',
    summary: 'Toglie il dominio proprio: il negozio torna sul suo indirizzo della piattaforma',
    tag,
    access: 'backoffice',
    response: answer,
    errors: owners,
  },
];
