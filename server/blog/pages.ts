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
  const key = visitorDayKey(VIEW_SALT, reader.ip, reader.userAgent, day);
  seen.add(`${id}|${key}`, day);
  if (await countView(db, id, key, day)) article.views += 1;
  const [comments, liked] = await Promise.all([approvedComments(db, tenantId, id), hasLiked(db, id, reader.visitor)]);
  return { article, comments, liked };
}

/** Views already counted today in this process: a page served from memory skips the database. */
const seen = {
  day: '',
  keys: new Set<string>(),
  /** Whether the key is new today; at most 100,000 kept (the database still deduplicates). */
  add(key: string, day: string): boolean {
    if (day !== this.day || this.keys.size >= 100_000) {
      this.day = day;
      this.keys.clear();
    }
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    return true;
  },
};

/**
 * An article served from the page cache still counts its reader (once a day, as when it is
 * rendered). The number the page shows may lag behind until the page is rendered again.
 */
export async function countArticleView(
  db: Db,
  tenantId: string,
  slug: string,
  reader: { ip: string; userAgent: string },
  now = new Date(),
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const key = visitorDayKey(VIEW_SALT, reader.ip, reader.userAgent, day);
  if (!seen.add(`${slug}|${tenantId}|${key}`, day)) return;
  const article = await findArticle(db, tenantId, { slug }, { now });
  if (article && seen.add(`${Number(article.id)}|${key}`, day)) await countView(db, Number(article.id), key, day);
}
