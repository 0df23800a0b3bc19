import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { securityLogs } from '../security/schema.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, registerCustomer, type SignedIn, sessionCookieFrom } from '../test/auth.ts';
import { createShop, mailsTo, type Person, personWithRole } from '../test/backoffice.ts';
import { describeEachDatabase } from '../test/database.ts';
import { enrolSecondFactor } from '../test/second-factor.ts';
import { staffInvitations } from './schema.ts';
import { totpCode } from './second-factor/totp.ts';

describeEachDatabase('back office: staff, shops and blocked accounts', (kind) => {
  const app = useTestApp(kind, { PUBLIC_URL: 'https://cartella.example' });
  let shop: Awaited<ReturnType<typeof createShop>>;
  let other: Awaited<ReturnType<typeof createShop>>;
  let owner: Person;
  let operator: SignedIn;

  beforeAll(async () => {
    shop = await createShop(app().services, `staff-a-${kind}`, 'Libreria Alfa');
    other = await createShop(app().services, `staff-b-${kind}`, 'Libreria Beta');
    owner = await personWithRole(app(), shop, 'owner', 'Olga Titolare');
    operator = await loginAdmin(app());
  });

  const call = async (
    path: string,
    who: SignedIn | null,
    init: { method?: string; json?: unknown; host?: string } = {},
  ) => {
    const res = await app().request(path, {
      method: init.method ?? 'GET',
      headers: who?.headers,
      host: init.host ?? shop.host,
      ...(init.json !== undefined ? { json: init.json } : {}),
    });
    return { res, body: (await res.json()) as Record<string, unknown> & { error?: string } };
  };
  const lastLog = async (message: string) => {
    const [row] = await app()
      .services.db.select()
      .from(securityLogs)
      .where(eq(securityLogs.message, message))
      .orderBy(desc(securityLogs.id))
      .limit(1);
    return row;
  };

  it('an owner invites by e-mail; the invited person accepts after registering with that address', async () => {
    const email = `nuovo-staff-${kind}@example.com`;
    const invited = await call('/api/admin/staff', owner, { method: 'POST', json: { email: email.toUpperCase() } });
    expect(invited.res.status).toBe(201);
    expect(invited.body.invitation).toMatchObject({ email, role: 'staff' });
    expect((await call('/api/admin/staff', owner)).body.invitations).toEqual([expect.objectContaining({ email })]);
    const [mail] = await mailsTo(app().services, email);
    expect(mail!.subject).toBe('Invito nello staff di Libreria Alfa');
    const token = /\/admin\/invito\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain(`https://${shop.host}/admin/invito?token=`);

    // Someone else, signed in, cannot use it; the invited address can, once.
    const stranger = await registerCustomer(app(), {}, { host: shop.host });
    const refused = await call('/api/staff-invitations/accept', stranger, { method: 'POST', json: { token } });
    expect(refused.res.status).toBe(403);
    expect(refused.body.error).toContain(email);
    expect((await call('/api/admin/orders', stranger)).res.status).toBe(403);
    const person = await registerCustomer(app(), { email, name: 'Sara Staff' }, { host: shop.host });
    const accepted = await call('/api/staff-invitations/accept', person, { method: 'POST', json: { token } });
    expect(accepted.res.status).toBe(200);
    expect(accepted.body.shop).toMatchObject({ name: 'Libreria Alfa', role: 'staff', address: `https://${shop.host}` });
    expect((await call('/api/staff-invitations/accept', person, { method: 'POST', json: { token } })).res.status).toBe(
      404,
    );
    // Staff works only with a second factor (decision 0028): 403 until it is on.
    const before = await call('/api/admin/orders', person);
    expect(before.res.status).toBe(403);
    expect(before.body.code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    await enrolSecondFactor(app().services, { userId: person.user.id });
    expect((await call('/api/admin/orders', person)).res.status).toBe(200);
    // Staff works the shop but does not manage its people; on another shop it is nobody.
    expect((await call('/api/admin/staff', person)).res.status).toBe(403);
    expect((await call('/api/admin/orders', person, { host: other.host })).res.status).toBe(403);
    const staff = (await call('/api/admin/staff', owner)).body as {
      staff: { email: string; role: string }[];
      invitations: unknown[];
    };
    expect(staff.staff.map((s) => [s.email, s.role]).sort()).toEqual(
      [
        [email, 'staff'],
        [owner.email, 'owner'],
      ].sort(),
    );
    expect(staff.invitations).toEqual([]);
    expect((await lastLog('Invito nello staff accettato'))?.userId).toBe(person.user.id);

    // Removed: the back office closes at once.
    const removed = await call(`/api/admin/staff/${person.user.id}`, owner, { method: 'DELETE' });
    expect(removed.res.status).toBe(200);
    expect((await call('/api/admin/orders', person)).res.status).toBe(403);
    expect((await call(`/api/admin/staff/${owner.user.id}`, owner, { method: 'DELETE' })).res.status).toBe(404);
    expect((await lastLog('Persona tolta dallo staff'))?.data).toMatchObject({ email });
  });

  it('an invitation expires', async () => {
    const email = `scaduto-${kind}@example.com`;
    await call('/api/admin/staff', operator, { method: 'POST', json: { email } });
    const [mail] = await mailsTo(app().services, email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    await app()
      .services.db.update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(staffInvitations.email, email), eq(staffInvitations.tenantId, shop.tenant.id)));
    const person = await registerCustomer(app(), { email }, { host: shop.host });
    expect((await call('/api/staff-invitations/accept', person, { method: 'POST', json: { token } })).res.status).toBe(
      404,
    );
    expect((await call('/api/admin/staff', owner, { method: 'POST', json: { email: owner.email } })).res.status).toBe(
      409,
    );
  });

  it('lists the shops a person runs, and logs a back-office sign-in', async () => {
    await app()
      .services.db.insert((await import('./schema.ts')).tenantMemberships)
      .values({
        tenantId: other.tenant.id,
        userId: owner.user.id,
        role: 'staff',
      });
    const { body } = await call('/api/admin/shops', owner, { host: 'localhost' });
    expect((body.shops as { name: string; role: string }[]).map((s) => [s.name, s.role])).toEqual([
      ['Libreria Alfa', 'owner'],
      ['Libreria Beta', 'staff'],
    ]);
    const all = (await call('/api/admin/shops', operator)).body.shops as { role: string }[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.every((s) => s.role === 'operator')).toBe(true);
    const signIn = (code?: string) =>
      app().request('/api/auth/login', {
        method: 'POST',
        host: shop.host,
        json: { email: owner.email, password: owner.password, ...(code ? { code } : {}) },
      });
    const withoutCode = await signIn();
    expect(withoutCode.status).toBe(401);
    expect(await withoutCode.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    expect(sessionCookieFrom(withoutCode)).toBeNull();
    const login = await signIn(totpCode(owner.secondFactor!.secret));
    expect(login.status).toBe(200);
    const log = await lastLog('Accesso al back office');
    expect(log).toMatchObject({ userId: owner.user.id, category: 'ADMIN' });
  });

  it('a blocked account cannot sign in and its sessions end; unblocked it can again', async () => {
    const family = await registerCustomer(app(), {}, { host: shop.host });
    expect((await call('/api/auth/me', family)).res.status).toBe(200);
    expect(
      (await call(`/api/admin/users/${family.user.id}/block`, owner, { method: 'POST', json: { blocked: true } })).res
        .status,
    ).toBe(403);
    const blocked = await call(`/api/admin/users/${family.user.id}/block`, operator, {
      method: 'POST',
      json: { blocked: true },
    });
    expect(blocked.res.status).toBe(200);
    expect(blocked.body.user).toMatchObject({ blocked: true });
    expect((await call('/api/auth/me', family)).res.status).toBe(401);
    const login = await app().request('/api/auth/login', {
      method: 'POST',
      host: shop.host,
      json: { email: family.email, password: family.password },
    });
    expect(login.status).toBe(403);
    expect(sessionCookieFrom(login)).toBeNull();
    expect(((await login.json()) as { error: string }).error).toMatch(/bloccato/);
    // A wrong password says nothing about the block.
    const wrong = await app().request('/api/auth/login', {
      method: 'POST',
      host: shop.host,
      json: { email: family.email, password: 'sbagliata-123' },
    });
    expect(wrong.status).toBe(401);
    const person = await call(`/api/admin/users/${family.user.id}`, owner);
    expect(person.body.user).toMatchObject({ blocked: true, roles: ['customer'] });
    expect(person.body.shops).toBeUndefined();
    expect(((await call(`/api/admin/users/${family.user.id}`, operator)).body.shops as unknown[]).length).toBe(1);
    await call(`/api/admin/users/${family.user.id}/block`, operator, { method: 'POST', json: { blocked: false } });
    const again = await app().request('/api/auth/login', {
      method: 'POST',
      host: shop.host,
      json: { email: family.email, password: family.password },
    });
    expect(again.status).toBe(200);
    // A person of another shop is not this shop's to see.
    const elsewhere = await registerCustomer(app(), {}, { host: other.host });
    expect((await call(`/api/admin/users/${elsewhere.user.id}`, owner)).res.status).toBe(404);
    const search = await call(`/api/admin/users?q=${encodeURIComponent(elsewhere.email)}`, owner);
    expect(search.body.total).toBe(0);
  });
});
