import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { shopBaseUrl } from './base-url.ts';
import { mailShopOwners } from './owner-mail.ts';
import { type Tenant, tenants } from './schema.ts';

// The operator opens a bookshop to families or suspends it, with a reason the owner reads
// by e-mail (API.md "POST /api/admin/tenants/{id}/status"). A suspended shop answers 503
// "temporaneamente non disponibile"; its back office stays reachable to its owner.

/** A shop's id in a path or a form. */
export const tenantParam = z.object({ id: z.uuid('Negozio non valido') });

export const shopStatusBody = z.object({
  status: z.enum(['attivo', 'sospeso'], { error: 'Stato: attivo o sospeso' }),
  reason: z
    .string({ error: 'Motivo: campo obbligatorio' })
    .trim()
    .min(3, 'Scrivi il motivo: lo leggerà il titolare')
    .max(500, 'Motivo: al massimo 500 caratteri'),
});
export type ShopStatusBody = z.infer<typeof shopStatusBody>;

export async function setShopStatus(
  db: Db,
  config: Config,
  input: ShopStatusBody & { tenantId: string; by: string },
): Promise<Tenant> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(tenants).where(eq(tenants.id, input.tenantId)).for('update');
    if (!current) throw notFound('Negozio non trovato');
    if (current.isDefault) {
      throw new AppError('RULE_BROKEN', 'Il negozio della piattaforma è sempre aperto', { status: 422 });
    }
    if (current.status === input.status) return current;
    const [updated] = await tx
      .update(tenants)
      // The operator's hand wins over the subscription's: only a billing suspension is lifted by paying.
      .set({
        status: input.status,
        suspendedBy: input.status === 'sospeso' ? 'operatore' : null,
        updatedAt: new Date(),
      })
      .where(eq(tenants.id, current.id))
      .returning();
    const address = shopBaseUrl(updated!, config);
    const open = input.status === 'attivo';
    await mailShopOwners(tx, current, {
      key: `shop:${current.id}:${input.status}:${Date.now()}`,
      subject: open ? `${current.name} è online` : `${current.name} è sospeso`,
      paragraphs: open
        ? [`il tuo negozio ${current.name} è aperto alle famiglie su ${address}.`, `Nota del gestore: ${input.reason}`]
        : [
            `il tuo negozio ${current.name} è sospeso: le famiglie vedono «Negozio temporaneamente non disponibile».`,
            `Motivo: ${input.reason}`,
            'Il pannello del negozio resta raggiungibile: rispondi a questa e-mail per riaprire.',
          ],
      action: { label: 'Apri il pannello', url: `${address}/admin` },
    });
    return updated!;
  });
}
