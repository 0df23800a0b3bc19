import pg from 'pg';

/** The PostgreSQL server benchmarks create their throw-away databases on. */
export const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database for one benchmark, dropped afterwards. */
export async function createBenchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cartella_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: BENCH_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
