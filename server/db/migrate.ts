import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './connection.ts';

/** The committed migrations folder, found from the source tree or from the built bundle. */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR;
  // Source: server/db/ → ../../migrations; bundle: build/server/ → ../../migrations too.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const nextToCode = path.resolve(here, '../../migrations');
  return existsSync(nextToCode) ? nextToCode : path.resolve(process.cwd(), 'migrations');
}

// Any number from a stable text: several processes starting together on one PostgreSQL
// must not run the same migration twice.
const MIGRATION_LOCK = 727_274_001;

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
