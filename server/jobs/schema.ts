import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** When each periodic job last ran: several processes share one schedule. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
