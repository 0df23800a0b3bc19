import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/connection.ts';
import { SECURITY_CATEGORIES, type SecurityLogEntry, securityLogs } from './schema.ts';

export const SECURITY_PAGE_SIZE = 50;

export const securityLogFilters = z.object({
  category: z
    .enum(SECURITY_CATEGORIES as [string, ...string[]])
    .optional()
    .catch(undefined),
  level: z.enum(['info', 'warn', 'error']).optional().catch(undefined),
  source: z.enum(['server', 'browser']).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});

export type SecurityLogFilters = z.infer<typeof securityLogFilters>;

/** The API's filters: an unknown category, level or source is a 400 (the page above ignores it). */
export const securityLogQuery = z.object({
  category: z.enum(SECURITY_CATEGORIES as [string, ...string[]], { error: 'Categoria sconosciuta' }).optional(),
  level: z.enum(['info', 'warn', 'error'], { error: 'Livello sconosciuto' }).optional(),
  source: z.enum(['server', 'browser'], { error: 'Origine sconosciuta' }).optional(),
  q: z.string().trim().max(100, 'Ricerca troppo lunga').optional(),
  page: z.coerce.number({ error: 'page deve essere un numero' }).int().min(1).max(10_000).default(1),
}) satisfies z.ZodType<SecurityLogFilters, unknown>;

/** The back office's list: newest first, filtered by category, level, source and text. */
export async function listSecurityLogs(
  db: Db,
  filters: SecurityLogFilters,
): Promise<{ entries: SecurityLogEntry[]; total: number; page: number; pages: number }> {
  const conditions: SQL[] = [];
  if (filters.category) conditions.push(eq(securityLogs.category, filters.category as SecurityLogEntry['category']));
  if (filters.level) conditions.push(eq(securityLogs.level, filters.level));
  if (filters.source) conditions.push(eq(securityLogs.source, filters.source));
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(securityLogs.message, like), ilike(securityLogs.url, like), ilike(securityLogs.ip, like))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(securityLogs).where(where);
  const total = count?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / SECURITY_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const entries = await db
    .select()
    .from(securityLogs)
    .where(where)
    .orderBy(desc(securityLogs.timestamp), desc(securityLogs.id))
    .limit(SECURITY_PAGE_SIZE)
    .offset((page - 1) * SECURITY_PAGE_SIZE);
  return { entries, total, page, pages };
}
