import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '#common/orders/views.ts';
import type { AccountClosingOutcome, AccountClosingPreview, PersonalDataExport } from '#common/privacy/views.ts';
import { users } from '../accounts/schema.ts';
import { blogDemoSeed } from '../blog/demo.ts';
import { blogComments } from '../blog/schema.ts';
import { seedDemoCatalog } from '../catalog/demo.ts';
import { products } from '../catalog/schema.ts';
import { orders } from '../orders/schema.ts';
import { reviews } from '../reviews/schema.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, registerCustomer, type SignedIn } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../test/fake-stripe.ts';
import { DELIVERED, moveOrderAs, placePickupOrder } from '../test/orders.ts';
import { startSmtpSink } from '../test/smtp.ts';

const smtp = await startSmtpSink();
const fakeStripe = await startFakeStripe();
afterAll(async () => {
  await smtp.close();
  await fakeStripe.close();
});

type ErrorBody = { success: false; error: string; code: string; fields?: Record<string, string> };

describeEachDatabase('GDPR: data export and account closing', (kind) => {
  const app = useTestApp(kind, {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://shop.example',
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: fakeStripe.url,
  });
  let admin: SignedIn;
  let productIds: number[] = [];
  let articleId = '';
  let counter = 0;

  beforeAll(async () => {
    const { services } = app();
    await seedDemoCatalog(services);
    await blogDemoSeed.run(services);
    admin = await loginAdmin(app());
    const rows = await services.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.active, true), eq(products.available, true), eq(products.minPurchase, 1)))
      .limit(3);
    productIds = rows.map((r) => r.id);
    const list = (await (await app().request('/api/blog/articles?limit=1')).json()) as { articles: { id: string }[] };
    articleId = list.articles[0]!.id;
  });

  const line = (i = 0) => ({ type: 'product', id: String(productIds[i]), quantity: 1 });
  const address = {
    nome: 'Paola Verdi',
    indirizzo: 'Via Garibaldi 12',
    citta: 'Oristano',
    cap: '09170',
    provincia: 'OR',
    telefono: '+39 333 7654321',
  };

  /** A delivery order by bank transfer with invoice data. */
  async function bankTransferOrder(customer: SignedIn): Promise<OrderView> {
    await app().request('/api/cart', {
      method: 'PUT',
      headers: customer.headers,
      json: { items: [line(2)], shippingMethod: 'standard' },
    });
    const res = await app().request('/api/checkout', {
      method: 'POST',
      headers: customer.headers,
      json: {
        shippingMethod: 'standard',
        shippingAddress: address,
        paymentMethod: 'bonifico',
        acceptTerms: true,
        idempotencyKey: `privacy-${kind}-${++counter}`,
        fatturazione: {
          nome: 'Paola Verdi',
          codiceFiscale: 'RSSMRA85T10A562S',
          indirizzo: 'Via Garibaldi 12, Oristano',
        },
      },
    });
    const body = (await res.json()) as { order: OrderView; error?: string };
    if (res.status !== 201) throw new Error(`${res.status} ${body.error}`);
    return body.order;
  }

  /** A pickup order paid by card (Checkout completed through a signed webhook). */
  async function paidCardOrder(customer: SignedIn): Promise<{ order: OrderView; paymentIntent: string }> {
    await app().request('/api/cart', {
      method: 'PUT',
      headers: customer.headers,
      json: { items: [line(1)], shippingMethod: 'pickup' },
    });
    const points = (await (await app().request('/api/pickup-points')).json()) as { pickupPoints: { id: number }[] };
    const res = await app().request('/api/checkout', {
      method: 'POST',
      headers: customer.headers,
      json: {
        shippingMethod: 'pickup',
        pickupPointId: points.pickupPoints[0]!.id,
        paymentMethod: 'stripe',
        acceptTerms: true,
        idempotencyKey: `privacy-card-${kind}-${++counter}`,
      },
    });
    const body = (await res.json()) as { order: OrderView; paymentUrl: string };
    const session = fakeStripe.complete(body.paymentUrl.split('/').pop()!);
    const event = fakeStripe.signedEvent('checkout.session.completed', session);
    const hook = await app().request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
      body: event.payload,
    });
    expect(hook.status).toBe(200);
    return { order: body.order, paymentIntent: String(session.payment_intent) };
  }

  const comment = (who: { email: string }) =>
    app().request(`/api/blog/comments?articleId=${articleId}`, {
      method: 'POST',
      json: { name: 'Paola', email: who.email, content: 'Articolo utile, grazie!' },
    });

  describe('export', () => {
    it('holds profile, addresses, orders with lines and payments, reviews, comments, consents, sessions and the security log', async () => {
      const customer = await registerCustomer(app(), { name: 'Paola Verdi', city: 'Oristano', address: 'Via Roma 3' });
      const stranger = await registerCustomer(app());
      const strangerOrder = await placePickupOrder(app(), stranger, [line(0)]);

      const delivered = await placePickupOrder(app(), customer, [line(0)]);
      await moveOrderAs(admin, app(), delivered.id, DELIVERED);
      const reviewRes = await app().request(`/api/products/${productIds[0]}/reviews`, {
        method: 'POST',
        headers: customer.headers,
        json: { stelle: 5, testo: 'Ottimo, arrivato in tempo per la scuola.' },
      });
      expect(reviewRes.status).toBe(201);
      const invoiced = await bankTransferOrder(customer);
      expect((await comment(customer)).status).toBe(201);
      await app().request('/api/favourites', {
        method: 'POST',
        headers: customer.headers,
        json: { ids: [productIds[1]] },
      });
      await app().request('/api/cart', {
        method: 'PUT',
        headers: customer.headers,
        json: { items: [line(1)], shippingMethod: 'pickup' },
      });

      const headers = new Headers(customer.headers);
      headers.set('cookie', `${headers.get('cookie')}; cartella_consent=1.100.${new Date().toISOString()}`);
      const res = await app().request('/api/auth/export', { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('attachment');
      const data = (await res.json()) as PersonalDataExport;

      expect(data.profile).toMatchObject({ email: customer.email, city: 'Oristano', displayName: 'Paola Verdi' });
      expect(JSON.stringify(data)).not.toContain('passwordHash');
      expect(data.addresses.map((a) => a.fonte)).toEqual(
        expect.arrayContaining([
          'Profilo',
          `Spedizione dell’ordine ${invoiced.number}`,
          `Fatturazione dell’ordine ${invoiced.number}`,
        ]),
      );
      expect(data.orders.map((o) => o.number).sort()).toEqual([delivered.number, invoiced.number].sort());
      const done = data.orders.find((o) => o.number === delivered.number)!;
      expect(done.items[0]?.productId).toBe(String(productIds[0]));
      expect(done.history.map((h) => h.to)).toContain('completato');
      expect(done.pagamenti[0]).toMatchObject({ metodo: 'ritiro', stato: 'pagato' });
      expect(data.orders.find((o) => o.number === invoiced.number)?.pagamenti[0]).toMatchObject({
        metodo: 'bonifico',
        stato: 'non pagato',
      });
      expect(data.reviews).toEqual([expect.objectContaining({ stelle: 5, status: 'pending' })]);
      expect(data.comments).toEqual([expect.objectContaining({ email: customer.email, status: 'pending' })]);
      expect(data.favourites.map((f) => f.productId)).toEqual([String(productIds[1])]);
      expect(data.carts[0]?.items).toEqual([{ type: 'product', productId: productIds[1], quantity: 1 }]);
      expect(data.consents[0]).toMatchObject({ stato: 'statistiche sì, marketing no, social no' });
      expect(data.consents.filter((c) => c.stato === 'accettate')).toHaveLength(2);
      expect(data.sessions).toHaveLength(1);
      expect(data.securityLog.map((e) => e.message)).toContain('Nuova registrazione');
      expect(data.emails.some((e) => e.subject.includes(invoiced.number))).toBe(true);
      expect(data.shops).toEqual([expect.objectContaining({ role: 'cliente' })]);
      // Nobody else's data.
      expect(JSON.stringify(data)).not.toContain(strangerOrder.number);
      expect(JSON.stringify(data)).not.toContain(stranger.email);
    });

    it('needs a signed-in customer', async () => {
      expect((await app().request('/api/auth/export')).status).toBe(401);
      expect((await app().request('/api/auth/account-deletion')).status).toBe(401);
    });
  });

  describe('closing the account', () => {
    it('says first what will happen, then cancels and refunds open orders, keeps delivered ones reduced, and e-mails the outcome', async () => {
      const { db } = app().services;
      const customer = await registerCustomer(app(), { name: 'Paola Verdi' });
      const delivered = await placePickupOrder(app(), customer, [line(0)]);
      await moveOrderAs(admin, app(), delivered.id, DELIVERED);
      const written = await app().request(`/api/products/${productIds[0]}/reviews`, {
        method: 'POST',
        headers: customer.headers,
        json: { stelle: 4, testo: 'Buono, lo ricomprerei per il prossimo anno.' },
      });
      const reviewId = ((await written.json()) as { review: { id: string } }).review.id;
      await app().request(`/api/admin/reviews/${reviewId}`, {
        method: 'POST',
        headers: admin.headers,
        json: { action: 'approve' },
      });
      const rated = async () =>
        (
          (await (await app().request(`/api/products/${productIds[0]}`)).json()) as {
            product: { numeroRecensioni: number };
          }
        ).product.numeroRecensioni;
      const ratedBefore = await rated();
      expect(ratedBefore).toBeGreaterThan(0);
      const waiting = await placePickupOrder(app(), customer, [line(1)]);
      const preparing = await placePickupOrder(app(), customer, [line(1)]);
      await moveOrderAs(admin, app(), preparing.id, ['in_preparazione']);
      const card = await paidCardOrder(customer);
      await moveOrderAs(admin, app(), card.order.id, ['in_preparazione']);
      const transfer = await bankTransferOrder(customer);
      await moveOrderAs(admin, app(), transfer.id, ['pagato']);
      expect((await comment(customer)).status).toBe(201);

      const preview = (
        (await (await app().request('/api/auth/account-deletion', { headers: customer.headers })).json()) as {
          preview: AccountClosingPreview;
        }
      ).preview;
      expect(preview.cancel.map((o) => o.number).sort()).toEqual(
        [waiting.number, preparing.number, card.order.number, transfer.number].sort(),
      );
      expect(preview.cancel.find((o) => o.number === card.order.number)?.refund).toBe('carta');
      expect(preview.cancel.find((o) => o.number === transfer.number)?.refund).toBe('bonifico');
      expect(preview.cancel.find((o) => o.number === waiting.number)?.refund).toBe('nessuno');
      expect(preview.keep.map((o) => o.number)).toEqual([delivered.number]);
      expect(preview).toMatchObject({ reviews: 1, comments: 1, ownsShop: null });

      // A wrong password or a missing confirmation changes nothing.
      const close = (json: unknown) =>
        app().request('/api/auth/account-deletion', { method: 'POST', headers: customer.headers, json });
      const wrong = await close({ password: 'sbagliata', confirm: true });
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as ErrorBody).fields?.password).toBe('La password attuale non è corretta');
      expect((await close({ password: customer.password })).status).toBe(400);
      const [stillOpen] = await db.select().from(orders).where(eq(orders.id, waiting.id));
      expect(stillOpen?.status).toBe('in_attesa_pagamento');

      const refundsBefore = fakeStripe.refunds.length;
      const res = await close({ password: customer.password, confirm: true });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().join(';')).toMatch(/cartella_session=;/);
      const { outcome } = (await res.json()) as { outcome: AccountClosingOutcome };
      expect(outcome.cancelled).toHaveLength(4);
      expect(outcome.kept.map((o) => o.number)).toEqual([delivered.number]);
      expect(outcome).toMatchObject({ reviewsDeleted: 1, commentsDeleted: 1 });

      // No order in limbo: the open ones are cancelled, through the orders' own cancellation.
      const rows = await db.select().from(orders).where(eq(orders.tenantId, app().services.defaultTenant().id));
      const byId = new Map(rows.map((o) => [o.id, o]));
      for (const id of [waiting.id, preparing.id, card.order.id, transfer.id]) {
        expect(byId.get(id)?.status, id).toBe('annullato');
        expect(byId.get(id)?.userId).toBeNull();
      }
      // The card payment is refunded through Stripe (a durable payment job).
      await app().services.paymentJobs.idle();
      expect(fakeStripe.refunds.length).toBe(refundsBefore + 1);
      expect(fakeStripe.refunds.at(-1)?.payment_intent).toBe(card.paymentIntent);
      // The delivered order is kept, without the person's contacts.
      const kept = byId.get(delivered.id)!;
      expect(kept.status).toBe('completato');
      expect(kept.contact).toEqual({ nome: 'Account eliminato', email: '', telefono: '' });
      // The bank transfer still to refund keeps its contact for the shop; the street goes.
      const transferRow = byId.get(transfer.id)!;
      expect(transferRow.contact.email).toBe(customer.email);
      expect(transferRow.shippingAddress).toMatchObject({ indirizzo: '', citta: 'Oristano', telefono: '' });
      expect(transferRow.invoice?.codiceFiscale).toBe('RSSMRA85T10A562S');

      // The account, its review and its comment are gone; the session no longer works.
      expect(await db.select().from(users).where(eq(users.id, customer.user.id))).toEqual([]);
      expect(await db.select().from(reviews).where(eq(reviews.userId, customer.user.id))).toEqual([]);
      expect(await db.select().from(blogComments).where(eq(blogComments.email, customer.email))).toEqual([]);
      expect((await app().request('/api/auth/me', { headers: customer.headers })).status).toBe(401);
      // The product's rating no longer counts the deleted review.
      expect(await rated()).toBe(ratedBefore - 1);

      // One e-mail with the outcome.
      const mail = await smtp.waitFor(
        (m) => m.to.includes(customer.email) && /abbiamo eliminato il tuo account/.test(m.text),
      );
      for (const number of [waiting.number, card.order.number, delivered.number]) expect(mail.text).toContain(number);
      expect(mail.text).toMatch(/10 anni/);
    });

    it('a bookshop owner closes the shop first', async () => {
      const email = `titolare-${kind}-${Date.now()}@example.com`;
      const res = await app().request('/api/tenants/register', {
        method: 'POST',
        json: {
          name: 'Gianni Neri',
          shopName: 'Libreria Neri',
          email,
          password: 'password-di-prova',
          domain: `neri${kind}${Date.now().toString(36)}`,
        },
      });
      expect(res.status).toBe(201);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .find((c) => c?.startsWith('cartella_session='))!;
      const { csrfToken } = (await res.json()) as { csrfToken: string };
      const headers = new Headers({ cookie, 'X-CSRF-Token': csrfToken });
      const preview = (await (await app().request('/api/auth/account-deletion', { headers })).json()) as {
        preview: AccountClosingPreview;
      };
      expect(preview.preview.ownsShop).toBeTruthy();
      const refused = await app().request('/api/auth/account-deletion', {
        method: 'POST',
        headers,
        json: { password: 'password-di-prova', confirm: true },
      });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as ErrorBody).error).toMatch(/titolare di una libreria/);
    });
  });
});
