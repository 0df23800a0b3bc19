import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { requireBackOffice } from '../accounts/backoffice.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { csvHeaders, toCsv } from '../shared/csv.ts';
import { AppError } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import {
  dataCounts,
  findImportRun,
  type ImportRunView,
  listImportRuns,
  MAX_UPLOAD_BYTES,
  rejectedRowsOf,
  startImport,
  type Upload,
} from './import-runs.ts';

export const importUrlsBody = z.object({
  urls: z
    .array(z.url({ protocol: /^https$/, error: 'Solo indirizzi https' }))
    .min(1, 'Indica almeno un indirizzo')
    .max(30),
});
export const rejectedQuery = z.object({ file: z.string().min(1).max(200) });

const FINAL = new Set(['completata', 'fallita', 'interrotta']);
const POLL_MS = 500;

/** API.md "Back office": the Ministry import, for the platform operator only. */
export function importApi() {
  const app = new Hono<AppEnv>();
  const operator = { roles: ['operator'] as const };

  app.post('/admin/imports', async (c) => {
    const actor = await requireBackOffice(c, operator);
    const type = c.req.header('content-type') ?? '';
    let uploads: Upload[] = [];
    let urls: string[] = [];
    if (type.startsWith('multipart/form-data')) {
      const length = Number(c.req.header('content-length') ?? 0);
      if (length > MAX_UPLOAD_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', 'File troppo grandi (al massimo 200 MB in tutto)');
      const form = await c.req.formData();
      const files = form.getAll('files').filter((f): f is File => typeof f !== 'string');
      if (!files.length)
        throw new AppError('VALIDATION', 'Scegli almeno un file', { fields: { files: 'Scegli almeno un file' } });
      uploads = await Promise.all(
        files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
      );
    } else {
      urls = parseInput(importUrlsBody, await readJson(c)).urls;
    }
    const run = await startImport(c.var.services, { uploads, urls, requestedBy: actor.ref });
    return c.json({ importId: run.id }, 202);
  });

  app.get('/admin/imports', async (c) => {
    await requireBackOffice(c, operator);
    const { db } = c.var.services;
    return c.json({ imports: await listImportRuns(db), counts: await dataCounts(db) });
  });

  app.get('/admin/imports/:id', async (c) => {
    await requireBackOffice(c, operator);
    return c.json({ import: await findImportRun(c.var.services.db, c.req.param('id')) });
  });

  app.get('/admin/imports/:id/rejected.csv', async (c) => {
    await requireBackOffice(c, operator);
    const { db } = c.var.services;
    const run = await findImportRun(db, c.req.param('id'));
    const { file } = parseInput(rejectedQuery, c.req.query());
    const rows = await rejectedRowsOf(db, run.id, file);
    const csv = toCsv(
      ['Riga', 'Motivo', 'Contenuto'],
      rows.map((r) => [r.line, r.reason, r.raw]),
    );
    return c.body(csv, 200, csvHeaders(`scartate-${file.replace(/\.csv(\.gz)?$/i, '')}.csv`));
  });

  // Progress as server-sent events: "progress" while it runs (rows per second, current
  // file), "file" for each file's report, "end" with the final state.
  app.get('/admin/imports/:id/events', async (c) => {
    await requireBackOffice(c, operator);
    const { db } = c.var.services;
    const first = await findImportRun(db, c.req.param('id'));
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let sentFiles = 0;
      let last = '';
      let run: ImportRunView = first;
      let aborted = false;
      stream.onAbort(() => {
        aborted = true;
      });
      for (let tick = 0; !aborted; tick++) {
        for (; sentFiles < run.files.length; sentFiles++) {
          await stream.writeSSE({ event: 'file', data: JSON.stringify(run.files[sentFiles]) });
        }
        const { files: _files, sources: _sources, ...progress } = run;
        const snapshot = JSON.stringify(progress);
        if (snapshot !== last) {
          await stream.writeSSE({ event: 'progress', data: snapshot });
          last = snapshot;
        } else if (tick % 30 === 0) {
          await stream.write(': ancora qui\n\n');
        }
        if (FINAL.has(run.status)) {
          await stream.writeSSE({ event: 'end', data: JSON.stringify({ status: run.status, error: run.error }) });
          break;
        }
        await stream.sleep(POLL_MS);
        run = await findImportRun(db, first.id);
      }
    });
  });

  return app;
}
