import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { Tx } from '../db/transaction.ts';
import type { StripeHandle } from '../payments/stripe-client.ts';
import { AppError } from '../shared/errors.ts';
import { shopBaseUrl } from './base-url.ts';
import { openIfReady } from './go-live.ts';
import { mailShopOwners } from './owner-mail.ts';
import { SUBSCRIPTION_ACTIVE } from './profile.ts';
import { type SubscriptionPlan, type Tenant, tenants } from './schema.ts';

// The platform subscription (issue 14, point 4; decision 0036): Stripe Billing on the
// platform's own account. Checkout in subscription mode starts it; `customer.subscription.*`
// and the invoice events keep the shop's state. A failed renewal leaves the shop open for
// SUBSCRIPTION_GRACE_DAYS (the owner warned), then suspends it until paid; paying lifts a
// suspension that the subscription caused, never one the operator made.

export type BillingConfig = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'PORT'
  | 'SITE_SUFFIX'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PRICE_MONTHLY'
  | 'STRIPE_PRICE_YEARLY'
  | 'PLAN_MONTHLY_PRICE'
  | 'PLAN_YEARLY_PRICE'
  | 'SUBSCRIPTION_GRACE_DAYS'
>;

export type Plan = { plan: SubscriptionPlan; priceId: string; cents: number; label: string };

/** The plans bookshops can choose, from configuration (a plan without its Price id is not offered). */
export function plansOf(config: BillingConfig): Plan[] {
  const plans: Plan[] = [];
  if (config.STRIPE_PRICE_MONTHLY) {
    plans.push({
      plan: 'mensile',
      priceId: config.STRIPE_PRICE_MONTHLY,
      cents: config.PLAN_MONTHLY_PRICE,
      label: 'Mensile',
    });
  }
  if (config.STRIPE_PRICE_YEARLY) {
    plans.push({
      plan: 'annuale',
      priceId: config.STRIPE_PRICE_YEARLY,
      cents: config.PLAN_YEARLY_PRICE,
      label: 'Annuale',
    });
  }
  return plans;
}

export type SubscriptionView = {
  status: string;
  plan: SubscriptionPlan | null;
  periodEnd: string | null;
  graceUntil: string | null;
  active: boolean;
};

export const subscriptionOf = (tenant: Tenant): SubscriptionView => ({
  status: tenant.subscriptionStatus,
  plan: tenant.subscriptionPlan ?? null,
  periodEnd: tenant.subscriptionPeriodEnd?.toISOString() ?? null,
  graceUntil: tenant.graceUntil?.toISOString() ?? null,
  active: SUBSCRIPTION_ACTIVE.has(tenant.subscriptionStatus),
});

/** Opens Stripe Checkout in subscription mode for the shop; the webhook records the result. */
export async function startSubscription(
  db: Db,
  stripe: StripeHandle,
  config: BillingConfig,
  tenant: Tenant,
  input: { priceId: string; customerEmail: string },
): Promise<{ subscription: SubscriptionView; checkoutUrl: string }> {
  if (tenant.isDefault) {
    throw new AppError('RULE_BROKEN', 'Il negozio della piattaforma non ha un abbonamento', { status: 422 });
  }
  const plan = plansOf(config).find((p) => p.priceId === input.priceId);
  if (!plan) {
    throw new AppError('VALIDATION', 'Piano non valido', { fields: { priceId: 'Scegli uno dei piani offerti' } });
  }
  if (SUBSCRIPTION_ACTIVE.has(tenant.subscriptionStatus) || tenant.subscriptionStatus === 'past_due') {
    throw new AppError('CONFLICT', 'L’abbonamento esiste già: cambialo o rinnovalo dal portale clienti', {
      status: 409,
    });
  }
  let customer = tenant.stripeCustomerId;
  if (!customer) {
    const created = await (await stripe.load()).customers.create(
      { email: input.customerEmail, name: tenant.legalName || tenant.name, metadata: { tenantId: tenant.id } },
      { idempotencyKey: `billing-customer-${tenant.id}` },
    );
    customer = created.id;
    await db.update(tenants).set({ stripeCustomerId: customer }).where(eq(tenants.id, tenant.id));
  }
  const base = shopBaseUrl(tenant, config);
  const session = await (await stripe.load()).checkout.sessions.create({
    mode: 'subscription',
    locale: 'it',
    customer,
    line_items: [{ price: plan.priceId, quantity: 1 }],
    metadata: { tenantId: tenant.id, kind: 'abbonamento' },
    subscription_data: { metadata: { tenantId: tenant.id } },
    success_url: `${base}/admin/negozio/pagamenti?abbonamento=attivato`,
    cancel_url: `${base}/admin/negozio/pagamenti?abbonamento=annullato`,
  });
  if (!session.url) throw new AppError('INTERNAL', 'Stripe non ha restituito la pagina di pagamento', { status: 502 });
  return { subscription: subscriptionOf({ ...tenant, stripeCustomerId: customer }), checkoutUrl: session.url };
}

/** Stripe's customer portal for the shop: change the card, pay a failed renewal, cancel. */
export async function billingPortalUrl(stripe: StripeHandle, config: BillingConfig, tenant: Tenant): Promise<string> {
  if (!tenant.stripeCustomerId) {
    throw new AppError('RULE_BROKEN', 'Il negozio non ha ancora un abbonamento', { status: 422 });
  }
  const portal = await (await stripe.load()).billingPortal.sessions.create({
    customer: tenant.stripeCustomerId,
    return_url: `${shopBaseUrl(tenant, config)}/admin/negozio/pagamenti`,
  });
  return portal.url;
}

async function shopOfBilling(
  tx: Tx,
  ref: { tenantId?: string | null; subscriptionId?: string | null; customerId?: string | null },
): Promise<Tenant | null> {
  const where = ref.tenantId
    ? eq(tenants.id, ref.tenantId)
    : ref.subscriptionId
      ? eq(tenants.subscriptionId, ref.subscriptionId)
      : ref.customerId
        ? eq(tenants.stripeCustomerId, ref.customerId)
        : null;
  if (!where) return null;
  const [shop] = await tx.select().from(tenants).where(where).for('update');
  // A tenant id in metadata must still belong to this customer, if it has one already.
  if (shop && ref.tenantId && ref.customerId && shop.stripeCustomerId && shop.stripeCustomerId !== ref.customerId)
    return null;
  return shop ?? null;
}

/** The shop an invoice is for: its subscription's, or its customer's. */
function shopOfInvoice(tx: Tx, invoice: Stripe.Invoice): Promise<Tenant | null> {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return shopOfBilling(tx, {
    subscriptionId: subscription ? idOf(subscription) : null,
    customerId: idOf(invoice.customer),
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A subscription's new state (created, updated, deleted) onto its shop. */
export async function applySubscription(
  tx: Tx,
  config: BillingConfig,
  subscription: Stripe.Subscription,
): Promise<string> {
  const tenantId = subscription.metadata?.tenantId;
  const shop = await shopOfBilling(tx, {
    tenantId: tenantId && UUID.test(tenantId) ? tenantId : null,
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
  });
  if (!shop) return 'negozio sconosciuto';
  // A newer subscription replaced this one: its end changes nothing.
  if (shop.subscriptionId && shop.subscriptionId !== subscription.id && subscription.status === 'canceled') {
    return 'abbonamento sostituito';
  }
  const item = subscription.items?.data?.[0];
  const priceId = item?.price?.id;
  const plan = plansOf(config).find((p) => p.priceId === priceId)?.plan ?? shop.subscriptionPlan ?? null;
  const periodEnd = item?.current_period_end ? new Date(item.current_period_end * 1000) : null;
  const paid = SUBSCRIPTION_ACTIVE.has(subscription.status);
  const ended = ['canceled', 'unpaid', 'incomplete_expired'].includes(subscription.status);
  const [updated] = await tx
    .update(tenants)
    .set({
      subscriptionId: subscription.id,
      stripeCustomerId: idOf(subscription.customer) ?? shop.stripeCustomerId,
      subscriptionStatus: subscription.status,
      subscriptionPlan: plan,
      subscriptionPeriodEnd: periodEnd,
      ...(paid ? { graceUntil: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(tenants.id, shop.id))
    .returning();
  if (paid) return (await reopenAfterPayment(tx, config, updated!)) ?? `abbonamento ${subscription.status}`;
  if (ended) return suspendForBilling(tx, config, updated!, 'L’abbonamento a Cartella è terminato.');
  return `abbonamento ${subscription.status}`;
}

/** A renewal failed: the grace period starts (once) and the owner is told until when. */
export async function applyPaymentFailed(tx: Tx, config: BillingConfig, invoice: Stripe.Invoice): Promise<string> {
  const shop = await shopOfInvoice(tx, invoice);
  if (!shop) return 'negozio sconosciuto';
  const graceUntil = shop.graceUntil ?? new Date(Date.now() + config.SUBSCRIPTION_GRACE_DAYS * 86_400_000);
  await tx.update(tenants).set({ graceUntil, updatedAt: new Date() }).where(eq(tenants.id, shop.id));
  const day = graceUntil.toLocaleDateString('it-IT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  });
  await mailShopOwners(tx, shop, {
    key: `billing:${shop.id}:failed:${invoice.id}`,
    subject: `Rinnovo non riuscito: ${shop.name} resta aperto fino al ${day}`,
    paragraphs: [
      `il pagamento del rinnovo dell’abbonamento a Cartella per ${shop.name} non è riuscito.`,
      `Il negozio resta aperto fino al ${day}; se il pagamento non arriva entro quel giorno, il negozio verrà sospeso finché non sarà saldato.`,
      'Aggiorna la carta dal portale clienti: il pagamento viene ritentato subito.',
    ],
    action: { label: 'Aggiorna il pagamento', url: `${shopBaseUrl(shop, config)}/admin/negozio/pagamenti` },
  });
  return 'rinnovo non riuscito: periodo di tolleranza';
}

/** A renewal paid: the grace period ends and a suspension caused by billing is lifted. */
export async function applyInvoicePaid(tx: Tx, config: BillingConfig, invoice: Stripe.Invoice): Promise<string> {
  const shop = await shopOfInvoice(tx, invoice);
  if (!shop) return 'negozio sconosciuto';
  const [updated] = await tx
    .update(tenants)
    .set({ graceUntil: null, updatedAt: new Date() })
    .where(eq(tenants.id, shop.id))
    .returning();
  if (!SUBSCRIPTION_ACTIVE.has(updated!.subscriptionStatus)) return 'fattura pagata';
  return (await reopenAfterPayment(tx, config, updated!)) ?? 'fattura pagata';
}

async function reopenAfterPayment(tx: Tx, config: BillingConfig, shop: Tenant): Promise<string | null> {
  if (shop.status === 'sospeso' && shop.suspendedBy === 'abbonamento') {
    await tx
      .update(tenants)
      .set({ status: 'attivo', suspendedBy: null, graceUntil: null, updatedAt: new Date() })
      .where(eq(tenants.id, shop.id));
    const address = shopBaseUrl(shop, config);
    await mailShopOwners(tx, shop, {
      key: `billing:${shop.id}:riaperto:${Date.now()}`,
      subject: `${shop.name} è di nuovo online`,
      paragraphs: [`grazie: l’abbonamento è saldato e ${shop.name} è di nuovo aperto alle famiglie su ${address}.`],
      action: { label: 'Vai al negozio', url: address },
    });
    return 'riaperto';
  }
  const opened = await openIfReady(tx, config, shop.id);
  return opened ? 'aperto' : null;
}

async function suspendForBilling(tx: Tx, config: BillingConfig, shop: Tenant, why: string): Promise<string> {
  if (shop.status !== 'attivo') return 'già chiuso';
  await tx
    .update(tenants)
    .set({ status: 'sospeso', suspendedBy: 'abbonamento', updatedAt: new Date() })
    .where(eq(tenants.id, shop.id));
  await mailShopOwners(tx, shop, {
    key: `billing:${shop.id}:sospeso:${Date.now()}`,
    subject: `${shop.name} è sospeso`,
    paragraphs: [
      `${why} ${shop.name} è sospeso: le famiglie vedono «Negozio temporaneamente non disponibile».`,
      'Il pannello resta raggiungibile: quando l’abbonamento è saldato il negozio riapre da solo.',
    ],
    action: { label: 'Rinnova l’abbonamento', url: `${shopBaseUrl(shop, config)}/admin/negozio/pagamenti` },
  });
  return 'sospeso';
}

/** The periodic job: shops whose grace period ran out without payment are suspended. */
export async function suspendLapsedShops(db: Db, config: BillingConfig, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(isNotNull(tenants.graceUntil), lt(tenants.graceUntil, now), eq(tenants.status, 'attivo')));
  let suspended = 0;
  for (const { id } of due) {
    const outcome = await db.transaction(async (tx) => {
      const [shop] = await tx.select().from(tenants).where(eq(tenants.id, id)).for('update');
      if (!shop?.graceUntil || shop.graceUntil >= now || SUBSCRIPTION_ACTIVE.has(shop.subscriptionStatus)) return null;
      return suspendForBilling(tx, config, shop, 'Il rinnovo dell’abbonamento a Cartella non è stato pagato in tempo.');
    });
    if (outcome === 'sospeso') suspended++;
  }
  return suspended;
}
