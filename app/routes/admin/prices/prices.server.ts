import { data } from 'react-router';
import { z } from 'zod';
import { MAX_TEXTBOOK_DISCOUNT_PERCENT } from '#common/books/pricing.ts';
import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { formErrorsOf, guardForm, securityEvent } from '#server/accounts/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import {
  knownPublishers,
  listTextbookDiscounts,
  removeTextbookDiscount,
  setTextbookDiscount,
} from '#server/pricing/discounts.ts';
import { notFound } from '#server/shared/errors.ts';
import { parseInput } from '#server/shared/validation.ts';
import type { Route } from './+types/prices';

// The shop's discount on adopted textbooks (decision 0025): general and per publisher,
// never above the legal cap; every change is kept for the Omnibus reference price.

const OWNERS = { roles: ['operator', 'owner'] as const };

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars, OWNERS);
  const { db } = vars.services;
  const [discounts, publishers] = await Promise.all([listTextbookDiscounts(db, actor.tenant.id), knownPublishers(db)]);
  return { ...discounts, massimo: MAX_TEXTBOOK_DISCOUNT_PERCENT, publishers, shop: actor.tenant.name };
}

// "12,5" as Italians type it; the law's cap is checked by setTextbookDiscount (422 with the reason).
const percent = z
  .string()
  .trim()
  .min(1, 'Scrivi lo sconto in percentuale (0 per nessuno)')
  .transform((v) => Number(v.replace(',', '.').replace('%', '')))
  .refine((n) => Number.isFinite(n), 'Sconto: un numero, per esempio 5 o 12,5');

const input = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('general'), percentuale: percent }),
  z.object({
    intent: z.literal('publisher'),
    editore: z.string().trim().min(1, 'Scrivi l’editore').max(200, 'Editore: al massimo 200 caratteri'),
    percentuale: percent,
  }),
  z.object({ intent: z.literal('remove'), editore: z.string().trim().min(1).max(200) }),
]);

export type PricesAnswer = { done?: string; error?: string; fields?: Record<string, string>; intent?: string };

const euroPercent = (n: number) => `${String(n).replace('.', ',')}%`;

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars, OWNERS);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const refused = await guardForm(vars, form, { tier: 'moderate', action: 'textbook-discount' });
  if (refused) return data<PricesAnswer>({ ...refused.errors, intent }, { status: refused.status });
  const { db } = vars.services;
  try {
    const command = parseInput(input, Object.fromEntries(form));
    let done: string;
    if (command.intent === 'remove') {
      const removed = await removeTextbookDiscount(db, {
        tenantId: actor.tenant.id,
        publisher: command.editore,
        by: actor.ref,
      });
      if (!removed) throw notFound('Nessuno sconto per questo editore');
      done = `Sconto di ${command.editore} tolto: i suoi libri hanno lo sconto generale.`;
    } else {
      const publisher = command.intent === 'publisher' ? command.editore : null;
      const saved = await setTextbookDiscount(db, {
        tenantId: actor.tenant.id,
        publisher,
        percent: command.percentuale,
        by: actor.ref,
      });
      done = publisher
        ? `Sconto di ${euroPercent(saved.percentuale)} sui libri di ${saved.editore} salvato.`
        : `Sconto generale di ${euroPercent(saved.percentuale)} salvato: i prezzi cambiano subito in negozio.`;
    }
    await securityEvent(vars, request, { level: 'info', category: 'ADMIN', message: done, data: { by: actor.ref } });
    return data<PricesAnswer>({ done, intent });
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data<PricesAnswer>({ ...errors, intent }, { status });
  }
}
