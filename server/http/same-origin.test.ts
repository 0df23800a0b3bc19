import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityLogs } from '../security/schema.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';

// Decision 0027: a state-changing request whose Origin (or Referer) is another site is refused
// before anything else looks at it, with or without a session.

describeEachDatabase('origin check on state-changing requests', (kind) => {
  const app = useTestApp(kind, { PUBLIC_URL: 'https://cartella.example' });
  const login = (headers: Record<string, string>, host?: string) =>
    app().request('/api/auth/login', {
      method: 'POST',
      headers,
      host,
      json: { email: 'nessuno@example.com', password: 'password-sbagliata' },
    });

  it('refuses another origin in API.md’s format and logs it', async () => {
    const res = await login({ origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, code: 'CSRF' });
    const logged = await app()
      .services.db.select()
      .from(securityLogs)
      .where(
        and(eq(securityLogs.category, 'CSRF'), eq(securityLogs.message, 'Richiesta di modifica da un’altra origine')),
      );
    expect(logged.length).toBeGreaterThan(0);
  });

  it('refuses a foreign Referer when there is no Origin, and the opaque origin "null"', async () => {
    expect((await login({ referer: 'https://evil.example/pagina' })).status).toBe(403);
    expect((await login({ origin: 'null' })).status).toBe(403);
    expect((await login({ origin: 'not a url' })).status).toBe(403);
  });

  it('a look-alike host is another origin', async () => {
    expect((await login({ origin: 'http://localhost.evil.example' })).status).toBe(403);
    expect((await login({ origin: 'http://localhost:4444' })).status).toBe(403);
  });

  it('lets through the page’s own origin, the configured address behind a proxy, and programs that send neither', async () => {
    // Past the check the wrong password is what answers.
    expect((await login({ origin: 'http://localhost' })).status).toBe(401);
    expect((await login({ referer: 'http://localhost/auth/login' })).status).toBe(401);
    expect((await login({ origin: 'https://cartella.example' }, 'shop-internal:3000')).status).toBe(401);
    expect((await login({})).status).toBe(401);
  });

  it('a bearer-token call is a program, not a page: the origin does not matter', async () => {
    const admin = await loginAdmin(app());
    const res = await app().request('/api/admin/verify-token', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, origin: 'https://tool.example' },
      json: { token: admin.token },
    });
    expect(res.status).toBe(200);
  });

  describe('page forms', () => {
    it('a form posted from another site gets the Italian refusal page', async () => {
      const res = await app().request('/cookie-consent', {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'choice=accept',
      });
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Richiesta non valida');
    });
  });
});
