import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { billingPortalBody, connectBody, createSubscriptionBody } from '#common/tenants/payments.ts';
import { requireTenantOwner } from '../accounts/guards.ts';
import { isTenantOwner } from '../accounts/memberships.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { logRequestSecurityEvent } from '../security/log.ts';
import { AppError, forbidden, notFound, unauthorized } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { billingPortalUrl, startSubscription } from './billing.ts';
import { connectStateOf, linkConnectAccount, startConnectOnboarding } from './connect.ts';
import { platformPayments } from './go-live.ts';
import { toPublicTenant } from './resolve.ts';
import { type Tenant, tenants } from './schema.ts';
import { shopStats } from './stats.ts';
import { tenantParam } from './status.ts';

// API.md "Bookshops": Stripe Connect onboarding, the platform subscription and a shop's
// figures (owner of that shop or the operator; decision 0036).

async function shopById(c: Context<AppEnv>, id: string): Promise<Tenant> {
  const [shop] = await c.var.services.db.select().from(tenants).where(eq(tenants.id, id));
  if (!shop) throw notFound('Negozio non trovato');
  return shop;
}

/** The owner of that shop or the operator, for calls that name the shop in their body. */
async function requireOwnerOf(c: Context<AppEnv>, tenantId: string): Promise<void> {
  const session = c.var.session;
  if (!session) throw unauthorized('Accesso richiesto');
  if (session.kind === 'admin') return;
  if (!(await isTenantOwner(c.var.services.db, session.user.id, tenantId))) {
    throw forbidden('Operazione riservata al titolare della libreria');
  }
}

function stripeOf(c: Context<AppEnv>, what: 'cards' | 'billing') {
  const stripe = c.var.services.payments.stripe;
  const offered = platformPayments(c.var.services.config);
  if (!stripe || !offered[what]) {
    throw new AppError(
      'RULE_BROKEN',
      what === 'cards'
        ? 'Pagamenti con carta non configurati sulla piattaforma'
        : 'Abbonamenti non configurati sulla piattaforma',
      { status: 422 },
    );
  }
  return stripe;
}

const tenantView = (tenant: Tenant) => ({ ...toPublicTenant(tenant), status: tenant.status });

export function shopPaymentsApi() {
  const app = new Hono<AppEnv>();

  app.post('/tenants/:id/stripe/connect', requireTenantOwner('id'), async (c) => {
    const { id } = parseInput(tenantParam, { id: c.req.param('id') });
    const body = parseInput(connectBody, await readJson(c));
    const stripe = stripeOf(c, 'cards');
    const { services } = c.var;
    const shop = await shopById(c, id);
    if (body.stripeAccountId) {
      // Linking an account that already exists decides where a shop's money goes: the operator's call.
      if (c.var.session?.kind !== 'admin')
        throw forbidden('Solo il gestore della piattaforma collega un conto esistente');
      const linked = await linkConnectAccount(services.db, stripe, services.config, shop, body.stripeAccountId);
      await services.caches.publish('tenants');
      await logRequestSecurityEvent(c, {
        level: 'info',
        category: 'ADMIN',
        message: 'Conto Stripe collegato al negozio',
        data: { tenantId: id, account: body.stripeAccountId },
      });
      services.mailOutbox.kick();
      return c.json({ tenant: tenantView(linked), connect: connectStateOf(linked) });
    }
    const started = await startConnectOnboarding(services.db, stripe, services.config, shop);
    await services.caches.publish('tenants');
    return c.json({
      tenant: tenantView(started.tenant),
      connect: connectStateOf(started.tenant),
      onboardingUrl: started.onboardingUrl,
    });
  });

  app.post('/stripe/create-subscription', async (c) => {
    const body = parseInput(createSubscriptionBody, await readJson(c));
    await requireOwnerOf(c, body.tenantId);
    const stripe = stripeOf(c, 'billing');
    const { services } = c.var;
    const shop = await shopById(c, body.tenantId);
    const started = await startSubscription(services.db, stripe, services.config, shop, body);
    return c.json(started);
  });

  app.post('/stripe/billing-portal', async (c) => {
    const body = parseInput(billingPortalBody, await readJson(c));
    await requireOwnerOf(c, body.tenantId);
    const stripe = stripeOf(c, 'billing');
    const shop = await shopById(c, body.tenantId);
    return c.json({ url: await billingPortalUrl(stripe, c.var.services.config, shop) });
  });

  app.get('/tenants/:id/stats', requireTenantOwner('id'), async (c) => {
    const { id } = parseInput(tenantParam, { id: c.req.param('id') });
    const shop = await shopById(c, id);
    return c.json({ stats: await shopStats(c.var.services.db, shop) });
  });

  return app;
}
