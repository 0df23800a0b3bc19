import { z } from 'zod';
import { shopProfileInput } from '#common/tenants/profile.ts';
import { tenantSchema } from '../accounts/openapi.ts';
import { named } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { domainBody } from './domain-api.ts';
import { shopStatusBody } from './status.ts';

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
    method: 'post',
    path: '/admin/tenants/:id/status',
    summary:
      'Apre (attivo) o sospende una libreria, con il motivo che il titolare riceve per e-mail (solo il gestore della piattaforma)',
    tag: 'Librerie',
    access: 'admin',
    body: shopStatusBody,
    response: z.object({ tenant: tenantSchema }),
    errors: { 422: 'Il negozio della piattaforma non si sospende' },
  },
  {
    method: 'put',
    path: '/tenants/:id',
    summary:
      'Dati del negozio: nome, ragione sociale, partita IVA (cifra di controllo), sede, contatti, IBAN (cifre di controllo) e prezzi di spedizione in euro',
    tag: 'Librerie',
    access: 'owner',
    body: shopProfileInput,
    response: z.object({ tenant: tenantSchema }),
    errors: {
      ...owners,
      404: 'Negozio non trovato',
      422: 'Il negozio della piattaforma si configura con le variabili SHOP_*',
    },
  },
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
