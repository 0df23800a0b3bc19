// `npm run db:migrate`: applies the committed migrations to the configured database
// (DATABASE_URL, or the embedded PGlite in DATA_DIR/db) and exits. The server applies
// them at start too; this is for deploys that migrate before switching traffic.
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/connection.ts';
import { runMigrations } from '#server/db/migrate.ts';

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await runMigrations(database);
    const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}/db`;
    console.log(`Migrazioni applicate: ${where}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
