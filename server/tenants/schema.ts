import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export type TenantStatus = 'attivo' | 'in_attivazione' | 'sospeso';

/** Who suspended a shop: the operator by hand, or its unpaid subscription (lifted when paid). */
export type SuspendedBy = 'operatore' | 'abbonamento';

/** The platform subscription's plan (prices from configuration). */
export type SubscriptionPlan = 'mensile' | 'annuale';

export type TenantSettings = {
  /** Cents. Subtotal from which standard shipping is free. */
  freeShippingThreshold: number;
  /** Cents. */
  standardShippingCost: number;
};

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Sub-domain label under SITE_SUFFIX (e.g. "libreria-rossi"). */
    slug: text('slug').notNull(),
    /** The bookshop's own domain, when it has one (e.g. "www.libreriarossi.it"); used once verified. */
    customDomain: text('custom_domain'),
    /** The value the domain's `_cartella` TXT record must hold (decision 0030). */
    domainToken: text('domain_token'),
    /** Set once the TXT record was found: only then does the domain serve the shop. */
    domainVerifiedAt: timestamp('domain_verified_at', { withTimezone: true }),
    isDefault: boolean('is_default').notNull().default(false),
    status: text('status').$type<TenantStatus>().notNull().default('in_attivazione'),
    name: text('name').notNull(),
    legalName: text('legal_name').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    iban: text('iban').notNull().default(''),
    /** Registro delle imprese (e.g. "MI-1234567"), where the business has one. */
    rea: text('rea').notNull().default(''),
    logoUrl: text('logo_url'),
    /** One of the accessible palette's keys (common/tenants/palette.ts); null = the platform's. */
    brandColor: text('brand_color'),
    /** The bookshop's Stripe connected account (decision 0036): card payments go there. */
    stripeAccountId: text('stripe_account_id'),
    /** Stripe's `charges_enabled` of that account, kept by `account.updated`. */
    stripeChargesEnabled: boolean('stripe_charges_enabled').notNull().default(false),
    stripeDetailsSubmitted: boolean('stripe_details_submitted').notNull().default(false),
    /** The platform subscription (Stripe Billing on the platform's account). */
    stripeCustomerId: text('stripe_customer_id'),
    subscriptionId: text('subscription_id'),
    /** Stripe's subscription status ('active', 'past_due', 'canceled'...), or 'none'. */
    subscriptionStatus: text('subscription_status').notNull().default('none'),
    subscriptionPlan: text('subscription_plan').$type<SubscriptionPlan>(),
    subscriptionPeriodEnd: timestamp('subscription_period_end', { withTimezone: true }),
    /** Set by a failed renewal: the shop stays open until then, and is suspended after. */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    suspendedBy: text('suspended_by').$type<SuspendedBy>(),
    settings: jsonb('settings').$type<TenantSettings>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenants_slug_key').on(t.slug),
    uniqueIndex('tenants_custom_domain_key').on(t.customDomain),
    uniqueIndex('tenants_stripe_account_key').on(t.stripeAccountId),
    uniqueIndex('tenants_subscription_key').on(t.subscriptionId),
    uniqueIndex('tenants_stripe_customer_key').on(t.stripeCustomerId),
    // At most one default tenant (the platform's own shop).
    uniqueIndex('tenants_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

export type Tenant = typeof tenants.$inferSelect;
