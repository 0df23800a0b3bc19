import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../mail/schema.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin } from '../test/auth.ts';
import { BOOKSHOP_PROFILE, registerBookshop } from '../test/bookshops.ts';
import { describeEachDatabase } from '../test/database.ts';

// API.md "Bookshops": PUT /api/tenants/{id} sets a shop's identity and terms; only its owner
// (or the operator) may, every field is checked, and nothing reaches another shop.

type Registered = { id: string; headers: Headers };

describeEachDatabase('bookshop profile', (kind) => {
  const app = useTestApp(kind);

  const bookshop = (): Promise<Registered> => registerBookshop(app());

  const profile = BOOKSHOP_PROFILE;

  it('the owner saves the shop’s identity; another owner and anonymous callers are refused', async () => {
    const a = await bookshop();
    const b = await bookshop();
    const put = (id: string, headers: Headers | undefined, json: unknown) =>
      app().request(`/api/tenants/${id}`, { method: 'PUT', headers, json });

    const saved = await put(a.id, a.headers, profile);
    expect(saved.status).toBe(200);
    const { tenant } = (await saved.json()) as {
      tenant: { legalName: string; vatNumber: string; settings: { standardShippingCost: number } };
    };
    expect(tenant.legalName).toBe('Libreria Porcu S.n.c.');
    expect(tenant.vatNumber).toBe('01234567897');
    expect(tenant.settings.standardShippingCost).toBe(490);

    expect((await put(b.id, a.headers, profile)).status).toBe(403);
    expect((await put(a.id, undefined, profile)).status).toBe(401);
    const untouched = await app().services.db.query.tenants.findFirst({ where: (t, { eq }) => eq(t.id, b.id) });
    expect(untouched?.legalName).toBe('');
  });

  it('names every bad field: P.IVA check digit, IBAN, e-mail, a negative price', async () => {
    const a = await bookshop();
    const res = await app().request(`/api/tenants/${a.id}`, {
      method: 'PUT',
      headers: a.headers,
      json: {
        ...profile,
        vatNumber: '01234567890',
        iban: 'IT61X0542811101000000123456',
        email: 'no',
        standardShippingCost: -1,
      },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'iban', 'standardShippingCost', 'vatNumber']);
    expect(body.fields.vatNumber).toContain('Partita IVA');
  });

  it('the operator opens and suspends a bookshop with a reason its owner reads; nobody else can', async () => {
    const shop = await bookshop();
    const operator = await loginAdmin(app());
    const status = (headers: Headers, json: unknown, id = shop.id) =>
      app().request(`/api/admin/tenants/${id}/status`, { method: 'POST', headers, json });
    expect((await status(shop.headers, { status: 'attivo', reason: 'Da solo' })).status).toBe(403);
    const opened = await status(operator.headers, { status: 'attivo', reason: 'Dati completi, benvenuti' });
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as { tenant: { status: string } }).tenant.status).toBe('attivo');
    const noReason = await status(operator.headers, { status: 'sospeso', reason: '' });
    expect(noReason.status).toBe(400);
    const suspended = await status(operator.headers, { status: 'sospeso', reason: 'Abbonamento non pagato' });
    expect(suspended.status).toBe(200);
    const mails = await app().services.db.select().from(mailOutbox);
    const toOwner = mails.filter((m) => m.text.includes('Abbonamento non pagato'));
    expect(toOwner).toHaveLength(1);
    expect(mails.some((m) => m.subject.endsWith('è online'))).toBe(true);
    const platform = await app().services.db.query.tenants.findFirst({
      where: (t, { eq: is }) => is(t.isDefault, true),
    });
    expect((await status(operator.headers, { status: 'sospeso', reason: 'Prova' }, platform!.id)).status).toBe(422);
    const row = await app().services.db.query.tenants.findFirst({ where: (t) => eq(t.id, shop.id) });
    expect(row?.status).toBe('sospeso');
  });

  it('the platform’s own shop is configured by SHOP_* variables, not through the call', async () => {
    const operator = await loginAdmin(app());
    const platform = await app().services.db.query.tenants.findFirst({
      where: (t, { eq: is }) => is(t.isDefault, true),
    });
    const res = await app().request(`/api/tenants/${platform!.id}`, {
      method: 'PUT',
      headers: operator.headers,
      json: profile,
    });
    expect(res.status).toBe(422);
  });
});
