import { eq } from 'drizzle-orm';
import { data, redirect } from 'react-router';
import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { formErrorsOf, guardForm, securityEvent } from '#server/accounts/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import { AppError } from '#server/shared/errors.ts';
import { billingPortalUrl, plansOf, startSubscription, subscriptionOf } from '#server/tenants/billing.ts';
import { connectStateOf, refreshConnectAccount, startConnectOnboarding } from '#server/tenants/connect.ts';
import { platformPayments } from '#server/tenants/go-live.ts';
import { type Tenant, tenants } from '#server/tenants/schema.ts';
import type { Route } from './+types/payments';

// "Pagamenti e abbonamento" (issue 14, decision 0036): the bookshop connects its own Stripe
// account for card payments and subscribes to the platform. Every button leads to a page
// of Stripe and back here; the state shown is read from the database the webhooks keep.

const OWNERS = { roles: ['operator', 'owner'] as const };

async function freshShop(vars: { services: { db: import('#server/db/connection.ts').Db } }, id: string) {
  const [shop] = await vars.services.db.select().from(tenants).where(eq(tenants.id, id));
  return shop!;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars, OWNERS);
  const { services } = vars;
  let shop: Tenant = await freshShop(vars, actor.tenant.id);
  const url = new URL(request.url);
  const stripe = services.payments.stripe;
  const offered = platformPayments(services.config);
  // Back from Stripe's onboarding: read the account now instead of waiting for its event.
  if (url.searchParams.get('stripe') === 'ritorno' && stripe && shop.stripeAccountId && !shop.stripeChargesEnabled) {
    shop = await refreshConnectAccount(services.db, stripe, services.config, shop);
    await services.caches.publish('tenants');
  }
  return {
    isDefault: shop.isDefault,
    status: shop.status,
    suspendedBy: shop.suspendedBy,
    offered,
    feePercent: services.config.PLATFORM_FEE_PERCENT,
    connect: connectStateOf(shop),
    subscription: subscriptionOf(shop),
    plans: plansOf(services.config).map(({ plan, priceId, cents, label }) => ({ plan, priceId, cents, label })),
    returned: {
      stripe: url.searchParams.get('stripe'),
      abbonamento: url.searchParams.get('abbonamento'),
    },
  };
}

export type PaymentsAnswer = { error?: string; fields?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars, OWNERS);
  const form = await request.formData();
  const refused = await guardForm(vars, form, { tier: 'moderate', action: 'shop-payments' });
  if (refused) return data<PaymentsAnswer>(refused.errors, { status: refused.status });
  const { services } = vars;
  const stripe = services.payments.stripe;
  const shop = await freshShop(vars, actor.tenant.id);
  try {
    if (!stripe) throw new AppError('RULE_BROKEN', 'Stripe non è configurato sulla piattaforma', { status: 422 });
    const intent = form.get('intent');
    if (intent === 'connect') {
      const started = await startConnectOnboarding(services.db, stripe, services.config, shop);
      await securityEvent(vars, request, {
        level: 'info',
        category: 'ADMIN',
        message: 'Attivazione dei pagamenti con carta avviata',
        data: { by: actor.ref, account: started.tenant.stripeAccountId },
      });
      return redirect(started.onboardingUrl);
    }
    if (intent === 'subscribe') {
      const email = vars.session?.kind === 'customer' ? vars.session.user.email : shop.email;
      const started = await startSubscription(services.db, stripe, services.config, shop, {
        priceId: String(form.get('priceId') ?? ''),
        customerEmail: shop.email || email,
      });
      return redirect(started.checkoutUrl);
    }
    if (intent === 'portal') return redirect(await billingPortalUrl(stripe, services.config, shop));
    throw new AppError('VALIDATION', 'Azione sconosciuta');
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data<PaymentsAnswer>(errors, { status });
  }
}
