import type { AppServices } from '../context.ts';
import { forgetOldViews } from './engagement.ts';
import { blogSitemapSource } from './feed.ts';

/** What the blog plugs into the shared registries at start. */
export function setupBlog(services: AppServices): void {
  services.sitemap.register(blogSitemapSource);
  services.jobs.register({
    name: 'blog-views-cleanup',
    everyMs: 6 * 60 * 60 * 1000,
    run: (now) => forgetOldViews(services.db, now.toISOString().slice(0, 10)),
  });
}
