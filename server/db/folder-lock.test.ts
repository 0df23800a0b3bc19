import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseError, openDatabase } from './connection.ts';
import { lockDataFolder } from './folder-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('one process per embedded database folder', () => {
  it('a second opening of the same DATA_DIR is refused with a clear message, until the first closes', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DatabaseError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/già aperto|già in uso/);
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it('a lock held by another live process keeps this one out; a stale one is taken over', async () => {
    const folder = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(path.join(folder, 'cartella.lock'), String(other.pid));
      expect(() => lockDataFolder(folder)).toThrow(/già in uso da un altro processo.*\n.*\n.*already used/);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // The other process has stopped: its lock is stale.
    const release = lockDataFolder(folder);
    release();
  });
});
