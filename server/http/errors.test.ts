import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Hono } from 'hono';
import pg from 'pg';
import { expect, it } from 'vitest';
import { freePort } from '#tests/e2e/support/server.ts';
import type { AppEnv } from '../context.ts';
import { openDatabase } from '../db/connection.ts';
import { apiErrorResponse, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './errors.ts';

// A database that cannot be reached (PostgreSQL restarting, a failover) is a passing state:
// 503 with Retry-After in API.md's format, not an "unexpected" 500 (faults suite).

async function unreachableError(): Promise<unknown> {
  const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${await freePort()}/x` });
  pool.on('error', () => {});
  const error = await drizzle(pool)
    .execute(sql`select 1`)
    .catch((e: unknown) => e);
  await pool.end();
  return error;
}

it('tells a database out of reach (wrapped by drizzle) from an error in a query', async () => {
  expect(isDatabaseUnavailable(await unreachableError())).toBe(true);
  expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(
    true,
  );
  const database = await openDatabase({ memory: true });
  const syntax = await database.db.execute(sql`select frm`).catch((e: unknown) => e);
  await database.close();
  expect(isDatabaseUnavailable(syntax)).toBe(false);
  expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  expect(isDatabaseUnavailable(null)).toBe(false);
});

it('answers 503 with Retry-After in API.md’s format', async () => {
  const error = await unreachableError();
  const app = new Hono<AppEnv>();
  app.get('/api/x', () => {
    throw error;
  });
  app.onError((e, c) => apiErrorResponse(c, e));
  const res = await app.request('/api/x');
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(await res.json()).toEqual({ success: false, error: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' });
});
