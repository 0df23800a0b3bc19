import { count, eq } from 'drizzle-orm';
import type { DemoSeed } from '../demo/index.ts';
import { createArticle } from './articles.ts';
import { DEMO_ARTICLES } from './demo-articles.ts';
import { blogArticles, blogComments } from './schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo blog of the default shop, when it has no articles yet. */
export const blogDemoSeed: DemoSeed = {
  name: 'blog',
  run: async (services) => {
    const { db } = services;
    const tenantId = services.defaultTenant().id;
    const [row] = await db.select({ n: count() }).from(blogArticles).where(eq(blogArticles.tenantId, tenantId));
    if (Number(row?.n ?? 0) > 0) return;
    const now = Date.now();
    for (const [index, demo] of DEMO_ARTICLES.entries()) {
      const published = new Date(now - demo.daysAgo * DAY_MS);
      const article = await createArticle(
        db,
        tenantId,
        {
          title: demo.title,
          content: demo.content,
          author: demo.author,
          excerpt: demo.excerpt,
          category: demo.category,
          tags: demo.tags,
          featuredImage: `/demo/blog/${demo.image}.svg`,
          status: 'published',
          publishedAt: published,
        },
        published,
      );
      // Demo readers and likes, so the list looks like a blog people read.
      await db
        .update(blogArticles)
        .set({ views: 40 + ((index * 37) % 180), likes: 2 + ((index * 5) % 17) })
        .where(eq(blogArticles.id, Number(article.id)));
      for (const [i, comment] of (demo.comments ?? []).entries()) {
        await db.insert(blogComments).values({
          articleId: Number(article.id),
          name: comment.name,
          email: `lettore${i + 1}@example.com`,
          content: comment.content,
          status: 'approved',
          createdAt: new Date(published.getTime() + (i + 1) * 3600_000),
        });
      }
    }
  },
};
