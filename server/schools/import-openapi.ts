import { z } from 'zod';
import type { ApiOperation } from '../openapi/types.ts';
import { importUrlsBody, rejectedQuery } from './import-api.ts';

const tag = 'Back office';
const denied = { 401: 'Accesso richiesto', 403: 'Solo il gestore della piattaforma' };

/** One import run with its files' reports (server/schools/import-runs.ts). */
const importRunSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  requestedBy: z.string(),
  filesDone: z.number().int(),
  filesTotal: z.number().int(),
  rows: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  files: z.array(z.looseObject({ rejectedDownload: z.string().nullable() })),
});
const dataCount = z.object({ region: z.string(), schoolYear: z.string(), schools: z.number() });

/** The Ministry import from the back office (API.md "Back office", operator only). */
export const importOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/admin/imports',
    summary:
      'Importa file del Ministero caricati (multipart, campo «files», al massimo 200 MB) oppure dagli indirizzi ufficiali ({ urls }, solo https); una importazione alla volta',
    tag,
    access: 'operator',
    body: importUrlsBody,
    uploadField: 'files',
    status: 202,
    response: z.object({ importId: z.string() }),
    errors: { ...denied, 409: 'Un’altra importazione è in corso', 413: 'File troppo grandi' },
  },
  {
    method: 'get',
    path: '/admin/imports',
    summary:
      'Storico delle importazioni con il resoconto di ogni file, e scuole e adozioni per regione e anno scolastico',
    tag,
    access: 'operator',
    errors: denied,
    response: z.object({
      imports: z.array(importRunSchema),
      counts: z.object({
        schools: z.array(dataCount),
        adoptions: z.array(dataCount.extend({ adoptions: z.number() })),
      }),
    }),
  },
  {
    method: 'get',
    path: '/admin/imports/:id',
    summary: 'Una importazione con il suo avanzamento e i resoconti',
    tag,
    access: 'operator',
    errors: { ...denied, 404: 'Importazione non trovata' },
    response: z.object({ import: importRunSchema }),
  },
  {
    method: 'get',
    path: '/admin/imports/:id/events',
    summary:
      'Avanzamento come server-sent events: «progress» (file in corso, righe al secondo, fase), «file» (resoconto di ogni file), «end»',
    tag,
    access: 'operator',
    errors: { ...denied, 404: 'Importazione non trovata' },
    contentType: 'text/event-stream',
    response: z.string(),
  },
  {
    method: 'get',
    path: '/admin/imports/:id/rejected.csv',
    summary: 'Le righe scartate di un file (le prime 5.000) in CSV, con riga e motivo',
    tag,
    access: 'operator',
    query: rejectedQuery,
    contentType: 'text/csv',
    response: z.string(),
    errors: { ...denied, 404: 'Importazione non trovata' },
  },
];
