import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { openDatabase } from '#server/db/connection.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { importMinistry } from '#server/schools/import/importer.ts';
import { resolveSources } from '#server/schools/import/sources.ts';
import { listAdoptions } from '#server/schools/queries.ts';

it('exp', async () => {
  const d = await openDatabase({ memory: true });
  await runMigrations(d);
  const file = '/work/shared/data/mim/2025-26/ALTMOLISE000020250709.csv.gz';
  let t = performance.now();
  await importMinistry(d, resolveSources([file]), {
    interleave: true,
    onWriting: () => console.log('writing', Math.round(performance.now() - t)),
  });
  console.log('first import alone', Math.round(performance.now() - t));
  let done = false;
  t = performance.now();
  const p0 = performance.now();
  const p = importMinistry(d, resolveSources([file]), {
    interleave: true,
    onWriting: () => {
      writingAt = performance.now();
      console.log('writing', Math.round(performance.now() - t));
    },
    onProgress: (pr) => {
      if (pr.rows % 5000 < 50) console.log('rows', pr.rows, Math.round(performance.now() - t));
    },
  }).then(() => {
    done = true;
    console.log('import resolved', Math.round(performance.now() - t));
  });
  let reads = 0;
  let max = 0;
  const lat: number[] = [];
  let writingAt = Infinity;
  let readsWriting = 0;
  while (!done) {
    await new Promise((r) => setImmediate(r));
    const s = performance.now();
    await listAdoptions(d.db, 'CB1E00100B');
    const ms = performance.now() - s;
    max = Math.max(max, ms);
    reads++;
    lat.push(ms);
    if (s > writingAt) readsWriting++;
    if (ms > 100) console.log('slow read', Math.round(s - t), Math.round(ms));
  }
  await p;
  lat.sort((a, b) => a - b);
  console.log(
    'p50',
    Math.round(lat[Math.floor(lat.length / 2)]!),
    'p95',
    Math.round(lat[Math.floor(lat.length * 0.95)]!),
    'reads while writing',
    readsWriting,
  );
  console.log(
    'second import with reader',
    Math.round(performance.now() - t),
    'reads',
    reads,
    'max read ms',
    Math.round(max),
  );
  await d.close();
}, 600_000);
