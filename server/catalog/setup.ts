import { and, asc, count, eq } from 'drizzle-orm';
import type { AppServices } from '../context.ts';
import type { SitemapSource } from '../seo/sitemap.ts';
import { countActiveProducts } from './queries.ts';
import { products } from './schema.ts';

/** The shop's active products: the catalogue page and every product page. */
export const catalogSitemapSource: SitemapSource = {
  name: 'prodotti',
  sections: async ({ db, tenant }) => {
    const [row] = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.tenantId, tenant.id), eq(products.active, true)));
    return [{ key: 'catalogo', count: (row?.n ?? 0) + 1 }];
  },
  urls: async ({ db, tenant }, _section, offset, limit) => {
    const rows = await db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.tenantId, tenant.id), eq(products.active, true)))
      .orderBy(asc(products.id));
    const urls = [
      { path: '/products', changefreq: 'weekly' as const, priority: 0.7 },
      ...rows.map((r) => ({ path: `/products/${r.id}`, lastmod: r.updatedAt, changefreq: 'weekly' as const })),
    ];
    return urls.slice(offset, offset + limit);
  },
};

/** What the catalogue plugs into the shared registries at start. */
export function setupCatalog(services: AppServices): void {
  services.adminStats.register({ key: 'activeProducts', count: ({ db }) => countActiveProducts(db) });
  services.sitemap.register(catalogSitemapSource);
}
