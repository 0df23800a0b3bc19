import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { requireInCI, testDatabaseUrl } from '#tests/support/requirements.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, type DbKind, openDatabase } from '../db/connection.ts';
import { runMigrations } from '../db/migrate.ts';

/** A fresh, migrated database of one kind; PostgreSQL ones are dropped by close(). */
export async function createTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openDatabase({ memory: true });
    await runMigrations(database);
    return database;
  }
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `cartella_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  await runMigrations(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Configuration for tests: quiet logs, relaxed rate limits unless a test asks otherwise. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS_RELAXED: 'true',
    DATA_DIR: '/nonexistent',
    ...overrides,
  });
}

export const databaseKinds = (): DbKind[] => {
  const postgres = requireInCI(Boolean(testDatabaseUrl), 'PostgreSQL (TEST_DATABASE_URL)');
  return postgres ? ['pglite', 'postgres'] : ['pglite'];
};

/**
 * Runs the same suite on PGlite and on PostgreSQL. Without TEST_DATABASE_URL the
 * PostgreSQL suite is reported as skipped (and fails in CI).
 */
export function describeEachDatabase(name: string, body: (kind: DbKind) => void): void {
  const kinds = databaseKinds();
  describe.each(['pglite', 'postgres'] as DbKind[])(`${name} [%s]`, (kind) => {
    if (!kinds.includes(kind)) {
      describe.skip('PostgreSQL not configured', () => body(kind));
      return;
    }
    body(kind);
  });
}

/** beforeAll/afterAll for a suite-level database. */
export function useTestDatabase(kind: DbKind): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('database not ready');
    return database;
  };
}
