import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { securityLogs } from '../../security/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { sessionCookieFrom } from '../../test/auth.ts';
import { createShop, personWithRole } from '../../test/backoffice.ts';
import { describeEachDatabase } from '../../test/database.ts';
import { requireBackOfficePage } from '../backoffice.ts';
import { completeAdminSecondFactor, completeCustomerSecondFactor, loginCustomer } from '../login.ts';
import { loginAttempts, loginChallenges, secondFactors } from '../schema.ts';
import { loadSession } from '../sessions.ts';
import { hashToken } from '../tokens.ts';
import { mustEnrolSecondFactor } from './policy.ts';
import { totpCode } from './totp.ts';

// Decision 0028 (amended): bookshop owners and staff sign in with their own account and a
// second factor, and work in the back office only once it is on.

const client = { ip: '10.4.5.6', userAgent: 'test' };

describeEachDatabase('second factor for owners and staff', (kind) => {
  const app = useTestApp(kind);
  let shop: Awaited<ReturnType<typeof createShop>>;

  beforeAll(async () => {
    shop = await createShop(app().services, `due-passaggi-${kind}`);
  });

  const apiLogin = (json: Record<string, string>) =>
    app().request('/api/auth/login', { method: 'POST', host: shop.host, json });
  const logged = async (which: { userId?: string; message: string }) =>
    app()
      .services.db.select()
      .from(securityLogs)
      .where(
        and(eq(securityLogs.message, which.message), ...(which.userId ? [eq(securityLogs.userId, which.userId)] : [])),
      )
      .orderBy(desc(securityLogs.id));

  it('the API asks an owner for the code, refuses a wrong or replayed one, takes a recovery code once', async () => {
    const owner = await personWithRole(app(), shop, 'owner');
    const { secret, recovery } = owner.secondFactor!;
    const creds = { email: owner.email, password: owner.password };

    const without = await apiLogin(creds);
    expect(without.status).toBe(401);
    expect(await without.json()).toMatchObject({ success: false, code: 'SECOND_FACTOR_REQUIRED' });
    expect(sessionCookieFrom(without)).toBeNull();

    const code = totpCode(secret);
    const wrong = await apiLogin({ ...creds, code: code === '123456' ? '654321' : '123456' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'UNAUTHORIZED', fields: { code: 'Codice non valido' } });
    expect(sessionCookieFrom(wrong)).toBeNull();

    const right = await apiLogin({ ...creds, code });
    expect(right.status).toBe(200);
    expect(sessionCookieFrom(right)).not.toBeNull();
    // The same code again is a replay.
    expect((await apiLogin({ ...creds, code })).status).toBe(401);
    const failures = await app()
      .services.db.select()
      .from(loginAttempts)
      .where(
        and(eq(loginAttempts.scope, 'account'), eq(loginAttempts.key, owner.email), eq(loginAttempts.success, false)),
      );
    expect(failures).toHaveLength(2); // the wrong code and the replay count as failed sign-ins
    expect(await logged({ message: 'Codice della verifica in due passaggi non valido' })).not.toHaveLength(0);

    const withRecovery = await apiLogin({ ...creds, code: recovery[2]!.toLowerCase() });
    expect(withRecovery.status).toBe(200);
    expect((await apiLogin({ ...creds, code: recovery[2]! })).status).toBe(401);
    const [row] = await app().services.db.select().from(secondFactors).where(eq(secondFactors.userId, owner.user.id));
    expect(row!.recoveryHashes).toHaveLength(9);
    const used = await logged({ userId: owner.user.id, message: 'Accesso con un codice di recupero' });
    expect(used).toHaveLength(1);
    expect(used[0]!.data).toMatchObject({ recoveryLeft: 9 });
  });

  it('the page’s two steps for staff: a hashed challenge, five tries, used once, “Ricordami” kept', async () => {
    const { db, config } = app().services;
    const staff = await personWithRole(app(), shop, 'staff');
    const { secret } = staff.secondFactor!;
    const input = { email: staff.email, password: staff.password, remember: true };
    const first = await loginCustomer(db, input, client, config);
    if (first.ok !== 'second-factor') throw new Error(`expected the code step, got ${String(first.ok)}`);
    expect(await db.select().from(loginChallenges).where(eq(loginChallenges.tokenHash, first.challenge))).toEqual([]);
    const [stored] = await db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.tokenHash, hashToken(first.challenge)));
    expect(stored).toMatchObject({ userId: staff.user.id, adminId: null, attempts: 0 });

    const wrong = await completeCustomerSecondFactor(
      db,
      { challenge: first.challenge, code: '000000', remember: true },
      client,
      config,
    );
    expect(wrong).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    // A mistyped code can be typed again on the same challenge.
    const done = await completeCustomerSecondFactor(
      db,
      { challenge: first.challenge, code: totpCode(secret), remember: true },
      client,
      config,
    );
    if (done.ok !== true) throw new Error('expected a session');
    expect(done.session.remember).toBe(true);
    expect((await loadSession(db, done.session.token, 'cookie'))?.session).toMatchObject({ kind: 'customer' });
    const reused = await completeCustomerSecondFactor(
      db,
      { challenge: first.challenge, code: totpCode(secret, new Date(Date.now() + 30_000)), remember: false },
      client,
      config,
    );
    expect(reused).toMatchObject({ ok: false });

    const second = await loginCustomer(db, { ...input, remember: false }, client, config);
    if (second.ok !== 'second-factor') throw new Error('expected the code step');
    for (let i = 0; i < 5; i++) {
      await completeCustomerSecondFactor(
        db,
        { challenge: second.challenge, code: '000000', remember: false },
        client,
        config,
      );
    }
    const late = await completeCustomerSecondFactor(
      db,
      { challenge: second.challenge, code: totpCode(secret, new Date(Date.now() + 30_000)), remember: false },
      client,
      config,
    );
    expect(late.ok).toBe(false);
  });

  it('an operator’s challenge does not open a person’s session, nor the reverse', async () => {
    const { db, config } = app().services;
    const staff = await personWithRole(app(), shop, 'staff');
    const first = await loginCustomer(
      db,
      { email: staff.email, password: staff.password, remember: false },
      client,
      config,
    );
    if (first.ok !== 'second-factor') throw new Error('expected the code step');
    const crossed = await completeAdminSecondFactor(
      db,
      { challenge: first.challenge, code: totpCode(staff.secondFactor!.secret) },
      client,
      config,
    );
    expect(crossed.ok).toBe(false);
  });

  it('a family without a second factor signs in with the password alone', async () => {
    const family = await personWithRole(app(), shop, 'customer');
    expect((await apiLogin({ email: family.email, password: family.password })).status).toBe(200);
  });

  it('owners and staff without a second factor: 403 from the API, the enrolment page from the pages', async () => {
    const { services } = app();
    const owner = await personWithRole(app(), shop, 'owner', 'Titolare senza', { secondFactor: false });
    const res = await app().request('/api/admin/orders', { headers: owner.headers, host: shop.host });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      success: false,
      code: 'SECOND_FACTOR_ENROLMENT_REQUIRED',
      error: expect.stringContaining('verifica in due passaggi'),
    });
    expect(
      await logged({
        userId: owner.user.id,
        message: 'Back office senza verifica in due passaggi: attivazione richiesta',
      }),
    ).toHaveLength(1);

    const session = (await loadSession(services.db, owner.sessionToken, 'cookie'))?.session ?? null;
    const request = new Request(`http://${shop.host}/admin/orders?stato=pagato`);
    const vars = { services, session, tenant: shop.tenant, clientIp: '127.0.0.1', log: services.logger };
    const thrown = (await requireBackOfficePage(request, vars).catch((e: unknown) => e)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/admin/two-factor?redirect=%2Fadmin%2Forders%3Fstato%3Dpagato');
  });

  it('a production server that cannot keep secrets does not ask for it', async () => {
    const owner = await personWithRole(app(), shop, 'owner', 'Titolare', { secondFactor: false });
    const { db } = app().services;
    expect(await mustEnrolSecondFactor(db, app().services.config, owner.user.id)).toBe(true);
    expect(await mustEnrolSecondFactor(db, loadConfig({ NODE_ENV: 'production' }), owner.user.id)).toBe(false);
    const withKey = loadConfig({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'k'.repeat(40) });
    expect(await mustEnrolSecondFactor(db, withKey, owner.user.id)).toBe(true);
  });
});
