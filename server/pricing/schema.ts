import { bigserial, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/schema.ts';

// A shop's discount on adopted textbooks (issue 12; Law 15/2020 art. 8 caps it at 15 %).

/** The discounts in force: publisher '' is the shop's general discount, others one publisher's books. */
export const textbookDiscounts = pgTable(
  'textbook_discounts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Upper-case publisher as the Ministry's lists write it; '' for every publisher. */
    publisher: text('publisher').notNull(),
    /** Percent × 100 (1250 = 12.5 %), at most 1500. */
    basisPoints: integer('basis_points').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.publisher] })],
);

/** Every change of those discounts (null: rule removed), for the Omnibus 30-day reference. */
export const textbookDiscountChanges = pgTable(
  'textbook_discount_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    publisher: text('publisher').notNull(),
    basisPoints: integer('basis_points'),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('textbook_discount_changes_tenant_idx').on(t.tenantId, t.changedAt)],
);
