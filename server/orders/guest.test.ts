import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OrderView } from '#common/orders/views.ts';
import { products } from '../catalog/schema.ts';
import { useTestApp } from '../test/app.ts';
import { registerCustomer } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { seedOrderable } from '../test/orders.ts';
import { startSmtpSink } from '../test/smtp.ts';
import { attachGuestOrder, findGuestOrder, GUEST_ORDERS_LIMITED } from './guest.ts';
import { orders } from './schema.ts';

// API.md "Guest checkout": an order without an account, re-priced on the server, reached
// only through the private link mailed to the guest, and added to an account later.

const smtp = await startSmtpSink();
afterAll(() => smtp.close());

type GuestAnswer = {
  order: OrderView;
  orderUrl: string | null;
  paymentUrl: string | null;
  replayed: boolean;
  code?: string;
  fields?: Record<string, string>;
};

describeEachDatabase('guest checkout', (kind) => {
  const app = useTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });
  let isbn = '';
  let bookCents = 0;
  let productId = '';
  let stockBefore = 0;

  beforeAll(async () => {
    ({ isbn, bookCents, productId, productStock: stockBefore } = await seedOrderable(app().services));
  });

  const body = (extra: Record<string, unknown> = {}) => ({
    shippingMethod: 'standard',
    shippingAddress: {
      nome: 'Paola Melis',
      indirizzo: 'Via Sassari 3',
      citta: 'Cagliari',
      cap: '09124',
      provincia: 'CA',
      telefono: '3331234567',
    },
    paymentMethod: 'bonifico',
    acceptTerms: true,
    idempotencyKey: randomUUID(),
    contatto: { nome: 'Paola Melis', email: `ospite-${kind}@example.com`, telefono: '3331234567' },
    items: [
      {
        type: 'book',
        isbn,
        scuola: { codice: 'CAPS00000U', nome: 'x' },
        classe: '3',
        sezione: 'A',
        quantity: 1,
        prezzo: 0.01,
      },
      { type: 'product', id: productId, quantity: 2, prezzo: 0.01 },
    ],
    ...extra,
  });
  const post = async (json: Record<string, unknown>) => {
    const res = await app().request('/api/checkout', { method: 'POST', json });
    return { res, answer: (await res.json()) as GuestAnswer };
  };

  it('orders without an account: re-priced lines, stock reserved, a private link mailed', async () => {
    const request = body();
    const { res, answer } = await post(request);
    expect(res.status).toBe(201);
    const { order, orderUrl } = answer;
    expect(order.items.find((i) => i.type === 'book')?.prezzo).toBe(bookCents / 100);
    expect(order.contact.email).toBe(`ospite-${kind}@example.com`);
    expect(orderUrl).toMatch(new RegExp(`^https://shop\\.example/orders/${order.id}\\?t=[A-Za-z0-9_-]{43}$`));
    const [product] = await app()
      .services.db.select()
      .from(products)
      .where(eq(products.id, Number(productId)));
    expect(product!.stock).toBe(stockBefore - 2);
    const [row] = await app().services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.userId).toBeNull();
    const token = new URL(orderUrl!).searchParams.get('t')!;
    expect(row!.guestTokenHash).not.toContain(token);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(`ospite-${kind}@example.com`) && m.text.includes(order.number),
    );
    expect(mail.text).toContain(orderUrl!);
    expect(mail.text).toContain('senza account');

    // The same key and e-mail again: the same order, without a link (it is in the e-mail).
    const again = await post(request);
    expect(again.res.status).toBe(200);
    expect(again.answer.order.id).toBe(order.id);
    expect(again.answer.orderUrl).toBeNull();

    // The link opens it with its token only (the page itself is tested in the browser).
    const tenantId = row!.tenantId;
    expect((await findGuestOrder(app().services.db, { tenantId, orderId: order.id, token }))?.id).toBe(order.id);
    expect(await findGuestOrder(app().services.db, { tenantId, orderId: order.id, token: 'A'.repeat(43) })).toBeNull();
    expect(await findGuestOrder(app().services.db, { tenantId, orderId: order.id, token: `${token}x` })).toBeNull();

    // Added to an account with the link; then it is that customer's order.
    const customer = await registerCustomer(app());
    const me = (await (await app().request('/api/auth/me', { headers: customer.headers })).json()) as {
      user: { id: string };
    };
    expect(
      await attachGuestOrder(app().services.db, { tenantId, orderId: order.id, token: 'x', userId: me.user.id }),
    ).toBe(false);
    expect(await attachGuestOrder(app().services.db, { tenantId, orderId: order.id, token, userId: me.user.id })).toBe(
      true,
    );
    const mine = (await (await app().request('/api/orders', { headers: customer.headers })).json()) as {
      orders: { id: string }[];
    };
    expect(mine.orders.map((o) => o.id)).toContain(order.id);
    // Already in an account: nobody else can take it, the link still shows it.
    expect(await attachGuestOrder(app().services.db, { tenantId, orderId: order.id, token, userId: me.user.id })).toBe(
      false,
    );
    expect(await findGuestOrder(app().services.db, { tenantId, orderId: order.id, token })).not.toBeNull();
  });

  it('refuses a guest without contact or lines, with each field named', async () => {
    const noContact = await post(body({ contatto: undefined }));
    expect(noContact.res.status).toBe(400);
    expect(Object.keys(noContact.answer.fields ?? {})).toContain('contatto');
    const badPhone = await post(
      body({ contatto: { nome: 'Paola Melis', email: 'ospite@example.com', telefono: 'chiamami' } }),
    );
    expect(badPhone.res.status).toBe(400);
    expect(badPhone.answer.fields?.['contatto.telefono']).toBeTruthy();
    const empty = await post(body({ items: [] }));
    expect(empty.res.status).toBe(400);
    expect(empty.answer.fields?.items).toBe('Il carrello è vuoto');
    const shortKey = await post(body({ idempotencyKey: 'corta-123' }));
    expect(shortKey.res.status).toBe(400);
  });
});

describeEachDatabase('guest orders per e-mail address', (kind) => {
  // The real limits, not the relaxed ones of the other suites.
  const app = useTestApp(kind, { SMTP_URL: smtp.url, RATE_LIMITS_RELAXED: 'false' });
  let productId = '';
  let pickupPointId = 0;

  beforeAll(async () => {
    ({ productId } = await seedOrderable(app().services));
    const points = (await (await app().request('/api/pickup-points')).json()) as { pickupPoints: { id: number }[] };
    pickupPointId = points.pickupPoints[0]!.id;
  });

  const order = (email: string) =>
    app().request('/api/checkout', {
      method: 'POST',
      json: {
        shippingMethod: 'pickup',
        pickupPointId,
        paymentMethod: 'ritiro',
        acceptTerms: true,
        idempotencyKey: randomUUID(),
        contatto: { nome: 'Paola Melis', email, telefono: '3331234567' },
        items: [{ type: 'product', id: productId, quantity: 1 }],
      },
    });

  it('ten an hour for one address (whatever its case), then 429 in API.md’s format; other addresses go on', async () => {
    const email = `limite-${kind}@example.com`;
    for (let i = 0; i < 10; i++) expect((await order(email)).status).toBe(201);
    const refused = await order(email.toUpperCase());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await refused.json()).toEqual({ success: false, error: GUEST_ORDERS_LIMITED, code: 'RATE_LIMITED' });
    expect((await order(`altra-${kind}@example.com`)).status).toBe(201);
  });
});
