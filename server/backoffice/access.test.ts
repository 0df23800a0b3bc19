import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { requireBackOfficePage } from '../accounts/backoffice.ts';
import { loadSession } from '../accounts/sessions.ts';
import { books } from '../schools/schema.ts';
import { securityLogs } from '../security/schema.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, type SignedIn } from '../test/auth.ts';
import { createShop, insertOrder, type Person, personWithRole } from '../test/backoffice.ts';
import { describeEachDatabase } from '../test/database.ts';

// Issue 13's table: every back-office call as anonymous, family, staff of another shop,
// staff, owner and operator, all on shop A's address, each answer asserted.

const ROLES = ['anonymous', 'family', 'otherStaff', 'staff', 'owner', 'operator'] as const;
type Role = (typeof ROLES)[number];
type Expect = [number, number, number, number, number, number];

const SHOP: Expect = [401, 403, 403, 200, 200, 200];
const MANAGE: Expect = [401, 403, 403, 403, 200, 200];
const OPERATOR = (ok: number): Expect => [401, 403, 403, 403, 403, ok];
const SHOP_WITH = (ok: number): Expect => [401, 403, 403, ok, ok, ok];

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown; expect: Expect };

describeEachDatabase('back office: who may call what', (kind) => {
  const app = useTestApp(kind);
  let shopA: Awaited<ReturnType<typeof createShop>>;
  const who = {} as Record<Exclude<Role, 'anonymous'>, SignedIn>;
  let family: Person;
  const targets = {} as Record<Role, { orderId: string; staffId: string; userId: string }>;
  const ISBN = '9788800000017';

  beforeAll(async () => {
    const { services } = app();
    shopA = await createShop(services, `accesso-a-${kind}`);
    const shopB = await createShop(services, `accesso-b-${kind}`);
    family = await personWithRole(app(), shopA, 'customer', 'Famiglia Rossi');
    who.family = family;
    who.otherStaff = await personWithRole(app(), shopB, 'staff');
    who.staff = await personWithRole(app(), shopA, 'staff');
    who.owner = await personWithRole(app(), shopA, 'owner');
    who.operator = await loginAdmin(app());
    await services.db.insert(books).values({ isbn: ISBN, isIsbn: true, title: 'Libro di prova', listPriceCents: 1500 });
    for (const role of ROLES) {
      // Each role works its own order and removes its own staff member, so answers do not
      // depend on the order of the calls.
      const order = await insertOrder(services, shopA.tenant.id, { userId: family.user.id });
      const extra = await personWithRole(app(), shopA, 'staff', `Staff da togliere ${role}`);
      const blockable = await personWithRole(app(), shopA, 'customer', `Da bloccare ${role}`);
      targets[role] = { orderId: order.id, staffId: extra.user.id, userId: blockable.user.id };
    }
  });

  const calls = (role: Role): Call[] => {
    const { orderId, staffId, userId } = targets[role];
    const order = `/api/admin/orders/${orderId}`;
    const unknown = randomUUID();
    return [
      { method: 'GET', path: '/api/admin/shops', expect: [401, 200, 200, 200, 200, 200] },
      { method: 'GET', path: '/api/admin/staff', expect: MANAGE },
      {
        method: 'POST',
        path: '/api/admin/staff',
        body: { email: `invito-${role}@example.com` },
        expect: [401, 403, 403, 403, 201, 201],
      },
      { method: 'DELETE', path: `/api/admin/staff/${staffId}`, expect: MANAGE },
      { method: 'GET', path: '/api/admin/dashboard', expect: SHOP },
      { method: 'GET', path: '/api/admin/orders?stato=in_attesa_pagamento', expect: SHOP },
      { method: 'GET', path: '/api/admin/orders.csv', expect: SHOP },
      { method: 'GET', path: order, expect: SHOP },
      { method: 'GET', path: `${order}/barcode.svg`, expect: SHOP },
      { method: 'POST', path: `${order}/items/status`, body: { all: true, status: 'ordinato' }, expect: SHOP },
      { method: 'POST', path: `${order}/payments`, body: { method: 'contanti', amount: 1 }, expect: SHOP },
      { method: 'POST', path: `${order}/notes`, body: { text: 'Nota' }, expect: SHOP },
      { method: 'POST', path: `${order}/pickup`, expect: SHOP_WITH(422) },
      { method: 'POST', path: `${order}/ship`, body: { trackingNumber: 'BRT-1' }, expect: SHOP_WITH(422) },
      { method: 'POST', path: `${order}/status`, body: { status: 'completato' }, expect: SHOP_WITH(422) },
      { method: 'POST', path: `${order}/status`, body: { status: 'in_preparazione' }, expect: SHOP },
      { method: 'POST', path: `${order}/cancel`, body: { reason: 'Prova di accesso' }, expect: SHOP },
      { method: 'POST', path: `${order}/refund`, body: { reason: 'Prova di accesso' }, expect: SHOP },
      { method: 'GET', path: '/api/admin/books?q=prova', expect: SHOP },
      { method: 'PUT', path: `/api/admin/books/${ISBN}`, body: { prezzoVendita: 14 }, expect: SHOP },
      { method: 'POST', path: '/api/admin/books/enrich', body: { isbns: [ISBN] }, expect: SHOP_WITH(422) },
      { method: 'GET', path: `/api/admin/books/enrich/${unknown}`, expect: SHOP_WITH(404) },
      // The shop's supplies catalogue: its owner and staff, and the operator.
      { method: 'GET', path: '/api/admin/categories', expect: SHOP },
      { method: 'GET', path: '/api/suppliers', expect: SHOP },
      { method: 'POST', path: '/api/admin/categories', body: { nome: `Categoria ${role}` }, expect: SHOP_WITH(201) },
      { method: 'POST', path: '/api/admin/suppliers', body: { nome: `Fornitore ${role}` }, expect: SHOP_WITH(201) },
      { method: 'GET', path: '/api/admin/stats?da=2026-01-01&a=2026-12-31', expect: SHOP },
      { method: 'GET', path: '/api/admin/stats.csv?tabella=vendite', expect: SHOP },
      { method: 'GET', path: '/api/admin/users?q=rossi', expect: SHOP },
      { method: 'GET', path: `/api/admin/users/${family.user.id}`, expect: SHOP },
      { method: 'POST', path: `/api/admin/users/${family.user.id}/password-reset`, expect: SHOP },
      { method: 'POST', path: `/api/admin/users/${userId}/block`, body: { blocked: true }, expect: OPERATOR(200) },
      { method: 'GET', path: '/api/admin/imports', expect: OPERATOR(200) },
      { method: 'POST', path: '/api/admin/imports', body: { urls: [] }, expect: OPERATOR(400) },
      { method: 'GET', path: `/api/admin/imports/${unknown}`, expect: OPERATOR(404) },
      { method: 'GET', path: `/api/admin/imports/${unknown}/events`, expect: OPERATOR(404) },
      { method: 'GET', path: `/api/admin/imports/${unknown}/rejected.csv?file=x.csv`, expect: OPERATOR(404) },
    ];
  };

  for (const role of ROLES) {
    it(`answers ${role} as the table says`, async () => {
      const index = ROLES.indexOf(role);
      const answers: string[] = [];
      const expected: string[] = [];
      for (const call of calls(role)) {
        const headers = role === 'anonymous' ? new Headers() : new Headers(who[role].headers);
        const res = await app().request(call.path, {
          method: call.method,
          headers,
          host: shopA.host,
          ...(call.body !== undefined ? { json: call.body } : {}),
        });
        await res.arrayBuffer();
        answers.push(`${call.method} ${call.path.replace(/[0-9a-f-]{36}/g, ':id')} → ${res.status}`);
        expected.push(`${call.method} ${call.path.replace(/[0-9a-f-]{36}/g, ':id')} → ${call.expect[index]}`);
      }
      expect(answers).toEqual(expected);
    });
  }

  it('writes every refusal to the security log', async () => {
    const since = new Date(Date.now() - 10 * 60_000);
    const [row] = await app()
      .services.db.select({ n: sql<number>`count(*)::int` })
      .from(securityLogs)
      .where(
        and(
          eq(securityLogs.message, 'Accesso al back office negato'),
          eq(securityLogs.tenantId, shopA.tenant.id),
          gt(securityLogs.timestamp, since),
        ),
      );
    const refusals = ROLES.reduce(
      (n, role, i) => n + calls(role).filter((c) => c.expect[i] === 401 || c.expect[i] === 403).length,
      0,
    );
    // The shop list answers a family with an empty list: it refuses only the anonymous.
    expect(row!.n).toBe(refusals);
  });

  it('guards page loaders the same way', async () => {
    const { services } = app();
    const page = async (role: Role) => {
      const session =
        role === 'anonymous'
          ? null
          : ((await loadSession(services.db, who[role].sessionToken, 'cookie'))?.session ?? null);
      const request = new Request(`http://${shopA.host}/admin/ordini?stato=pagato`);
      const vars = { services, session, tenant: shopA.tenant, clientIp: '127.0.0.1', log: services.logger };
      return requireBackOfficePage(request, vars).catch((thrown: unknown) => thrown);
    };
    const anonymous = (await page('anonymous')) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/admin/login?redirect=%2Fadmin%2Fordini%3Fstato%3Dpagato');
    expect(((await page('family')) as Response).status).toBe(403);
    expect(((await page('otherStaff')) as Response).status).toBe(403);
    expect(await page('staff')).toMatchObject({ role: 'staff', tenant: { id: shopA.tenant.id } });
    expect(await page('owner')).toMatchObject({ role: 'owner' });
    expect(await page('operator')).toMatchObject({ role: 'operator', ref: expect.stringMatching(/^admin:/) });
  });
});
