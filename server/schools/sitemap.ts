import { asc, count, eq } from 'drizzle-orm';
import { regionName } from '#common/schools/regions.ts';
import type { SitemapSource } from '../seo/sitemap.ts';
import { schools } from './schema.ts';

/** Every school page, one sitemap section per region (the index stays readable at 62,000). */
export const schoolsSitemapSource: SitemapSource = {
  name: 'scuole',
  sections: async ({ db }) => {
    const rows = await db
      .select({ key: schools.region, count: count() })
      .from(schools)
      .groupBy(schools.region)
      .orderBy(asc(schools.region));
    // Files named for the official region ("sitemap-scuole-friuli-venezia-giulia-1.xml");
    // the key stays the data's value.
    return rows.map((r) => ({ ...r, name: regionName(r.key) }));
  },
  urls: async ({ db }, region, offset, limit) => {
    const rows = await db
      .select({ code: schools.code, importedAt: schools.importedAt })
      .from(schools)
      .where(eq(schools.region, region))
      .orderBy(asc(schools.code))
      .offset(offset)
      .limit(limit);
    return rows.map((r) => ({ path: `/scuola/${r.code}`, lastmod: r.importedAt, changefreq: 'monthly' as const }));
  },
};
