import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/schema.ts';

/**
 * Anonymous page-view counters per tenant, path and day. Written only after the visitor
 * consented to analytics cookies; no identifier of the visitor is stored.
 */
export const pageViews = pgTable(
  'page_views',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.path] })],
);
