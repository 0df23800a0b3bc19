// `npm run import:ministry -- [--json] <file|folder|https URL>...`
// Imports the Ministry's school registry and textbook adoption files (and, if given, the
// ISTAT list of municipalities for proper-case names) into the configured database.
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/connection.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { importMinistry, type Progress } from '#server/schools/import/importer.ts';
import { jsonReport, textReport } from '#server/schools/import/report.ts';
import { resolveSources } from '#server/schools/import/sources.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const paths = args.filter((a) => !a.startsWith('--'));
if (!paths.length) {
  console.error('Uso: npm run import:ministry -- [--json] <file|cartella|URL https>...');
  process.exit(2);
}

const tty = process.stderr.isTTY && !json;
let lastDraw = 0;
function drawProgress(p: Progress) {
  const now = Date.now();
  if (!tty || now - lastDraw < 100) return;
  lastDraw = now;
  const pct = p.totalBytes ? Math.min(100, (p.bytes / p.totalBytes) * 100) : null;
  const width = 30;
  const filled = pct === null ? 0 : Math.round((pct / 100) * width);
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
  const elapsed = (now - (started.get(p.file) ?? now)) / 1000 || 1;
  const rate = Math.round(p.rows / elapsed);
  process.stderr.write(
    `\r${p.file.slice(0, 40).padEnd(40)} ${bar} ${pct === null ? '  ?' : pct.toFixed(0).padStart(3)}% ${rate} righe/s   `,
  );
}
const started = new Map<string, number>();

try {
  const config = loadConfig();
  const sources = resolveSources(paths);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await runMigrations(database);
    const report = await importMinistry(database, sources, {
      onProgress: (p) => {
        if (!started.has(p.file)) started.set(p.file, Date.now());
        drawProgress(p);
      },
    });
    if (tty) process.stderr.write('\n');
    console.log(json ? JSON.stringify(jsonReport(report)) : textReport(report));
  } finally {
    await database.close();
  }
} catch (error) {
  if (tty) process.stderr.write('\n');
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
