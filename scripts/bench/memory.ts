import os from 'node:os';
import { createBenchDatabase } from './database.ts';
import {
  machineLine,
  maxThroughput,
  memoryOf,
  type RunningServer,
  serveNodeFlags,
  startRestartedShop,
  steadyRate,
} from './lib.ts';
import { BROWSER_HEADERS as BROWSER, publicPages } from './pages.ts';

/**
 * Resident memory of the shop (issue 15 point 4: < 300 MB on the embedded database, < 200 MB
 * on PostgreSQL) under the benchmark's load, started as `npm run serve` starts it (its V8
 * flags read from package.json; `BENCH_NODE_FLAGS="..."` overrides them to compare).
 * Each database: the shop is started once to create the data, then again on it (a restart,
 * the steady state); memory is read after the start, after every public page (those of
 * `pages`, with the filtered catalogue and blog) at 50
 * connections as browsers ask for it, after 2,000 different school pages and filtered
 * catalogue pages (the page cache filling up), and after the catalogue API at 200 req/s.
 */

async function underLoad(server: RunningServer): Promise<Record<string, unknown>> {
  const steps: Record<string, ReturnType<typeof memoryOf>> = { started: memoryOf(server.pid) };
  const pages = (await publicPages(server.url)).map((page) => page.path);
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
  const server = await startRestartedShop(env, { nodeArgs });
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
