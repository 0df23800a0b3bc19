import { eq } from 'drizzle-orm';
import { data } from 'react-router';
import { shopProfileInput } from '#common/tenants/profile.ts';
import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { formErrorsOf, guardForm, securityEvent } from '#server/accounts/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import { listPickupPoints } from '#server/orders/pickup.ts';
import { parseInput } from '#server/shared/validation.ts';
import { openIfReadyNow, platformPayments } from '#server/tenants/go-live.ts';
import { onboardingChecklist, updateShopProfile } from '#server/tenants/profile.ts';
import { tenants } from '#server/tenants/schema.ts';
import type { Route } from './+types/shop';
import { BRANDING_INTENTS, type BrandingIntent, brandingAction } from './branding.server.ts';

// "Il tuo negozio" (issue 14): the bookshop's identity, contacts, IBAN and shipping prices,
// with the checklist of what it still needs to open.

const OWNERS = { roles: ['operator', 'owner'] as const };

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars, OWNERS);
  const { db } = vars.services;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, actor.tenant.id));
  return {
    status: tenant!.status,
    isDefault: tenant!.isDefault,
    profile: {
      name: tenant!.name,
      legalName: tenant!.legalName,
      vatNumber: tenant!.vatNumber,
      rea: tenant!.rea,
      address: tenant!.address,
      city: tenant!.city,
      email: tenant!.email,
      phone: tenant!.phone,
      iban: tenant!.iban,
      openingHours: (await listPickupPoints(db, tenant!.id))[0]?.orari ?? '',
      standardShippingCost: (tenant!.settings.standardShippingCost / 100).toFixed(2).replace('.', ','),
      freeShippingThreshold: (tenant!.settings.freeShippingThreshold / 100).toFixed(2).replace('.', ','),
    },
    branding: { logoUrl: tenant!.logoUrl, brandColor: tenant!.brandColor },
    checklist: await onboardingChecklist(db, tenant!, platformPayments(vars.services.config)),
    opensByItself: platformPayments(vars.services.config).billing,
  };
}

/** `section`: the logo or colour form answered (branding.server.ts); none: the shop's details. */
export type ShopAnswer = { done?: string; error?: string; fields?: Record<string, string>; section?: string };

/** Italian decimal commas in the price fields. */
const withDots = (form: FormData) => {
  const values = Object.fromEntries(form) as Record<string, string>;
  for (const key of ['standardShippingCost', 'freeShippingThreshold']) {
    if (typeof values[key] === 'string') values[key] = values[key].replace(',', '.').replace('€', '').trim();
  }
  return values;
};

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars, OWNERS);
  const form = await request.formData();
  const refused = await guardForm(vars, form, { tier: 'moderate', action: 'shop-profile' });
  if (refused) return data<ShopAnswer>(refused.errors, { status: refused.status });
  const intent = form.get('intent');
  if (BRANDING_INTENTS.includes(intent as BrandingIntent)) {
    const { status, answer } = await brandingAction(request, vars, actor, intent as BrandingIntent, form);
    return data<ShopAnswer>(answer, { status });
  }
  try {
    const input = parseInput(shopProfileInput, withDots(form));
    await updateShopProfile(vars.services.db, actor.tenant.id, input);
    // The last missing item may have been this one: a ready, paid-up shop opens now.
    const opened = await openIfReadyNow(vars.services.db, vars.services.config, actor.tenant.id);
    if (opened) vars.services.mailOutbox.kick();
    await vars.services.caches.publish('tenants');
    await securityEvent(vars, request, {
      level: 'info',
      category: 'ADMIN',
      message: 'Dati del negozio aggiornati',
      data: { by: actor.ref },
    });
    return data<ShopAnswer>({ done: opened ? 'Dati salvati: il negozio è online!' : 'Dati del negozio salvati.' });
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data<ShopAnswer>(errors, { status });
  }
}
