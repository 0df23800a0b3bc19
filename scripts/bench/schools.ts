import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createBenchDatabase } from './database.ts';
import { machineLine, maxThroughput, startNginx, startServer, steadyRate } from './lib.ts';

// Issue 3's benchmarks: the whole 2025-26 Ministry set imported on PGlite and on
// PostgreSQL (time, peak memory, and a bare COPY of the same rows as the floor), then
// name search and the school page under load on each database.

const DATA = path.resolve('../shared/data');
const MIM = path.join(DATA, 'mim/2025-26');
const ISTAT = path.join(DATA, 'istat/Elenco-comuni-italiani.csv');

type ImportRun = { seconds: number; peakMb: number; schools: number; adoptions: number };

/** The V8 flags `npm run import:ministry` gives node (package.json is their one home). */
function importNodeFlags(): string[] {
  const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts[
    'import:ministry'
  ];
  return (script ?? '').split(/\s+/).filter((part) => part.startsWith('--'));
}

type Measured = { seconds: number; peakMb: number; out: string };

/** Runs node with these arguments as its own process, sampling its peak memory (VmHWM). */
async function runMeasured(args: string[], env: Record<string, string>): Promise<Measured> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  let peakKb = 0;
  const sampler = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // The process has just exited.
    }
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${args.join(' ')} failed (${code}): ${out}`);
  return { seconds: Math.round((performance.now() - started) / 100) / 10, peakMb: Math.round(peakKb / 1024), out };
}

/** `npm run import:ministry -- --json` of the ISTAT list and the whole 2025-26 set. */
async function runImport(env: Record<string, string>): Promise<ImportRun> {
  const run = await runMeasured([...importNodeFlags(), 'scripts/import-ministry.ts', '--json', ISTAT, MIM], env);
  const report = JSON.parse(run.out) as { files: { kind: string; imported: number }[] };
  const sum = (kind: string) => report.files.filter((f) => f.kind === kind).reduce((a, f) => a + f.imported, 0);
  return { seconds: run.seconds, peakMb: run.peakMb, schools: sum('registry'), adoptions: sum('adoptions') };
}

/** The floor: psql's COPY of every adoption row into a bare table of text columns. */
function copyFloor(url: string): { seconds: number } {
  const files = readdirSync(MIM)
    .filter((f) => f.startsWith('ALT'))
    .map((f) => path.join(MIM, f));
  execFileSync('psql', [
    url,
    '-qc',
    `CREATE TABLE bare (${Array.from({ length: 16 }, (_, i) => `c${i} text`).join(', ')})`,
  ]);
  const started = performance.now();
  // Each file's header is dropped; rows are streamed through zcat into one COPY.
  execFileSync(
    'bash',
    [
      '-c',
      `for f in ${files.join(' ')}; do zcat "$f" | tail -n +2; done | psql "${url}" -qc "\\copy bare FROM STDIN CSV"`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return { seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** Gzip size of the JavaScript a first visit downloads: modulepreloads and module imports. */
export async function firstLoadJsGzip(pageUrl: string, html: string): Promise<{ files: number; kb: number }> {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\s*\(?\s*(?:[^"'()]*from\s*)?["']([^"']+\.js)["']/g)) urls.add(m[1]!);
  let bytes = 0;
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(new URL(u, pageUrl))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, kb: Math.round(bytes / 102.4) / 10 };
}

async function loadTests(env: Record<string, string>, options: { dataDir?: string }) {
  const server = await startServer({ LOG_LEVEL: 'warn', DEMO_DATA: 'false', ...env }, { ...options, keepData: true });
  try {
    const search = `${server.url}/api/schools?nome=${encodeURIComponent('liceo scientifico galilei')}`;
    const page = `${server.url}/scuola/PGPS00500G?classe=3&sezione=A`;
    const html = await (await fetch(page)).text();
    if (!html.includes('Libri di testo')) throw new Error('school page did not render');
    const firstLoadJs = await firstLoadJsGzip(page, html);
    await maxThroughput(search, { connections: 10, seconds: 3 });
    const searchSteady = await steadyRate(search, 200, { seconds: 10 });
    // 2,000 different names (every school of two regions, as typed): no answer kept in memory helps.
    const names = new Set<string>();
    for (const regione of ['Piemonte', 'Toscana']) {
      const list = (await (await fetch(`${server.url}/api/schools?regione=${regione}&limit=1000`)).json()) as {
        scuole: { nomeScuola: string }[];
      };
      for (const s of list.scuole) names.add(s.nomeScuola.toLowerCase());
    }
    const distinct = [...names].slice(0, 2000).map((n) => `${server.url}/api/schools?nome=${encodeURIComponent(n)}`);
    const searchDistinct200 = await steadyRate(distinct, 200, { seconds: 10 });
    await maxThroughput(page, { connections: 10, seconds: 3 });
    const pageSteady = await steadyRate(page, 100, { seconds: 10 });
    const pageMax = await maxThroughput(page, { connections: 50, seconds: 10 });
    // The same page for 300 schools no visitor has opened yet: every request is rendered.
    const tuscany = (await (await fetch(`${server.url}/api/schools?regione=Toscana&limit=1000`)).json()) as {
      scuole: { codiceScuola: string }[];
    };
    const unseen = tuscany.scuole.map((s) => `${server.url}/scuola/${s.codiceScuola}?classe=1&sezione=A`);
    const pageRendered30 = await steadyRate(unseen.slice(0, 300), 30, { seconds: 10 });
    let nginx: Awaited<ReturnType<typeof maxThroughput>> | null = null;
    const ng = await startNginx(html);
    if (ng) {
      try {
        await maxThroughput(ng.url, { connections: 10, seconds: 2 });
        nginx = await maxThroughput(ng.url, { connections: 50, seconds: 10 });
      } finally {
        await ng.stop();
      }
    }
    return {
      firstLoadJs,
      searchSteady200: searchSteady,
      searchDistinct200,
      pageSteady100: pageSteady,
      pageMax50: pageMax,
      pageRendered30,
      nginx,
      ratioToNginx: nginx ? Math.round((pageMax.rps / nginx.rps) * 100) / 100 : null,
    };
  } finally {
    await server.stop();
  }
}

export async function benchSchools(): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = { machine: machineLine() };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cartella-bench-schools-'));
  try {
    // The database is created first, as `CREATE DATABASE` is for PostgreSQL below: PGlite's
    // initdb is a one-off step with its own memory peak, reported on its own line.
    const created = await runMeasured(['scripts/db-migrate.ts'], { DATA_DIR: dataDir });
    results.createPglite = { seconds: created.seconds, peakMb: created.peakMb };
    results.importPglite = await runImport({ DATA_DIR: dataDir });
    results.pglite = await loadTests({}, { dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await createBenchDatabase();
  try {
    results.importPostgres = await runImport({ DATABASE_URL: database.url });
    results.postgres = await loadTests({ DATABASE_URL: database.url }, {});
    results.copyFloorPostgres = copyFloor(database.url);
  } finally {
    await database.drop();
  }
  return results;
}
