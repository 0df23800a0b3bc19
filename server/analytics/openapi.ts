import type { ApiOperation } from '../openapi/types.ts';
import { acceptedBody } from '../security/openapi.ts';
import { pageViewInput } from './api.ts';

export const analyticsOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/analytics/pageview',
    summary: 'Conta una pagina vista (solo dopo il consenso ai cookie analitici)',
    tag: 'Statistiche',
    access: 'public',
    response: acceptedBody,
    body: pageViewInput,
    status: 202,
    errors: { 429: 'Troppe richieste da questo indirizzo' },
  },
];
