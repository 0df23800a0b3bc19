import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '#server/config.ts';
import { createApp } from '#server/http/app.ts';
import { createRuntime } from '#server/runtime.ts';
import { importMinistry } from '#server/schools/import/importer.ts';
import { resolveSources } from '#server/schools/import/sources.ts';
import { machineLine } from './lib.ts';

// Issue 13: a Ministry import inside the running shop on PGlite (file-backed, as in
// production), while requests read school lists at a steady rate (each request leaves on
// its own timer, as requests arrive from the network). Compares the import alone, the
// interleaved import with readers, and the single-transaction import (the command line's)
// with readers: import time, read latency and the longest stall of the event loop.

// A region's adoption file: Emilia-Romagna (242k rows) by default, another with
// BENCH_IMPORT_FILE=ALTMOLISE000020250709.csv.gz (19.5k rows) on a busy machine.
const FILE = path.resolve(
  '../shared/data/mim/2025-26',
  process.env.BENCH_IMPORT_FILE ?? 'ALTEMILIAROMAGNA000020250709.csv.gz',
);
const RATE = 5;

type Reads = { requests: number; p50: number; p99: number; max: number };

function percentile(sorted: number[], p: number): number {
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!) : 0;
}

export async function benchImportInterleave(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cartella-bench-import-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    DATABASE_URL: '',
  });
  const runtime = await createRuntime({ config, seedDemo: false });
  const { database } = runtime.services;
  const app = createApp(runtime.services);
  try {
    const school = async () => {
      const r = await database.db.execute<{ code: string }>(
        'SELECT school_code AS code FROM adoptions GROUP BY school_code ORDER BY count(*) DESC LIMIT 1',
      );
      return ((r as unknown as { rows: { code: string }[] }).rows ?? (r as unknown as { code: string }[]))[0]!.code;
    };
    // Reads alone, for comparison: the same requests with no import running.
    const baseline = async () => {
      const code = await school();
      const latencies: number[] = [];
      for (let i = 0; i < RATE * 5; i++) {
        const started = performance.now();
        const res = await app.fetch(new Request(`http://localhost/api/adoptions?codiceScuola=${code}`));
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
      }
      latencies.sort((a, b) => a - b);
      return {
        requests: latencies.length,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        max: percentile(latencies, 1),
      };
    };
    const timed = async (interleave: boolean, readers: boolean) => {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      let code = '';
      if (readers) code = await school();
      const latencies: number[] = [];
      let stop = false;
      const inFlight: Promise<void>[] = [];
      const tick = () => {
        if (stop) return;
        const started = performance.now();
        inFlight.push(
          Promise.resolve(app.fetch(new Request(`http://localhost/api/adoptions?codiceScuola=${code}`)))
            .then((res) => res.arrayBuffer())
            .then(() => {
              latencies.push(performance.now() - started);
            }),
        );
        setTimeout(tick, 1000 / RATE);
      };
      delay.enable();
      const t0 = performance.now();
      if (readers) tick();
      await importMinistry(database, resolveSources([FILE]), { interleave });
      const seconds = Math.round((performance.now() - t0) / 100) / 10;
      stop = true;
      await Promise.all(inFlight);
      delay.disable();
      latencies.sort((a, b) => a - b);
      const reads: Reads = {
        requests: latencies.length,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        max: percentile(latencies, 1),
      };
      return { seconds, longestStallMs: Math.round(delay.max / 1e6), ...(readers ? { reads } : {}) };
    };
    const first = await timed(true, false);
    const readsAlone = await baseline();
    const alone = await timed(true, false);
    const interleaved = await timed(true, true);
    const singleTransaction = await timed(false, true);
    return {
      machine: machineLine(),
      file: path.basename(FILE),
      readsPerSecond: RATE,
      firstImport: first,
      readsWithoutImport: readsAlone,
      reimportAlone: alone,
      reimportInterleavedWithReaders: interleaved,
      reimportOneTransactionWithReaders: singleTransaction,
    };
  } finally {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
