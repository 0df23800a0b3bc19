import { describe, expect, it } from 'vitest';
import { clockFreeFloor, useTestApp } from '../test/app.ts';
import { registerCustomer, uniqueSuffix } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { accountVerdict, ipVerdict, LOGIN_RULES, realFailureFloor, recentFailures, shouldLock } from './throttle.ts';

const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

describe('throttling arithmetic (injected clock)', () => {
  const t0 = new Date('2026-09-01T08:00:00Z');
  const fail = (s: number) => ({ success: false, at: at(t0, s) });
  const ok = (s: number) => ({ success: true, at: at(t0, s) });

  it('counts failures inside 15 minutes since the last success', () => {
    const attempts = [fail(0), ok(10), fail(20), fail(30), fail(40)];
    expect(recentFailures(attempts, at(t0, 60))).toHaveLength(3);
    // 15 minutes after the first of them, only the later ones count.
    expect(recentFailures([fail(0), fail(600), fail(800)], at(t0, 901))).toHaveLength(2);
  });

  it('the 5th failure within 15 minutes locks, a success in between resets', () => {
    expect(shouldLock([fail(0), fail(1), fail(2), fail(3), fail(4)], at(t0, 5))).toBe(true);
    expect(shouldLock([fail(0), fail(1), ok(2), fail(3), fail(4)], at(t0, 5))).toBe(false);
    expect(shouldLock([fail(0), fail(1), fail(2), fail(3), fail(4)], at(t0, 901))).toBe(false);
  });

  it('a lock lasts until its end', () => {
    const until = at(t0, LOGIN_RULES.lockMs / 1000);
    expect(accountVerdict(until, t0)).toEqual({ allowed: false, reason: 'locked', retryAfterMs: LOGIN_RULES.lockMs });
    expect(accountVerdict(until, until)).toEqual({ allowed: true });
  });

  it('an address back-off starts at 20 failures, 30 s each, capped at 5 minutes; successes do not reset it', () => {
    const failures = (n: number) => Array.from({ length: n }, (_, i) => fail(i));
    expect(ipVerdict(failures(19), at(t0, 19))).toEqual({ allowed: true });
    expect(ipVerdict(failures(20), at(t0, 19))).toEqual({ allowed: false, reason: 'backoff', retryAfterMs: 300_000 });
    expect(ipVerdict(failures(20), at(t0, 19 + 300))).toEqual({ allowed: true });
    // A good login in between (the attacker's own account) does not clean the address.
    const mixed = [
      ...failures(10),
      ok(10),
      ...failures(20)
        .slice(10)
        .map((a) => ({ ...a, at: at(t0, 11) })),
    ];
    expect(ipVerdict(mixed, at(t0, 12)).allowed).toBe(false);
  });
});

describeEachDatabase('login throttling on the server', (kind) => {
  // Behind a trusted proxy, so each request may come from its own address.
  const app = useTestApp(kind, { TRUST_PROXY: 'true' });
  const login = (json: unknown, ip: string) =>
    app().request('/api/auth/login', { method: 'POST', headers: { 'x-forwarded-for': ip }, json });

  it('after 5 failures the 6th attempt is refused with 429 even with the right password', async () => {
    const customer = await registerCustomer(app());
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await login({ email: customer.email, password: `sbagliata-${i}` }, `10.1.0.${i}`)).status);
    }
    // The 5th failure already answers with the lock.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const res = await login({ email: customer.email, password: customer.password }, '10.1.1.1');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await res.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      error: 'Account bloccato per troppi tentativi falliti',
    });
  }, 30_000);

  it('an address failing on many accounts waits ("Troppi tentativi di login falliti")', async () => {
    const ip = `10.2.0.${Math.floor(Math.random() * 200)}`;
    for (let i = 0; i < 20; i++) {
      const res = await login({ email: `x${i}-${uniqueSuffix()}@example.com`, password: 'sbagliata' }, ip);
      expect(res.status).toBe(401);
    }
    const customer = await registerCustomer(app());
    const res = await login({ email: customer.email, password: customer.password }, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(100);
    expect((await res.json()).error).toBe('Troppi tentativi di login falliti');
    // Another address is not affected.
    expect((await login({ email: customer.email, password: customer.password }, '10.3.0.1')).status).toBe(200);
  }, 30_000);

  it('one family’s failures do not lock out another account behind the same address; a success does not reset the address', async () => {
    const ip = `10.7.0.${Math.floor(Math.random() * 200)}`;
    const family = await registerCustomer(app());
    const other = await registerCustomer(app());
    for (let i = 0; i < 5; i++) await login({ email: family.email, password: `sbagliata-${i}` }, ip);
    expect((await login({ email: other.email, password: other.password }, ip)).status).toBe(200);
    // 4 failures, a good login, again: the address's count keeps growing until it waits.
    const statuses: number[] = [];
    for (let round = 0; round < 5; round++) {
      const target = await registerCustomer(app());
      for (let i = 0; i < 4; i++) statuses.push((await login({ email: target.email, password: 'no' }, ip)).status);
      statuses.push((await login({ email: other.email, password: other.password }, ip)).status);
    }
    expect(statuses).toContain(429);
  }, 60_000);

  it('a failed login takes at least 1 s, for an unknown e-mail too', async () => {
    // The one test on the real clock: the others run with the test app's clock-free floor.
    app().services.loginFloor = realFailureFloor;
    try {
      const customer = await registerCustomer(app());
      for (const email of [customer.email, `nessuno-${uniqueSuffix()}@example.com`]) {
        const started = performance.now();
        const res = await login({ email, password: 'sbagliata' }, '10.4.0.1');
        expect(performance.now() - started).toBeGreaterThanOrEqual(995);
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ success: false, error: 'Credenziali non valide' });
      }
    } finally {
      app().services.loginFloor = clockFreeFloor();
    }
  });

  it('a failure waits out the rest of its floor, a success does not wait', async () => {
    // A floor far longer than any sign-in takes, so a busy machine still leaves a rest to wait.
    const floor = clockFreeFloor(60_000);
    app().services.loginFloor = floor;
    const customer = await registerCustomer(app());
    for (const email of [customer.email, `nessuno-${uniqueSuffix()}@example.com`]) {
      expect((await login({ email, password: 'sbagliata' }, '10.8.0.1')).status).toBe(401);
    }
    expect(floor.waits).toHaveLength(2);
    for (const ms of floor.waits) {
      expect(ms).toBeGreaterThan(30_000);
      expect(ms).toBeLessThanOrEqual(60_000);
    }
    expect((await login({ email: customer.email, password: customer.password }, '10.8.0.2')).status).toBe(200);
    expect(floor.waits).toHaveLength(2);
  });

  it('a success resets the count', async () => {
    const customer = await registerCustomer(app());
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await login({ email: customer.email, password: 'no' }, `10.5.${round}.${i}`)).status).toBe(401);
      }
      expect((await login({ email: customer.email, password: customer.password }, `10.5.${round}.9`)).status).toBe(200);
    }
  }, 30_000);

  it('behind a trusted HTTPS proxy the session cookie is Secure, and personal answers are not cached', async () => {
    const res = await app().request('/api/auth/register', {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.6.0.1' },
      json: { name: 'Sicuro', email: `s-${uniqueSuffix()}@example.com`, password: 'segreta-del-quaderno' },
    });
    // Over HTTPS the cookie carries the __Host- prefix: Secure, Path=/ and no Domain.
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-cartella_session='))!;
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toMatch(/Domain=/i);
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.6.0.1' };
    const me = await app().request('/api/auth/me', { headers: { ...https, cookie: cookie.split(';')[0]! } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const other = await app().request('/api/non-esiste', { headers: { ...https, cookie: cookie.split(';')[0]! } });
    expect(other.headers.get('cache-control')).toBe('private, no-store');
    // The bare name over HTTPS could have been planted by a sibling sub-domain: not ours.
    const planted = `cartella_session=${cookie.split(';')[0]!.split('=')[1]}`;
    const tossed = await app().request('/api/auth/me', { headers: { ...https, cookie: planted } });
    expect(tossed.status).toBe(401);
  });
});
