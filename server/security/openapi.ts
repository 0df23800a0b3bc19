import { z } from 'zod';
import { named } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { browserEntry } from './api.ts';
import { securityLogQuery } from './list.ts';

const tag = 'Registro di sicurezza';

/** `{ "success": true }` with 202: taken, handled later. */
export const acceptedBody = named('Accepted', z.object({ success: z.literal(true) }));

export const securityOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/security-logs',
    summary: 'Segnalazione dal browser (solo livello error, al massimo 8 KB)',
    tag,
    access: 'public',
    response: acceptedBody,
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
    response: z.object({
      success: z.literal(true),
      entries: z.array(
        z.looseObject({
          id: z.number(),
          timestamp: z.string(),
          level: z.enum(['info', 'warn', 'error']),
          category: z.string(),
          message: z.string(),
          source: z.enum(['server', 'browser']),
        }),
      ),
      total: z.number().int(),
      page: z.number().int(),
      pages: z.number().int(),
    }),
    query: securityLogQuery,
    errors: { 401: 'Non collegato', 403: 'Non amministratore' },
  },
];
