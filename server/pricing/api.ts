import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_TEXTBOOK_DISCOUNT_PERCENT } from '#common/books/pricing.ts';
import { requireBackOffice } from '../accounts/backoffice.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { notFound } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { listTextbookDiscounts, removeTextbookDiscount, setTextbookDiscount } from './discounts.ts';

const publisher = z.string().trim().min(1, 'Editore: campo obbligatorio').max(200, 'Editore: al massimo 200 caratteri');

/** Any number is accepted here so that a discount above the cap gets the law's reason (422), not a bare 400. */
export const textbookDiscountBody = z.object({
  percentuale: z.number({ error: 'Sconto: un numero da 0 a 15' }),
  editore: publisher.nullish(),
});
export const textbookDiscountQuery = z.object({ editore: publisher });

const discountView = z.object({ editore: z.string().nullable(), percentuale: z.number(), aggiornato: z.string() });
export const textbookDiscountsResponse = z.object({
  sconti: z.array(discountView),
  modifiche: z.array(
    z.object({
      editore: z.string().nullable(),
      percentuale: z.number().nullable(),
      quando: z.string(),
      da: z.string(),
    }),
  ),
  massimo: z.number(),
});
export const textbookDiscountResponse = z.object({ sconto: discountView });

/** The shop's discount on adopted textbooks (owner or platform operator of this shop only). */
export function pricingApi() {
  const app = new Hono<AppEnv>();
  const roles = ['owner', 'operator'] as const;

  app.get('/admin/pricing/textbooks', async (c) => {
    const actor = await requireBackOffice(c, { roles });
    const data = await listTextbookDiscounts(c.var.services.db, actor.tenant.id);
    return c.json({ ...data, massimo: MAX_TEXTBOOK_DISCOUNT_PERCENT });
  });

  app.put('/admin/pricing/textbooks', async (c) => {
    const actor = await requireBackOffice(c, { roles });
    const body = parseInput(textbookDiscountBody, await readJson(c));
    const sconto = await setTextbookDiscount(c.var.services.db, {
      tenantId: actor.tenant.id,
      publisher: body.editore ?? null,
      percent: body.percentuale,
      by: actor.ref,
    });
    return c.json({ sconto });
  });

  app.delete('/admin/pricing/textbooks', async (c) => {
    const actor = await requireBackOffice(c, { roles });
    const { editore } = parseInput(textbookDiscountQuery, c.req.query());
    const removed = await removeTextbookDiscount(c.var.services.db, {
      tenantId: actor.tenant.id,
      publisher: editore,
      by: actor.ref,
    });
    if (!removed) throw notFound('Nessuno sconto per questo editore');
    return c.json({ success: true });
  });

  return app;
}
