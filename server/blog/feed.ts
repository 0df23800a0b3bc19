import { and, asc, count, eq, lte } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { publicOrigin } from '../http/origin.ts';
import type { SitemapSource } from '../seo/sitemap.ts';
import { listArticles } from './articles.ts';
import { blogArticles } from './schema.ts';

const xml = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

/** /blog/rss.xml: the shop's 20 latest published articles (RSS 2.0). */
export function blogFeedRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/blog/rss.xml', async (c) => {
    const { services, tenant } = c.var;
    const origin = publicOrigin(c);
    const { articles } = await listArticles(services.db, tenant.id, { limit: 20 });
    const items = articles
      .map(
        (a) =>
          `<item><title>${xml(a.title)}</title><link>${xml(`${origin}/blog/${a.slug}`)}</link><guid isPermaLink="true">${xml(`${origin}/blog/${a.slug}`)}</guid><pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate><author>${xml(`${tenant.email} (${a.author})`)}</author>${a.category ? `<category>${xml(a.category)}</category>` : ''}<description>${xml(a.excerpt)}</description></item>`,
      )
      .join('\n');
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>${xml(`Blog didattico · ${tenant.name}`)}</title><link>${xml(`${origin}/blog`)}</link><description>Consigli per studenti e famiglie</description><language>it-it</language>\n${items}\n</channel></rss>\n`;
    return c.body(body, 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    });
  });
  return app;
}

/** The blog and every published article. */
export const blogSitemapSource: SitemapSource = {
  name: 'blog',
  sections: async ({ db, tenant }) => {
    const [row] = await db
      .select({ n: count() })
      .from(blogArticles)
      .where(
        and(
          eq(blogArticles.tenantId, tenant.id),
          eq(blogArticles.status, 'published'),
          lte(blogArticles.publishedAt, new Date()),
        ),
      );
    return [{ key: 'articoli', count: Number(row?.n ?? 0) + 1 }];
  },
  urls: async ({ db, tenant }, _section, offset, limit) => {
    const rows = await db
      .select({ slug: blogArticles.slug, updatedAt: blogArticles.updatedAt })
      .from(blogArticles)
      .where(
        and(
          eq(blogArticles.tenantId, tenant.id),
          eq(blogArticles.status, 'published'),
          lte(blogArticles.publishedAt, new Date()),
        ),
      )
      .orderBy(asc(blogArticles.id));
    const urls = [
      { path: '/blog', changefreq: 'weekly' as const, priority: 0.6 },
      ...rows.map((r) => ({ path: `/blog/${r.slug}`, lastmod: r.updatedAt, changefreq: 'monthly' as const })),
    ];
    return urls.slice(offset, offset + limit);
  },
};
