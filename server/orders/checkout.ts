import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { cartTotals } from '#common/cart/totals.ts';
import { formatOrderNumber } from '#common/orders/order-number.ts';
import type { CheckoutInput } from '#common/orders/validation.ts';
import { orderVatBreakdown } from '#common/orders/vat.ts';
import type { OrderContact, OrderView, PickupSnapshot } from '#common/orders/views.ts';
import { reserveStock } from '../catalog/stock.ts';
import { dataChanged } from '../db/cache-bus.ts';
import type { Db } from '../db/connection.ts';
import { type DbOrTx, isUniqueViolation, type Tx } from '../db/transaction.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { AppError } from '../shared/errors.ts';
import type { Tenant } from '../tenants/schema.ts';
import { loadAccountCart } from './cart.ts';
import { mergeLines, priceLines, shippingRules } from './cart-pricing.ts';
import { orderReceivedMail } from './emails.ts';
import { listPickupPoints } from './pickup.ts';
import { carts, type Order, orderCounters, orderEvents, orderItems, orders, type StoredCartLine } from './schema.ts';
import { toOrderView } from './view.ts';

export type Customer = { id: string; email: string; displayName: string; phone: string };

/**
 * Who orders: a signed-in customer (the lines come from their saved cart), or a guest
 * (API.md "Guest checkout": the browser's lines and a contact, re-priced here; the order is
 * reached through a private link whose token's hash is kept).
 */
export type Buyer =
  | { kind: 'customer'; customer: Customer }
  | { kind: 'guest'; contact: OrderContact; lines: StoredCartLine[]; tokenHash: string };

/** The order of this buyer with this idempotency key, if one was already placed. */
async function existingOrder(db: DbOrTx, tenantId: string, buyer: Buyer, key: string): Promise<Order | null> {
  const who =
    buyer.kind === 'customer'
      ? eq(orders.userId, buyer.customer.id)
      : // A guest's repeated request has a new token: the same key and e-mail find the order.
        and(
          isNull(orders.userId),
          isNotNull(orders.guestTokenHash),
          sql`${orders.contact}->>'email' = ${buyer.contact.email}`,
        );
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), who, eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/** Next number of the shop's yearly sequence, inside the order's transaction (row lock). */
export async function nextOrderNumber(tx: Tx, tenantId: string, year: number): Promise<string> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ tenantId, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [orderCounters.tenantId, orderCounters.year],
      set: { lastValue: sql`${orderCounters.lastValue} + 1` },
    })
    .returning({ value: orderCounters.lastValue });
  return formatOrderNumber(year, (row as { value: number }).value);
}

/**
 * Places an order from the customer's server cart. Every price is read again from the
 * database; products' stock is reserved in the same transaction (a conditional UPDATE, so
 * concurrent checkouts can never oversell); the same idempotency key returns the same order.
 */
export async function placeOrder(options: {
  db: Db;
  tenant: Tenant;
  buyer: Buyer;
  input: CheckoutInput;
  orderUrl: (orderId: string) => string;
  paymentAvailable: (method: CheckoutInput['paymentMethod']) => boolean;
  /** Days an unpaid transfer keeps its products (decision 0026), told in the first e-mail. */
  transferDays?: number;
  now?: Date;
}): Promise<{ order: Order; replayed: boolean; view?: OrderView }> {
  const { db, tenant, buyer, input } = options;
  const customer = buyer.kind === 'customer' ? buyer.customer : null;
  const now = options.now ?? new Date();
  const previous = await existingOrder(db, tenant.id, buyer, input.idempotencyKey);
  if (previous) return { order: previous, replayed: true };

  if (!options.paymentAvailable(input.paymentMethod)) {
    throw new AppError('RULE_BROKEN', 'Questo metodo di pagamento non è disponibile in questo negozio', {
      fields: { paymentMethod: 'Metodo di pagamento non disponibile' },
    });
  }
  const cart = customer ? await loadAccountCart(db, { tenantId: tenant.id, userId: customer.id }) : null;
  const lines = mergeLines(cart ? cart.items : buyer.kind === 'guest' ? buyer.lines : []);
  if (lines.length === 0) throw new AppError('EMPTY_CART', 'Il carrello è vuoto', { status: 422 });
  const { lines: priced, problems } = await priceLines(db, tenant.id, lines);
  if (problems.length > 0) {
    throw new AppError('CART_PROBLEM', problems.map((p) => p.message).join('; '), {
      status: 422,
      fields: Object.fromEntries(problems.map((p) => [p.key, p.message])),
    });
  }

  let pickup: PickupSnapshot | null = null;
  if (input.shippingMethod === 'pickup') {
    pickup = (await listPickupPoints(db, tenant.id)).find((p) => p.id === input.pickupPointId) ?? null;
    if (!pickup)
      throw new AppError('VALIDATION', 'Punto di ritiro non disponibile', {
        fields: { pickupPointId: 'Scegli un punto di ritiro del negozio' },
      });
  }

  const totals = cartTotals(
    priced.map((p) => ({ unitPriceCents: p.unitPriceCents, quantity: p.line.quantity })),
    input.shippingMethod,
    shippingRules(tenant),
  );
  const vat = orderVatBreakdown(
    priced.map((p) => ({ rate: p.vatRate, grossCents: p.unitPriceCents * p.line.quantity })),
    totals.shippingCents,
  );
  const contact: OrderContact =
    buyer.kind === 'customer'
      ? {
          nome: input.contatto?.nome ?? input.shippingAddress?.nome ?? buyer.customer.displayName,
          // Order e-mails go to the account's own (verified) address only: a contact address typed
          // at checkout could make the shop mail anyone.
          email: buyer.customer.email,
          telefono: input.contatto?.telefono || input.shippingAddress?.telefono || buyer.customer.phone,
        }
      : buyer.contact;

  try {
    const created = await db.transaction(async (tx) => {
      // The cart is read again under a row lock and emptied in this transaction: of several
      // checkouts of one cart at once (other idempotency keys) only the first gets the goods.
      if (customer && cart) {
        const [locked] = await tx
          .select({ items: carts.items })
          .from(carts)
          .where(and(eq(carts.tenantId, tenant.id), eq(carts.userId, customer.id)))
          .for('update');
        if (!locked || locked.items.length === 0) {
          throw new AppError('EMPTY_CART', 'Il carrello è vuoto', { status: 422 });
        }
        if (JSON.stringify(locked.items) !== JSON.stringify(cart.items)) {
          throw new AppError('CONFLICT', 'Il carrello è appena cambiato: controlla e conferma di nuovo', {
            status: 409,
          });
        }
        await tx
          .update(carts)
          .set({ items: [], updatedAt: now })
          .where(and(eq(carts.tenantId, tenant.id), eq(carts.userId, customer.id)));
      }
      const short = await reserveStock(tx, {
        tenantId: tenant.id,
        lines: priced.flatMap((p) =>
          p.line.type === 'product' ? [{ productId: p.line.productId, quantity: p.line.quantity, priced: p }] : [],
        ),
      });
      if (short) {
        throw new AppError('OUT_OF_STOCK', `«${short.priced.title}» non è più disponibile nella quantità richiesta`, {
          status: 409,
          fields: { [short.priced.key]: 'Quantità non più disponibile' },
        });
      }
      const number = await nextOrderNumber(tx, tenant.id, Number(now.toISOString().slice(0, 4)));
      const [created] = await tx
        .insert(orders)
        .values({
          tenantId: tenant.id,
          userId: customer?.id ?? null,
          guestTokenHash: buyer.kind === 'guest' ? buyer.tokenHash : null,
          number,
          status: 'in_attesa_pagamento',
          shippingMethod: input.shippingMethod,
          shippingAddress: input.shippingMethod === 'standard' ? (input.shippingAddress ?? null) : null,
          pickupPoint: pickup,
          paymentMethod: input.paymentMethod,
          contact,
          invoice: input.fatturazione
            ? {
                tipo: input.fatturazione.tipo,
                nome: input.fatturazione.nome,
                codiceFiscale: input.fatturazione.codiceFiscale,
                partitaIva: input.fatturazione.partitaIva ?? null,
                indirizzo: input.fatturazione.indirizzo,
                codiceDestinatario: input.fatturazione.codiceDestinatario ?? null,
                pec: input.fatturazione.pec ?? null,
              }
            : null,
          subtotalCents: totals.subtotalCents,
          shippingCents: totals.shippingCents,
          totalCents: totals.totalCents,
          vat,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const order = created as Order;
      const items = await tx
        .insert(orderItems)
        .values(
          priced.map((p, position) => ({
            orderId: order.id,
            position,
            type: p.line.type,
            isbn: p.line.type === 'book' ? p.line.isbn : null,
            productId: p.line.type === 'product' ? p.line.productId : null,
            schoolCode: p.line.type === 'book' && p.line.schoolCode ? p.line.schoolCode : null,
            schoolName: p.schoolName,
            classe: p.line.type === 'book' ? p.line.classe : null,
            sezione: p.line.type === 'book' ? p.line.sezione : null,
            title: p.title,
            authors: p.authors,
            publisher: p.publisher,
            imageUrl: p.imageUrl,
            unitPriceCents: p.unitPriceCents,
            listPriceCents: p.listPriceCents,
            listName: p.line.type === 'book' ? (p.line.list?.name ?? null) : null,
            quantity: p.line.quantity,
            vatRate: p.vatRate,
            lineTotalCents: p.unitPriceCents * p.line.quantity,
            status: p.line.type === 'book' ? ('da_ordinare' as const) : null,
          })),
        )
        .returning();
      const events = await tx
        .insert(orderEvents)
        .values({
          orderId: order.id,
          toStatus: 'in_attesa_pagamento',
          actor: 'cliente',
          note: 'Ordine ricevuto',
          createdAt: now,
        })
        .returning();
      await enqueueMail(tx, {
        dedupeKey: `order:${order.id}:received`,
        to: contact.email,
        ...orderReceivedMail({
          shop: tenant,
          order,
          url: options.orderUrl(order.id),
          transferDays: options.transferDays,
          guest: buyer.kind === 'guest',
        }),
      });
      // The answer is built from the rows just written, not read back.
      return { order, view: toOrderView(order, items, events) };
    });
    dataChanged(db, 'catalog', tenant.id); // the products' stock changed (shown on their pages)
    return { order: created.order, view: created.view, replayed: false };
  } catch (error) {
    // The same key sent twice at the same moment: the other request created the order.
    if (isUniqueViolation(error)) {
      const winner = await existingOrder(db, tenant.id, buyer, input.idempotencyKey);
      if (winner) return { order: winner, replayed: true };
    }
    throw error;
  }
}
