import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { LINE_STATUSES, ORDER_STATUSES } from '#common/orders/status.ts';
import { type CheckoutInput, checkoutInput } from '#common/orders/validation.ts';
import { requireCustomer } from '../accounts/guards.ts';
import { linkOrigin } from '../accounts/links.ts';
import type { AppEnv, AppServices } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { dispatchStripeEvent, verifyStripeEvent } from '../payments/stripe-dispatch.ts';
import { rateLimit } from '../ratelimit/limits.ts';
import { logRequestSecurityEvent } from '../security/log.ts';
import { AppError, forbidden, notFound, unauthorized } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { shopBaseUrl } from '../tenants/base-url.ts';
import type { Tenant } from '../tenants/schema.ts';
import { cancelByCustomer } from './cancel.ts';
import { cartView, loadAccountCart, saveAccountCart } from './cart.ts';
import { clientCartLine, MAX_CART_LINES, toStoredLine } from './cart-pricing.ts';
import { placeOrder } from './checkout.ts';
import { guestCheckoutExtras, guestOrderPath, limitGuestOrders, newGuestToken } from './guest.ts';
import { cardPaymentUrl } from './payment-link.ts';
import { listPickupPoints } from './pickup.ts';
import { findCustomerOrder, findCustomerOrderRow, listCustomerOrders, loadOrderView } from './queries.ts';

export const orderStatusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Stato dell’ordine sconosciuto' }),
  note: z.string().trim().max(500).optional(),
});
export const lineStatusBody = z.object({ status: z.enum(LINE_STATUSES, { error: 'Stato del libro sconosciuto' }) });

export const cartBody = z.object({
  items: z.array(clientCartLine).max(MAX_CART_LINES, `Al massimo ${MAX_CART_LINES} righe nel carrello`),
  shippingMethod: z.enum(['standard', 'pickup'], { error: 'Metodo di consegna non valido' }).default('standard'),
});

function customerOf(c: Context<AppEnv>) {
  const session = c.var.session;
  if (session?.kind !== 'customer') throw forbidden();
  return session.user;
}

function origin(c: Context<AppEnv>): string {
  return linkOrigin(c.var.services.config, c.var.tenant);
}

/** Where a shop lives, for links in messages sent without a request (webhooks). */
export function shopOrigin(services: AppServices, tenant: Tenant): string {
  return shopBaseUrl(tenant, services.config);
}

/** API.md "Cart, checkout and orders", the pickup points and Stripe's webhook. */
export function ordersApi() {
  const app = new Hono<AppEnv>();

  app.get('/cart', requireCustomer, async (c) => {
    const user = customerOf(c);
    const cart = await loadAccountCart(c.var.services.db, { tenantId: c.var.tenant.id, userId: user.id });
    return c.json(await cartView(c.var.services.db, c.var.tenant, cart.items, cart.shippingMethod));
  });

  app.put('/cart', requireCustomer, async (c) => {
    const user = customerOf(c);
    const body = parseInput(cartBody, await readJson(c));
    const saved = await saveAccountCart(c.var.services.db, {
      tenantId: c.var.tenant.id,
      userId: user.id,
      items: body.items.map(toStoredLine),
      shippingMethod: body.shippingMethod,
    });
    return c.json(await cartView(c.var.services.db, c.var.tenant, saved, body.shippingMethod));
  });

  // Visitors' carts live in the browser; this prices one without keeping it.
  app.post('/cart/quote', rateLimit('moderate', 'cart-quote'), async (c) => {
    const body = parseInput(cartBody, await readJson(c));
    return c.json(await cartView(c.var.services.db, c.var.tenant, body.items.map(toStoredLine), body.shippingMethod));
  });

  app.get('/pickup-points', async (c) => {
    return c.json({ pickupPoints: await listPickupPoints(c.var.services.db, c.var.tenant.id) });
  });

  // A customer orders their saved cart; anyone else orders as a guest (API.md "Guest
  // checkout"): the browser's lines and a contact, the order reached by a private link.
  app.post('/checkout', rateLimit('moderate', 'checkout'), async (c) => {
    const session = c.var.session;
    if (session && session.kind !== 'customer') throw forbidden('Operazione riservata ai clienti');
    const body = await readJson(c);
    const input = parseInput(checkoutInput, body);
    const { services, tenant } = c.var;
    const base = origin(c);
    const paymentAvailable = (method: CheckoutInput['paymentMethod']) =>
      services.payments.get(method)?.available(tenant) ?? false;
    if (session?.kind === 'customer') {
      const user = session.user;
      const {
        order,
        replayed,
        view: placed,
      } = await placeOrder({
        db: services.db,
        tenant,
        buyer: {
          kind: 'customer',
          customer: { id: user.id, email: user.email, displayName: user.displayName, phone: user.phone },
        },
        input,
        orderUrl: (id) => `${base}/orders/${id}`,
        paymentAvailable,
        transferDays: services.config.UNPAID_TRANSFER_DAYS,
      });
      const paymentUrl = await cardPaymentUrl(services, tenant, order, base);
      services.mailOutbox.kick();
      const view = placed && !paymentUrl ? placed : await loadOrderView(services.db, order);
      return c.json({ order: view, paymentUrl, replayed }, replayed ? 200 : 201);
    }
    // Without lines it was meant as a customer's order whose session has ended: sign in again.
    if (!body || typeof body !== 'object' || !('items' in body)) throw unauthorized('Accesso richiesto');
    const guest = parseInput(guestCheckoutExtras, body);
    await limitGuestOrders(services.db, guest.contatto.email, services.config.RATE_LIMITS_RELAXED);
    const { token, hash } = newGuestToken();
    const { order, replayed } = await placeOrder({
      db: services.db,
      tenant,
      buyer: {
        kind: 'guest',
        contact: guest.contatto,
        lines: guest.items.map(toStoredLine),
        tokenHash: hash,
      },
      input,
      orderUrl: (id) => `${base}${guestOrderPath(id, token)}`,
      paymentAvailable,
      transferDays: services.config.UNPAID_TRANSFER_DAYS,
    });
    services.mailOutbox.kick();
    // A repeated request (same key and e-mail) gets the order without its link: only the
    // hash of the first request's token is kept, and the link is in the e-mail.
    if (replayed) {
      return c.json(
        { order: await loadOrderView(services.db, order), orderUrl: null, paymentUrl: null, replayed },
        200,
      );
    }
    const paymentUrl = await cardPaymentUrl(services, tenant, order, base, token);
    return c.json(
      {
        order: await loadOrderView(services.db, order),
        orderUrl: `${base}${guestOrderPath(order.id, token)}`,
        paymentUrl,
        replayed,
      },
      201,
    );
  });

  app.get('/orders', requireCustomer, async (c) => {
    const user = customerOf(c);
    return c.json({
      orders: await listCustomerOrders(c.var.services.db, { tenantId: c.var.tenant.id, userId: user.id }),
    });
  });

  app.get('/orders/:id', requireCustomer, async (c) => {
    const user = customerOf(c);
    const order = await findCustomerOrder(c.var.services.db, {
      tenantId: c.var.tenant.id,
      userId: user.id,
      orderId: c.req.param('id'),
    });
    if (!order) throw notFound('Ordine non trovato');
    return c.json({ order });
  });

  // A card order still waiting (payment abandoned or session expired): pay it now.
  app.post('/orders/:id/pay', requireCustomer, async (c) => {
    const user = customerOf(c);
    const { services, tenant } = c.var;
    const order = await findCustomerOrderRow(services.db, {
      tenantId: tenant.id,
      userId: user.id,
      orderId: c.req.param('id'),
    });
    if (!order) throw notFound('Ordine non trovato');
    const paymentUrl = await cardPaymentUrl(services, tenant, order, origin(c));
    if (!paymentUrl) throw new AppError('RULE_BROKEN', 'Questo ordine non ha un pagamento con carta in attesa');
    return c.json({ paymentUrl });
  });

  app.post('/orders/:id/cancel', requireCustomer, async (c) => {
    const user = customerOf(c);
    const { services, tenant } = c.var;
    const id = c.req.param('id');
    const cancelled = await cancelByCustomer({
      db: services.db,
      tenant,
      userId: user.id,
      orderId: id,
      orderUrl: `${origin(c)}/orders/${id}`,
      stripe: services.payments.stripe,
    });
    services.mailOutbox.kick();
    services.paymentJobs.kick();
    return c.json({ order: await loadOrderView(services.db, cancelled) });
  });

  app.post('/payments/stripe/webhook', async (c) => {
    const { services } = c.var;
    const stripe = services.payments.stripe;
    const { STRIPE_WEBHOOK_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET } = services.config;
    if (!stripe || !STRIPE_WEBHOOK_SECRET) throw notFound('Pagamenti con carta non configurati');
    // The signature covers the exact bytes Stripe sent: read the raw body, never re-serialise.
    const raw = await c.req.text();
    const signature = c.req.header('stripe-signature') ?? '';
    // One endpoint for the platform's events and, with their own secret, its connected accounts'.
    const event = await verifyStripeEvent(stripe, raw, signature, [
      STRIPE_WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET,
    ]);
    if (!event) {
      await logRequestSecurityEvent(c, {
        level: 'warn',
        category: 'VALIDATION',
        message: 'Webhook Stripe con firma non valida',
        data: {},
      });
      throw new AppError('BAD_SIGNATURE', 'Firma del webhook non valida', { status: 400 });
    }
    const outcome = await dispatchStripeEvent(
      services,
      event,
      (shop, orderId) => `${shopOrigin(services, shop)}/orders/${orderId}`,
    );
    services.mailOutbox.kick();
    services.paymentJobs.kick();
    return c.json({ received: true, ...outcome });
  });

  return app;
}
