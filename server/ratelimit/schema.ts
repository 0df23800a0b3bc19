import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window request counters per tier, action and client, shared by every process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window').on(t.windowStart)],
);
