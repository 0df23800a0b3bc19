import type { ApiOperation } from '../openapi/types.ts';
import { browserEntry } from './api.ts';
import { securityLogFilters } from './list.ts';

const tag = 'Registro di sicurezza';

export const securityOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/security-logs',
    summary: 'Segnalazione dal browser (solo livello error, al massimo 8 KB)',
    tag,
    access: 'public',
    body: browserEntry,
    status: 202,
    errors: { 413: 'Voce troppo grande', 429: 'Troppe segnalazioni (Retry-After)' },
  },
  {
    method: 'get',
    path: '/admin/security-logs',
    summary: 'Voci del registro, dalla più recente, filtrabili per categoria, livello, origine e testo',
    tag,
    access: 'admin',
    query: securityLogFilters,
    errors: { 401: 'Non collegato', 403: 'Non amministratore' },
  },
];
