import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataFolder } from './folder-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type services see, whether PGlite or PostgreSQL is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  /** Runs raw SQL text (several statements allowed); used by migrations and tools. */
  exec: (sql: string) => Promise<void>;
  close: () => Promise<void>;
  /** Present for PostgreSQL: the pool, for tools that stream COPY. */
  pool?: pg.Pool;
  /** Present for PGlite: the instance, for tools that use its COPY support. */
  pglite?: PGlite;
};

export class DatabaseError extends Error {
  override name = 'DatabaseError';
}

// PostgreSQL returns numeric and bigint as text; our counts fit in a JS number.
pg.types.setTypeParser(20, (value: string) => Number.parseInt(value, 10));

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** In-memory PGlite (tests) when neither a URL nor a data folder is given. */
  memory?: boolean;
  poolSize?: number;
  /** PGlite: start from this data folder image (a `dumpDataDir()`; tests copy a migrated one). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.memory ? undefined : options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle connection the server closes (restart, failover, a dropped test database)
  // emits 'error' on the pool; unheard, it would crash the process. The pool discards
  // that connection and opens a new one on the next query.
  pool.on('error', () => {});
  // The same for a connection checked out of the pool (inside a transaction, between two
  // queries) when PostgreSQL goes away: pg emits 'error' on that client, and unheard it
  // crashed every shop process on a database restart (faults suite). The next query on it
  // fails instead, and the pool drops it when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseError(
      `Impossibile raggiungere il database PostgreSQL indicato da DATABASE_URL (${redact(url)}): ${reason}`,
    );
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  let dbDir: string | undefined;
  let release = () => {};
  if (dataDir) {
    dbDir = path.resolve(dataDir, 'db');
    try {
      // PGlite does not create missing parent folders.
      mkdirSync(dbDir, { recursive: true });
      accessSync(dbDir, constants.W_OK);
    } catch {
      throw new DatabaseError(
        `La cartella dei dati non è scrivibile: ${dbDir} (imposta DATA_DIR su una cartella scrivibile)`,
      );
    }
    try {
      release = lockDataFolder(dbDir);
    } catch (error) {
      throw new DatabaseError(error instanceof Error ? error.message : String(error));
    }
  }
  // Loaded only for the embedded database: a shop on PostgreSQL never needs PGlite's code.
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
  ]);
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: dbDir,
      loadDataDir,
      extensions: { pg_trgm, unaccent },
      // PGlite lives inside this process: a modest buffer pool keeps the whole shop's
      // memory small (the OS page cache still holds the data files).
      postgresqlconf: ['shared_buffers=32MB', 'work_mem=8MB'],
    });
  } catch (error) {
    release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseError(`Impossibile aprire il database incorporato in ${dbDir ?? 'memoria'}: ${reason}`);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
}
