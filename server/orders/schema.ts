import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShippingMethod } from '#common/cart/items.ts';
import type { LineStatus } from '#common/orders/status.ts';
import type { VatBreakdown } from '#common/orders/vat.ts';
import type {
  InvoiceData,
  OrderContact,
  PaymentMethod,
  PickupSnapshot,
  ShippingAddress,
} from '#common/orders/views.ts';
import { users } from '../accounts/schema.ts';
import { tenants } from '../tenants/schema.ts';

/** A cart line as the server keeps it: identity and quantity only, never a price. */
export type StoredCartLine =
  | {
      type: 'book';
      isbn: string;
      /** '' for a book added by ISBN outside a class list (then classe and sezione are '' too). */
      schoolCode: string;
      classe: string;
      sezione: string;
      quantity: number;
      /** The child's list the line belongs to. */
      list?: { id: string; name: string };
    }
  | { type: 'product'; productId: number; quantity: number };

/** A signed-in customer's cart in one shop, kept in sync across devices. */
export const carts = pgTable(
  'carts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<StoredCartLine[]>().notNull().default([]),
    shippingMethod: text('shipping_method').$type<ShippingMethod>().notNull().default('standard'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/** Where a shop's customers collect their orders. */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    openingHours: text('opening_hours').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pickup_points_tenant_idx').on(t.tenantId)],
);

/** The last order number of each shop and year ("2026-000123"), bumped in the order's transaction. */
export const orderCounters = pgTable(
  'order_counters',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.year] })],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Kept when the account is deleted: billing records stay 10 years (legal pages). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    status: text('status').notNull(),
    shippingMethod: text('shipping_method').$type<ShippingMethod>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    pickupPoint: jsonb('pickup_point').$type<PickupSnapshot>(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    contact: jsonb('contact').$type<OrderContact>().notNull(),
    invoice: jsonb('invoice').$type<InvoiceData>(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    vat: jsonb('vat').$type<VatBreakdown[]>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    stripeSessionId: text('stripe_session_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** The connected account the card payment was made on (a bookshop's); null = the platform's. */
    stripeAccountId: text('stripe_account_id'),
    /** Cents: the platform's fee on a bookshop's card payment (`application_fee_amount`). */
    applicationFeeCents: integer('application_fee_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The carrier's tracking number, set when the shop ships the order. */
    trackingNumber: text('tracking_number'),
    /**
     * A guest's order (no account): SHA-256 of the private token in the order's link, the
     * only way to it until it is added to an account.
     */
    guestTokenHash: text('guest_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_tenant_number_key').on(t.tenantId, t.number),
    uniqueIndex('orders_idempotency_key').on(t.tenantId, t.userId, t.idempotencyKey),
    // A guest's double click is one order too (NULL user ids are all different to the index above).
    uniqueIndex('orders_guest_idempotency_key')
      .on(t.tenantId, t.idempotencyKey)
      .where(sql`${t.guestTokenHash} is not null`),
    uniqueIndex('orders_stripe_session_key').on(t.stripeSessionId),
    index('orders_user_idx').on(t.tenantId, t.userId, t.createdAt),
    // The back office's list: a shop's orders newest first, or in one state.
    index('orders_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('orders_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);

/** One line of an order, with the prices and descriptions read at checkout. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<'book' | 'product'>().notNull(),
    isbn: text('isbn'),
    productId: integer('product_id'),
    schoolCode: text('school_code'),
    schoolName: text('school_name'),
    classe: text('classe'),
    sezione: text('sezione'),
    title: text('title').notNull(),
    authors: text('authors'),
    publisher: text('publisher'),
    imageUrl: text('image_url'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** Books: the ministry list price when ordered (unit_price_cents is the shop's price). */
    listPriceCents: integer('list_price_cents'),
    /** Books: the child's list the line belonged to in the cart ("Giulia"). */
    listName: text('list_name'),
    quantity: integer('quantity').notNull(),
    vatRate: integer('vat_rate').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** Books only: da_ordinare → ordinato → arrivato → pronto → consegnato. */
    status: text('status').$type<LineStatus>(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position)],
);

/** Every change of an order or of one of its books, with when and who. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Payment provider events already handled: the same event twice changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: uuid('order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ShopPaymentMethod = 'contanti' | 'pos';

/** Money the shop took for an order at the counter (cash or card terminal). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    method: text('method').$type<ShopPaymentMethod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Who took it, as shown in the history. */
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    index('order_payments_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);

/** The shop's internal notes on an order (never shown to the family). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
