import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export type TenantStatus = 'attivo' | 'in_attivazione' | 'sospeso';

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
    logoUrl: text('logo_url'),
    settings: jsonb('settings').$type<TenantSettings>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenants_slug_key').on(t.slug),
    uniqueIndex('tenants_custom_domain_key').on(t.customDomain),
    // At most one default tenant (the platform's own shop).
    uniqueIndex('tenants_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

export type Tenant = typeof tenants.$inferSelect;
