import { expect, it } from 'vitest';
import { describeEachDatabase, useTestDatabase } from '../test/database.ts';
import { hitRateLimit, RATE_TIERS, tierRule } from './limits.ts';

it('tiers: strict for sign-in forms, moderate for comments and reports; relaxed only when asked', () => {
  expect(RATE_TIERS.strict).toEqual({ limit: 20, windowMs: 15 * 60_000 });
  expect(RATE_TIERS.moderate).toEqual({ limit: 60, windowMs: 60_000 });
  expect(RATE_TIERS.hourly).toEqual({ limit: 10, windowMs: 60 * 60_000 });
  expect(tierRule('strict', true).limit).toBe(20_000);
  expect(tierRule('strict', false).limit).toBe(20);
});

describeEachDatabase('rate-limit counters', (kind) => {
  const database = useTestDatabase(kind);

  it('counts per key within the window and starts again after it', async () => {
    const { db } = database();
    const rule = { limit: 3, windowMs: 60_000 };
    const t0 = new Date('2026-09-01T08:00:00Z');
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(db, 'k1', rule, at(i)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterMs).toBe(57_000);
    expect((await hitRateLimit(db, 'k2', rule, at(5))).count).toBe(1);
    const later = await hitRateLimit(db, 'k1', rule, at(61));
    expect(later).toMatchObject({ allowed: true, count: 1 });
  });

  it('holds under concurrent hits (one atomic upsert each)', async () => {
    const { db } = database();
    const rule = { limit: 1000, windowMs: 60_000 };
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(db, 'concurrent', rule, now)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
