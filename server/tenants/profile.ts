import { asc, eq } from 'drizzle-orm';
import type { ShopProfileInput } from '#common/tenants/profile.ts';
import type { Db } from '../db/connection.ts';
import { listPickupPoints } from '../orders/pickup.ts';
import { pickupPoints } from '../orders/schema.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { type Tenant, tenants } from './schema.ts';

// A bookshop's identity, contacts, IBAN and shipping prices (issue 14, onboarding), and the
// checklist of what it still needs before opening.

const euroCents = (euros: number) => Math.round(euros * 100);

export async function updateShopProfile(db: Db, tenantId: string, input: ShopProfileInput): Promise<Tenant> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
    if (!current) throw notFound('Negozio non trovato');
    // The platform's own shop is refreshed from SHOP_* at every start (default-tenant.ts).
    if (current.isDefault) {
      throw new AppError(
        'RULE_BROKEN',
        'I dati del negozio della piattaforma vengono dalla configurazione (variabili SHOP_*)',
        { status: 422 },
      );
    }
    const [updated] = await tx
      .update(tenants)
      .set({
        name: input.name,
        legalName: input.legalName,
        vatNumber: input.vatNumber,
        rea: input.rea,
        ...(input.brandColor !== undefined ? { brandColor: input.brandColor } : {}),
        address: input.address,
        city: input.city,
        email: input.email,
        phone: input.phone,
        iban: input.iban,
        settings: {
          ...current.settings,
          standardShippingCost: euroCents(input.standardShippingCost),
          freeShippingThreshold: euroCents(input.freeShippingThreshold),
        },
        updatedAt: new Date(),
      })
      .where(eq(tenants.id, tenantId))
      .returning();
    // The shop's own counter is its first pickup point: kept in step with its address and hours.
    const counter = { name: input.name, address: input.address, city: input.city, openingHours: input.openingHours };
    const [first] = await tx
      .select({ id: pickupPoints.id })
      .from(pickupPoints)
      .where(eq(pickupPoints.tenantId, tenantId))
      .orderBy(asc(pickupPoints.id))
      .limit(1);
    if (first) await tx.update(pickupPoints).set(counter).where(eq(pickupPoints.id, first.id));
    else await tx.insert(pickupPoints).values({ tenantId, ...counter });
    return updated!;
  });
}

/** The shop's colour from the palette (null: the platform's); not for the platform's own shop. */
export async function setBrandColor(db: Db, tenant: Tenant, brandColor: string | null): Promise<void> {
  if (tenant.isDefault) {
    throw new AppError('RULE_BROKEN', 'Il negozio della piattaforma usa i colori di Cartella', { status: 422 });
  }
  await db.update(tenants).set({ brandColor, updatedAt: new Date() }).where(eq(tenants.id, tenant.id));
}

export type ChecklistItem = {
  key: string;
  label: string;
  done: boolean;
  hint: string;
  link: string | null;
  /** The shop opens by itself only when every required item is done (go-live.ts). */
  required: boolean;
  /** Nice to have, never needed to open (logo, colours): shown as "facoltativo". */
  optional?: true;
};

/** What the platform offers, which decides what a bookshop must set up to open. */
export type PlatformPayments = { cards: boolean; billing: boolean };

/** What the shop has and what it still misses, in the order an owner goes through it. */
export async function onboardingChecklist(
  db: Pick<Db, 'select'>,
  tenant: Tenant,
  platform: PlatformPayments = { cards: false, billing: false },
): Promise<ChecklistItem[]> {
  const pickupPoints = await listPickupPoints(db, tenant.id);
  const items: Omit<ChecklistItem, 'required'>[] = [
    {
      key: 'identita',
      label: 'Dati legali',
      done: Boolean(tenant.legalName && tenant.vatNumber && tenant.address && tenant.city),
      hint: 'Ragione sociale, partita IVA e sede: compaiono nel piè di pagina, nelle condizioni di vendita e nelle ricevute.',
      link: '#dati',
    },
    {
      key: 'contatti',
      label: 'Contatti',
      done: Boolean(tenant.email && tenant.phone),
      hint: 'E-mail e telefono per le famiglie.',
      link: '#dati',
    },
    {
      key: 'pagamenti',
      label: 'Pagamenti',
      done: Boolean(tenant.iban),
      hint: 'L’IBAN per i bonifici delle famiglie; il pagamento al ritiro funziona sempre.',
      link: '#dati',
    },
    {
      key: 'ritiro',
      label: 'Punto di ritiro',
      done: pickupPoints.length > 0,
      hint: 'Il negozio stesso, all’indirizzo della sede, con gli orari di apertura.',
      link: '#dati',
    },
    {
      key: 'sconto',
      label: 'Sconto sui libri di testo',
      done: true,
      hint: 'Facoltativo, fino al 15%.',
      link: '/admin/prezzi',
    },
    {
      key: 'logo',
      label: 'Logo',
      done: Boolean(tenant.logoUrl),
      hint: 'Compare nell’intestazione del negozio al posto del nome.',
      link: '#logo',
      optional: true,
    },
    {
      key: 'colori',
      label: 'Colore del negozio',
      done: Boolean(tenant.brandColor),
      hint: tenant.brandColor
        ? 'Pulsanti, link e piè di pagina usano il colore scelto.'
        : 'Senza una scelta il negozio usa i colori di Cartella.',
      link: '#colori',
      optional: true,
    },
    {
      key: 'dominio',
      label: 'Indirizzo',
      done: true,
      hint: tenant.customDomain
        ? `Il negozio risponde su ${tenant.slug} e, verificato, su ${tenant.customDomain}.`
        : 'Il negozio ha già il suo indirizzo; il dominio proprio è facoltativo.',
      link: '/admin/domain',
    },
  ];
  // Bank transfers are optional where cards are offered: pay-at-pickup always works.
  const required = new Set(['identita', 'contatti', 'ritiro', ...(platform.cards ? [] : ['pagamenti'])]);
  const extra: ChecklistItem[] = [];
  if (platform.cards) {
    extra.push({
      key: 'carta',
      label: 'Pagamenti con carta',
      done: tenant.stripeChargesEnabled,
      hint: 'Collega il conto Stripe del negozio: i pagamenti con carta arrivano lì, meno la commissione della piattaforma.',
      link: '/admin/negozio/pagamenti',
      required: true,
    });
  }
  if (platform.billing) {
    extra.push({
      key: 'abbonamento',
      label: 'Abbonamento a Cartella',
      done: SUBSCRIPTION_ACTIVE.has(tenant.subscriptionStatus),
      hint: 'Mensile o annuale: con l’abbonamento attivo e la lista completa il negozio apre da solo.',
      link: '/admin/negozio/pagamenti',
      required: true,
    });
  }
  return [
    ...items.map((item) => ({
      ...item,
      required: required.has(item.key),
      // Where cards are offered the IBAN is a choice: shown as such, not as something missing.
      ...(item.key === 'pagamenti' && platform.cards ? { optional: true as const } : {}),
    })),
    ...extra,
  ];
}

/** Stripe's subscription states in which the shop is paid up. */
export const SUBSCRIPTION_ACTIVE = new Set(['active', 'trialing']);
