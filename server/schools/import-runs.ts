import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppServices } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { isUniqueViolation } from '../db/transaction.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { importMinistry, type Progress } from './import/importer.ts';
import type { FileReport } from './import/report.ts';
import { resolveSources, type Source } from './import/sources.ts';
import {
  adoptions,
  type ImportRun,
  type ImportSourceRef,
  importRejectedRows,
  importRunFiles,
  importRuns,
  schools,
} from './schema.ts';

// Ministry imports started from the back office (issue 13): one at a time across processes
// (the unique `lock` column), run inside the server that received them, progress written to
// the run's row (any process can stream it), each file's report kept with its rejected rows.

/** A run whose heartbeat is older than this died with its process. */
export const STALE_AFTER_MS = 2 * 60_000;
const HEARTBEAT_MS = 15_000;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 1000;
/** Rejected rows kept per file for the download (the report counts them all). */
export const KEEP_REJECTED = 5000;
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

const ACTIVE = 'ministry';
const DATA_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.csv(\.gz)?$/i;

const running = new Map<string, Promise<void>>();

/** Waits for a run this process started (tests, shutdown). */
export async function waitForImport(id: string): Promise<void> {
  await running.get(id);
}

/** Marks runs whose process stopped answering as interrupted, freeing the lock. */
async function reapStale(db: Db, now = new Date()): Promise<void> {
  await db
    .update(importRuns)
    .set({
      status: 'interrotta',
      lock: null,
      finishedAt: now,
      error: 'Importazione interrotta: il server si è fermato mentre lavorava',
    })
    .where(and(isNotNull(importRuns.lock), lt(importRuns.heartbeatAt, new Date(now.getTime() - STALE_AFTER_MS))));
}

export type Upload = { name: string; bytes: Uint8Array };

/**
 * Starts an import of uploaded files or official addresses: 409 while another runs. Returns
 * at once; the work goes on in this process.
 */
export async function startImport(
  services: AppServices,
  input: { uploads?: Upload[]; urls?: string[]; requestedBy: string },
): Promise<ImportRun> {
  const { db } = services;
  const uploads = input.uploads ?? [];
  const urls = input.urls ?? [];
  for (const upload of uploads) {
    if (!DATA_FILE.test(upload.name)) {
      throw new AppError(
        'VALIDATION',
        `Nome di file non valido: ${upload.name} (serve il nome originale del Ministero, .csv o .csv.gz)`,
        {
          fields: { files: 'Nome di file non valido' },
        },
      );
    }
  }
  // Refused before anything is written: only https addresses, named like Ministry files.
  const urlSources = urls.length ? resolveSources(urls) : [];
  await reapStale(db);
  let run: ImportRun;
  try {
    const refs: ImportSourceRef[] = [
      ...uploads.map((u) => ({ name: u.name, location: u.name, origin: 'upload' as const })),
      ...urlSources.map((s) => ({ name: s.name, location: s.location, origin: 'url' as const })),
    ];
    [run] = (await db
      .insert(importRuns)
      .values({ status: 'in_coda', lock: ACTIVE, requestedBy: input.requestedBy, sources: refs })
      .returning()) as [ImportRun];
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [active] = await db.select().from(importRuns).where(eq(importRuns.lock, ACTIVE));
    const since = active ? ` (avviata ${active.createdAt.toLocaleString('it-IT', { timeZone: 'Europe/Rome' })})` : '';
    throw new AppError('CONFLICT', `È già in corso un’importazione${since}: attendi che finisca`);
  }
  const folder = path.resolve(services.config.DATA_DIR, 'imports', run.id);
  let sources: Source[];
  try {
    if (uploads.length) {
      mkdirSync(folder, { recursive: true });
      for (const upload of uploads) writeFileSync(path.join(folder, upload.name), upload.bytes);
    }
    sources = [...resolveSources(uploads.map((u) => path.join(folder, u.name))), ...urlSources];
  } catch (error) {
    await finish(db, run.id, 'fallita', `File non salvati: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
  const work = execute(services, run, sources)
    .catch((error: unknown) => services.logger.error({ err: error, importId: run.id }, 'import run failed'))
    .finally(() => {
      running.delete(run.id);
      if (uploads.length) rmSync(folder, { recursive: true, force: true });
    });
  running.set(run.id, work);
  return run;
}

async function finish(db: Db, id: string, status: 'completata' | 'fallita', error: string | null = null) {
  await db
    .update(importRuns)
    .set({ status, lock: null, error, finishedAt: new Date(), phase: null, heartbeatAt: new Date() })
    .where(eq(importRuns.id, id));
}

async function execute(services: AppServices, run: ImportRun, sources: Source[]): Promise<void> {
  const { db, database } = services;
  const started = new Date();
  await db
    .update(importRuns)
    .set({ status: 'in_corso', startedAt: started, heartbeatAt: started })
    .where(eq(importRuns.id, run.id));
  const heartbeat = setInterval(() => {
    db.update(importRuns)
      .set({ heartbeatAt: new Date() })
      .where(eq(importRuns.id, run.id))
      .catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let position = 0;
  let fileStarted = performance.now();
  let currentFile: string | null = null;
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const progress = (p: Progress) => {
    if (p.file !== currentFile) {
      currentFile = p.file;
      fileStarted = performance.now();
      lastWrite = 0;
    }
    const now = performance.now();
    if (now - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = now;
    const seconds = (now - fileStarted) / 1000;
    // Not awaited: the import goes on; writes are chained so they land in order.
    writing = writing.then(() =>
      db
        .update(importRuns)
        .set({
          currentFile: p.file,
          rows: p.rows,
          rowsPerSecond: seconds > 0 ? Math.round(p.rows / seconds) : 0,
          bytes: p.bytes,
          totalBytes: p.totalBytes,
          phase: 'lettura',
          heartbeatAt: new Date(),
        })
        .where(eq(importRuns.id, run.id))
        .catch(() => {}),
    );
  };
  try {
    await importMinistry(database, sources, {
      interleave: true,
      keepRejected: KEEP_REJECTED,
      onProgress: progress,
      onWriting: (file) => {
        writing = writing.then(() =>
          db
            .update(importRuns)
            .set({ currentFile: file, phase: 'scrittura', heartbeatAt: new Date() })
            .where(eq(importRuns.id, run.id))
            .catch(() => {}),
        );
      },
      onFileDone: async (report) => {
        await writing;
        await saveFileReport(db, run.id, position++, report);
      },
    });
    await writing;
    await finish(db, run.id, 'completata');
  } catch (error) {
    await writing;
    await finish(db, run.id, 'fallita', error instanceof Error ? error.message.slice(0, 1000) : String(error));
  } finally {
    clearInterval(heartbeat);
  }
}

async function saveFileReport(db: Db, runId: string, position: number, report: FileReport): Promise<void> {
  const { rejectedRows, ...rest } = report;
  await db.transaction(async (tx) => {
    await tx.insert(importRunFiles).values({ runId, position, file: report.file, report: rest });
    const rows = rejectedRows ?? [];
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(importRejectedRows)
        .values(
          rows
            .slice(i, i + 500)
            .map((r) => ({ runId, file: report.file, line: r.line, reason: r.reason, raw: r.cells.join(';') })),
        );
    }
    await tx
      .update(importRuns)
      .set({ filesDone: position + 1, rows: report.rows, heartbeatAt: new Date() })
      .where(eq(importRuns.id, runId));
  });
}

export type ImportRunView = {
  id: string;
  status: ImportRun['status'];
  requestedBy: string;
  sources: ImportSourceRef[];
  currentFile: string | null;
  phase: string | null;
  filesDone: number;
  filesTotal: number;
  rows: number;
  rowsPerSecond: number;
  bytes: number;
  totalBytes: number | null;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  files: (Omit<FileReport, 'rejectedRows'> & { rejectedDownload: string | null })[];
};

function runView(run: ImportRun, files: { file: string; report: Record<string, unknown> }[]): ImportRunView {
  return {
    id: run.id,
    status: run.status,
    requestedBy: run.requestedBy,
    sources: run.sources,
    currentFile: run.currentFile,
    phase: run.phase,
    filesDone: run.filesDone,
    filesTotal: run.sources.length,
    rows: run.rows,
    rowsPerSecond: run.rowsPerSecond,
    bytes: run.bytes,
    totalBytes: run.totalBytes,
    error: run.error,
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    files: files.map((f) => {
      const report = f.report as unknown as FileReport;
      const rejected = Object.values(report.rejected ?? {}).reduce((n, v) => n + v, 0);
      return {
        ...report,
        rejectedDownload: rejected
          ? `/api/admin/imports/${run.id}/rejected.csv?file=${encodeURIComponent(f.file)}`
          : null,
      };
    }),
  };
}

/** The newest runs with each file's report. */
export async function listImportRuns(db: Db, limit = 20): Promise<ImportRunView[]> {
  await reapStale(db);
  const runs = await db.select().from(importRuns).orderBy(desc(importRuns.createdAt)).limit(limit);
  if (!runs.length) return [];
  const files = await db
    .select()
    .from(importRunFiles)
    .where(
      inArray(
        importRunFiles.runId,
        runs.map((r) => r.id),
      ),
    )
    .orderBy(asc(importRunFiles.position));
  return runs.map((r) =>
    runView(
      r,
      files.filter((f) => f.runId === r.id),
    ),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findImportRun(db: Db, id: string): Promise<ImportRunView> {
  if (!UUID.test(id)) throw notFound('Importazione non trovata');
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, id));
  if (!run) throw notFound('Importazione non trovata');
  const files = await db
    .select()
    .from(importRunFiles)
    .where(eq(importRunFiles.runId, id))
    .orderBy(asc(importRunFiles.position));
  return runView(run, files);
}

export async function rejectedRowsOf(db: Db, runId: string, file: string) {
  return db
    .select({ line: importRejectedRows.line, reason: importRejectedRows.reason, raw: importRejectedRows.raw })
    .from(importRejectedRows)
    .where(and(eq(importRejectedRows.runId, runId), eq(importRejectedRows.file, file)))
    .orderBy(asc(importRejectedRows.line));
}

/** Schools per region (registry) and adoptions per region and school year. */
export async function dataCounts(db: Db) {
  const schoolRows = await db
    .select({ region: schools.region, schoolYear: schools.schoolYear, schools: count() })
    .from(schools)
    .groupBy(schools.region, schools.schoolYear)
    .orderBy(asc(schools.region), asc(schools.schoolYear));
  const adoptionRows = await db
    .select({
      region: adoptions.region,
      schoolYear: adoptions.schoolYear,
      adoptions: count(),
      schools: sql<number>`count(distinct ${adoptions.schoolCode})::int`,
    })
    .from(adoptions)
    .groupBy(adoptions.region, adoptions.schoolYear)
    .orderBy(asc(adoptions.region), asc(adoptions.schoolYear));
  return { schools: schoolRows, adoptions: adoptionRows };
}
