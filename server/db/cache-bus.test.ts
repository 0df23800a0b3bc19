import { expect, it } from 'vitest';
import { describeEachDatabase, useTestDatabase } from '../test/database.ts';
import { createCacheBus } from './cache-bus.ts';
import { type Database, openDatabase } from './connection.ts';

// Issue 16, point 2: a change in one process drops the memory caches of every process on
// the same PostgreSQL at once. Two separately opened databases (two pools, two LISTEN
// connections) stand for two processes.

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeEachDatabase('cache bus', (kind) => {
  const database = useTestDatabase(kind);

  it('runs this process’s listeners at once, and the other process’s when it is PostgreSQL', async () => {
    const here = createCacheBus(database());
    let other: Database | undefined;
    const heard = { here: 0, there: 0, thereTenants: 0 };
    here.on('schools', 'test', () => heard.here++);
    // A second listener under the same name replaces the first.
    here.on('schools', 'test', () => (heard.here += 1));
    let there: ReturnType<typeof createCacheBus> | undefined;
    try {
      if (kind === 'postgres') {
        const url = (database().pool as unknown as { options: { connectionString: string } }).options.connectionString;
        other = await openDatabase({ databaseUrl: url, poolSize: 2 });
        there = createCacheBus(other);
        there.on('schools', 'test', () => heard.there++);
        there.on('tenants', 'test', () => heard.thereTenants++);
        // Its LISTEN is in place once it has answered a round trip after connecting.
        for (let i = 0; i < 50 && heard.there === 0; i++) {
          await here.publish('schools');
          await wait(100);
        }
        expect(heard.there).toBeGreaterThan(0);
        heard.here = 0;
        heard.there = 0;
      }
      await here.publish('schools');
      expect(heard.here).toBe(1);
      if (kind === 'postgres') {
        await expect.poll(() => heard.there, { timeout: 5000 }).toBe(1);
        expect(heard.thereTenants).toBe(0);
        await there!.publish('tenants');
        await expect.poll(() => heard.thereTenants).toBe(1);
        // Nobody hears their own notification a second time.
        await wait(300);
        expect(heard.here).toBe(1);
        expect(heard.thereTenants).toBe(1);
      }
    } finally {
      await here.close();
      await there?.close();
      await other?.close();
    }
  });
});
