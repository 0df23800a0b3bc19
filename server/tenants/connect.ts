import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { StripeHandle } from '../payments/stripe-client.ts';
import { AppError } from '../shared/errors.ts';
import { shopBaseUrl } from './base-url.ts';
import { openIfReady } from './go-live.ts';
import { type Tenant, tenants } from './schema.ts';

// Stripe Connect for bookshops (decision 0036): each bookshop gets an Express connected
// account, completes Stripe's own onboarding through an Account Link, and its card payments
// become direct charges on that account. `account.updated` (or the return page) tells us
// when Stripe enables charges.

type ConnectConfig = Pick<
  Config,
  'PUBLIC_URL' | 'PORT' | 'SITE_SUFFIX' | 'STRIPE_SECRET_KEY' | 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_YEARLY'
>;

export type ConnectState = {
  accountId: string | null;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
};

export const connectStateOf = (tenant: Tenant): ConnectState => ({
  accountId: tenant.stripeAccountId,
  chargesEnabled: tenant.stripeChargesEnabled,
  detailsSubmitted: tenant.stripeDetailsSubmitted,
});

function refuseDefault(tenant: Tenant) {
  if (tenant.isDefault) {
    throw new AppError('RULE_BROKEN', 'Il negozio della piattaforma incassa sul conto Stripe della piattaforma', {
      status: 422,
    });
  }
}

/** Creates the connected account when missing and returns Stripe's onboarding link for it. */
export async function startConnectOnboarding(
  db: Db,
  stripe: StripeHandle,
  config: ConnectConfig,
  tenant: Tenant,
): Promise<{ tenant: Tenant; onboardingUrl: string }> {
  refuseDefault(tenant);
  const base = shopBaseUrl(tenant, config);
  let current = tenant;
  if (!current.stripeAccountId) {
    const account = await (await stripe.load()).accounts.create(
      {
        type: 'express',
        country: 'IT',
        email: tenant.email || undefined,
        business_profile: { name: tenant.legalName || tenant.name, url: base },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { tenantId: tenant.id },
      },
      // One account per shop, even when the owner presses the button twice.
      { idempotencyKey: `connect-account-${tenant.id}` },
    );
    current = await saveAccount(db, tenant.id, account);
  }
  const link = await (await stripe.load()).accountLinks.create({
    account: current.stripeAccountId!,
    type: 'account_onboarding',
    refresh_url: `${base}/admin/negozio/pagamenti?stripe=riprova`,
    return_url: `${base}/admin/negozio/pagamenti?stripe=ritorno`,
  });
  return { tenant: current, onboardingUrl: link.url };
}

/** The operator links an account that already exists (a bookshop already on Stripe Connect). */
export async function linkConnectAccount(
  db: Db,
  stripe: StripeHandle,
  config: ConnectConfig,
  tenant: Tenant,
  accountId: string,
): Promise<Tenant> {
  refuseDefault(tenant);
  let account: Stripe.Account;
  try {
    account = await (await stripe.load()).accounts.retrieve(accountId);
  } catch (error) {
    if (
      (error as { statusCode?: number }).statusCode === 404 ||
      (error as { statusCode?: number }).statusCode === 403
    ) {
      throw new AppError('VALIDATION', 'Conto Stripe inesistente o non collegato alla piattaforma', {
        status: 422,
        fields: { stripeAccountId: 'Conto Stripe inesistente o non collegato alla piattaforma' },
      });
    }
    throw error;
  }
  await saveAccount(db, tenant.id, account);
  return applyAccountState(db, config, account).then((t) => t ?? tenant);
}

async function saveAccount(db: Db, tenantId: string, account: Stripe.Account): Promise<Tenant> {
  const [other] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.stripeAccountId, account.id));
  if (other && other.id !== tenantId) {
    throw new AppError('CONFLICT', 'Questo conto Stripe è già collegato a un altro negozio', { status: 409 });
  }
  const [saved] = await db
    .update(tenants)
    .set({
      stripeAccountId: account.id,
      stripeChargesEnabled: account.charges_enabled ?? false,
      stripeDetailsSubmitted: account.details_submitted ?? false,
      updatedAt: new Date(),
    })
    .where(eq(tenants.id, tenantId))
    .returning();
  return saved!;
}

/** Stripe's view of an account (an `account.updated` event or a fresh read) onto its shop. */
export async function applyAccountState(
  db: Db,
  config: ConnectConfig,
  account: Stripe.Account,
): Promise<Tenant | null> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(tenants)
      .set({
        stripeChargesEnabled: account.charges_enabled ?? false,
        stripeDetailsSubmitted: account.details_submitted ?? false,
        updatedAt: new Date(),
      })
      .where(eq(tenants.stripeAccountId, account.id))
      .returning();
    if (!updated) return null;
    return (await openIfReady(tx, config, updated.id)) ?? updated;
  });
}

/** The owner is back from Stripe's onboarding: read the account now rather than wait for the event. */
export async function refreshConnectAccount(
  db: Db,
  stripe: StripeHandle,
  config: ConnectConfig,
  tenant: Tenant,
): Promise<Tenant> {
  if (!tenant.stripeAccountId) return tenant;
  const account = await (await stripe.load()).accounts.retrieve(tenant.stripeAccountId);
  return (await applyAccountState(db, config, account)) ?? tenant;
}
