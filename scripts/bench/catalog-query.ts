import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { listProducts } from '#server/catalog/queries.ts';
import { products } from '#server/catalog/schema.ts';
import { toShopProduct } from '#server/catalog/serialize.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/connection.ts';
import { createRuntime } from '#server/runtime.ts';
import { tenants } from '#server/tenants/schema.ts';
import { BENCH_PRODUCTS, differentSearches, generateProducts } from './catalog.ts';
import { createBenchDatabase } from './database.ts';
import { machineLine } from './lib.ts';

// Issue 15 point 5: where the time of one never-seen catalogue search goes, in-process and
// one at a time (no HTTP, no page cache, no load generator): the 2,000 different searches
// of the catalog bench through `listProducts` and the JSON the API sends, on the demo data
// and with 10,000 generated products, on both databases (BENCH_DB=postgres or pglite for
// one), optionally beside another checkout's listProducts (BENCH_CATALOG_BASELINE).

type Timing = { mean: number; p50: number; p99: number; max: number };

function summarise(ms: number[]): Timing {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    mean: round(ms.reduce((a, b) => a + b, 0) / ms.length),
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1] ?? 0),
  };
}

/** The API's query strings as listProducts filters (the zod parsing of api.ts aside). */
function searchFilters(): { search: string; minPrezzo: number; maxPrezzo: number; offset: number; limit: number }[] {
  return differentSearches('').map((url) => {
    const q = new URL(url, 'http://x').searchParams;
    return {
      search: q.get('search') ?? '',
      minPrezzo: Number(q.get('minPrezzo')),
      maxPrezzo: Number(q.get('maxPrezzo')),
      offset: Number(q.get('offset')),
      limit: Number(q.get('limit')),
    };
  });
}

type Implementation = { listProducts: typeof listProducts; toShopProduct: typeof toShopProduct };

/**
 * Another checkout of the shop (BENCH_CATALOG_BASELINE=/path, e.g. a worktree of main with
 * this repository's node_modules linked) whose listProducts is timed in the same process,
 * interleaved with this one on the same data: on a shared machine two separate runs differ
 * by more than the change being measured.
 */
async function baseline(): Promise<Implementation | null> {
  const root = process.env.BENCH_CATALOG_BASELINE;
  if (!root) return null;
  const queries = (await import(path.resolve(root, 'server/catalog/queries.ts'))) as Implementation;
  const serialize = (await import(path.resolve(root, 'server/catalog/serialize.ts'))) as Implementation;
  return { listProducts: queries.listProducts, toShopProduct: serialize.toShopProduct };
}

async function timeSearches(database: Database): Promise<Record<string, unknown>> {
  const [tenant] = await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.isDefault, true));
  if (!tenant) throw new Error('no default shop');
  const searches = searchFilters();
  const implementations: Record<string, Implementation> = { current: { listProducts, toShopProduct } };
  const before = await baseline();
  if (before) implementations.baseline = before;
  const timings = Object.fromEntries(
    Object.keys(implementations).map((name) => [name, { query: [] as number[], json: [] as number[], matches: 0 }]),
  );
  const run = async (name: string, list: typeof searches, record: boolean) => {
    const impl = implementations[name] as Implementation;
    const timing = timings[name] as { query: number[]; json: number[]; matches: number };
    for (const filters of list) {
      const start = performance.now();
      const result = await impl.listProducts(database.db, { ...filters, tenantId: tenant.id });
      const queried = performance.now();
      JSON.stringify({ products: result.products.map(impl.toShopProduct), total: result.total });
      if (!record) continue;
      timing.query.push(queried - start);
      timing.json.push(performance.now() - queried);
      timing.matches += result.total;
    }
  };
  // A few hundred searches warm each one up (caches, JIT); then the 2,000, twice, each
  // implementation in turn, so a burst of load elsewhere falls on both.
  for (const name of Object.keys(implementations)) await run(name, searches.slice(0, 300), false);
  for (let round = 0; round < 2; round++) {
    const names = Object.keys(implementations);
    for (const name of round % 2 ? names.reverse() : names) await run(name, searches, true);
  }
  const [count] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products);
  const result: Record<string, unknown> = { products: count?.n, searches: searches.length };
  for (const [name, timing] of Object.entries(timings)) {
    result[name] = {
      averageTotal: Math.round(timing.matches / timing.query.length),
      listProductsMs: summarise(timing.query),
      jsonMs: summarise(timing.json),
      bothMs: summarise(timing.query.map((q, i) => q + (timing.json[i] ?? 0))),
    };
  }
  if (database.kind === 'postgres') result.explain = await explain(database, tenant.id);
  return result;
}

/** EXPLAIN ANALYZE of one search's statement(s), captured from the pool. */
async function explain(database: Database, tenantId: string): Promise<string[]> {
  const pool = database.pool;
  if (!pool) return [];
  const statements: { text: string; values: unknown[] }[] = [];
  const original = pool.query.bind(pool);
  // Capture the statements listProducts sends for one search, then explain each.
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown) => {
    const c = config as { text?: string; values?: unknown[] } | string;
    if (typeof c === 'string') statements.push({ text: c, values: (values as unknown[]) ?? [] });
    else if (c.text) statements.push({ text: c.text, values: c.values ?? (values as unknown[]) ?? [] });
    return (original as (a: unknown, b?: unknown) => unknown)(config, values);
  };
  try {
    await listProducts(database.db, {
      tenantId,
      search: 'penna',
      minPrezzo: 2.5,
      maxPrezzo: 85,
      offset: 24,
      limit: 12,
    });
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
  const plans: string[] = [];
  for (const s of statements) {
    const res = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
    plans.push((res.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n'));
  }
  return plans;
}

/** Migrates and seeds the demo shop (as a first start does) on the given target. */
export async function prepareDemo(target: { databaseUrl?: string; dataDir?: string }): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'true',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    ...(target.dataDir ? { DATA_DIR: target.dataDir } : {}),
  });
  const runtime = await createRuntime({ config, seedDemo: true });
  await runtime.close();
}

async function measure(target: { databaseUrl?: string; dataDir?: string }) {
  await prepareDemo(target);
  const timed = async () => {
    const database = await openDatabase(target);
    try {
      return await timeSearches(database);
    } finally {
      await database.close();
    }
  };
  const demo = await timed();
  await generateProducts(target, BENCH_PRODUCTS);
  return { demo, generated: await timed() };
}

export async function benchCatalogQuery(): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = { machine: machineLine() };
  const wanted = (process.env.BENCH_DB ?? 'postgres,pglite').split(',');
  if (wanted.includes('postgres')) {
    const database = await createBenchDatabase();
    try {
      results.postgres = await measure({ databaseUrl: database.url });
    } finally {
      await database.drop();
    }
  }
  if (wanted.includes('pglite')) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cartella-bench-catalog-query-'));
    try {
      results.pglite = await measure({ dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}
