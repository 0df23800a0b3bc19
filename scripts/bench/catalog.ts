import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/connection.ts';
import { createBenchDatabase } from './database.ts';
import { machineLine, maxThroughput, startServer, steadyRate } from './lib.ts';

// Issue 6's benchmark: 10,000 generated products in the default shop, then /api/products
// with a text search and filters at a steady 200 requests/s and at 50 connections, on
// PostgreSQL and on the embedded PGlite.

export const BENCH_PRODUCTS = 10_000;

/**
 * Fills the default shop with generated products (names, categories, prices, ratings
 * varied deterministically) and one price-history row each, in one SQL statement each.
 * The demo catalogue's categories and suppliers must exist (a first start creates them).
 */
async function generateProducts(target: { databaseUrl?: string; dataDir?: string }, count: number): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.exec(`
      WITH t AS (SELECT id FROM tenants WHERE is_default),
      c AS (SELECT array_agg(id ORDER BY id) AS ids FROM product_categories WHERE tenant_id = (SELECT id FROM t)),
      s AS (SELECT array_agg(id ORDER BY id) AS ids FROM suppliers WHERE tenant_id = (SELECT id FROM t)),
      g AS (SELECT i, 100 + (i * 37) % 5000 AS cost, CASE WHEN i % 7 = 0 THEN 10 ELSE 0 END AS discount
            FROM generate_series(1, ${count}) AS i)
      INSERT INTO products (tenant_id, name, description, category_id, supplier_id, cost_cents, margin_percent,
        discount_percent, sale_price_cents, price_cents, images, tags, rating, review_count, created_at)
      SELECT (SELECT id FROM t),
        (ARRAY['Quaderno','Zaino','Astuccio','Penna','Matita','Pastelli','Pennarelli','Calcolatrice','Dizionario',
               'Cartellina','Righello','Compasso','Diario','Agenda','Gomma','Temperino','Colla','Evidenziatore',
               'Raccoglitore','Portalistini'])[1 + i % 20] || ' ' ||
        (ARRAY['A4','A5','maxi','mini','colorato','classico','ergonomico','scientifico','a righe','a quadretti',
               'premium','economico'])[1 + (i / 20) % 12] || ' ' ||
        (ARRAY['blu','rosso','verde','giallo','nero','viola','rosa','arancio'])[1 + (i / 240) % 8] || ' ' || i,
        'Articolo di cancelleria per la scuola, resistente e pratico, adatto a studenti di ogni età. Lotto ' || i,
        (SELECT ids FROM c)[1 + i % array_length((SELECT ids FROM c), 1)],
        (SELECT ids FROM s)[1 + i % array_length((SELECT ids FROM s), 1)],
        cost, 25, discount,
        (cost * 125 + 50) / 100,
        CASE WHEN discount > 0 THEN (((cost * 125 + 50) / 100) * (100 - discount) + 50) / 100 ELSE (cost * 125 + 50) / 100 END,
        jsonb_build_array('/demo/products/quaderno-blu-1.svg'),
        jsonb_build_array(CASE WHEN i % 9 = 0 THEN 'nuovo' ELSE 'scuola' END, 'lotto' || (i % 50)),
        (i % 11) / 2.0, i % 300, now() - (i || ' minutes')::interval
      FROM g;
      INSERT INTO product_price_history (product_id, price_cents, sale_price_cents, changed_at)
        SELECT id, price_cents, sale_price_cents, created_at FROM products
        WHERE NOT EXISTS (SELECT 1 FROM product_price_history h WHERE h.product_id = products.id);
    `);
    // A bulk load leaves the new rows in the GIN indexes' pending lists, which every search
    // would scan; autovacuum flushes them on a live database, VACUUM does it now.
    await database.exec('VACUUM ANALYZE products');
    await database.exec('VACUUM ANALYZE product_price_history');
  } finally {
    await database.close();
  }
}

async function loadTests(env: Record<string, string>, options: { dataDir?: string }) {
  const server = await startServer({ LOG_LEVEL: 'warn', ...env }, { ...options, keepData: true });
  try {
    const query = new URLSearchParams({ search: 'quaderno blu', minPrezzo: '5', maxPrezzo: '60', minValutazione: '3' });
    const url = `${server.url}/api/products?${query}`;
    const body = (await (await fetch(url)).json()) as { total: number };
    if (!(body.total > 0)) throw new Error('the benchmark query finds nothing');
    const catalogue = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as { total: number };
    await maxThroughput(url, { connections: 10, seconds: 3 });
    const steady = await steadyRate(url, 200, { seconds: 15 });
    const max = await maxThroughput(url, { connections: 50, seconds: 10 });
    return {
      products: catalogue.total,
      matches: body.total,
      query: `/api/products?${query}`,
      steady200: steady,
      max50: max,
    };
  } finally {
    await server.stop();
  }
}

/** Starts once so migrations and the demo catalogue exist, then adds the generated products. */
async function prepare(
  env: Record<string, string>,
  options: { dataDir?: string },
  target: { databaseUrl?: string; dataDir?: string },
) {
  const server = await startServer({ LOG_LEVEL: 'warn', ...env }, { ...options, keepData: true });
  await server.stop();
  await generateProducts(target, BENCH_PRODUCTS);
}

export async function benchCatalog(): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = { machine: machineLine() };
  const database = await createBenchDatabase();
  try {
    await prepare({ DATABASE_URL: database.url }, {}, { databaseUrl: database.url });
    results.postgres = await loadTests({ DATABASE_URL: database.url }, {});
  } finally {
    await database.drop();
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cartella-bench-catalog-'));
  try {
    await prepare({}, { dataDir }, { dataDir });
    results.pglite = await loadTests({}, { dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
