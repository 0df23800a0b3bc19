import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../test/database.ts';
import { DatabaseError, openDatabase } from './connection.ts';

describe('openDatabase', () => {
  it('refuses a data folder that cannot be written, naming it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-ro-'));
    const file = path.join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    await expect(openDatabase({ dataDir: file })).rejects.toThrow(DatabaseError);
    await expect(openDatabase({ dataDir: file })).rejects.toThrow(/non è scrivibile.*not-a-folder/);
    rmSync(dir, { recursive: true, force: true });
  });

  it('explains when PostgreSQL cannot be reached, without the password', async () => {
    const error = await openDatabase({ databaseUrl: 'postgres://someone:secret@127.0.0.1:1/x' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DatabaseError);
    expect(String(error)).toMatch(/Impossibile raggiungere il database/);
    expect(String(error)).not.toMatch(/secret/);
  });

  it('opens an embedded database with pg_trgm and unaccent', async () => {
    const database = await openDatabase({ memory: true });
    await database.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS unaccent;');
    const result = await database.pglite!.query<{ s: number; u: string }>(
      "SELECT similarity('scuola', 'scuola') AS s, unaccent('perché') AS u",
    );
    expect(result.rows[0]).toEqual({ s: 1, u: 'perche' });
    await database.close();
  });
});

describe.skipIf(!databaseKinds().includes('postgres'))('a PostgreSQL connection cut while in use', () => {
  it('does not crash the process; the pool goes on with a new connection', async () => {
    const database = await createTestDatabase('postgres');
    try {
      // A connection checked out (as inside a transaction), then cut by the server, as a
      // restart or failover does.
      const client = await database.pool!.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => client.once('end', resolve));
      await database.pool!.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await ended;
      client.release(true);
      const again = await database.pool!.query<{ one: number }>('select 1 as one');
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
