import { countArticleView } from '../blog/pages.ts';
import type { AppServices } from '../context.ts';
import type { PageHit, PageReader } from './page-store.ts';

/**
 * What a page's loader does on every view besides reading, done for pages served from
 * memory too: an article counts its reader. Not awaited: the visitor gets the page at once.
 */
export function pageHits(services: AppServices): (hit: PageHit, reader: PageReader) => void {
  return (hit, reader) => {
    if (hit.routeId !== 'routes/blog/article' || !hit.params.slug) return;
    countArticleView(services.db, hit.tenantId, hit.params.slug, reader).catch((error: unknown) =>
      services.logger.warn({ err: error }, 'article view not counted'),
    );
  };
}
