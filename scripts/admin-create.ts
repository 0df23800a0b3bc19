// `npm run admin:create -- --username <name>`: creates a back-office admin. Asks for the
// password twice without echoing it (or reads one line from stdin when piped) and refuses
// weak passwords. Works on the configured database (DATABASE_URL or DATA_DIR/db).
import { parseArgs } from 'node:util';
import { createAdmin } from '#server/accounts/admins.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/connection.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { AppError } from '#server/shared/errors.ts';

/** Piped: the first line of stdin is the password. */
async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += chunk;
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

function ask(question: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) return readFirstLine();
  return new Promise((resolve) => {
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    let value = '';
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') process.exit(130);
        if (ch === '\u007f') value = value.slice(0, -1);
        else value += ch;
      }
    };
    input.on('data', onData);
  });
}

const { values } = parseArgs({ options: { username: { type: 'string' } } });
if (!values.username) {
  console.error('Uso: npm run admin:create -- --username <nome>');
  process.exit(2);
}

try {
  const password = await ask('Password del nuovo amministratore: ');
  if (process.stdin.isTTY) {
    const again = await ask('Ripeti la password: ');
    if (again !== password) throw new AppError('VALIDATION', 'Le password non coincidono');
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await runMigrations(database);
    const admin = await createAdmin(database.db, { username: values.username, password });
    console.log(`Amministratore "${admin.username}" creato.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
