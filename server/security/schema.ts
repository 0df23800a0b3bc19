import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/schema.ts';

export type SecurityLevel = 'info' | 'warn' | 'error';
export type SecurityCategory = 'AUTH' | 'XSS' | 'CSRF' | 'RATE_LIMIT' | 'VALIDATION' | 'ADMIN';
export const SECURITY_CATEGORIES: readonly SecurityCategory[] = [
  'AUTH',
  'XSS',
  'CSRF',
  'RATE_LIMIT',
  'VALIDATION',
  'ADMIN',
];

/** Security events of SPEC.md section 3, from the server and (errors only) from browsers. */
export const securityLogs = pgTable(
  'security_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    level: text('level').$type<SecurityLevel>().notNull(),
    category: text('category').$type<SecurityCategory>().notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    userAgent: text('user_agent').notNull().default(''),
    url: text('url').notNull().default(''),
    /** The signed-in user or admin id, or null. */
    userId: text('user_id'),
    ip: text('ip').notNull().default(''),
    source: text('source').$type<'server' | 'browser'>().notNull().default('server'),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
  },
  (t) => [index('security_logs_time').on(t.timestamp), index('security_logs_category').on(t.category, t.timestamp)],
);

export type SecurityLogEntry = typeof securityLogs.$inferSelect;
