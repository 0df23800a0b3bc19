import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { cancelledOnAccountClosing, type OrderStatus } from '#common/orders/status.ts';
import type { OrderContact, OrderView, ShippingAddress } from '#common/orders/views.ts';
import type { Db } from '../db/connection.ts';
import type { Tx } from '../db/transaction.ts';
import { carts, type Order, orderEvents, orderItems, orders, paymentEvents } from './schema.ts';
import { toOrderView } from './view.ts';

// What the orders domain holds about a person, for their data export, and what it keeps
// (reduced) when they close their account (server/privacy).

export type PaymentRecord = {
  metodo: Order['paymentMethod'];
  importo: number;
  stato: 'pagato' | 'rimborsato' | 'non pagato';
  pagatoIl: string | null;
  riferimento: string | null;
  eventi: { fornitore: string; tipo: string; ricevutoIl: string }[];
};

export type PersonalOrder = { tenantId: string; order: OrderView; pagamenti: PaymentRecord[] };

/** Every order of the person, in every shop, with lines, history and payments; newest first. */
export async function ordersOfUser(db: Db, userId: string): Promise<PersonalOrder[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [items, events, payments] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
    db.select().from(paymentEvents).where(inArray(paymentEvents.orderId, ids)).orderBy(asc(paymentEvents.receivedAt)),
  ]);
  return rows.map((o) => {
    const view = toOrderView(
      o,
      items.filter((i) => i.orderId === o.id),
      events.filter((e) => e.orderId === o.id),
    );
    return {
      tenantId: o.tenantId,
      order: view,
      pagamenti: [
        {
          metodo: o.paymentMethod,
          importo: view.total,
          // "Paga al ritiro": a collected order was paid at the counter.
          stato:
            o.status === 'rimborsato'
              ? 'rimborsato'
              : o.paidAt || (o.paymentMethod === 'ritiro' && o.status === 'completato')
                ? 'pagato'
                : 'non pagato',
          pagatoIl: o.paidAt?.toISOString() ?? null,
          riferimento: o.stripePaymentIntentId ?? o.stripeSessionId ?? null,
          eventi: payments
            .filter((p) => p.orderId === o.id)
            .map((p) => ({ fornitore: p.provider, tipo: p.type, ricevutoIl: p.receivedAt.toISOString() })),
        },
      ],
    };
  });
}

/** The person's saved carts (identity and quantity of each line), one per shop. */
export async function cartsOfUser(db: Db, userId: string) {
  const rows = await db.select().from(carts).where(eq(carts.userId, userId));
  // An emptied cart (after an order) holds nothing about the person.
  return rows
    .filter((c) => c.items.length > 0)
    .map((c) => ({
      tenantId: c.tenantId,
      items: c.items,
      shippingMethod: c.shippingMethod,
      updatedAt: c.updatedAt.toISOString(),
    }));
}

export type ClosingOrder = {
  id: string;
  tenantId: string;
  number: string;
  status: OrderStatus;
  createdAt: Date;
  totalCents: number;
  paymentMethod: Order['paymentMethod'];
  paid: boolean;
};

/** The person's orders split as closing the account treats them: cancelled, or kept reduced. */
export async function ordersForClosing(
  db: Db,
  userId: string,
): Promise<{ cancel: ClosingOrder[]; keep: ClosingOrder[] }> {
  const rows = await db
    .select({
      id: orders.id,
      tenantId: orders.tenantId,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  const all = rows.map(({ paidAt, ...o }) => ({ ...o, status: o.status as OrderStatus, paid: paidAt !== null }));
  return {
    cancel: all.filter((o) => cancelledOnAccountClosing(o.status)),
    keep: all.filter((o) => !cancelledOnAccountClosing(o.status)),
  };
}

const CLOSED_CONTACT_NAME = 'Account eliminato';

/**
 * The person's orders lose what identifies them once the account is closed: e-mail, phone,
 * name and street address go (the town stays: where the goods were supplied); invoice data
 * stays, because a bookshop must keep its invoices 10 years. An order cancelled after a
 * payment the shop must refund by hand (bank transfer) keeps its contact until then.
 * Called in the closing transaction, before the account is deleted (orders.user_id then
 * becomes null).
 */
export async function minimiseOrdersOfUser(tx: Tx, userId: string, now = new Date()): Promise<number> {
  const rows = await tx.select().from(orders).where(eq(orders.userId, userId));
  for (const order of rows) {
    const refundByHand = order.status === 'annullato' && order.paidAt !== null && order.paymentMethod !== 'stripe';
    const contact: OrderContact = refundByHand ? order.contact : { nome: CLOSED_CONTACT_NAME, email: '', telefono: '' };
    const address: ShippingAddress | null = order.shippingAddress
      ? {
          nome: '',
          indirizzo: '',
          citta: order.shippingAddress.citta,
          cap: order.shippingAddress.cap,
          provincia: order.shippingAddress.provincia,
          telefono: '',
        }
      : null;
    await tx
      .update(orders)
      .set({ contact, shippingAddress: address, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.userId, userId)));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actor: 'sistema',
      note: refundByHand
        ? 'Account del cliente eliminato: dati ridotti, contatto tenuto fino al rimborso del bonifico'
        : 'Account del cliente eliminato: dati personali ridotti, ordine conservato per gli obblighi fiscali',
      createdAt: now,
    });
  }
  return rows.length;
}
