import type { Context } from 'hono';
import { countArticleView } from '../blog/pages.ts';
import type { AppEnv, AppServices } from '../context.ts';
import { clientIp } from './client-ip.ts';
import type { PageHit } from './page-cache.ts';

/**
 * What a page's loader does on every view besides reading, done for pages served from
 * memory too: an article counts its reader. Not awaited: the visitor gets the page at once.
 */
export function pageHits(services: AppServices): (hit: PageHit, c: Context<AppEnv>) => void {
  return (hit, c) => {
    if (hit.routeId !== 'routes/blog/article' || !hit.params.slug) return;
    const reader = { ip: clientIp(c, services.config.TRUST_PROXY), userAgent: c.req.header('user-agent') ?? '' };
    countArticleView(services.db, hit.tenantId, hit.params.slug, reader).catch((error: unknown) =>
      services.logger.warn({ err: error }, 'article view not counted'),
    );
  };
}
