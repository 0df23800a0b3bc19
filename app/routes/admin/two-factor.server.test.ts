import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { secondFactors } from '#server/accounts/schema.ts';
import { totpCode } from '#server/accounts/second-factor/totp.ts';
import { loadSession } from '#server/accounts/sessions.ts';
import type { RequestVars } from '#server/context.ts';
import { createLoadContext } from '#server/http/router-context.ts';
import { securityLogs } from '#server/security/schema.ts';
import { useTestApp } from '#server/test/app.ts';
import { createShop, type Person, personWithRole } from '#server/test/backoffice.ts';
import { describeEachDatabase } from '#server/test/database.ts';
import { action, loader } from './two-factor.server.ts';

// The back office's second-factor page (decision 0028) as an owner uses it: enrol with the
// QR code's secret, new recovery codes, turn it off with password and code; each step in
// the security log, and turning it on ends the other sessions.

type Args = Parameters<typeof loader>[0];

describeEachDatabase('second-factor page for owners and staff', (kind) => {
  const app = useTestApp(kind);
  let shop: Awaited<ReturnType<typeof createShop>>;

  beforeAll(async () => {
    shop = await createShop(app().services, `pagina-2fa-${kind}`);
  });

  async function varsOf(person: Person): Promise<RequestVars> {
    const { services } = app();
    const session = (await loadSession(services.db, person.sessionToken, 'cookie'))?.session ?? null;
    return {
      services,
      requestId: 'test',
      log: services.logger,
      nonce: 'n',
      tenant: shop.tenant,
      session,
      clientIp: '10.7.7.7',
      secureCookies: false,
      csrfToken: () => person.csrfToken,
    };
  }

  async function load(person: Person, query = '') {
    const vars = await varsOf(person);
    const request = new Request(`http://${shop.host}/admin/two-factor${query}`);
    return loader({ request, context: createLoadContext(vars), params: {} } as unknown as Args);
  }

  async function post(person: Person, fields: Record<string, string>) {
    const vars = await varsOf(person);
    const body = new URLSearchParams({ _csrf: person.csrfToken, ...fields });
    const request = new Request(`http://${shop.host}/admin/two-factor`, { method: 'POST', body });
    const result = (await action({ request, context: createLoadContext(vars), params: {} } as unknown as Args)) as {
      data: { error?: string; fields?: Record<string, string>; recoveryCodes?: string[]; done?: string };
      init: ResponseInit | null;
    };
    return { ...result.data, status: result.init?.status ?? 200 };
  }

  const messages = async (userId: string) =>
    (
      await app()
        .services.db.select({ message: securityLogs.message })
        .from(securityLogs)
        .where(and(eq(securityLogs.userId, userId), eq(securityLogs.category, 'ADMIN')))
        .orderBy(desc(securityLogs.id))
    ).map((r) => r.message);

  it('an owner enrols, gets new recovery codes, and turns it off only with password and code', async () => {
    const owner = await personWithRole(app(), shop, 'owner', 'Titolare', { secondFactor: false });
    // Another browser signed in with the password alone: ended when the factor goes on.
    const elsewhere = await app().request('/api/auth/login', {
      method: 'POST',
      host: shop.host,
      json: { email: owner.email, password: owner.password },
    });
    expect(elsewhere.status).toBe(200);

    const page = await load(owner, '?redirect=%2Fadmin%2Forders');
    if (page.state !== 'enrolling') throw new Error(`expected enrolment, got ${page.state}`);
    expect(page.operator).toBe(false);
    expect(page.next).toBe('/admin/orders');
    expect(page.qrSvg).toContain('<svg');
    const secret = page.secret.replace(/\s/g, '');

    const wrong = await post(owner, { intent: 'confirm', code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.fields?.code).toMatch(/Codice non valido/);
    const earlier = new Date(Date.now() - 30_000);
    const on = await post(owner, { intent: 'confirm', code: totpCode(secret, earlier) });
    expect(on.done).toBe('La verifica in due passaggi è attiva.');
    expect(on.recoveryCodes).toHaveLength(10);
    const elsewhereToken = decodeURIComponent(elsewhere.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!);
    expect(await loadSession(app().services.db, elsewhereToken, 'cookie')).toBeNull();
    expect(await loadSession(app().services.db, owner.sessionToken, 'cookie')).not.toBeNull();
    expect(await load(owner)).toMatchObject({ state: 'on', recoveryLeft: 10 });

    const badCode = await post(owner, { intent: 'regenerate', code: '000000' });
    expect(badCode.fields?.code).toBe('Codice non valido');
    const fresh = await post(owner, { intent: 'regenerate', code: on.recoveryCodes![0]! });
    expect(fresh.recoveryCodes).toHaveLength(10);
    expect(fresh.recoveryCodes).not.toContain(on.recoveryCodes![1]);

    // Off: the code alone is not enough, nor the password with a wrong code.
    const noPassword = await post(owner, { intent: 'disable', code: totpCode(secret) });
    expect(noPassword.fields?.password).toBeDefined();
    const wrongPassword = await post(owner, { intent: 'disable', code: totpCode(secret), password: 'non-è-lei' });
    expect(wrongPassword.fields?.password).toBe('La password attuale non è corretta');
    const rightPasswordWrongCode = await post(owner, { intent: 'disable', code: '000000', password: owner.password });
    expect(rightPasswordWrongCode.fields?.code).toBe('Codice non valido');
    expect(await load(owner)).toMatchObject({ state: 'on' });
    const off = await post(owner, { intent: 'disable', code: totpCode(secret), password: owner.password });
    expect(off.done).toBe('La verifica in due passaggi è disattivata.');
    expect(await app().services.db.select().from(secondFactors).where(eq(secondFactors.userId, owner.user.id))).toEqual(
      [],
    );

    const log = await messages(owner.user.id);
    expect(log).toEqual(
      expect.arrayContaining([
        'Verifica in due passaggi attivata',
        'Nuovi codici di recupero',
        'Codice di recupero usato per cambiare la verifica in due passaggi',
        'Codice della verifica in due passaggi non valido',
        'Verifica in due passaggi disattivata',
      ]),
    );
  });

  it('a family without a shop has no such page', async () => {
    const family = await personWithRole(app(), shop, 'customer');
    const refused = (await load(family).catch((e: unknown) => e)) as Response;
    expect(refused.status).toBe(403);
  });
});
