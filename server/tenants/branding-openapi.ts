import { z } from 'zod';
import { tenantSchema } from '../accounts/openapi.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { domainAvailabilityQuery } from './availability.ts';

const owners = { 401: 'Accesso richiesto', 403: 'Riservata al titolare della libreria o al gestore' };

export const brandingOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/tenants/domain-available',
    summary:
      'Se l’indirizzo <nome>.<SITE_SUFFIX> è libero per una nuova libreria; altrimenti il motivo (già in uso, riservato, non valido)',
    tag: 'Librerie',
    access: 'public',
    query: domainAvailabilityQuery,
    response: z.object({ available: z.boolean(), reason: z.string().optional() }),
    errors: { 429: 'Troppe richieste' },
  },
  {
    method: 'put',
    path: '/tenants/:id/logo',
    summary:
      'Il logo del negozio: il corpo è l’immagine stessa (PNG, JPEG o WebP riconosciuti dai primi byte, al massimo 1 MB; niente SVG)',
    tag: 'Librerie',
    access: 'owner',
    binaryBody: ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'],
    response: z.object({ tenant: tenantSchema }),
    errors: {
      ...owners,
      404: 'Negozio non trovato',
      413: 'Logo troppo grande: al massimo 1 MB',
      422: 'Il negozio della piattaforma usa il logo di Cartella',
    },
  },
  {
    method: 'delete',
    path: '/tenants/:id/logo',
    summary: 'Toglie il logo: l’intestazione torna a mostrare il nome del negozio',
    tag: 'Librerie',
    access: 'owner',
    response: z.object({ tenant: tenantSchema }),
    errors: { ...owners, 404: 'Negozio non trovato' },
  },
];
