import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { pageViews } from './schema.ts';

/**
 * Page views of a shop between two Rome days (inclusive): all pages, and the named paths.
 * Only visitors who consented to analytics are counted (page-views.ts).
 */
export async function pageViewTotals(db: Db, tenantId: string, days: { from: string; to: string }, paths: string[]) {
  const where = and(eq(pageViews.tenantId, tenantId), gte(pageViews.day, days.from), lte(pageViews.day, days.to));
  const [all] = await db
    .select({ views: sql<number>`coalesce(sum(${pageViews.views}), 0)::int` })
    .from(pageViews)
    .where(where);
  const byPath = paths.length
    ? await db
        .select({ path: pageViews.path, views: sql<number>`sum(${pageViews.views})::int` })
        .from(pageViews)
        .where(and(where, inArray(pageViews.path, paths)))
        .groupBy(pageViews.path)
    : [];
  return {
    all: all?.views ?? 0,
    byPath: Object.fromEntries(byPath.map((r) => [r.path, r.views])) as Record<string, number>,
  };
}
