import { inArray } from 'drizzle-orm';
import { data, redirect } from 'react-router';
import { backOfficeShops, requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { loginPath } from '#server/accounts/guards.ts';
import { formErrorsOf, guardForm, securityEvent } from '#server/accounts/pages.ts';
import { mustEnrolSecondFactor } from '#server/accounts/second-factor/policy.ts';
import { requestContext } from '#server/http/router-context.ts';
import { parseInput } from '#server/shared/validation.ts';
import { shopBaseUrl } from '#server/tenants/base-url.ts';
import { subscriptionOf } from '#server/tenants/billing.ts';
import { tenants } from '#server/tenants/schema.ts';
import { monthFiguresByShop, monthlyPlatformFees } from '#server/tenants/stats.ts';
import { setShopStatus, shopStatusBody, tenantParam } from '#server/tenants/status.ts';
import type { Route } from './+types/shops';

/**
 * The shop switcher (issue 13): the shops a person runs, each with the address of its back
 * office. A bookshop's back office lives on the bookshop's own address, so the switch is a
 * link there (the sign-in cookie is per address: the other shop may ask to sign in again).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const { session, services } = vars;
  if (!session) throw redirect(loginPath(request, '/admin/login'));
  const shops = await backOfficeShops(services.db, session);
  const rows = shops.length
    ? await services.db
        .select()
        .from(tenants)
        .where(
          inArray(
            tenants.id,
            shops.map((s) => s.id),
          ),
        )
    : [];
  const byId = new Map(rows.map((t) => [t.id, t]));
  const operator = session.kind === 'admin';
  // The operator's view of the business: each bookshop's plan, Stripe and month, and the fee earned.
  const figures = operator ? await monthFiguresByShop(services.db) : new Map();
  // Owners and staff without a second factor are told before they pick a shop (decision 0028).
  const enrol =
    session.kind === 'customer' &&
    shops.length > 0 &&
    (await mustEnrolSecondFactor(services.db, services.config, session.user.id));
  return {
    enrol,
    operator,
    fees: operator ? await monthlyPlatformFees(services.db) : [],
    here: vars.tenant.id,
    shops: shops.map((s) => {
      const tenant = byId.get(s.id);
      return {
        id: s.id,
        name: s.name,
        role: s.role,
        status: s.status,
        isDefault: s.isDefault,
        admin: `${tenant ? shopBaseUrl(tenant, services.config) : ''}/admin`,
        business:
          operator && tenant && !tenant.isDefault
            ? {
                subscription: subscriptionOf(tenant),
                cards: tenant.stripeChargesEnabled
                  ? 'attivi'
                  : tenant.stripeAccountId
                    ? 'da completare'
                    : 'non collegati',
                suspendedBy: tenant.suspendedBy,
                ordersThisMonth: figures.get(tenant.id)?.orders ?? 0,
                feeThisMonthCents: figures.get(tenant.id)?.feeCents ?? 0,
              }
            : null,
      };
    }),
  };
}

export type ShopStatusAnswer = { done?: string; error?: string; fields?: Record<string, string>; shopId?: string };

/** The operator opens or suspends a bookshop (the owner gets the reason by e-mail). */
export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars, { roles: ['operator'] });
  const form = await request.formData();
  const shopId = String(form.get('shopId') ?? '');
  const refused = await guardForm(vars, form, { tier: 'moderate', action: 'shop-status' });
  if (refused) return data<ShopStatusAnswer>({ ...refused.errors, shopId }, { status: refused.status });
  try {
    const { id } = parseInput(tenantParam, { id: shopId });
    const body = parseInput(shopStatusBody, { status: form.get('status'), reason: form.get('reason') });
    const tenant = await setShopStatus(vars.services.db, vars.services.config, {
      ...body,
      tenantId: id,
      by: actor.ref,
    });
    await vars.services.caches.publish('tenants');
    vars.services.mailOutbox.kick();
    await securityEvent(vars, request, {
      level: 'warn',
      category: 'ADMIN',
      message: body.status === 'attivo' ? 'Libreria aperta' : 'Libreria sospesa',
      data: { tenantId: id, reason: body.reason, by: actor.ref },
    });
    return data<ShopStatusAnswer>({
      done: body.status === 'attivo' ? `${tenant.name} è aperto alle famiglie.` : `${tenant.name} è sospeso.`,
      shopId,
    });
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data<ShopStatusAnswer>({ ...errors, shopId }, { status });
  }
}
