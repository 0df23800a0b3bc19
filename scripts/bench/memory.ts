import { readFileSync } from 'node:fs';
import os from 'node:os';
import { createBenchDatabase } from './database.ts';
import { machineLine, maxThroughput, memoryOf, type RunningServer, startServer, steadyRate } from './lib.ts';

/**
 * Resident memory of the shop (issue 15 point 4: < 300 MB on the embedded database, < 200 MB
 * on PostgreSQL) under the benchmark's load, started as `npm run serve` starts it (its V8
 * flags read from package.json; `BENCH_NODE_FLAGS="..."` overrides them to compare).
 * Each database: the shop is started once to create the data, then again on it (a restart,
 * the steady state); memory is read after the start, after every public page at 50
 * connections as browsers ask for it, after 2,000 different school pages and filtered
 * catalogue pages (the page cache filling up), and after the catalogue API at 200 req/s.
 */

const PAGES = ['/', '/search', '/scuola/CAMM80001N?classe=2&sezione=A', '/products', '/blog', '/privacy-policy'];
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** The V8 flags of `npm run serve` (package.json is their one home). */
export function serveNodeFlags(): string[] {
  if (process.env.BENCH_NODE_FLAGS !== undefined) return process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean);
  const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
    .serve;
  return (script ?? '').split(/\s+/).filter((part) => part.startsWith('--'));
}

async function underLoad(server: RunningServer): Promise<Record<string, unknown>> {
  const steps: Record<string, ReturnType<typeof memoryOf>> = { started: memoryOf(server.pid) };
  const html = await (await fetch(`${server.url}/products`)).text();
  const product = /href="(\/products\/\d+)"/.exec(html)?.[1] ?? '/products/1';
  const article = /href="(\/blog\/(?!rss)[a-z0-9-]+)"/.exec(await (await fetch(`${server.url}/blog`)).text())?.[1];
  const pages = [...PAGES, product, ...(article ? [article] : [])];
  for (const page of pages) await maxThroughput(server.url + page, { connections: 50, seconds: 5, headers: BROWSER });
  steps.afterPages = memoryOf(server.pid);

  // Pages nobody has seen: each one rendered and stored (page cache, school cache).
  const codes = ['CAMM80001N', 'CAPS00000U'];
  const variants: string[] = [];
  for (const code of codes)
    for (let classe = 1; classe <= 5; classe++)
      for (const sezione of 'ABCDEFGHIJ')
        variants.push(`${server.url}/scuola/${code}?classe=${classe}&sezione=${sezione}`);
  for (const search of ['quaderno', 'penna', 'zaino', 'colori', 'astuccio', 'diario', 'gomma', 'righello'])
    for (let page = 1; page <= 3; page++) variants.push(`${server.url}/products?search=${search}&pagina=${page}`);
  await steadyRate(variants, 50, { seconds: Math.ceil(variants.length / 50), headers: BROWSER });
  steps.afterUnseenPages = memoryOf(server.pid);

  const api = await steadyRate(`${server.url}/api/products?search=quaderno`, 200, { seconds: 10 });
  steps.afterApi200 = memoryOf(server.pid);
  return { pages, steps, api };
}

async function measure(env: Record<string, string>, nodeArgs: string[]): Promise<Record<string, unknown>> {
  const first = await startServer({ LOG_LEVEL: 'warn', DEMO_DATA: 'true', ...env }, { keepData: true, nodeArgs });
  await first.stop();
  const server = await startServer(
    { LOG_LEVEL: 'warn', DEMO_DATA: 'true', ...env },
    { dataDir: first.dataDir, nodeArgs },
  );
  try {
    return await underLoad(server);
  } finally {
    await server.stop();
  }
}

export async function benchMemory(): Promise<Record<string, unknown>> {
  const nodeArgs = serveNodeFlags();
  const loadBefore = os.loadavg().map((l) => Math.round(l * 10) / 10);
  const pglite = await measure({}, nodeArgs);
  const database = await createBenchDatabase();
  let postgres: Record<string, unknown>;
  try {
    postgres = await measure({ DATABASE_URL: database.url }, nodeArgs);
  } finally {
    await database.drop();
  }
  return {
    machine: machineLine(),
    loadAverageBefore: loadBefore,
    nodeArgs,
    pglite,
    postgres,
    targetsMb: { pglite: 300, postgres: 200 },
  };
}
