import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { pageViews } from './schema.ts';

/** Adds one view of a path for today (Europe/Rome day) to the shop's anonymous counters. */
export async function recordPageView(db: Db, options: { tenantId: string; path: string; now?: Date }): Promise<void> {
  const { tenantId, path, now = new Date() } = options;
  const day = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
  await db
    .insert(pageViews)
    .values({ tenantId, day, path, views: 1 })
    .onConflictDoUpdate({
      target: [pageViews.tenantId, pageViews.day, pageViews.path],
      set: { views: sql`${pageViews.views} + 1` },
    });
}
