import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { LINE_STATUSES } from '#common/orders/status.ts';
import { type BackOfficeActor, requireBackOffice } from '../accounts/backoffice.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { csvDateTime, csvHeaders, csvMoney, toCsv } from '../shared/csv.ts';
import { parseInput } from '../shared/validation.ts';
import { shopBaseUrl } from '../tenants/base-url.ts';
import { addShopNote, handOver, moveLines, recordShopPayment, setTrackingNumber } from './admin-actions.ts';
import { adminOrdersQuery, adminOrderView, exportShopOrders, findShopOrder, listShopOrders } from './admin-queries.ts';
import { lineStatusBody, orderStatusBody } from './api.ts';
import { orderBarcodeSvg } from './barcode.ts';
import type { Order } from './schema.ts';
import { moveLineByShop, moveOrderByShop } from './shop-actions.ts';

const euros = (field: string) =>
  z.coerce
    .number({ error: `${field} non valido` })
    .positive(`${field}: deve essere maggiore di zero`)
    .max(100_000, `${field} troppo alto`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${field}: al massimo due decimali`)
    .transform((v) => Math.round(v * 100));

export const itemsStatusBody = z
  .object({
    itemIds: z.array(z.number().int().positive()).min(1).max(500).optional(),
    all: z.literal(true).optional(),
    status: z.enum(LINE_STATUSES, { error: 'Stato del libro sconosciuto' }),
  })
  .refine((b) => (b.itemIds ? !b.all : b.all), { message: 'Indica i libri (itemIds) oppure tutti (all: true)' });
export const paymentBody = z.object({
  method: z.enum(['contanti', 'pos'], { error: 'Metodo: contanti o pos' }),
  amount: euros('Importo'),
});
export const noteBody = z.object({ text: z.string().trim().min(1, 'Scrivi la nota').max(2000) });
export const shipBody = z.object({
  trackingNumber: z.string().trim().min(3, 'Numero di spedizione troppo corto').max(60),
});
export const reasonBody = z.object({ reason: z.string().trim().min(3, 'Scrivi il motivo').max(500) });
export const orderIdParam = z.object({ id: z.string().max(100) });

function who(actor: BackOfficeActor) {
  return { tenant: actor.tenant, actor: actor.role === 'operator' ? `${actor.name} (gestore)` : actor.name };
}

/** The family's link to the order, on the shop's own address. */
function familyUrl(c: Context<AppEnv>, actor: BackOfficeActor, orderId: string): string {
  return `${shopBaseUrl(actor.tenant, c.var.services.config)}/orders/${orderId}`;
}

async function answer(c: Context<AppEnv>, order: Order) {
  c.var.services.mailOutbox.kick();
  c.var.services.paymentJobs.kick();
  return c.json({ order: await adminOrderView(c.var.services.db, order) });
}

/** API.md "Back office": the shop's orders, scoped to the shop of the request's host. */
export function adminOrdersApi() {
  const app = new Hono<AppEnv>();

  app.get('/admin/orders', async (c) => {
    const actor = await requireBackOffice(c);
    const filter = parseInput(adminOrdersQuery, c.req.query());
    return c.json(await listShopOrders(c.var.services.db, actor.tenant.id, filter));
  });

  app.get('/admin/orders.csv', async (c) => {
    const actor = await requireBackOffice(c);
    const filter = parseInput(adminOrdersQuery, c.req.query());
    const rows = await exportShopOrders(c.var.services.db, actor.tenant.id, filter);
    const csv = toCsv(
      [
        'Numero',
        'Data',
        'Stato',
        'Cliente',
        'E-mail',
        'Telefono',
        'Consegna',
        'Pagamento',
        'Pagato',
        'Totale (€)',
        'Pezzi',
        'Scuole',
      ],
      rows.map((o) => [
        o.number,
        csvDateTime(new Date(o.createdAt)),
        o.statusLabel,
        o.contact.nome,
        o.contact.email,
        o.contact.telefono,
        o.shippingMethod === 'pickup' ? 'Ritiro' : 'Spedizione',
        { stripe: 'Carta', ritiro: 'Al ritiro', bonifico: 'Bonifico' }[o.paymentMethod],
        o.paid,
        csvMoney(Math.round(o.total * 100)),
        o.itemCount,
        o.schools.map((s) => `${s.nome} (${s.codice})`).join(', '),
      ]),
    );
    return c.body(csv, 200, csvHeaders(`ordini-${new Date().toISOString().slice(0, 10)}.csv`));
  });

  app.get('/admin/orders/:id', async (c) => {
    const actor = await requireBackOffice(c);
    const order = await findShopOrder(c.var.services.db, actor.tenant.id, c.req.param('id'));
    return c.json({ order: await adminOrderView(c.var.services.db, order) });
  });

  app.get('/admin/orders/:id/barcode.svg', async (c) => {
    const actor = await requireBackOffice(c);
    const order = await findShopOrder(c.var.services.db, actor.tenant.id, c.req.param('id'));
    return c.body(orderBarcodeSvg(order.number), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'private, max-age=3600',
    });
  });

  app.post('/admin/orders/:id/status', async (c) => {
    const actor = await requireBackOffice(c);
    const body = parseInput(orderStatusBody, await readJson(c));
    const id = c.req.param('id');
    const moved = await moveOrderByShop({
      db: c.var.services.db,
      tenant: actor.tenant,
      orderId: id,
      to: body.status,
      note: body.note,
      orderUrl: familyUrl(c, actor, id),
      stripe: c.var.services.payments.stripe,
      actor: who(actor).actor,
    });
    return answer(c, moved);
  });

  app.post('/admin/orders/:id/items/status', async (c) => {
    const actor = await requireBackOffice(c);
    const body = parseInput(itemsStatusBody, await readJson(c));
    const selection = body.all ? { all: true as const } : { itemIds: body.itemIds ?? [] };
    const order = await moveLines(c.var.services.db, who(actor), c.req.param('id'), selection, body.status);
    return answer(c, order);
  });

  // One book (the path of issue 5, kept for its callers).
  app.post('/admin/orders/:id/items/:itemId/status', async (c) => {
    const actor = await requireBackOffice(c);
    const body = parseInput(lineStatusBody, await readJson(c));
    const itemId = parseInput(z.coerce.number().int().positive(), c.req.param('itemId'));
    const { db } = c.var.services;
    await moveLineByShop({ db, tenant: actor.tenant, orderId: c.req.param('id'), itemId, to: body.status });
    return answer(c, await findShopOrder(db, actor.tenant.id, c.req.param('id')));
  });

  app.post('/admin/orders/:id/payments', async (c) => {
    const actor = await requireBackOffice(c);
    const body = parseInput(paymentBody, await readJson(c));
    const id = c.req.param('id');
    const order = await recordShopPayment(c.var.services.db, { ...who(actor), orderUrl: familyUrl(c, actor, id) }, id, {
      method: body.method,
      amountCents: body.amount,
    });
    return answer(c, order);
  });

  app.post('/admin/orders/:id/notes', async (c) => {
    const actor = await requireBackOffice(c);
    const body = parseInput(noteBody, await readJson(c));
    return answer(c, await addShopNote(c.var.services.db, who(actor), c.req.param('id'), body.text));
  });

  app.post('/admin/orders/:id/pickup', async (c) => {
    const actor = await requireBackOffice(c);
    return answer(c, await handOver(c.var.services.db, who(actor), c.req.param('id')));
  });

  app.post('/admin/orders/:id/ship', async (c) => {
    const actor = await requireBackOffice(c);
    const body = parseInput(shipBody, await readJson(c));
    const id = c.req.param('id');
    const { db } = c.var.services;
    await setTrackingNumber(db, who(actor), id, body.trackingNumber);
    const moved = await moveOrderByShop({
      db,
      tenant: actor.tenant,
      orderId: id,
      to: 'spedito',
      note: `Spedizione ${body.trackingNumber}`,
      orderUrl: familyUrl(c, actor, id),
      stripe: c.var.services.payments.stripe,
      actor: who(actor).actor,
    });
    return answer(c, moved);
  });

  for (const [path, to] of [
    ['cancel', 'annullato'],
    ['refund', 'rimborsato'],
  ] as const) {
    app.post(`/admin/orders/:id/${path}`, async (c) => {
      const actor = await requireBackOffice(c);
      const body = parseInput(reasonBody, await readJson(c));
      const id = c.req.param('id');
      const moved = await moveOrderByShop({
        db: c.var.services.db,
        tenant: actor.tenant,
        orderId: id,
        to,
        note: body.reason,
        orderUrl: familyUrl(c, actor, id),
        stripe: c.var.services.payments.stripe,
        actor: who(actor).actor,
      });
      return answer(c, moved);
    });
  }

  return app;
}
