import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { centsToEuros } from '#common/catalog/pricing.ts';
import type { AdminOrderRow, AdminOrderView } from '#common/orders/admin-views.ts';
import {
  LINE_STATUSES,
  type LineStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '#common/orders/status.ts';
import type { Db } from '../db/connection.ts';
import { notFound } from '../shared/errors.ts';
import { type Order, orderEvents, orderItems, orderNotes, orderPayments, orders } from './schema.ts';
import { toOrderView } from './view.ts';

// The back office's order list and order page. Every query carries the shop's tenant id.

export const ADMIN_ORDERS_PAGE_SIZE = 50;
/** A CSV export stops here: a season's orders of one shop fit many times over. */
export const ADMIN_ORDERS_CSV_LIMIT = 20_000;

const PAYMENT_FILTERS = ['stripe', 'ritiro', 'bonifico', 'pagato', 'da_pagare'] as const;
const SORTS = [
  'data',
  '-data',
  'numero',
  '-numero',
  'totale',
  '-totale',
  'stato',
  '-stato',
  'cliente',
  '-cliente',
] as const;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data non valida (AAAA-MM-GG)');

/** The query of GET /api/admin/orders and orders.csv; lists are comma-separated. */
export const adminOrdersQuery = z.object({
  stato: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = list.find((s) => !(ORDER_STATUSES as readonly string[]).includes(s));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `stato sconosciuto: ${bad}` });
        return z.NEVER;
      }
      return list as OrderStatus[];
    }),
  pagamento: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = list.find((s) => !(PAYMENT_FILTERS as readonly string[]).includes(s));
      if (bad) {
        ctx.addIssue({
          code: 'custom',
          message: `pagamento sconosciuto: ${bad} (stripe, ritiro, bonifico, pagato, da_pagare)`,
        });
        return z.NEVER;
      }
      return list as (typeof PAYMENT_FILTERS)[number][];
    }),
  spedizione: z.enum(['standard', 'pickup'], { error: 'spedizione: standard o pickup' }).optional(),
  /** Orders with at least one book in this state ("libri da ordinare"). */
  libri: z.enum(LINE_STATUSES, { error: 'stato del libro sconosciuto' }).optional(),
  da: day.optional(),
  a: day.optional(),
  codiceScuola: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{10}$/, 'codice scuola non valido (10 lettere o cifre)')
    .transform((v) => v.toUpperCase())
    .optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(SORTS, { error: 'ordinamento sconosciuto' }).default('-data'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export type AdminOrdersFilter = z.output<typeof adminOrdersQuery>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const ORDER_NUMBER = /^\d{4}-\d{6}$/;

/** A day's start in Europe/Rome as an instant (the shop's days, whatever the server's zone). */
const romeDayStart = (isoDay: SQL) => sql`((${isoDay})::date::timestamp AT TIME ZONE 'Europe/Rome')`;

function conditions(tenantId: string, f: AdminOrdersFilter): SQL[] {
  const where: SQL[] = [eq(orders.tenantId, tenantId)];
  if (f.stato?.length) where.push(inArray(orders.status, f.stato));
  const methods = f.pagamento?.filter((p) => p === 'stripe' || p === 'ritiro' || p === 'bonifico');
  if (methods?.length) where.push(inArray(orders.paymentMethod, methods));
  if (f.pagamento?.includes('pagato') && !f.pagamento.includes('da_pagare')) where.push(isNotNull(orders.paidAt));
  if (f.pagamento?.includes('da_pagare') && !f.pagamento.includes('pagato')) where.push(isNull(orders.paidAt));
  if (f.spedizione) where.push(eq(orders.shippingMethod, f.spedizione));
  if (f.da) where.push(gte(orders.createdAt, romeDayStart(sql`${f.da}`)));
  if (f.a) where.push(lt(orders.createdAt, romeDayStart(sql`(${f.a}::date + 1)`)));
  if (f.libri) {
    where.push(sql`exists (select 1 from ${orderItems} i where i.order_id = ${orders.id} and i.status = ${f.libri})`);
  }
  if (f.codiceScuola) {
    where.push(
      sql`exists (select 1 from ${orderItems} i where i.order_id = ${orders.id} and i.school_code = ${f.codiceScuola})`,
    );
  }
  const q = f.q?.trim();
  if (q) {
    if (ORDER_NUMBER.test(q)) {
      // A scanned barcode: the exact order.
      where.push(eq(orders.number, q));
    } else {
      const like = `%${escapeLike(q)}%`;
      const digits = q.replace(/[^\d+]/g, '');
      const phone =
        digits.length >= 5
          ? sql` or regexp_replace(${orders.contact}->>'telefono', '[^0-9+]', '', 'g') like ${`%${digits}%`}`
          : sql``;
      where.push(
        sql`(${orders.number} ilike ${like} or ${orders.contact}->>'nome' ilike ${like} or ${orders.contact}->>'email' ilike ${like}${phone})`,
      );
    }
  }
  return where;
}

function orderBy(sort: AdminOrdersFilter['sort']): SQL[] {
  const direction = sort.startsWith('-') ? desc : asc;
  const key = sort.replace(/^-/, '');
  const column =
    key === 'numero'
      ? orders.number
      : key === 'totale'
        ? orders.totalCents
        : key === 'stato'
          ? orders.status
          : key === 'cliente'
            ? sql`lower(${orders.contact}->>'nome')`
            : orders.createdAt;
  return [direction(column), desc(orders.createdAt), desc(orders.id)];
}

async function rowsOf(db: Db, list: Order[]): Promise<AdminOrderRow[]> {
  if (!list.length) return [];
  const ids = list.map((o) => o.id);
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      type: orderItems.type,
      status: orderItems.status,
      quantity: orderItems.quantity,
      schoolCode: orderItems.schoolCode,
      schoolName: orderItems.schoolName,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids));
  return list.map((o) => {
    const mine = lines.filter((l) => l.orderId === o.id);
    const books: Partial<Record<LineStatus, number>> = {};
    const schools = new Map<string, string>();
    for (const l of mine) {
      if (l.type === 'book' && l.status) books[l.status] = (books[l.status] ?? 0) + l.quantity;
      if (l.schoolCode && (l.schoolName || !schools.has(l.schoolCode)))
        schools.set(l.schoolCode, l.schoolName ?? l.schoolCode);
    }
    const status = o.status as OrderStatus;
    return {
      id: o.id,
      number: o.number,
      status,
      statusLabel: ORDER_STATUS_LABELS[status] ?? o.status,
      createdAt: o.createdAt.toISOString(),
      contact: o.contact,
      total: centsToEuros(o.totalCents),
      paymentMethod: o.paymentMethod,
      paid: o.paidAt !== null,
      paidAt: o.paidAt?.toISOString() ?? null,
      shippingMethod: o.shippingMethod,
      itemCount: mine.reduce((n, l) => n + l.quantity, 0),
      books,
      schools: [...schools].map(([codice, nome]) => ({ codice, nome })),
    };
  });
}

/** One page of the shop's orders with the filters of the list. */
export async function listShopOrders(db: Db, tenantId: string, filter: AdminOrdersFilter) {
  const where = and(...conditions(tenantId, filter));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
  const total = count?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const list = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...orderBy(filter.sort))
    .limit(ADMIN_ORDERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE);
  return { orders: await rowsOf(db, list), total, page, pages };
}

/** Every order of the filtered list (up to the CSV limit), for the export. */
export async function exportShopOrders(db: Db, tenantId: string, filter: AdminOrdersFilter): Promise<AdminOrderRow[]> {
  const list = await db
    .select()
    .from(orders)
    .where(and(...conditions(tenantId, filter)))
    .orderBy(...orderBy(filter.sort))
    .limit(ADMIN_ORDERS_CSV_LIMIT);
  return rowsOf(db, list);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One order of the shop, or 404 (also for another shop's order). */
export async function findShopOrder(
  db: Db,
  { tenantId, orderId }: { tenantId: string; orderId: string },
): Promise<Order> {
  if (!UUID.test(orderId)) throw notFound('Ordine non trovato');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.tenantId, tenantId)));
  if (!order) throw notFound('Ordine non trovato');
  return order;
}

/** The order page of the back office: the family's view plus payments, notes and tracking. */
export async function adminOrderView(db: Db, order: Order): Promise<AdminOrderView> {
  const [items, events, payments, notes] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
    db
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.tenantId, order.tenantId)))
      .orderBy(asc(orderPayments.id)),
    db
      .select()
      .from(orderNotes)
      .where(and(eq(orderNotes.orderId, order.id), eq(orderNotes.tenantId, order.tenantId)))
      .orderBy(asc(orderNotes.id)),
  ]);
  const collectedCents = payments.reduce((n, p) => n + p.amountCents, 0);
  return {
    ...toOrderView(order, items, events),
    trackingNumber: order.trackingNumber,
    customerId: order.userId,
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      amount: centsToEuros(p.amountCents),
      recordedBy: p.recordedBy,
      at: p.createdAt.toISOString(),
    })),
    collected: centsToEuros(collectedCents),
    due: order.paidAt ? 0 : centsToEuros(Math.max(0, order.totalCents - collectedCents)),
    notes: notes.map((n) => ({ id: n.id, author: n.author, text: n.text, at: n.createdAt.toISOString() })),
    barcodeUrl: `/api/admin/orders/${order.id}/barcode.svg`,
  };
}
