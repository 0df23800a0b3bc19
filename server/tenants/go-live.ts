import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { Tx } from '../db/transaction.ts';
import { shopBaseUrl } from './base-url.ts';
import { mailShopOwners } from './owner-mail.ts';
import { onboardingChecklist, type PlatformPayments, SUBSCRIPTION_ACTIVE } from './profile.ts';
import { type Tenant, tenants } from './schema.ts';

// A bookshop opens by itself (issue 14): once every required item of its checklist is done
// and its subscription is paid, with no operator in the loop. Called after every change
// that can complete it: the profile saved, Stripe enabling charges, a subscription paid.

export type PaymentsConfig = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_YEARLY'>;

/** What the platform offers bookshops with this configuration. */
export function platformPayments(config: PaymentsConfig): PlatformPayments {
  const cards = Boolean(config.STRIPE_SECRET_KEY);
  return { cards, billing: cards && Boolean(config.STRIPE_PRICE_MONTHLY || config.STRIPE_PRICE_YEARLY) };
}

/**
 * Opens the shop when it is being set up and ready; returns the shop when it opened.
 * Without Billing configured nothing opens by itself (the operator opens shops by hand).
 */
export async function openIfReady(
  tx: Tx,
  config: PaymentsConfig & Pick<Config, 'PUBLIC_URL' | 'PORT' | 'SITE_SUFFIX'>,
  tenantId: string,
): Promise<Tenant | null> {
  const platform = platformPayments(config);
  if (!platform.billing) return null;
  const [shop] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
  if (!shop || shop.isDefault || shop.status !== 'in_attivazione') return null;
  if (!SUBSCRIPTION_ACTIVE.has(shop.subscriptionStatus)) return null;
  const checklist = await onboardingChecklist(tx, shop, platform);
  if (checklist.some((item) => item.required && !item.done)) return null;
  const [opened] = await tx
    .update(tenants)
    .set({ status: 'attivo', suspendedBy: null, updatedAt: new Date() })
    .where(eq(tenants.id, shop.id))
    .returning();
  const address = shopBaseUrl(opened!, config);
  await mailShopOwners(tx, opened!, {
    key: `shop:${shop.id}:aperto`,
    subject: `${shop.name} è online`,
    paragraphs: [
      `il tuo negozio ${shop.name} è aperto alle famiglie su ${address}.`,
      'Le famiglie possono trovare la loro scuola, comprare la lista dei libri e pagare con carta, al ritiro o con bonifico.',
    ],
    action: { label: 'Vai al negozio', url: address },
  });
  return opened!;
}

/** The same in its own transaction, after a change committed elsewhere (the profile saved). */
export function openIfReadyNow(
  db: Db,
  config: PaymentsConfig & Pick<Config, 'PUBLIC_URL' | 'PORT' | 'SITE_SUFFIX'>,
  tenantId: string,
): Promise<Tenant | null> {
  return db.transaction((tx) => openIfReady(tx, config, tenantId));
}
