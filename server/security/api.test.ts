import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, registerCustomer } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { securityLogs } from './schema.ts';

describeEachDatabase('security log API', (kind) => {
  const app = useTestApp(kind);
  const entry = {
    timestamp: new Date().toISOString(),
    level: 'error',
    category: 'XSS',
    message: 'Contenuto sospetto <script>',
    data: { field: 'commento' },
    userAgent: 'Browser di prova',
    url: '/blog/articolo',
    userId: 'falso-id',
  };

  it('stores browser error entries (202), taking the user from the session, not the body', async () => {
    const customer = await registerCustomer(app());
    const res = await app().request('/api/security-logs', { method: 'POST', headers: customer.headers, json: entry });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ success: true });
    const rows = await app().services.db.select().from(securityLogs).where(eq(securityLogs.source, 'browser'));
    const row = rows.find((r) => r.userId === customer.user.id)!;
    expect(row).toMatchObject({
      level: 'error',
      category: 'XSS',
      message: 'Contenuto sospetto <script>',
      url: '/blog/articolo',
    });
    expect(row.data).toMatchObject({ field: 'commento' });
  });

  it('accepts only error level, known categories and small bodies', async () => {
    const warn = await app().request('/api/security-logs', { method: 'POST', json: { ...entry, level: 'warn' } });
    expect(warn.status).toBe(400);
    const unknown = await app().request('/api/security-logs', {
      method: 'POST',
      json: { ...entry, category: 'ALTRO' },
    });
    expect(unknown.status).toBe(400);
    const big = await app().request('/api/security-logs', {
      method: 'POST',
      json: { ...entry, data: { blob: 'x'.repeat(10_000) } },
    });
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('admins list and filter entries; others may not', async () => {
    await app().request('/api/security-logs', {
      method: 'POST',
      json: { ...entry, category: 'VALIDATION', message: 'Campo strano' },
    });
    const admin = await loginAdmin(app());
    const res = await app().request('/api/admin/security-logs?category=VALIDATION&level=error', {
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.entries.length).toBeGreaterThan(0);
    expect(body.entries.every((e: { category: string }) => e.category === 'VALIDATION')).toBe(true);
    const customer = await registerCustomer(app());
    expect((await app().request('/api/admin/security-logs', { headers: customer.headers })).status).toBe(403);
    expect((await app().request('/api/admin/security-logs')).status).toBe(401);
    // The document limits the filters to their values: anything else is refused, not ignored.
    const unknown = await app().request('/api/admin/security-logs?category=BOH', { headers: admin.headers });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fields).toHaveProperty('category');
    expect((await app().request('/api/admin/security-logs?level=loud', { headers: admin.headers })).status).toBe(400);
  });
});

describeEachDatabase('security log rate limit', (kind) => {
  // Real limits: the moderate tier allows 60 reports a minute per address.
  const app = useTestApp(kind, { RATE_LIMITS_RELAXED: 'false' });

  it('refuses the 61st report in a minute with 429 and logs it once', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const res = await app().request('/api/security-logs', {
        method: 'POST',
        json: { level: 'error', category: 'XSS', message: `n. ${i}` },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
    const limited = await app().services.db.select().from(securityLogs).where(eq(securityLogs.category, 'RATE_LIMIT'));
    expect(limited).toHaveLength(1);
  });
});
