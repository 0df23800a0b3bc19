import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReviewStatus } from '#common/reviews/views.ts';
import { users } from '../accounts/schema.ts';
import { products } from '../catalog/schema.ts';
import { orders } from '../orders/schema.ts';
import { tenants } from '../tenants/schema.ts';

/**
 * A customer's review of a product (or of a book, by ISBN) they bought in this shop and
 * received: `orderId` and `purchasedAt` are the proof shown as "Recensione verificata:
 * acquisto del …". One review per person and product; seen by the public only once the
 * shop approved it. The product's average and count are computed from the approved ones.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** A review leaves with its author's account (GDPR erasure). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    isbn: text('isbn'),
    /** The product's or book's title as on the order, for the moderators. */
    subjectTitle: text('subject_title').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    stars: smallint('stars').notNull(),
    text: text('text').notNull(),
    /** As published ("Maria R."), fixed when written. */
    authorName: text('author_name').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: text('moderated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_key')
      .on(t.tenantId, t.userId, t.productId)
      .where(sql`${t.productId} is not null`),
    uniqueIndex('reviews_user_book_key').on(t.tenantId, t.userId, t.isbn).where(sql`${t.isbn} is not null`),
    index('reviews_product_idx').on(t.tenantId, t.productId, t.status),
    index('reviews_book_idx').on(t.tenantId, t.isbn, t.status),
    index('reviews_moderation_idx').on(t.tenantId, t.status, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    check('reviews_one_subject', sql`(${t.productId} is null) <> (${t.isbn} is null)`),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

export type Review = typeof reviews.$inferSelect;

/**
 * Each product's approved reviews summed up (average to one decimal, count), rewritten in
 * the transaction that approves, rejects or deletes one of its reviews. The catalogue joins
 * it by primary key: aggregating every review on each catalogue query made it 2.5-4 times
 * slower (docs/benchmarks.md). No row: no approved review.
 */
export const productRatings = pgTable(
  'product_ratings',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    average: numeric('average', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_ratings_tenant_idx').on(t.tenantId, t.average)],
);
