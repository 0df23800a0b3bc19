import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase, databaseKinds } from '#server/test/database.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 16, point 2: two shop processes on one PostgreSQL, as behind a proxy. What one
// process changes, the other serves at once: its memory caches (here the host → shop
// answers, kept 30 s) are dropped through LISTEN/NOTIFY, not when their time runs out.

/** GET with a chosen Host header (fetch does not let us set it). */
function getWithHost(base: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        headers: { host, accept: 'application/json' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const onPostgres = databaseKinds().includes('postgres');

(onPostgres ? describe : describe.skip)('two shop processes on one PostgreSQL', () => {
  let database: Database;
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const url = (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    // One after the other: the first migrates and loads the demo, the second finds them.
    first = await startServer({ DATABASE_URL: url });
    second = await startServer({ DATABASE_URL: url });
  }, 180_000);
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.close();
  });

  it('a bookshop registered through one process is served by the other at once', async () => {
    const slug = `libreria-${randomBytes(3).toString('hex')}`;
    const host = `${slug}.cartella.shop`;
    // The second process learns (and keeps for 30 s) that no shop has this address.
    const before = await getWithHost(second.url, '/api/regions', host);
    expect(before.status).toBe(404);
    expect(before.body).toContain('SHOP_NOT_FOUND');

    const res = await fetch(`${first.url}/api/tenants/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Anna Porcu',
        shopName: 'Libreria Porcu',
        email: `${slug}@example.com`,
        password: 'Scaffale-Rosso-2026',
        domain: slug,
      }),
    });
    expect(res.status).toBe(201);

    // Well inside the 30 s the second process would otherwise keep its answer.
    const started = Date.now();
    await expect
      .poll(async () => (await getWithHost(second.url, '/api/regions', host)).body, { timeout: 5000, interval: 100 })
      .toContain('SHOP_NOT_OPEN');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
