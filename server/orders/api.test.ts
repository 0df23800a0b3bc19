import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '#common/orders/views.ts';
import { products } from '../catalog/schema.ts';
import { runDuePaymentJobs } from '../payments/jobs.ts';
import { paymentJobs } from '../payments/schema.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, registerCustomer, type SignedIn } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../test/fake-stripe.ts';
import { seedOrderable } from '../test/orders.ts';
import { startSmtpSink } from '../test/smtp.ts';
import { CARD_PAYMENT_UNAVAILABLE } from './payment-link.ts';
import { orders } from './schema.ts';

const smtp = await startSmtpSink();
const fakeStripe = await startFakeStripe();
afterAll(async () => {
  await smtp.close();
  await fakeStripe.close();
});

const SCHOOL = 'CAPS00000U';
type CartBody = {
  items: { key: string; prezzo: number; quantity: number; type: string; titolo?: string; nome?: string }[];
  problems: { key: string; message: string }[];
  subtotal: number;
  shippingCost: number;
  total: number;
  itemCount: number;
  missingForFreeShipping: number;
};
type OrderBody = { order: OrderView; paymentUrl: string | null; replayed: boolean };
type ErrorBody = { success: false; error: string; code: string; fields?: Record<string, string> };

describeEachDatabase('cart, checkout and orders API', (kind) => {
  const app = useTestApp(kind, {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://shop.example',
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: fakeStripe.url,
  });
  let isbn = '';
  let bookCents = 0;
  let productId = '';
  let productCents = 0;

  beforeAll(async () => {
    ({ isbn, bookCents, productId, productCents } = await seedOrderable(app().services));
  });

  const bookLine = (quantity = 1, extra: Record<string, unknown> = {}) => ({
    type: 'book',
    isbn,
    scuola: { codice: SCHOOL, nome: 'Nome inventato dal client' },
    classe: '3',
    sezione: 'A',
    quantity,
    prezzo: 0.01,
    ...extra,
  });
  const productLine = (quantity = 1, id = productId) => ({ type: 'product', id, quantity, prezzo: 0.01 });

  const putCart = async (who: SignedIn, items: unknown[], shippingMethod = 'standard') => {
    const res = await app().request('/api/cart', {
      method: 'PUT',
      json: { items, shippingMethod },
      headers: who.headers,
    });
    return { res, body: (await res.json()) as CartBody & ErrorBody };
  };
  const checkout = async (who: SignedIn, body: Record<string, unknown>) => {
    const res = await app().request('/api/checkout', { method: 'POST', json: body, headers: who.headers });
    return { res, body: (await res.json()) as OrderBody & ErrorBody };
  };
  let keyCounter = 0;
  const pickupCheckout = (extra: Record<string, unknown> = {}) => ({
    shippingMethod: 'pickup',
    pickupPointId: 1,
    paymentMethod: 'ritiro',
    acceptTerms: true,
    idempotencyKey: `chiave-${kind}-${++keyCounter}-${Date.now()}`,
    ...extra,
  });
  const pickupPointId = async () => {
    const res = await app().request('/api/pickup-points');
    const { pickupPoints } = (await res.json()) as { pickupPoints: { id: number; nome: string; orari: string }[] };
    expect(pickupPoints[0]?.orari).toBeTruthy();
    return pickupPoints[0]!.id;
  };

  describe('cart', () => {
    it('prices a visitor’s cart from the database, ignoring the prices it sends', async () => {
      const res = await app().request('/api/cart/quote', {
        method: 'POST',
        json: { items: [bookLine(2), productLine(1)], shippingMethod: 'standard' },
      });
      const body = (await res.json()) as CartBody;
      expect(res.status).toBe(200);
      expect(body.items.map((i) => i.prezzo)).toEqual([bookCents / 100, productCents / 100]);
      expect(body.subtotal).toBe((2 * bookCents + productCents) / 100);
      expect(body.itemCount).toBe(3);
      const expectedShipping = 2 * bookCents + productCents >= 9000 ? 0 : 5;
      expect(body.shippingCost).toBe(expectedShipping);
      // Summed in cents like the server: 30.24 + 5 is 35.239999... in floating point.
      expect(body.total).toBe((2 * bookCents + productCents + expectedShipping * 100) / 100);
    });

    it('pickup is free; standard shipping is free from 90 € up', async () => {
      const quote = async (items: unknown[], shippingMethod: string) =>
        (await (
          await app().request('/api/cart/quote', { method: 'POST', json: { items, shippingMethod } })
        ).json()) as CartBody;
      expect((await quote([bookLine(1)], 'pickup')).shippingCost).toBe(0);
      const copies = Math.ceil(9000 / bookCents);
      const free = await quote([bookLine(copies)], 'standard');
      expect(free.subtotal).toBeGreaterThanOrEqual(90);
      expect(free.shippingCost).toBe(0);
      expect(free.missingForFreeShipping).toBe(0);
    });

    it('taxes delivery at the goods’ rate: books 4 %, supplies 22 %, mixed split by value', async () => {
      type Vat = { rate: number; gross: number; vat: number };
      const quote = async (items: unknown[]) =>
        (await (
          await app().request('/api/cart/quote', { method: 'POST', json: { items, shippingMethod: 'standard' } })
        ).json()) as CartBody & { vat: Vat[] };
      const books = await quote([bookLine(1)]);
      expect(books.shippingCost).toBe(5);
      expect(books.vat.map((v) => [v.rate, v.gross])).toEqual([[4, books.total]]);
      const supplies = await quote([productLine(1)]);
      expect(supplies.shippingCost).toBe(5);
      expect(supplies.vat.map((v) => [v.rate, v.gross])).toEqual([[22, supplies.total]]);
      const mixed = await quote([bookLine(1), productLine(1)]);
      expect(mixed.shippingCost).toBe(5);
      const [four, twentyTwo] = mixed.vat;
      // Each rate carries its goods plus its share of the € 5 (within a cent of the exact
      // proportion); the shares add up to € 5.
      expect(four?.rate).toBe(4);
      const bookShare = Math.round(four!.gross * 100) - bookCents;
      expect(Math.abs(bookShare - (500 * bookCents) / (bookCents + productCents))).toBeLessThan(1);
      expect(twentyTwo?.rate).toBe(22);
      expect(Math.round(four!.gross * 100) + Math.round(twentyTwo!.gross * 100)).toBe(bookCents + productCents + 500);
    });

    it('keeps the account’s cart (identity and quantity) and merges identical lines', async () => {
      const customer = await registerCustomer(app());
      expect((await app().request('/api/cart')).status).toBe(401);
      const { body } = await putCart(customer, [bookLine(1), bookLine(2), productLine(1)], 'pickup');
      expect(body.items).toHaveLength(2);
      expect(body.items[0]?.quantity).toBe(3);
      const again = (await (await app().request('/api/cart', { headers: customer.headers })).json()) as CartBody & {
        shippingMethod: string;
        items: { scuola?: { nome: string } }[];
      };
      expect(again.items).toHaveLength(2);
      expect(again.shippingMethod).toBe('pickup');
      // The school's name comes from the Ministry data, not from the client.
      expect(again.items[0]?.scuola?.nome).not.toBe('Nome inventato dal client');
    });

    it('refuses a quantity of 1000 with a clear message', async () => {
      const customer = await registerCustomer(app());
      const { res, body } = await putCart(customer, [bookLine(1000)]);
      expect(res.status).toBe(400);
      expect(body.error).toContain('al massimo 99 copie');
    });
  });

  describe('checkout', () => {
    it('an empty cart is refused with 422 "Il carrello è vuoto"', async () => {
      const customer = await registerCustomer(app());
      const { res, body } = await checkout(customer, pickupCheckout({ pickupPointId: await pickupPointId() }));
      expect(res.status).toBe(422);
      expect(body.error).toBe('Il carrello è vuoto');
    });

    it('creates one order per idempotency key, with server prices, VAT by rate and a readable number', async () => {
      const customer = await registerCustomer(app());
      await putCart(customer, [bookLine(2), productLine(1)], 'pickup');
      const request = pickupCheckout({ pickupPointId: await pickupPointId() });
      const first = await checkout(customer, request);
      expect(first.res.status).toBe(201);
      const { order } = first.body;
      expect(order.number).toMatch(/^\d{4}-\d{6}$/);
      expect(order.status).toBe('in_attesa_pagamento');
      expect(order.subtotal).toBe((2 * bookCents + productCents) / 100);
      expect(order.shippingCost).toBe(0);
      expect(order.total).toBe(order.subtotal);
      expect(order.vat.map((v) => v.rate)).toEqual([4, 22]);
      expect(order.vat.reduce((s, v) => s + v.gross, 0)).toBeCloseTo(order.total, 2);
      const book = order.items.find((i) => i.type === 'book');
      expect(book).toMatchObject({ status: 'da_ordinare', quantity: 2, prezzo: bookCents / 100 });
      expect(order.items.find((i) => i.type === 'product')?.status).toBeNull();

      const second = await checkout(customer, request);
      expect(second.res.status).toBe(200);
      expect(second.body.order.id).toBe(order.id);
      expect(second.body.replayed).toBe(true);
      const list = (await (await app().request('/api/orders', { headers: customer.headers })).json()) as {
        orders: OrderView[];
      };
      expect(list.orders.map((o) => o.id)).toEqual([order.id]);

      // The cart became the order.
      const cart = (await (await app().request('/api/cart', { headers: customer.headers })).json()) as CartBody;
      expect(cart.items).toHaveLength(0);
      // The confirmation e-mail is queued durably and delivered.
      const mail = await smtp.waitFor((m) => m.to.includes(customer.email) && m.text.includes(order.number));
      expect(mail.text).toContain('ricevuto');
      expect(mail.text).toContain(`https://shop.example/orders/${order.id}`);
      // The receipt's VAT by rate, as on the order.
      expect(mail.text).toMatch(/Il totale comprende: IVA 4% .+ su .+; IVA 22% .+ su /);
    });

    it('another customer’s order is 404', async () => {
      const owner = await registerCustomer(app());
      await putCart(owner, [bookLine(1)], 'pickup');
      const { body } = await checkout(owner, pickupCheckout({ pickupPointId: await pickupPointId() }));
      const intruder = await registerCustomer(app());
      const res = await app().request(`/api/orders/${body.order.id}`, { headers: intruder.headers });
      expect(res.status).toBe(404);
      expect((await app().request(`/api/orders/${body.order.id}`, { headers: owner.headers })).status).toBe(200);
      const cancel = await app().request(`/api/orders/${body.order.id}/cancel`, {
        method: 'POST',
        headers: intruder.headers,
      });
      expect(cancel.status).toBe(404);
    });

    it('a book no longer in the data stops the checkout with its name, and the cart stays intact', async () => {
      const customer = await registerCustomer(app());
      await putCart(customer, [bookLine(1), bookLine(1, { isbn: '9780000000002' })], 'pickup');
      const { res, body } = await checkout(customer, pickupCheckout({ pickupPointId: await pickupPointId() }));
      expect(res.status).toBe(422);
      expect(body.error).toContain('9780000000002');
      const cart = (await (await app().request('/api/cart', { headers: customer.headers })).json()) as CartBody;
      expect(cart.items).toHaveLength(1);
      expect(cart.problems).toHaveLength(1);
    });

    it('checks address, CAP, province, tax code, terms and payment rules', async () => {
      const customer = await registerCustomer(app());
      await putCart(customer, [bookLine(1)]);
      const address = {
        nome: 'Maria Rossi',
        indirizzo: 'Via Dante 3',
        citta: 'Cagliari',
        cap: '09124',
        provincia: 'CA',
        telefono: '+39 333 1234567',
      };
      const base = {
        shippingMethod: 'standard',
        paymentMethod: 'bonifico',
        acceptTerms: true,
        shippingAddress: address,
      };
      const cases: [Record<string, unknown>, string][] = [
        [{ shippingAddress: undefined }, 'shippingAddress'],
        [{ shippingAddress: { ...address, cap: '0912' } }, 'shippingAddress.cap'],
        [{ shippingAddress: { ...address, provincia: 'XX' } }, 'shippingAddress.provincia'],
        [{ acceptTerms: false }, 'acceptTerms'],
        [{ paymentMethod: 'ritiro' }, 'paymentMethod'],
        [
          {
            fatturazione: {
              nome: 'Maria Rossi',
              codiceFiscale: 'RSSMRA85T10A562T',
              indirizzo: 'Via Dante 3, Cagliari',
            },
          },
          'fatturazione.codiceFiscale',
        ],
      ];
      for (const [change, field] of cases) {
        const { res, body } = await checkout(customer, {
          ...base,
          idempotencyKey: `k-${kind}-${++keyCounter}`,
          ...change,
        });
        expect(res.status, field).toBe(400);
        expect(body.fields?.[field], field).toBeTruthy();
      }
      // A valid standard order by bank transfer, with invoice data.
      const ok = await checkout(customer, {
        ...base,
        idempotencyKey: `k-${kind}-${++keyCounter}`,
        fatturazione: { nome: 'Maria Rossi', codiceFiscale: 'rssmra85t10a562s', indirizzo: 'Via Dante 3, Cagliari' },
      });
      expect(ok.res.status).toBe(201);
      expect(ok.body.order.fatturazione?.codiceFiscale).toBe('RSSMRA85T10A562S');
      expect(ok.body.order.shippingCost).toBe(bookCents >= 9000 ? 0 : 5);
      // Books only: the delivery charge follows the books' 4 % (art. 12 DPR 633/72).
      expect(ok.body.order.vat.map((v) => v.rate)).toEqual([4]);
      expect(ok.body.order.vat[0]?.gross).toBeCloseTo(ok.body.order.total, 2);
    });

    it('the customer cancels before preparation and the pieces go back to stock', async () => {
      const customer = await registerCustomer(app());
      const stock = async () =>
        (
          await app()
            .services.db.select({ s: products.stock })
            .from(products)
            .where(eq(products.id, Number(productId)))
        )[0]!.s;
      const before = await stock();
      await putCart(customer, [productLine(2)], 'pickup');
      const { body } = await checkout(customer, pickupCheckout({ pickupPointId: await pickupPointId() }));
      expect(await stock()).toBe(before - 2);
      const res = await app().request(`/api/orders/${body.order.id}/cancel`, {
        method: 'POST',
        headers: customer.headers,
      });
      expect(res.status).toBe(200);
      const { order } = (await res.json()) as { order: OrderView };
      expect(order.status).toBe('annullato');
      expect(order.history.map((h) => h.to)).toEqual(['in_attesa_pagamento', 'annullato']);
      expect(await stock()).toBe(before);
      const again = await app().request(`/api/orders/${body.order.id}/cancel`, {
        method: 'POST',
        headers: customer.headers,
      });
      expect(again.status).toBe(422);
    });

    it('20 concurrent checkouts for the last 5 pieces give exactly 5 orders', async () => {
      const { db } = app().services;
      await db
        .update(products)
        .set({ stock: 5 })
        .where(eq(products.id, Number(productId)));
      const customers = await Promise.all(Array.from({ length: 20 }, () => registerCustomer(app())));
      for (const c of customers) await putCart(c, [productLine(1)], 'pickup');
      const point = await pickupPointId();
      const results = await Promise.all(customers.map((c) => checkout(c, pickupCheckout({ pickupPointId: point }))));
      const statuses = results.map((r) => r.res.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(15);
      const [left] = await db
        .select({ s: products.stock })
        .from(products)
        .where(eq(products.id, Number(productId)));
      expect(left?.s).toBe(0);
      const numbers = results.filter((r) => r.res.status === 201).map((r) => r.body.order.number);
      expect(new Set(numbers).size).toBe(5);
      await db
        .update(products)
        .set({ stock: 999 })
        .where(eq(products.id, Number(productId)));
    });

    it('order e-mails go to the account’s address, not to a contact address typed at checkout', async () => {
      const customer = await registerCustomer(app());
      await putCart(customer, [bookLine(1)], 'pickup');
      const { res, body } = await checkout(
        customer,
        pickupCheckout({
          pickupPointId: await pickupPointId(),
          contatto: { nome: 'Altro', email: 'vittima@example.com', telefono: '3331234567' },
        }),
      );
      expect(res.status).toBe(201);
      expect(body.order.contact.email).toBe(customer.email);
      await smtp.waitFor((m) => m.to.includes(customer.email) && m.text.includes(body.order.number));
      expect(smtp.mails.some((m) => m.to.includes('vittima@example.com'))).toBe(false);
    });

    it('one cart checked out 5 times at once (other idempotency keys) becomes one order', async () => {
      const customer = await registerCustomer(app());
      await putCart(customer, [productLine(1)], 'pickup');
      const point = await pickupPointId();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => checkout(customer, pickupCheckout({ pickupPointId: point }))),
      );
      const statuses = results.map((r) => r.res.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      for (const r of results.filter((r) => r.res.status !== 201)) {
        expect([409, 422]).toContain(r.res.status);
        expect(r.body).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
      }
      const mine = (await (await app().request('/api/orders', { headers: customer.headers })).json()) as {
        orders: unknown[];
      };
      expect(mine.orders).toHaveLength(1);
    });

    it('the admin dashboard counts real orders', async () => {
      const { services } = app();
      const value = (await services.adminStats.overview(services)).find((s) => s.key === 'totalOrders')?.value;
      const rows = await services.db.select({ id: orders.id }).from(orders);
      expect(value).toBe(rows.length);
      expect(value).toBeGreaterThan(0);
    });
  });

  describe('the shop moves orders and books', () => {
    it('paid by bank transfer → preparing → ready for pickup, with e-mails; each book has its own state', async () => {
      const customer = await registerCustomer(app());
      await putCart(customer, [bookLine(1)], 'pickup');
      const { body } = await checkout(
        customer,
        pickupCheckout({ paymentMethod: 'bonifico', pickupPointId: await pickupPointId() }),
      );
      const id = body.order.id;
      const admin = await loginAdmin(app());
      const move = (status: string, who: SignedIn | null = admin) =>
        app().request(`/api/admin/orders/${id}/status`, { method: 'POST', json: { status }, headers: who?.headers });
      expect((await move('pagato', null)).status).toBe(401);
      expect((await move('pagato', customer)).status).toBe(403);
      expect((await move('pagato')).status).toBe(200);
      expect((await move('in_preparazione')).status).toBe(200);
      const book = body.order.items[0]!;
      const line = (status: string) =>
        app().request(`/api/admin/orders/${id}/items/${book.id}/status`, {
          method: 'POST',
          json: { status },
          headers: admin.headers,
        });
      expect((await line('pronto')).status).toBe(422);
      expect((await line('ordinato')).status).toBe(200);
      expect((await line('arrivato')).status).toBe(200);
      expect((await line('pronto')).status).toBe(200);
      const ready = await move('pronto_ritiro');
      expect(ready.status).toBe(200);
      // An illegal move is refused and changes nothing.
      const back = await move('pagato');
      expect(back.status).toBe(422);
      const seen = (await (await app().request(`/api/orders/${id}`, { headers: customer.headers })).json()) as {
        order: OrderView;
      };
      expect(seen.order.status).toBe('pronto_ritiro');
      expect(seen.order.items[0]?.statusLabel).toBe('Pronto');
      expect(seen.order.history.map((h) => h.to)).toEqual([
        'in_attesa_pagamento',
        'pagato',
        'in_preparazione',
        'ordinato',
        'arrivato',
        'pronto',
        'pronto_ritiro',
      ]);
      expect(seen.order.canCancel).toBe(false);
      await smtp.waitFor((m) => m.to.includes(customer.email) && /ricevuto il pagamento/.test(m.text));
      await smtp.waitFor((m) => m.to.includes(customer.email) && /Passa a ritirarlo/.test(m.text));
    });
  });

  describe('Stripe', () => {
    const webhook = (payload: string, header: string) =>
      app().request('/api/payments/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });

    async function stripeOrder() {
      const customer = await registerCustomer(app());
      await putCart(customer, [bookLine(1)], 'pickup');
      const { res, body } = await checkout(
        customer,
        pickupCheckout({ paymentMethod: 'stripe', pickupPointId: await pickupPointId() }),
      );
      expect(res.status).toBe(201);
      expect(body.paymentUrl).toMatch(new RegExp(`^${fakeStripe.url}/pay/cs_test_`));
      const sessionId = body.paymentUrl!.split('/').pop()!;
      return { customer, order: body.order, sessionId };
    }
    const statusOf = async (customer: SignedIn, id: string) =>
      ((await (await app().request(`/api/orders/${id}`, { headers: customer.headers })).json()) as { order: OrderView })
        .order;

    it('opens a Checkout Session for the order; only a verified event makes it paid', async () => {
      const { customer, order, sessionId } = await stripeOrder();
      const session = fakeStripe.sessions.get(sessionId)!;
      expect(session.metadata.orderId).toBe(order.id);
      expect(session.amount_total).toBe(Math.round(order.total * 100));

      const forged = fakeStripe.signedEvent('checkout.session.completed', fakeStripe.complete(sessionId), {
        secret: 'whsec_sbagliato',
      });
      const bad = await webhook(forged.payload, forged.header);
      expect(bad.status).toBe(400);
      expect((await statusOf(customer, order.id)).status).toBe('in_attesa_pagamento');

      const event = fakeStripe.signedEvent('checkout.session.completed', fakeStripe.complete(sessionId), {
        id: `evt_${order.id}`,
      });
      expect((await webhook(event.payload, event.header)).status).toBe(200);
      expect((await webhook(event.payload, event.header)).status).toBe(200);
      const paid = await statusOf(customer, order.id);
      expect(paid.status).toBe('pagato');
      expect(paid.paidAt).toBeTruthy();
      // The same event twice: one change only.
      expect(paid.history.filter((h) => h.to === 'pagato')).toHaveLength(1);
      await smtp.waitFor((m) => m.to.includes(customer.email) && /ricevuto il pagamento/.test(m.text));
    });

    it('a signed event with another amount, currency or session does not make the order paid', async () => {
      const { customer, order, sessionId } = await stripeOrder();
      const paid = fakeStripe.complete(sessionId);
      for (const forged of [
        { ...paid, amount_total: 1 },
        { ...paid, currency: 'usd' },
        { ...paid, id: 'cs_test_another' },
      ]) {
        const event = fakeStripe.signedEvent('checkout.session.completed', forged);
        expect((await webhook(event.payload, event.header)).status).toBe(200);
      }
      const view = await statusOf(customer, order.id);
      expect(view.status).toBe('in_attesa_pagamento');
      expect(view.history.filter((h) => /Pagamento da verificare/.test(h.note ?? ''))).toHaveLength(3);
      const genuine = fakeStripe.signedEvent('checkout.session.completed', paid);
      await webhook(genuine.payload, genuine.header);
      expect((await statusOf(customer, order.id)).status).toBe('pagato');
    });

    it('a waiting card order can be paid again: the open session, or a new one after it expired', async () => {
      const { customer, order, sessionId } = await stripeOrder();
      const pay = () => app().request(`/api/orders/${order.id}/pay`, { method: 'POST', headers: customer.headers });
      const same = (await (await pay()).json()) as { paymentUrl: string };
      expect(same.paymentUrl.endsWith(sessionId)).toBe(true);
      fakeStripe.sessions.get(sessionId)!.status = 'expired';
      const fresh = (await (await pay()).json()) as { paymentUrl: string };
      expect(fresh.paymentUrl).toMatch(/\/pay\/cs_test_/);
      expect(fresh.paymentUrl.endsWith(sessionId)).toBe(false);
      // The old session's expiry arrives late: the order keeps waiting for the new payment.
      const late = fakeStripe.signedEvent('checkout.session.expired', fakeStripe.sessions.get(sessionId)!);
      await webhook(late.payload, late.header);
      expect((await statusOf(customer, order.id)).status).toBe('in_attesa_pagamento');
      const other = await registerCustomer(app());
      expect(
        (await app().request(`/api/orders/${order.id}/pay`, { method: 'POST', headers: other.headers })).status,
      ).toBe(404);
      const paid = fakeStripe.signedEvent(
        'checkout.session.completed',
        fakeStripe.complete(fresh.paymentUrl.split('/').pop()!),
      );
      await webhook(paid.payload, paid.header);
      expect((await pay()).status).toBe(422);
    });

    it('events out of order leave the right state', async () => {
      // Refund reported before the payment: refunded stays refunded.
      const first = await stripeOrder();
      const session = fakeStripe.complete(first.sessionId);
      const refunded = fakeStripe.signedEvent('charge.refunded', {
        object: 'charge',
        refunded: true,
        payment_intent: session.payment_intent,
        metadata: { orderId: first.order.id },
      });
      await webhook(refunded.payload, refunded.header);
      const completed = fakeStripe.signedEvent('checkout.session.completed', session);
      await webhook(completed.payload, completed.header);
      expect((await statusOf(first.customer, first.order.id)).status).toBe('rimborsato');

      // Expiry reported after the payment: paid stays paid.
      const second = await stripeOrder();
      const paid = fakeStripe.signedEvent('checkout.session.completed', fakeStripe.complete(second.sessionId));
      await webhook(paid.payload, paid.header);
      const expired = fakeStripe.signedEvent('checkout.session.expired', {
        ...fakeStripe.sessions.get(second.sessionId)!,
        status: 'expired',
      });
      await webhook(expired.payload, expired.header);
      expect((await statusOf(second.customer, second.order.id)).status).toBe('pagato');
    });

    it('an expired session cancels the unpaid order; a failed payment is noted; a paid order cancelled is refunded', async () => {
      const unpaid = await stripeOrder();
      const expired = fakeStripe.signedEvent('checkout.session.expired', fakeStripe.sessions.get(unpaid.sessionId)!);
      await webhook(expired.payload, expired.header);
      expect((await statusOf(unpaid.customer, unpaid.order.id)).status).toBe('annullato');

      const paid = await stripeOrder();
      const failed = fakeStripe.signedEvent('payment_intent.payment_failed', {
        object: 'payment_intent',
        metadata: { orderId: paid.order.id },
      });
      await webhook(failed.payload, failed.header);
      const noted = await statusOf(paid.customer, paid.order.id);
      expect(noted.status).toBe('in_attesa_pagamento');
      expect(noted.history.some((h) => /non riuscito/.test(h.note ?? ''))).toBe(true);
      const completed = fakeStripe.signedEvent('checkout.session.completed', fakeStripe.complete(paid.sessionId));
      await webhook(completed.payload, completed.header);
      const refundsBefore = fakeStripe.refunds.length;
      const cancel = await app().request(`/api/orders/${paid.order.id}/cancel`, {
        method: 'POST',
        headers: paid.customer.headers,
      });
      expect(cancel.status).toBe(200);
      await app().services.paymentJobs.idle();
      expect(fakeStripe.refunds.length).toBe(refundsBefore + 1);
      expect(fakeStripe.refunds.at(-1)?.payment_intent).toBe(fakeStripe.sessions.get(paid.sessionId)?.payment_intent);
    });

    it('Stripe down at checkout: 503 in API.md’s format, the order kept; the same key later gives its payment link', async () => {
      const customer = await registerCustomer(app());
      await putCart(customer, [bookLine(1)], 'pickup');
      const request = pickupCheckout({ paymentMethod: 'stripe', pickupPointId: await pickupPointId() });
      fakeStripe.failNext('/v1/checkout/sessions', 1000);
      const down = await checkout(customer, request);
      fakeStripe.failNext('/v1/checkout/sessions', 0);
      expect(down.res.status).toBe(503);
      expect(down.res.headers.get('retry-after')).toBe('30');
      expect(down.body).toEqual({ success: false, error: CARD_PAYMENT_UNAVAILABLE, code: 'PAYMENT_UNAVAILABLE' });
      const again = await checkout(customer, request);
      expect(again.res.status).toBe(200);
      expect(again.body.paymentUrl).toMatch(new RegExp(`^${fakeStripe.url}/pay/cs_test_`));
      const mine = (await (await app().request('/api/orders', { headers: customer.headers })).json()) as {
        orders: { id: string }[];
      };
      expect(mine.orders.map((o) => o.id)).toEqual([again.body.order.id]);
    });

    it('a refund survives Stripe answering 500: the cancellation stands, the job retries with one idempotency key', async () => {
      const { services } = app();
      const paid = await stripeOrder();
      const completed = fakeStripe.signedEvent('checkout.session.completed', fakeStripe.complete(paid.sessionId));
      await webhook(completed.payload, completed.header);
      const refundsBefore = fakeStripe.refunds.length;
      const callsBefore = fakeStripe.calls.length;
      fakeStripe.failNext('/v1/refunds', 1000);
      const cancel = await app().request(`/api/orders/${paid.order.id}/cancel`, {
        method: 'POST',
        headers: paid.customer.headers,
      });
      expect(cancel.status).toBe(200);
      await services.paymentJobs.idle();
      expect((await statusOf(paid.customer, paid.order.id)).status).toBe('annullato');
      expect(fakeStripe.refunds.length).toBe(refundsBefore);
      const [job] = await services.db.select().from(paymentJobs).where(eq(paymentJobs.orderId, paid.order.id));
      expect(job?.doneAt).toBeNull();
      expect(job?.lastError).toBeTruthy();

      // Stripe is back: the next run (after the backoff) refunds once; later runs do nothing.
      fakeStripe.failNext('/v1/refunds', 0);
      const later = new Date(Date.now() + 60 * 60_000);
      expect(await runDuePaymentJobs(services.db, services.payments.stripe, services.logger, later)).toEqual({
        done: 1,
        failed: 0,
      });
      expect(await runDuePaymentJobs(services.db, services.payments.stripe, services.logger, later)).toEqual({
        done: 0,
        failed: 0,
      });
      expect(fakeStripe.refunds.filter((r) => r.payment_intent === job!.stripeRef)).toHaveLength(1);
      const refundCalls = fakeStripe.calls.slice(callsBefore).filter((call) => call.path === '/v1/refunds');
      expect(refundCalls.length).toBeGreaterThan(1);
      expect(new Set(refundCalls.map((call) => call.idempotencyKey))).toEqual(new Set([`refund-${paid.order.id}`]));
    });

    it('cancelling a card order waiting for payment expires its session; a payment arriving anyway is refunded', async () => {
      const { services } = app();
      const waiting = await stripeOrder();
      const cancel = await app().request(`/api/orders/${waiting.order.id}/cancel`, {
        method: 'POST',
        headers: waiting.customer.headers,
      });
      expect(cancel.status).toBe(200);
      await services.paymentJobs.idle();
      expect(fakeStripe.sessions.get(waiting.sessionId)?.status).toBe('expired');
      // The hosted page no longer takes the money.
      expect((await fetch(`${fakeStripe.url}/pay/${waiting.sessionId}`, { method: 'POST' })).status).toBe(410);

      // A session paid in the moment before it expired: the money goes back by itself.
      const raced = await stripeOrder();
      const completed = fakeStripe.signedEvent('checkout.session.completed', fakeStripe.complete(raced.sessionId));
      const cancelled = await app().request(`/api/orders/${raced.order.id}/cancel`, {
        method: 'POST',
        headers: raced.customer.headers,
      });
      expect(cancelled.status).toBe(200);
      await webhook(completed.payload, completed.header);
      await services.paymentJobs.idle();
      await runDuePaymentJobs(services.db, services.payments.stripe, services.logger);
      expect((await statusOf(raced.customer, raced.order.id)).status).toBe('annullato');
      const intent = fakeStripe.sessions.get(raced.sessionId)?.payment_intent;
      expect(fakeStripe.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
    });
  });
});
