import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { LINE_STATUSES } from '#common/orders/status.ts';
import { requireBackOffice } from '../accounts/backoffice.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { csvDateTime, csvHeaders, csvMoney, toCsv } from '../shared/csv.ts';
import { parseInput } from '../shared/validation.ts';
import {
  type AdminOrderCommand,
  noteBody,
  paymentBody,
  reasonBody,
  runAdminOrderCommand,
  shipBody,
} from './admin-commands.ts';
import { adminOrdersQuery, adminOrderView, exportShopOrders, findShopOrder, listShopOrders } from './admin-queries.ts';
import { lineStatusBody, orderStatusBody } from './api.ts';
import { orderBarcodeSvg } from './barcode.ts';
import type { Order } from './schema.ts';

export const itemsStatusBody = z
  .object({
    itemIds: z.array(z.number().int().positive()).min(1).max(500).optional(),
    all: z.literal(true).optional(),
    status: z.enum(LINE_STATUSES, { error: 'Stato del libro sconosciuto' }),
  })
  .refine((b) => (b.itemIds ? !b.all : b.all), { message: 'Indica i libri (itemIds) oppure tutti (all: true)' });
export { noteBody, paymentBody, reasonBody, shipBody };
export const orderIdParam = z.object({ id: z.string().max(100) });

async function answer(c: Context<AppEnv>, order: Order) {
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
    const order = await findShopOrder(c.var.services.db, { tenantId: actor.tenant.id, orderId: c.req.param('id') });
    return c.json({ order: await adminOrderView(c.var.services.db, order) });
  });

  app.get('/admin/orders/:id/barcode.svg', async (c) => {
    const actor = await requireBackOffice(c);
    const order = await findShopOrder(c.var.services.db, { tenantId: actor.tenant.id, orderId: c.req.param('id') });
    return c.body(await orderBarcodeSvg(order.number), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'private, max-age=3600',
    });
  });

  /** Parses the body for one command and runs it on the order of the path. */
  const command = (path: string, toCommand: (body: unknown) => AdminOrderCommand) =>
    app.post(path, async (c) => {
      const actor = await requireBackOffice(c);
      const body = path.endsWith('/pickup') ? {} : await readJson(c);
      const order = await runAdminOrderCommand(c.var.services, actor, c.req.param('id') ?? '', toCommand(body));
      return answer(c, order);
    });

  command('/admin/orders/:id/status', (b) => ({ intent: 'status', ...parseInput(orderStatusBody, b) }));
  command('/admin/orders/:id/items/status', (b) => {
    const body = parseInput(itemsStatusBody, b);
    return body.all
      ? { intent: 'all-lines', status: body.status }
      : { intent: 'lines', status: body.status, itemIds: body.itemIds ?? [] };
  });
  // One book (the path of issue 5, kept for its callers).
  app.post('/admin/orders/:id/items/:itemId/status', async (c) => {
    const actor = await requireBackOffice(c);
    const body = parseInput(lineStatusBody, await readJson(c));
    const itemId = parseInput(z.coerce.number().int().positive(), c.req.param('itemId'));
    const order = await runAdminOrderCommand(c.var.services, actor, c.req.param('id'), {
      intent: 'line',
      status: body.status,
      itemId,
    });
    return answer(c, order);
  });
  command('/admin/orders/:id/payments', (b) => ({ intent: 'payment', ...parseInput(paymentBody, b) }));
  command('/admin/orders/:id/notes', (b) => ({ intent: 'note', ...parseInput(noteBody, b) }));
  command('/admin/orders/:id/pickup', () => ({ intent: 'pickup' }));
  command('/admin/orders/:id/ship', (b) => ({ intent: 'ship', ...parseInput(shipBody, b) }));
  command('/admin/orders/:id/cancel', (b) => ({ intent: 'cancel', ...parseInput(reasonBody, b) }));
  command('/admin/orders/:id/refund', (b) => ({ intent: 'refund', ...parseInput(reasonBody, b) }));

  return app;
}
