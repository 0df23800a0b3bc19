import { z } from 'zod';
import { LINE_STATUSES, ORDER_STATUSES } from '#common/orders/status.ts';
import type { BackOfficeActor } from '../accounts/backoffice.ts';
import type { AppServices } from '../context.ts';
import { shopBaseUrl } from '../tenants/base-url.ts';
import { addShopNote, handOver, moveLines, recordShopPayment, setTrackingNumber } from './admin-actions.ts';
import { findShopOrder } from './admin-queries.ts';
import type { Order } from './schema.ts';
import { moveLineByShop, moveOrderByShop } from './shop-actions.ts';

// What the shop does to an order, in one place for the API (server/orders/admin-api.ts) and
// the back office's order page: who acts, the family's link, the e-mails and Stripe jobs.

const euros = (field: string) =>
  z.coerce
    .number({ error: `${field} non valido` })
    .positive(`${field}: deve essere maggiore di zero`)
    .max(100_000, `${field} troppo alto`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${field}: al massimo due decimali`)
    .transform((v) => Math.round(v * 100));

export const paymentBody = z.object({
  method: z.enum(['contanti', 'pos'], { error: 'Metodo: contanti o pos' }),
  amount: euros('Importo'),
});
export const noteBody = z.object({ text: z.string().trim().min(1, 'Scrivi la nota').max(2000) });
export const shipBody = z.object({
  trackingNumber: z.string().trim().min(3, 'Numero di spedizione troppo corto').max(60),
});
export const reasonBody = z.object({ reason: z.string().trim().min(3, 'Scrivi il motivo').max(500) });
const lineStatus = z.enum(LINE_STATUSES, { error: 'Stato del libro sconosciuto' });

/** One command of the order page (a form's `intent` and its fields). */
export const adminOrderCommand = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('status'),
    status: z.enum(ORDER_STATUSES, { error: 'Stato dell’ordine sconosciuto' }),
    note: z.string().trim().max(500).optional(),
  }),
  z.object({
    intent: z.literal('lines'),
    status: lineStatus,
    itemIds: z.array(z.coerce.number().int().positive()).min(1, 'Seleziona almeno un libro').max(500),
  }),
  z.object({ intent: z.literal('line'), status: lineStatus, itemId: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('all-lines'), status: lineStatus }),
  z.object({ intent: z.literal('payment'), ...paymentBody.shape }),
  z.object({ intent: z.literal('note'), ...noteBody.shape }),
  z.object({ intent: z.literal('pickup') }),
  z.object({ intent: z.literal('ship'), ...shipBody.shape }),
  z.object({ intent: z.literal('cancel'), ...reasonBody.shape }),
  z.object({ intent: z.literal('refund'), ...reasonBody.shape }),
]);
export type AdminOrderCommand = z.output<typeof adminOrderCommand>;

/** The name the history shows for the person acting. */
export function actingAs(actor: BackOfficeActor) {
  return { tenant: actor.tenant, actor: actor.role === 'operator' ? `${actor.name} (gestore)` : actor.name };
}

/** Runs a command on one of the actor's shop's orders; the e-mails and Stripe calls follow. */
export async function runAdminOrderCommand(
  services: AppServices,
  actor: BackOfficeActor,
  orderId: string,
  command: AdminOrderCommand,
): Promise<Order> {
  const { db } = services;
  const who = actingAs(actor);
  const orderUrl = `${shopBaseUrl(actor.tenant, services.config)}/orders/${orderId}`;
  const move = (to: (typeof ORDER_STATUSES)[number], note?: string) =>
    moveOrderByShop({
      db,
      tenant: actor.tenant,
      orderId,
      to,
      note,
      orderUrl,
      stripe: services.payments.stripe,
      actor: who.actor,
    });
  let order: Order;
  switch (command.intent) {
    case 'status':
      order = await move(command.status, command.note);
      break;
    case 'lines':
      order = await moveLines(db, { ...who, orderId, selection: { itemIds: command.itemIds }, to: command.status });
      break;
    case 'all-lines':
      order = await moveLines(db, { ...who, orderId, selection: { all: true }, to: command.status });
      break;
    case 'line':
      await moveLineByShop({ db, tenant: actor.tenant, orderId, itemId: command.itemId, to: command.status });
      order = await findShopOrder(db, { tenantId: actor.tenant.id, orderId });
      break;
    case 'payment':
      order = await recordShopPayment(db, {
        ...who,
        orderUrl,
        orderId,
        payment: { method: command.method, amountCents: command.amount },
      });
      break;
    case 'note':
      order = await addShopNote(db, { ...who, orderId, text: command.text });
      break;
    case 'pickup':
      order = await handOver(db, { ...who, orderId });
      break;
    case 'ship':
      await setTrackingNumber(db, { ...who, orderId, trackingNumber: command.trackingNumber });
      order = await move('spedito', `Spedizione ${command.trackingNumber}`);
      break;
    case 'cancel':
      order = await move('annullato', command.reason);
      break;
    case 'refund':
      order = await move('rimborsato', command.reason);
      break;
  }
  services.mailOutbox.kick();
  services.paymentJobs.kick();
  return order;
}
