import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { requireInCI, testDatabaseUrl } from '#tests/support/requirements.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, type DbKind, openDatabase } from '../db/connection.ts';
import { migrationsFolder, runMigrations } from '../db/migrate.ts';

// Migrating takes most of a suite's set-up, so each kind is migrated once and copied: PGlite
// from a dump of a migrated data folder (once per test process), PostgreSQL with CREATE
// DATABASE … TEMPLATE from a database named after the migrations' content (once per
// migrations, shared by every process and run; a changed migration gets a new template).

let pgliteImage: Promise<Blob> | undefined;

/** The data folder of a migrated PGlite, made once per process. */
function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const database = await openDatabase({ memory: true });
    await runMigrations(database);
    const image = await database.pglite!.dumpDataDir('none');
    await database.close();
    return image;
  })();
  return pgliteImage;
}

/** Any number from a stable text: one process at a time builds a template. */
const TEMPLATE_LOCK = 727_274_002;

/** The name of the migrated template database for the migrations as they are now. */
function templateName(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  return `cartella_tpl_${hash.digest('hex').slice(0, 16)}`;
}

let postgresTemplate: Promise<string> | undefined;

/** Makes sure the migrated template exists (built under a lock, renamed into place when done). */
function migratedPostgresTemplate(admin: pg.Client): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = templateName();
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_b${randomBytes(3).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(testDatabaseUrl!);
      url.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      await runMigrations(database);
      await database.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  })();
  return postgresTemplate;
}

/** A fresh, migrated database of one kind; PostgreSQL ones are dropped by close(). */
export async function createTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ memory: true, loadDataDir: await migratedPgliteImage() });
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `cartella_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    const template = await migratedPostgresTemplate(admin);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
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
