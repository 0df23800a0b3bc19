import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '#common/orders/views.ts';
import { mailOutbox } from '../mail/schema.ts';
import { orders } from '../orders/schema.ts';
import { runDuePaymentJobs } from '../payments/jobs.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, uniqueSuffix } from '../test/auth.ts';
import { BOOKSHOP_PROFILE, registerBookshop, type TestBookshop } from '../test/bookshops.ts';
import { describeEachDatabase } from '../test/database.ts';
import {
  FAKE_PRICE_MONTHLY,
  FAKE_PRICE_YEARLY,
  FAKE_STRIPE_CONNECT_WEBHOOK_SECRET,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
} from '../test/fake-stripe.ts';
import { seedOrderable } from '../test/orders.ts';
import { suspendLapsedShops } from './billing.ts';
import { tenants } from './schema.ts';

// Issue 14, points 3-5: a bookshop connects its own Stripe account, subscribes to the
// platform, opens by itself, takes card payments on its account with the platform's fee,
// and is suspended and restored by its subscription, against the local fake Stripe.

const fakeStripe = await startFakeStripe();
afterAll(() => fakeStripe.close());

type Shop = TestBookshop;

// Without an IBAN: where cards are offered, bank transfers are optional.
const profile = { ...BOOKSHOP_PROFILE, iban: '' };

describeEachDatabase('bookshop payments: Connect and the platform subscription', (kind) => {
  const app = useTestApp(kind, {
    PUBLIC_URL: 'https://cartella.example',
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: FAKE_STRIPE_CONNECT_WEBHOOK_SECRET,
    STRIPE_API_BASE: fakeStripe.url,
    STRIPE_PRICE_MONTHLY: FAKE_PRICE_MONTHLY,
    STRIPE_PRICE_YEARLY: FAKE_PRICE_YEARLY,
    PLATFORM_FEE_PERCENT: '4',
  });
  let isbn = '';

  beforeAll(async () => {
    ({ isbn } = await seedOrderable(app().services));
    // Webhooks reach the app in-process; Stripe's API calls still cross the network to the fake.
    fakeStripe.setWebhookTarget(async (request) =>
      app().request('/api/payments/stripe/webhook', {
        method: 'POST',
        headers: request.headers,
        body: await request.text(),
      }),
    );
  });

  /** A bookshop with its data complete (cards and subscription still to do). */
  async function bookshop(): Promise<Shop> {
    const shop = await registerBookshop(app());
    const saved = await app().request(`/api/tenants/${shop.id}`, {
      method: 'PUT',
      headers: shop.headers,
      json: profile,
    });
    expect(saved.status).toBe(200);
    return shop;
  }

  const shopRow = async (id: string) => (await app().services.db.select().from(tenants).where(eq(tenants.id, id)))[0]!;

  /** The owner goes through Stripe's hosted onboarding and comes back. */
  async function connect(shop: Shop) {
    const res = await app().request(`/api/tenants/${shop.id}/stripe/connect`, {
      method: 'POST',
      headers: shop.headers,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      onboardingUrl: string;
      connect: { accountId: string; chargesEnabled: boolean };
    };
    expect(body.connect.chargesEnabled).toBe(false);
    expect(new URL(body.onboardingUrl).searchParams.get('return_url')).toBe(
      `https://${shop.host}/admin/negozio/pagamenti?stripe=ritorno`,
    );
    const done = await fetch(body.onboardingUrl, { method: 'POST', redirect: 'manual' });
    expect(done.status).toBe(303);
    return body.connect.accountId;
  }

  /** Checkout in subscription mode, paid on the hosted page. */
  async function subscribe(shop: Shop, priceId = FAKE_PRICE_MONTHLY) {
    const res = await app().request('/api/stripe/create-subscription', {
      method: 'POST',
      headers: shop.headers,
      json: { tenantId: shop.id, priceId, customerEmail: shop.email },
    });
    expect(res.status).toBe(200);
    const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
    const session = fakeStripe.sessions.get(checkoutUrl.split('/').pop()!)!;
    expect(session.mode).toBe('subscription');
    expect(session.stripe_account).toBeNull();
    await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
    return (await shopRow(shop.id)).subscriptionId!;
  }

  /** A family's guest order on the shop's address, to pay by card. */
  async function postCardCheckout(shop: Shop): Promise<Response> {
    return app().request('/api/checkout', {
      method: 'POST',
      host: shop.host,
      json: {
        shippingMethod: 'pickup',
        pickupPointId: await firstPickupPoint(shop),
        paymentMethod: 'stripe',
        acceptTerms: true,
        idempotencyKey: randomUUID(),
        contatto: { nome: 'Paola Melis', email: `famiglia-${uniqueSuffix()}@example.com`, telefono: '3331234567' },
        items: [
          { type: 'book', isbn, scuola: { codice: 'CAPS00000U', nome: 'x' }, classe: '3', sezione: 'A', quantity: 1 },
        ],
      },
    });
  }

  async function cardOrder(shop: Shop) {
    const res = await postCardCheckout(shop);
    const body = (await res.json()) as { order: OrderView; paymentUrl: string | null; error?: string };
    expect(res.status, body.error).toBe(201);
    return body;
  }

  async function firstPickupPoint(shop: Shop): Promise<number> {
    const res = await app().request('/api/pickup-points', { host: shop.host });
    return ((await res.json()) as { pickupPoints: { id: number }[] }).pickupPoints[0]!.id;
  }

  describe('Connect', () => {
    it('onboards through Stripe: the account is created once and charges are enabled by account.updated', async () => {
      const shop = await bookshop();
      const account = await connect(shop);
      const row = await shopRow(shop.id);
      expect(row.stripeAccountId).toBe(account);
      expect(row.stripeChargesEnabled).toBe(true);
      // Pressing the button again reuses the account and gives a new link.
      const again = await app().request(`/api/tenants/${shop.id}/stripe/connect`, {
        method: 'POST',
        headers: shop.headers,
      });
      expect(((await again.json()) as { connect: { accountId: string } }).connect.accountId).toBe(account);
      expect([...fakeStripe.accounts.values()].filter((a) => a.metadata.tenantId === shop.id)).toHaveLength(1);
    });

    it('only the shop’s owner starts it; only the operator links an existing account, never one of another shop', async () => {
      const a = await bookshop();
      const b = await bookshop();
      const other = await app().request(`/api/tenants/${a.id}/stripe/connect`, { method: 'POST', headers: b.headers });
      expect(other.status).toBe(403);
      const anonymous = await app().request(`/api/tenants/${a.id}/stripe/connect`, { method: 'POST' });
      expect(anonymous.status).toBe(401);
      const accountOfB = await connect(b);
      const byOwner = await app().request(`/api/tenants/${a.id}/stripe/connect`, {
        method: 'POST',
        headers: a.headers,
        json: { stripeAccountId: accountOfB },
      });
      expect(byOwner.status).toBe(403);
      const admin = await loginAdmin(app());
      const taken = await app().request(`/api/tenants/${a.id}/stripe/connect`, {
        method: 'POST',
        headers: admin.headers,
        json: { stripeAccountId: accountOfB },
      });
      expect(taken.status).toBe(409);
      const unknown = await app().request(`/api/tenants/${a.id}/stripe/connect`, {
        method: 'POST',
        headers: admin.headers,
        json: { stripeAccountId: 'acct_nonesiste123' },
      });
      expect(unknown.status).toBe(422);
      expect((await shopRow(a.id)).stripeAccountId).toBeNull();
    });
  });

  describe('subscription and going live', () => {
    it('opens the shop by itself once the checklist is done and the subscription paid', async () => {
      const shop = await bookshop();
      await subscribe(shop);
      // Cards are offered by the platform: without a connected account the checklist is not done.
      expect((await shopRow(shop.id)).status).toBe('in_attivazione');
      await connect(shop);
      const open = await shopRow(shop.id);
      expect(open.status).toBe('attivo');
      expect(open.subscriptionStatus).toBe('active');
      expect(open.subscriptionPlan).toBe('mensile');
      const days = (open.subscriptionPeriodEnd!.getTime() - Date.now()) / 86_400_000;
      expect(Math.round(days)).toBe(30);
      const mails = await app()
        .services.db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, shop.email), eq(mailOutbox.subject, 'Libreria Porcu è online')));
      expect(mails).toHaveLength(1);
      // A second subscription for the same shop is refused; an unknown plan too.
      const twice = await app().request('/api/stripe/create-subscription', {
        method: 'POST',
        headers: shop.headers,
        json: { tenantId: shop.id, priceId: FAKE_PRICE_YEARLY, customerEmail: shop.email },
      });
      expect(twice.status).toBe(409);
    });

    it('refuses an unknown plan and another shop’s owner', async () => {
      const a = await bookshop();
      const b = await bookshop();
      const unknownPlan = await app().request('/api/stripe/create-subscription', {
        method: 'POST',
        headers: a.headers,
        json: { tenantId: a.id, priceId: 'price_gratis', customerEmail: a.email },
      });
      expect(unknownPlan.status).toBe(400);
      const foreign = await app().request('/api/stripe/create-subscription', {
        method: 'POST',
        headers: b.headers,
        json: { tenantId: a.id, priceId: FAKE_PRICE_MONTHLY, customerEmail: b.email },
      });
      expect(foreign.status).toBe(403);
      expect((await shopRow(a.id)).stripeCustomerId).toBeNull();
    });

    it('a failed renewal: grace period with a warning, suspended after it, open again when paid', async () => {
      const shop = await bookshop();
      await connect(shop);
      const subscription = await subscribe(shop);
      expect((await shopRow(shop.id)).status).toBe('attivo');

      await fakeStripe.failRenewal(subscription);
      const grace = await shopRow(shop.id);
      expect(grace.status).toBe('attivo');
      expect(grace.subscriptionStatus).toBe('past_due');
      const days = (grace.graceUntil!.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThanOrEqual(14);
      const warned = await app().services.db.select().from(mailOutbox).where(eq(mailOutbox.to, shop.email));
      expect(warned.some((m) => m.subject.startsWith('Rinnovo non riuscito'))).toBe(true);

      // The hourly job before and after the grace period.
      expect(await suspendLapsedShops(app().services.db, app().services.config, new Date())).toBe(0);
      const later = new Date(grace.graceUntil!.getTime() + 60_000);
      expect(await suspendLapsedShops(app().services.db, app().services.config, later)).toBeGreaterThanOrEqual(1);
      const suspended = await shopRow(shop.id);
      expect(suspended.status).toBe('sospeso');
      expect(suspended.suspendedBy).toBe('abbonamento');
      const closed = await app().request('/', { host: shop.host });
      expect(closed.status).toBe(503);

      await fakeStripe.payRenewal(subscription);
      const back = await shopRow(shop.id);
      expect(back.status).toBe('attivo');
      expect(back.graceUntil).toBeNull();
    });

    it('paying never lifts a suspension the operator made', async () => {
      const shop = await bookshop();
      await connect(shop);
      const subscription = await subscribe(shop);
      const admin = await loginAdmin(app());
      const res = await app().request(`/api/admin/tenants/${shop.id}/status`, {
        method: 'POST',
        headers: admin.headers,
        json: { status: 'sospeso', reason: 'Verifica dei documenti' },
      });
      expect(res.status).toBe(200);
      await fakeStripe.payRenewal(subscription);
      expect((await shopRow(shop.id)).status).toBe('sospeso');
    });

    it('a cancelled subscription suspends the shop at once', async () => {
      const shop = await bookshop();
      await connect(shop);
      const subscription = await subscribe(shop);
      const portal = await app().request('/api/stripe/billing-portal', {
        method: 'POST',
        headers: shop.headers,
        json: { tenantId: shop.id },
      });
      const { url } = (await portal.json()) as { url: string };
      await fetch(url, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }), redirect: 'manual' });
      const row = await shopRow(shop.id);
      expect(fakeStripe.subscriptions.get(subscription)?.status).toBe('canceled');
      expect(row.subscriptionStatus).toBe('canceled');
      expect(row.status).toBe('sospeso');
    });
  });

  describe('card payments on a bookshop', () => {
    it('are direct charges on its account with the platform fee; refunds go through the same account', async () => {
      const shop = await bookshop();
      const account = await connect(shop);
      await subscribe(shop);
      const { order, paymentUrl } = await cardOrder(shop);
      const session = fakeStripe.sessions.get(paymentUrl!.split('/').pop()!)!;
      expect(session.stripe_account).toBe(account);
      expect(session.application_fee_amount).toBe(Math.round((order.total * 100 * 4) / 100));
      expect(new URL(session.success_url).host).toBe(shop.host);

      await fetch(paymentUrl!, { method: 'POST', redirect: 'manual' });
      const [paid] = await app().services.db.select().from(orders).where(eq(orders.id, order.id));
      expect(paid!.status).toBe('pagato');
      expect(paid!.stripeAccountId).toBe(account);
      expect(paid!.applicationFeeCents).toBe(session.application_fee_amount);

      const stats = await app().request(`/api/tenants/${shop.id}/stats`, { headers: shop.headers });
      const { stats: figures } = (await stats.json()) as {
        stats: { ordersThisMonth: number; platformFeeThisMonthCents: number; takingsThisMonthCents: number };
      };
      expect(figures.ordersThisMonth).toBe(1);
      expect(figures.platformFeeThisMonthCents).toBe(session.application_fee_amount);
      expect(figures.takingsThisMonthCents).toBe(Math.round(order.total * 100));

      // The operator cancels it: the refund is made on the bookshop's account, the fee given back.
      const admin = await loginAdmin(app());
      const cancel = await app().request(`/api/admin/orders/${order.id}/status`, {
        method: 'POST',
        host: shop.host,
        headers: admin.headers,
        json: { status: 'annullato', note: 'Richiesta della famiglia' },
      });
      expect(cancel.status).toBe(200);
      await runDuePaymentJobs(app().services.db, app().services.payments.stripe, app().services.logger);
      const refund = fakeStripe.refunds.find((r) => r.payment_intent === session.payment_intent);
      expect(refund?.stripe_account).toBe(account);
      expect(refund?.refund_application_fee).toBe(true);
    });

    it('a shop without a connected account offers no card payment (never the platform’s account)', async () => {
      const shop = await bookshop();
      const admin = await loginAdmin(app());
      await app().request(`/api/admin/tenants/${shop.id}/status`, {
        method: 'POST',
        headers: admin.headers,
        json: { status: 'attivo', reason: 'Apertura di prova' },
      });
      const res = await postCardCheckout(shop);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: string }).error).toMatch(/pagamento/i);
      expect(await app().services.db.select().from(orders).where(eq(orders.tenantId, shop.id))).toHaveLength(0);
    });

    it('an event of shop A’s account never touches shop B’s order', async () => {
      const a = await bookshop();
      const b = await bookshop();
      const accountA = await connect(a);
      await connect(b);
      await subscribe(a);
      await subscribe(b);
      const { order, paymentUrl } = await cardOrder(b);
      const session = fakeStripe.complete(paymentUrl!.split('/').pop()!);
      // A signed event from A's account naming B's order (metadata and session copied).
      const forged = await fakeStripe.sendEvent('checkout.session.completed', session, { account: accountA });
      expect(forged.status).toBe(200);
      const [untouched] = await app().services.db.select().from(orders).where(eq(orders.id, order.id));
      expect(untouched!.status).toBe('in_attesa_pagamento');
      // The platform's own account cannot move it either.
      await fakeStripe.sendEvent('checkout.session.completed', session);
      const [still] = await app().services.db.select().from(orders).where(eq(orders.id, order.id));
      expect(still!.status).toBe('in_attesa_pagamento');
    });
  });
});
