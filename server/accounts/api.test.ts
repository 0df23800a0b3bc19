import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityLogs } from '../security/schema.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, registerCustomer, sessionCookieFrom, uniqueSuffix } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { sessions } from './schema.ts';
import { hashToken } from './tokens.ts';

describeEachDatabase('accounts API', (kind) => {
  const app = useTestApp(kind);

  describe('registration', () => {
    it('creates the account, signs it in with a safe cookie and answers 201 { user }', async () => {
      const email = `Anna.${uniqueSuffix()}@Example.com`;
      const res = await app().request('/api/auth/register', {
        method: 'POST',
        json: {
          name: 'Anna Maria Bianchi',
          email,
          password: 'segreta-del-quaderno',
          confirmPassword: 'segreta-del-quaderno',
        },
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.user).toMatchObject({
        email: email.toLowerCase(),
        firstName: 'Anna',
        lastName: 'Maria Bianchi',
        displayName: 'Anna Maria Bianchi',
        phone: '',
        address: '',
        city: '',
        postalCode: '',
        province: '',
      });
      expect(body.user.passwordHash).toBeUndefined();
      expect(body.csrfToken).toMatch(/^[0-9a-f]{64}$/);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cartella_session='))!;
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure');
      // Without "Ricordami" the cookie ends with the browser.
      expect(cookie).not.toContain('Max-Age');
    });

    it('refuses a second account with the same e-mail in another case (409)', async () => {
      const first = await registerCustomer(app());
      const res = await app().request('/api/auth/register', {
        method: 'POST',
        json: { name: 'Altro', email: first.email.toUpperCase(), password: 'segreta-del-quaderno' },
      });
      expect(res.status).toBe(409);
      const body = await res.json();
      expect(body).toMatchObject({ success: false, code: 'CONFLICT' });
      expect(body.error).toBe('Esiste già un account con questo indirizzo e-mail');
    });

    it('applies the rules of SPEC.md section 5 with their messages', async () => {
      const short = await app().request('/api/auth/register', {
        method: 'POST',
        json: { name: 'A', email: 'a@example.com', password: '12345' },
      });
      expect(short.status).toBe(400);
      expect((await short.json()).fields.password).toBe('La password deve essere di almeno 10 caratteri');
      const differ = await app().request('/api/auth/register', {
        method: 'POST',
        json: { name: 'A', email: 'b@example.com', password: 'password-lunga-1', confirmPassword: 'password-lunga-2' },
      });
      expect((await differ.json()).fields.confirmPassword).toBe('Le password non coincidono');
      const missing = await app().request('/api/auth/register', { method: 'POST', json: { email: 'x' } });
      const fields = (await missing.json()).fields;
      expect(fields.name).toBe('Il nome è obbligatorio');
      expect(fields.email).toBe('Inserisci un indirizzo e-mail valido');
    });

    it('stores script and SQL payloads in names as plain text', async () => {
      const name = `<script>alert(1)</script> Robert'); DROP TABLE users;--`;
      const { headers } = await registerCustomer(app(), { name });
      const me = await (await app().request('/api/auth/me', { headers })).json();
      expect(me.user.displayName).toBe(name);
      expect(me.user.firstName).toBe('<script>alert(1)</script>');
    });
  });

  describe('sessions', () => {
    it('GET /api/auth/me: 401 anonymous; user, tenant null and CSRF token when signed in', async () => {
      const anon = await app().request('/api/auth/me');
      expect(anon.status).toBe(401);
      expect((await anon.json()).code).toBe('UNAUTHORIZED');
      const { headers, user, csrfToken } = await registerCustomer(app());
      const me = await app().request('/api/auth/me', { headers });
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({ user: { uid: user.id, ...user }, tenant: null, csrfToken });
    });

    it('login rotates the session id and "Ricordami" gives a 30-day cookie', async () => {
      const customer = await registerCustomer(app());
      const res = await app().request('/api/auth/login', {
        method: 'POST',
        headers: customer.headers,
        json: { email: customer.email, password: customer.password, remember: true },
      });
      expect(res.status).toBe(200);
      const cookie = sessionCookieFrom(res)!;
      expect(cookie).not.toBe(customer.headers.get('cookie'));
      expect(res.headers.getSetCookie().find((c) => c.startsWith('cartella_session='))).toContain(
        `Max-Age=${30 * 86_400}`,
      );
      // The old session is gone; the new one works.
      expect((await app().request('/api/auth/me', { headers: customer.headers })).status).toBe(401);
      const csrf = (await res.json()).csrfToken;
      expect(csrf).not.toBe(customer.csrfToken);
      expect((await app().request('/api/auth/me', { headers: { cookie } })).status).toBe(200);
    });

    it('logout deletes the session and clears the cookie', async () => {
      const { headers, sessionToken } = await registerCustomer(app());
      const res = await app().request('/api/auth/logout', { method: 'POST', headers });
      expect(await res.json()).toEqual({ success: true });
      expect(res.headers.getSetCookie().find((c) => c.startsWith('cartella_session='))).toContain('Max-Age=0');
      const rows = await app()
        .services.db.select()
        .from(sessions)
        .where(eq(sessions.idHash, hashToken(sessionToken)));
      expect(rows).toEqual([]);
      expect((await app().request('/api/auth/me', { headers })).status).toBe(401);
    });

    it('marks the cookie Secure behind HTTPS', async () => {
      const res = await app().request('/api/auth/register', {
        method: 'POST',
        headers: { 'x-forwarded-proto': 'https' },
        json: { name: 'Sicuro', email: `s-${uniqueSuffix()}@example.com`, password: 'segreta-del-quaderno' },
      });
      // TRUST_PROXY is off in tests: the forwarded header is ignored.
      expect(res.headers.getSetCookie().find((c) => c.startsWith('cartella_session='))).not.toContain('Secure');
    });
  });

  describe('CSRF', () => {
    it('refuses a mutation made with the session cookie and no token (403 + security log)', async () => {
      const { headers, user } = await registerCustomer(app());
      const cookieOnly = new Headers({ cookie: headers.get('cookie')! });
      const res = await app().request('/api/auth/profile', { method: 'PUT', headers: cookieOnly, json: { city: 'X' } });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, code: 'CSRF' });
      const logs = await app().services.db.select().from(securityLogs).where(eq(securityLogs.userId, user.id));
      expect(logs.some((l) => l.category === 'CSRF' && l.url === '/api/auth/profile')).toBe(true);

      const wrong = new Headers(headers);
      wrong.set('X-CSRF-Token', 'a'.repeat(64));
      expect((await app().request('/api/auth/profile', { method: 'PUT', headers: wrong, json: {} })).status).toBe(403);

      const ok = await app().request('/api/auth/profile', { method: 'PUT', headers, json: { city: 'Cagliari' } });
      expect(ok.status).toBe(200);
      expect((await ok.json()).user.city).toBe('Cagliari');
    });

    it('refuses page form posts with the session cookie unless they carry _csrf', async () => {
      const { headers, csrfToken } = await registerCustomer(app());
      const cookie = headers.get('cookie')!;
      const form = { 'content-type': 'application/x-www-form-urlencoded', cookie };
      const refused = await app().request('/profile', { method: 'POST', headers: form, body: 'city=X' });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/text\/html/);
      const passed = await app().request('/profile', { method: 'POST', headers: form, body: `_csrf=${csrfToken}` });
      // No pages in the test app: past the check, the request simply finds nothing.
      expect(passed.status).toBe(404);
    });

    it('refuses cross-site mutations even without a session', async () => {
      const res = await app().request('/api/auth/login', {
        method: 'POST',
        headers: { 'sec-fetch-site': 'cross-site' },
        json: { email: 'a@example.com', password: 'x' },
      });
      expect(res.status).toBe(403);
    });

    it('GET /api/auth/csrf gives visitors a token bound to a cookie', async () => {
      const res = await app().request('/api/auth/csrf');
      const { csrfToken } = await res.json();
      expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cartella_csrf='))!;
      expect(cookie).toContain(`cartella_csrf=${csrfToken}`);
      expect(cookie).toContain('HttpOnly');
      const again = await app().request('/api/auth/csrf', { headers: { cookie: `cartella_csrf=${csrfToken}` } });
      expect((await again.json()).csrfToken).toBe(csrfToken);
      expect(again.headers.getSetCookie()).toEqual([]);
    });
  });

  describe('admin', () => {
    it('logs in, verifies its token, and the token works as a bearer without CSRF', async () => {
      const admin = await loginAdmin(app());
      expect(admin.token.length).toBeGreaterThan(20);
      const verify = await app().request('/api/admin/verify-token', { method: 'POST', json: { token: admin.token } });
      expect(await verify.json()).toEqual({ success: true, user: { username: admin.username } });
      const bearer = await app().request('/api/admin/me', { headers: { authorization: `Bearer ${admin.token}` } });
      expect(bearer.status).toBe(200);
      const logout = await app().request('/api/admin/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(logout.status).toBe(200);
      const after = await app().request('/api/admin/verify-token', { method: 'POST', json: { token: admin.token } });
      expect(after.status).toBe(401);
      expect(await after.json()).toMatchObject({ success: false });
    });

    it('answers a wrong admin password with 401 { success: false, error }', async () => {
      const admin = await loginAdmin(app());
      const res = await app().request('/api/admin/login', {
        method: 'POST',
        json: { username: admin.username, password: 'sbagliata' },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, error: 'Credenziali non valide' });
    });

    it('keeps customers out of admin APIs (403) and anonymous callers too (401)', async () => {
      const customer = await registerCustomer(app());
      expect((await app().request('/api/admin/me', { headers: customer.headers })).status).toBe(403);
      expect((await app().request('/api/admin/me')).status).toBe(401);
      const admin = await loginAdmin(app());
      expect((await app().request('/api/auth/me', { headers: admin.headers })).status).toBe(403);
    });
  });

  describe('bad input', () => {
    it('oversized bodies → 413, malformed JSON → 400, wrong types → 400', async () => {
      const big = await app().request('/api/auth/register', {
        method: 'POST',
        json: { name: 'x'.repeat(1_100_000), email: 'a@example.com', password: 'segreta-del-quaderno' },
      });
      expect(big.status).toBe(413);
      expect((await big.json()).code).toBe('PAYLOAD_TOO_LARGE');
      const malformed = await app().request('/api/auth/login', {
        method: 'POST',
        body: '{"email": "a@example.com", "password":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({
        success: false,
        error: 'Il corpo della richiesta non è JSON valido',
        code: 'BAD_REQUEST',
      });
      const types = await app().request('/api/auth/login', { method: 'POST', json: { email: 42, password: ['x'] } });
      expect(types.status).toBe(400);
      expect((await types.json()).code).toBe('VALIDATION');
      const longName = await app().request('/api/auth/register', {
        method: 'POST',
        json: { name: 'x'.repeat(500), email: 'lungo@example.com', password: 'segreta-del-quaderno' },
      });
      expect(longName.status).toBe(400);
    });
  });
});
