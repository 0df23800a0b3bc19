import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { tenants } from '../tenants/schema.ts';
import { useTestApp } from '../test/app.ts';
import { registerCustomer, uniqueSuffix } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { startSmtpSink } from '../test/smtp.ts';
import { accountTokens, tenantMemberships } from './schema.ts';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());

const tokenIn = (text: string) => text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];

describeEachDatabase('password reset, bookshop registration, data export', (kind) => {
  const app = useTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });

  it('mails a single-use reset link; the same answer for unknown addresses', async () => {
    const customer = await registerCustomer(app());
    const unknown = await app().request('/api/auth/password-reset', {
      method: 'POST',
      json: { email: `nessuno-${uniqueSuffix()}@example.com` },
    });
    expect(await unknown.json()).toEqual({ success: true });
    const res = await app().request('/api/auth/password-reset', { method: 'POST', json: { email: customer.email } });
    expect(await res.json()).toEqual({ success: true });
    const mail = await smtp.waitFor((m) => m.to.includes(customer.email));
    expect(mail.text).toMatch(/Subject: .*Reimposta/);
    expect(mail.text).toContain('https://shop.example/auth/reset-password?token=');
    expect(mail.raw).toContain('text/html');
    const token = tokenIn(mail.text)!;

    const confirm = (password: string) =>
      app().request('/api/auth/password-reset/confirm', { method: 'POST', json: { token, password } });
    expect((await confirm('nuova-password')).status).toBe(200);
    // The old session ended; the new password works, the old one does not.
    expect((await app().request('/api/auth/me', { headers: customer.headers })).status).toBe(401);
    const login = await app().request('/api/auth/login', {
      method: 'POST',
      json: { email: customer.email, password: 'nuova-password' },
    });
    expect(login.status).toBe(200);
    const again = await confirm('terza-password');
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe('Il link non è valido o è scaduto: richiedine uno nuovo');
  });

  it('at most 3 live links per account; using one ends the others', async () => {
    const customer = await registerCustomer(app());
    for (let i = 0; i < 5; i++) {
      const res = await app().request('/api/auth/password-reset', { method: 'POST', json: { email: customer.email } });
      expect(await res.json()).toEqual({ success: true });
    }
    await smtp.waitFor(
      (m) => m.to.includes(customer.email) && smtp.mails.filter((x) => x.to.includes(customer.email)).length >= 3,
    );
    await new Promise((r) => setTimeout(r, 300));
    const mails = smtp.mails.filter((m) => m.to.includes(customer.email));
    expect(mails).toHaveLength(3);
    const [first, second] = mails.map((m) => tokenIn(m.text)!);
    const confirm = (token: string) =>
      app().request('/api/auth/password-reset/confirm', {
        method: 'POST',
        json: { token, password: 'nuova-password' },
      });
    expect((await confirm(first!)).status).toBe(200);
    expect((await confirm(second!)).status).toBe(400);
  });

  it('a reset link expires after an hour', async () => {
    const customer = await registerCustomer(app());
    await app().request('/api/auth/password-reset', { method: 'POST', json: { email: customer.email } });
    const token = tokenIn((await smtp.waitFor((m) => m.to.includes(customer.email))).text)!;
    const { db } = app().services;
    const [row] = await db.select().from(accountTokens).where(eq(accountTokens.purpose, 'password_reset')).limit(1);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    await db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await app().request('/api/auth/password-reset/confirm', {
      method: 'POST',
      json: { token, password: 'nuova-password' },
    });
    expect(res.status).toBe(400);
  });

  it('registers a bookshop "in attivazione" with its owner, refusing taken and reserved domains', async () => {
    const domain = `libreria-${uniqueSuffix()}`;
    const body = { name: 'Luca Verdi', email: `${domain}@example.com`, domain, password: 'segreta-del-quaderno' };
    const res = await app().request('/api/tenants/register', { method: 'POST', json: body });
    expect(res.status).toBe(201);
    const { tenant, user } = await res.json();
    expect(tenant).toMatchObject({ slug: domain, status: 'in_attivazione', isDefault: false });
    expect(user).toMatchObject({ firstName: 'Luca', lastName: 'Verdi' });
    const { db } = app().services;
    const [membership] = await db.select().from(tenantMemberships).where(eq(tenantMemberships.userId, user.id));
    expect(membership).toMatchObject({ tenantId: tenant.id, role: 'owner' });
    // The new shop is not served on its host until onboarding ends.
    const [row] = await db.select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(row!.status).toBe('in_attivazione');
    // /api/auth/me shows the owner's shop.
    const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
    const me = await (await app().request('/api/auth/me', { headers: { cookie } })).json();
    expect(me.tenant.slug).toBe(domain);

    const taken = await app().request('/api/tenants/register', {
      method: 'POST',
      json: { ...body, email: `altro-${uniqueSuffix()}@example.com` },
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).fields.domain).toBe('Questo dominio è già in uso');
    for (const [bad, message] of [
      ['admin', 'Questo nome è riservato: scegline un altro'],
      ['ab', 'Il dominio può contenere solo lettere minuscole, numeri e trattini (da 3 a 63 caratteri)'],
      ['-libreria', 'Il dominio può contenere solo lettere minuscole, numeri e trattini (da 3 a 63 caratteri)'],
      ['libreria_rossi', 'Il dominio può contenere solo lettere minuscole, numeri e trattini (da 3 a 63 caratteri)'],
    ]) {
      const r = await app().request('/api/tenants/register', {
        method: 'POST',
        json: { ...body, email: `x-${uniqueSuffix()}@example.com`, domain: bad },
      });
      expect(r.status).toBe(400);
      expect((await r.json()).fields.domain).toBe(message);
    }
  });

  it('exports the account data as JSON', async () => {
    const customer = await registerCustomer(app(), { city: 'Sassari' });
    const res = await app().request('/api/auth/export', { headers: customer.headers });
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const data = await res.json();
    expect(data.profile).toMatchObject({ email: customer.email, city: 'Sassari' });
    expect(data.profile.passwordHash).toBeUndefined();
    expect(data.shops).toEqual([expect.objectContaining({ role: 'cliente' })]);
    expect(data.sessions).toHaveLength(1);
  });
});

it('without SMTP_URL a message is written to DATA_DIR/outbox as an .eml file', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-outbox-'));
  try {
    const mailer = createMailer({
      from: 'Cartella <no-reply@example.com>',
      dataDir: dir,
      logger: createLogger('silent'),
    });
    const sent = await mailer.send({ to: 'a@example.com', subject: 'Prova è', text: 'Ciao', html: '<p>Ciao</p>' });
    expect(sent.via).toBe('outbox');
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(raw).toContain('To: a@example.com');
    expect(raw).toContain('multipart/alternative');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
