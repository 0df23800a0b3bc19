import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatCents } from '#common/format.ts';
import {
  assertLineTransition,
  IllegalTransitionError,
  type LineStatus,
  type OrderStatus,
} from '#common/orders/status.ts';
import type { Db } from '../db/connection.ts';
import type { Tx } from '../db/transaction.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { Tenant } from '../tenants/schema.ts';
import { paymentConfirmedMail } from './emails.ts';
import {
  type Order,
  orderEvents,
  orderItems,
  orderNotes,
  orderPayments,
  orders,
  type ShopPaymentMethod,
} from './schema.ts';
import { lockOrder, moveOrder } from './transitions.ts';

// What the shop's people do to an order besides moving its state (shop-actions.ts): move
// several books at once, take a payment at the counter, write a note, hand the order over.
// Each runs in one transaction with the order row locked, scoped to the shop.

type Who = { tenant: Tenant; actor: string };
/** One order of the shop and who works it: every action below takes this with its own fields. */
type ShopOrder = Who & { orderId: string };

async function lockShopOrder(tx: Tx, tenantId: string, orderId: string): Promise<Order> {
  const order = await lockOrder(tx, { tenantId, orderId });
  if (!order) throw notFound('Ordine non trovato');
  return order;
}

function asRuleError(error: unknown): never {
  if (error instanceof IllegalTransitionError) throw new AppError('RULE_BROKEN', error.message);
  throw error;
}

/** A line in the history without a change of state (payments, hand-over details). */
async function historyNote(tx: Tx, order: Order, actor: string, note: string): Promise<void> {
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, actor, note });
}

export type LineSelection = { itemIds: number[] } | { all: true };

/**
 * Moves the selected books (or, with `all`, every book still to arrive) to a new state in
 * one transaction: if one of them cannot make the move, none moves (422).
 */
export async function moveLines(db: Db, who: ShopOrder & { selection: LineSelection; to: LineStatus }): Promise<Order> {
  const { selection, to } = who;
  return db
    .transaction(async (tx) => {
      const order = await lockShopOrder(tx, who.tenant.id, who.orderId);
      const lines = await tx
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.type, 'book')));
      let chosen: typeof lines;
      if ('all' in selection) {
        // "Tutti arrivati" and the like: every book that can make this move, the others stay.
        chosen = lines.filter((l) => l.status !== null && l.status !== to && canMove(l.status, to));
        if (!chosen.length)
          throw new AppError('RULE_BROKEN', 'Nessun libro di questo ordine può fare questo passaggio');
      } else {
        chosen = selection.itemIds.map((id) => {
          const line = lines.find((l) => l.id === id);
          if (!line || line.status === null) throw notFound('Libro non trovato in questo ordine');
          return line;
        });
      }
      for (const line of chosen) assertLineTransition(line.status as LineStatus, to);
      await tx
        .update(orderItems)
        .set({ status: to })
        .where(
          inArray(
            orderItems.id,
            chosen.map((l) => l.id),
          ),
        );
      await tx.insert(orderEvents).values(
        chosen.map((l) => ({
          orderId: order.id,
          itemId: l.id,
          fromStatus: l.status,
          toStatus: to,
          actor: who.actor,
          note: l.title,
        })),
      );
      const [touched] = await tx
        .update(orders)
        .set({ updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.tenantId, order.tenantId)))
        .returning();
      return touched!;
    })
    .catch(asRuleError);
}

function canMove(from: LineStatus, to: LineStatus): boolean {
  try {
    assertLineTransition(from, to);
    return true;
  } catch {
    return false;
  }
}

const METHOD_LABELS: Record<ShopPaymentMethod, string> = { contanti: 'in contanti', pos: 'con POS' };

/**
 * Money taken at the counter (cash or card terminal). Partial payments add up; once the
 * whole total is in, the order is paid (a waiting order moves to "pagato") and the family
 * gets the payment e-mail, their receipt.
 */
export async function recordShopPayment(
  db: Db,
  who: ShopOrder & { orderUrl: string; payment: { method: ShopPaymentMethod; amountCents: number } },
): Promise<Order> {
  const { payment } = who;
  return db
    .transaction(async (tx) => {
      let order = await lockShopOrder(tx, who.tenant.id, who.orderId);
      const status = order.status as OrderStatus;
      if (status === 'annullato' || status === 'rimborsato') {
        throw new AppError('RULE_BROKEN', 'L’ordine è annullato o rimborsato: non si registrano pagamenti');
      }
      if (order.paidAt) throw new AppError('RULE_BROKEN', 'L’ordine risulta già pagato');
      const [sum] = await tx
        .select({ cents: sql<number>`coalesce(sum(${orderPayments.amountCents}), 0)::int` })
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.tenantId, who.tenant.id)));
      const due = order.totalCents - (sum?.cents ?? 0);
      if (payment.amountCents > due) {
        throw new AppError('RULE_BROKEN', `L’importo supera quanto resta da pagare (${formatCents(due)})`, {
          fields: { amount: `Al massimo ${formatCents(due)}` },
        });
      }
      await tx.insert(orderPayments).values({
        orderId: order.id,
        tenantId: who.tenant.id,
        method: payment.method,
        amountCents: payment.amountCents,
        recordedBy: who.actor,
      });
      await historyNote(
        tx,
        order,
        who.actor,
        `Pagamento ${METHOD_LABELS[payment.method]} di ${formatCents(payment.amountCents)}`,
      );
      if (payment.amountCents < due) return order;
      const paidAt = new Date();
      if (status === 'in_attesa_pagamento') {
        order = await moveOrder(tx, order, 'pagato', { actor: who.actor, extra: { paidAt } });
      } else {
        [order] = (await tx
          .update(orders)
          .set({ paidAt, updatedAt: paidAt })
          .where(and(eq(orders.id, order.id), eq(orders.tenantId, order.tenantId)))
          .returning()) as [Order];
      }
      await enqueueMail(tx, {
        dedupeKey: `order:${order.id}:paid`,
        to: order.contact.email,
        ...paymentConfirmedMail({ shop: who.tenant, order, url: who.orderUrl }),
      });
      return order;
    })
    .catch(asRuleError);
}

/** An internal note on the order (the family never sees it). */
export async function addShopNote(db: Db, who: ShopOrder & { text: string }): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockShopOrder(tx, who.tenant.id, who.orderId);
    await tx
      .insert(orderNotes)
      .values({ orderId: order.id, tenantId: who.tenant.id, author: who.actor, text: who.text });
    return order;
  });
}

/**
 * The family collects the order: it must be ready and paid; every book still on the
 * shelf is marked delivered and the order completed.
 */
export async function handOver(db: Db, who: ShopOrder): Promise<Order> {
  return db
    .transaction(async (tx) => {
      const order = await lockShopOrder(tx, who.tenant.id, who.orderId);
      if (!order.paidAt) throw new AppError('RULE_BROKEN', 'Registra prima il pagamento: l’ordine non risulta pagato');
      const lines = await tx
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.type, 'book')));
      const missing = lines.filter((l) => l.status === 'da_ordinare' || l.status === 'ordinato');
      if (missing.length) {
        throw new AppError(
          'RULE_BROKEN',
          `Alcuni libri non sono ancora arrivati (${missing.map((l) => l.title).join(', ')})`,
        );
      }
      const moved = await moveOrder(tx, order, 'completato', { actor: who.actor, note: 'Ritirato in libreria' });
      // Arrived books pass through "pronto" (the allowed path) on their way to "consegnato".
      for (const line of lines) {
        const path: LineStatus[] =
          line.status === 'arrivato' ? ['pronto', 'consegnato'] : line.status === 'pronto' ? ['consegnato'] : [];
        let from = line.status as LineStatus;
        for (const step of path) {
          await tx.insert(orderEvents).values({
            orderId: order.id,
            itemId: line.id,
            fromStatus: from,
            toStatus: step,
            actor: who.actor,
            note: line.title,
          });
          from = step;
        }
        if (path.length) await tx.update(orderItems).set({ status: 'consegnato' }).where(eq(orderItems.id, line.id));
      }
      return moved;
    })
    .catch(asRuleError);
}

/** The tracking number of a shipment, kept before the order moves to "spedito". */
export async function setTrackingNumber(db: Db, who: ShopOrder & { trackingNumber: string }): Promise<void> {
  const { trackingNumber } = who;
  await db.transaction(async (tx) => {
    const order = await lockShopOrder(tx, who.tenant.id, who.orderId);
    if (order.shippingMethod !== 'standard') {
      throw new AppError('RULE_BROKEN', 'Questo ordine si ritira in libreria: non si spedisce');
    }
    if (order.status !== 'in_preparazione') {
      throw new AppError('RULE_BROKEN', 'Si spedisce un ordine in preparazione');
    }
    await tx
      .update(orders)
      .set({ trackingNumber })
      .where(and(eq(orders.id, order.id), eq(orders.tenantId, order.tenantId)));
  });
}
