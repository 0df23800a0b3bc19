import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { securityLogs } from '../security/schema.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, registerCustomer, uniqueSuffix } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { enrolSecondFactor } from '../test/second-factor.ts';
import { startSmtpSink } from '../test/smtp.ts';
import { requireAdmin, requireTenantOwner } from './guards.ts';
import { changePassword, confirmEmailChange, requestEmailChange } from './links.ts';
import { deleteAccount, updateProfile } from './profile.ts';
import { sessions, users } from './schema.ts';
import { loadSession } from './sessions.ts';
import { hashToken } from './tokens.ts';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());

describeEachDatabase('profile services', (kind) => {
  const app = useTestApp(kind, { SMTP_URL: smtp.url });

  it('updates the profile and splits a new full name again', async () => {
    const customer = await registerCustomer(app());
    const user = await updateProfile(app().services.db, customer.user.id, {
      name: 'Maria Grazia Deledda',
      province: 'NU',
    });
    expect(user).toMatchObject({ firstName: 'Maria', lastName: 'Grazia Deledda', province: 'NU' });
  });

  it('changing the password needs the current one and ends the other sessions', async () => {
    const { db } = app().services;
    const customer = await registerCustomer(app());
    const second = await app().request('/api/auth/login', {
      method: 'POST',
      json: { email: customer.email, password: customer.password },
    });
    expect(second.status).toBe(200);
    const current = hashToken(customer.sessionToken);
    await expect(
      changePassword(db, {
        userId: customer.user.id,
        currentPassword: 'no',
        newPassword: 'nuova1',
        keepSessionIdHash: current,
      }),
    ).rejects.toThrow('La password attuale non è corretta');
    await changePassword(db, {
      userId: customer.user.id,
      currentPassword: customer.password,
      newPassword: 'nuova-password',
      keepSessionIdHash: current,
    });
    const left = await db.select().from(sessions).where(eq(sessions.userId, customer.user.id));
    expect(left.map((s) => s.idHash)).toEqual([current]);
  });

  it('changes the e-mail only through the link sent to the new address', async () => {
    const { services } = app();
    const customer = await registerCustomer(app());
    const newEmail = `nuovo-${uniqueSuffix()}@example.com`;
    await requestEmailChange(services, {
      userId: customer.user.id,
      newEmail,
      currentPassword: customer.password,
      origin: 'https://shop.example',
      shopName: 'Cartella',
    });
    const [before] = await services.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(before!.email).toBe(customer.email);
    const mail = await smtp.waitFor((m) => m.to.includes(newEmail));
    const token = mail.text.match(/confirm-email\?token=([A-Za-z0-9_-]+)/)![1]!;
    expect((await confirmEmailChange(services.db, token)).email).toBe(newEmail);
    await expect(confirmEmailChange(services.db, token)).rejects.toThrow('Il link non è valido');
    // The old address is told, in case the change was not its owner's.
    services.mailOutbox.kick();
    const notice = await smtp.waitFor((m) => m.to.includes(customer.email) && m.text.includes('da adesso scriveremo'));
    expect(notice.text).toContain(newEmail);
    // Taken addresses are refused up front.
    const other = await registerCustomer(app());
    await expect(
      requestEmailChange(services, {
        userId: other.user.id,
        newEmail,
        currentPassword: other.password,
        origin: 'https://shop.example',
        shopName: 'Cartella',
      }),
    ).rejects.toThrow('Esiste già un account con questo indirizzo e-mail');
  });

  it('re-entering the password is throttled: after 5 wrong ones even the right one waits', async () => {
    const { db } = app().services;
    const customer = await registerCustomer(app());
    const current = hashToken(customer.sessionToken);
    const change = (currentPassword: string) =>
      changePassword(db, {
        userId: customer.user.id,
        currentPassword,
        newPassword: 'un-altra-password-lunga',
        keepSessionIdHash: current,
      });
    for (let i = 0; i < 4; i++) await expect(change(`sbagliata-${i}`)).rejects.toThrow('non è corretta');
    await expect(change('sbagliata-5')).rejects.toMatchObject({ status: 429 });
    await expect(change(customer.password)).rejects.toMatchObject({ status: 429 });
    // The same lock covers the e-mail change and closing the account.
    await expect(deleteAccount(db, customer.user.id, customer.password)).rejects.toMatchObject({ status: 429 });
  });

  it('deleting the account needs the password and removes its sessions', async () => {
    const { db } = app().services;
    const customer = await registerCustomer(app());
    await expect(deleteAccount(db, customer.user.id, 'sbagliata')).rejects.toThrow();
    await deleteAccount(db, customer.user.id, customer.password);
    expect(await db.select().from(users).where(eq(users.id, customer.user.id))).toEqual([]);
    expect(await loadSession(db, customer.sessionToken, 'cookie')).toBeNull();
  });

  it('a session in constant use still ends 24 hours after sign-in', async () => {
    const { db } = app().services;
    const customer = await registerCustomer(app());
    const start = Date.now();
    // Used every 11 hours: each use slides the idle expiry, never past the absolute end.
    for (let hours = 11; hours < 24; hours += 11) {
      const used = await loadSession(db, customer.sessionToken, 'cookie', new Date(start + hours * 3_600_000));
      expect(used).not.toBeNull();
      expect(used!.session.expiresAt.getTime()).toBeLessThanOrEqual(start + 24 * 3_600_000 + 60_000);
    }
    expect(
      await loadSession(db, customer.sessionToken, 'cookie', new Date(start + 24 * 3_600_000 + 120_000)),
    ).toBeNull();
  });

  it('sessions expire: an expired one is refused, one in use slides forward', async () => {
    const { db } = app().services;
    const customer = await registerCustomer(app());
    const idHash = hashToken(customer.sessionToken);
    const later = new Date(Date.now() + 6 * 60_000);
    const loaded = await loadSession(db, customer.sessionToken, 'cookie', later);
    expect(loaded?.refreshed).toBe(true);
    expect(loaded!.session.expiresAt.getTime()).toBe(later.getTime() + 12 * 3_600_000);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, idHash));
    expect(await loadSession(db, customer.sessionToken, 'cookie')).toBeNull();
  });

  it('every successful admin change through requireAdmin is written to the security log', async () => {
    const testApp = app();
    const admin = await loginAdmin(testApp);
    const router = new Hono<AppEnv>();
    // The real session middleware has run in the app; here the guard gets its variables.
    const session = (await loadSession(testApp.services.db, admin.token, 'bearer'))!.session;
    router.use(async (c, next) => {
      c.set('services', testApp.services);
      c.set('session', session);
      c.set('clientIp', '10.9.9.9');
      c.set('tenant', testApp.services.defaultTenant());
      await next();
    });
    router.post('/admin/prova', requireAdmin, (c) => c.json({ success: true }));
    router.get('/admin/prova', requireAdmin, (c) => c.json({ success: true }));
    await router.request('/admin/prova');
    expect((await router.request('/admin/prova', { method: 'POST' })).status).toBe(200);
    const rows = await testApp.services.db.select().from(securityLogs).where(eq(securityLogs.ip, '10.9.9.9'));
    expect(rows.map((r) => r.message)).toEqual(['Azione amministratore: POST /admin/prova']);
    expect(rows[0]).toMatchObject({ category: 'ADMIN', userId: session.kind === 'admin' ? session.admin.id : '' });
  });

  it('requireTenantOwner lets in the shop owner and admins only', async () => {
    const testApp = app();
    const domain = `libreria-${uniqueSuffix()}`;
    const reg = await testApp.request('/api/tenants/register', {
      method: 'POST',
      json: {
        name: 'Titolare Prova',
        shopName: 'Libreria Prova',
        email: `${domain}@example.com`,
        domain,
        password: 'segreta-del-quaderno',
      },
    });
    const { tenant, user } = await reg.json();
    expect(tenant.name).toBe('Libreria Prova');
    expect(tenant.slug).toBe(domain);
    const ownerToken = decodeURIComponent(reg.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!);
    const stranger = await registerCustomer(testApp);
    const admin = await loginAdmin(testApp);
    const sessionOf = async (token: string) =>
      (await loadSession(testApp.services.db, token, 'cookie'))?.session ?? null;
    const router = new Hono<AppEnv>();
    router.use(async (c, next) => {
      c.set('services', testApp.services);
      c.set('tenant', testApp.services.defaultTenant());
      c.set('session', await sessionOf(c.req.header('x-token') ?? ''));
      await next();
    });
    router.get('/tenants/:id/stats', requireTenantOwner(), (c) => c.json({ ok: true }));
    router.onError((error, c) => c.json({ error: error.message }, (error as { status?: 401 | 403 }).status ?? 500));
    const call = (token: string) => router.request(`/tenants/${tenant.id}/stats`, { headers: { 'x-token': token } });
    // The owner's own shop, but no second factor yet (decision 0028): refused until it is on.
    const unenrolled = await call(ownerToken);
    expect(unenrolled.status).toBe(403);
    expect(((await unenrolled.json()) as { error: string }).error).toMatch(/verifica in due passaggi/);
    await enrolSecondFactor(testApp.services, { userId: user.uid });
    expect((await call(ownerToken)).status).toBe(200);
    expect((await call(stranger.sessionToken)).status).toBe(403);
    expect((await call(admin.sessionToken)).status).toBe(200);
    expect((await call('')).status).toBe(401);
  });
});
