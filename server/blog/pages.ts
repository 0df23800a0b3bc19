import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { BLOG_PAGE_SIZE, findArticle, listArticles, listBlogCategories } from './articles.ts';
import { approvedComments, countView, hasLiked, visitorDayKey } from './engagement.ts';

// Loaders of /blog and /blog/{slug}. Filters come from the URL leniently.

export async function loadBlogList(db: Db, tenantId: string, url: URL) {
  const get = (k: string) => (url.searchParams.get(k) ?? '').trim().slice(0, 120);
  const page = Math.max(1, Math.min(1000, Number.parseInt(get('pagina'), 10) || 1));
  const filters = { categoria: get('categoria'), q: get('q') };
  const [result, categories] = await Promise.all([
    listArticles(db, tenantId, {
      category: filters.categoria || undefined,
      search: filters.q || undefined,
      limit: BLOG_PAGE_SIZE,
      offset: (page - 1) * BLOG_PAGE_SIZE,
    }),
    listBlogCategories(db, tenantId),
  ]);
  return {
    filters,
    categories,
    articles: result.articles,
    total: result.total,
    page,
    pages: Math.max(1, Math.ceil(result.total / BLOG_PAGE_SIZE)),
  };
}

/**
 * The salt of the daily view keys, new at each start: the keys cannot be turned back into
 * addresses. (A restart on the same day may count a reader twice: an accepted imprecision.)
 */
const VIEW_SALT = randomBytes(16).toString('hex');

export async function loadArticlePage(
  db: Db,
  tenantId: string,
  slug: string,
  reader: { ip: string; userAgent: string; visitor: string | null },
  now = new Date(),
) {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null;
  const article = await findArticle(db, tenantId, { slug }, { now });
  if (!article) return null;
  const day = now.toISOString().slice(0, 10);
  const id = Number(article.id);
  if (await countView(db, id, visitorDayKey(VIEW_SALT, reader.ip, reader.userAgent, day), day)) article.views += 1;
  const [comments, liked] = await Promise.all([approvedComments(db, tenantId, id), hasLiked(db, id, reader.visitor)]);
  return { article, comments, liked };
}
