import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { publicOrigin } from '../http/origin.ts';
import { renderSitemap, renderSitemapPart } from './sitemap.ts';

/** /robots.txt and the sitemap files, generated on the server for the request's shop. */
export function seoRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/robots.txt', (c) => {
    const origin = publicOrigin(c);
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /orders',
      'Disallow: /profile',
      'Disallow: /dashboard',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' });
  });

  app.get('/sitemap.xml', async (c) => {
    const { services, tenant } = c.var;
    const xml = await renderSitemap(services.sitemap, { db: services.db, tenant }, publicOrigin(c));
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  app.get('/:file{sitemap-[a-z0-9-]+\\.xml}', async (c) => {
    const { services, tenant } = c.var;
    const xml = await renderSitemapPart(
      services.sitemap,
      { db: services.db, tenant },
      publicOrigin(c),
      c.req.param('file'),
    );
    if (!xml) return c.notFound();
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  return app;
}
