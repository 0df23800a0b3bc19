import { expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { describeEachDatabase } from '../test/database.ts';

describeEachDatabase('page view counter', (kind) => {
  const app = useTestApp(kind, { RATE_LIMITS_RELAXED: 'false' });

  it('is throttled per address: anonymous callers cannot flood it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await app().request('/api/analytics/pageview', { method: 'POST', json: { path: '/products' } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 202)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
