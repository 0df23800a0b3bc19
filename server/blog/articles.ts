import { and, asc, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { ArticleStatus, ArticleView } from '#common/blog/views.ts';
import { dataChanged } from '../db/cache-bus.ts';
import type { Db } from '../db/connection.ts';
import { type DbOrTx, withTransaction } from '../db/transaction.ts';
import { foldForSearch } from '../schools/normalize.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { htmlToText, renderArticle } from './sanitize.ts';
import { type BlogArticle, blogArticles, blogCategories, blogComments } from './schema.ts';
import { parseTags, shorten, slugify, uniqueSlug } from './text.ts';

export const BLOG_PAGE_SIZE = 10;
export const BLOG_ADMIN_LIMIT = 50;

type Row = BlogArticle & { category: string | null; commentsCount: number };

/** An article in SPEC.md section 3's shape. */
export function toArticleView(a: Row): ArticleView {
  const text = a.excerpt || htmlToText(a.contentHtml);
  return {
    id: String(a.id),
    slug: a.slug,
    title: a.title,
    content: a.contentHtml,
    excerpt: a.excerpt || shorten(text, 200),
    shortExcerpt: shorten(text, 120),
    longExcerpt: shorten(text, 300),
    category: a.category,
    tags: a.tags,
    author: a.author,
    featuredImage: a.featuredImage,
    featuredImageUrl: a.featuredImage,
    status: a.status,
    publishedAt: a.publishedAt.toISOString(),
    views: a.views,
    likes: a.likes,
    commentsCount: a.commentsCount,
  };
}

const approvedComments =
  sql<number>`(select count(*) from ${blogComments} where ${blogComments.articleId} = ${blogArticles.id} and ${blogComments.status} = 'approved')`.mapWith(
    Number,
  );

/** Published and due: what the public may read. */
const isPublic = (now: Date) => and(eq(blogArticles.status, 'published'), lte(blogArticles.publishedAt, now));

export async function listArticles(
  db: Db,
  tenantId: string,
  options: {
    category?: string;
    search?: string;
    limit?: number;
    offset?: number;
    includeUnpublished?: boolean;
    now?: Date;
  } = {},
): Promise<{ articles: ArticleView[]; total: number }> {
  const now = options.now ?? new Date();
  const conditions: (SQL | undefined)[] = [eq(blogArticles.tenantId, tenantId)];
  if (!options.includeUnpublished) conditions.push(isPublic(now));
  if (options.category) conditions.push(sql`lower(${blogCategories.name}) = lower(${options.category})`);
  const words = foldForSearch(options.search ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 8);
  if (words.length > 0) {
    conditions.push(
      sql`${blogArticles.searchVector} @@ to_tsquery('italian', ${words.map((w) => `${w}:*`).join(' & ')})`,
    );
  }
  const rows = await db
    .select({
      article: blogArticles,
      category: blogCategories.name,
      commentsCount: approvedComments,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(blogArticles)
    .leftJoin(blogCategories, eq(blogCategories.id, blogArticles.categoryId))
    .where(and(...conditions))
    .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
    .limit(options.limit ?? BLOG_PAGE_SIZE)
    .offset(options.offset ?? 0);
  return {
    articles: rows.map((r) => toArticleView({ ...r.article, category: r.category, commentsCount: r.commentsCount })),
    total: rows[0]?.total ?? 0,
  };
}

export async function findArticle(
  db: Db,
  tenantId: string,
  where: { slug?: string; id?: number },
  options: { includeUnpublished?: boolean; now?: Date } = {},
): Promise<ArticleView | null> {
  const conditions: (SQL | undefined)[] = [eq(blogArticles.tenantId, tenantId)];
  if (where.slug !== undefined) conditions.push(eq(blogArticles.slug, where.slug));
  if (where.id !== undefined) conditions.push(eq(blogArticles.id, where.id));
  if (!options.includeUnpublished) conditions.push(isPublic(options.now ?? new Date()));
  const [row] = await db
    .select({ article: blogArticles, category: blogCategories.name, commentsCount: approvedComments })
    .from(blogArticles)
    .leftJoin(blogCategories, eq(blogCategories.id, blogArticles.categoryId))
    .where(and(...conditions));
  return row ? toArticleView({ ...row.article, category: row.category, commentsCount: row.commentsCount }) : null;
}

/**
 * Categories with their number of public (published and due) articles. The public sidebar
 * and API list only categories that have some: a category of drafts, scheduled or deleted
 * articles would lead to an empty page. The admin's form wants them all (`includeEmpty`).
 */
export async function listBlogCategories(
  db: Db,
  tenantId: string,
  options: { now?: Date; includeEmpty?: boolean } = {},
) {
  const now = options.now ?? new Date();
  const articles = count(blogArticles.id);
  const query = db
    .select({ id: blogCategories.id, name: blogCategories.name, articles })
    .from(blogCategories)
    .leftJoin(
      blogArticles,
      and(
        eq(blogArticles.categoryId, blogCategories.id),
        eq(blogArticles.status, 'published'),
        lte(blogArticles.publishedAt, now),
      ),
    )
    .where(eq(blogCategories.tenantId, tenantId))
    .groupBy(blogCategories.id, blogCategories.name)
    .orderBy(asc(blogCategories.name));
  const rows = options.includeEmpty ? await query : await query.having(sql`${articles} > 0`);
  return rows.map((r) => ({ id: String(r.id), name: r.name, articles: Number(r.articles) }));
}

export type ArticleInput = {
  title: string;
  content: string;
  author: string;
  excerpt?: string;
  category?: string | null;
  tags?: string | string[];
  featuredImage?: string | null;
  status?: ArticleStatus;
  publishedAt?: Date | null;
  slug?: string;
};

async function categoryIdFor(db: DbOrTx, tenantId: string, name: string | null | undefined): Promise<number | null> {
  const clean = name?.trim();
  if (!clean) return null;
  const [existing] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(and(eq(blogCategories.tenantId, tenantId), sql`lower(${blogCategories.name}) = lower(${clean})`));
  if (existing) return existing.id;
  const [created] = await db
    .insert(blogCategories)
    .values({ tenantId, name: clean })
    .onConflictDoNothing()
    .returning({ id: blogCategories.id });
  if (created) return created.id;
  return categoryIdFor(db, tenantId, clean);
}

async function takenSlugs(db: Db, tenantId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: blogArticles.slug })
    .from(blogArticles)
    .where(and(eq(blogArticles.tenantId, tenantId), sql`${blogArticles.slug} ~ ${`^${base}(-[0-9]+)?$`}`));
  return new Set(rows.map((r) => r.slug));
}

/** A new article: its slug from the title (or the one given), made unique with -2, -3 ... */
export async function createArticle(db: Db, tenantId: string, input: ArticleInput, now = new Date()) {
  const base = slugify(input.slug?.trim() || input.title);
  for (let attempt = 0; attempt < 3; attempt++) {
    const slug = uniqueSlug(base, await takenSlugs(db, tenantId, base));
    const [row] = await db
      .insert(blogArticles)
      .values({
        tenantId,
        slug,
        title: input.title,
        source: input.content,
        contentHtml: renderArticle(input.content),
        excerpt: input.excerpt ?? '',
        categoryId: await categoryIdFor(db, tenantId, input.category),
        tags: parseTags(input.tags ?? []),
        author: input.author,
        featuredImage: input.featuredImage || null,
        status: input.status ?? 'published',
        publishedAt: input.publishedAt ?? now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: blogArticles.id });
    // Someone took the same slug at the same moment: try the next free one.
    if (row) {
      dataChanged(db, 'blog', tenantId);
      return (await findArticle(db, tenantId, { id: row.id }, { includeUnpublished: true })) as ArticleView;
    }
  }
  throw new AppError('CONFLICT', 'Non è stato possibile creare un indirizzo unico per l’articolo');
}

/**
 * Edits one of the shop's articles; the slug stays as it was (links already shared keep
 * working). A new category named here is kept only if the article is found.
 */
export async function updateArticle(
  db: Db,
  options: { tenantId: string; id: number; input: ArticleInput; now?: Date },
) {
  const { tenantId, id, input, now = new Date() } = options;
  await withTransaction(db, async (tx) => {
    const updated = await tx
      .update(blogArticles)
      .set({
        title: input.title,
        source: input.content,
        contentHtml: renderArticle(input.content),
        excerpt: input.excerpt ?? '',
        categoryId: await categoryIdFor(tx, tenantId, input.category),
        tags: parseTags(input.tags ?? []),
        author: input.author,
        featuredImage: input.featuredImage || null,
        status: input.status ?? 'published',
        ...(input.publishedAt ? { publishedAt: input.publishedAt } : {}),
        updatedAt: now,
      })
      .where(and(eq(blogArticles.tenantId, tenantId), eq(blogArticles.id, id)))
      .returning({ id: blogArticles.id });
    if (updated.length === 0) throw notFound('Articolo non trovato');
  });
  dataChanged(db, 'blog', tenantId);
  return (await findArticle(db, tenantId, { id }, { includeUnpublished: true })) as ArticleView;
}

export async function deleteArticle(db: Db, tenantId: string, id: number): Promise<void> {
  const deleted = await db
    .delete(blogArticles)
    .where(and(eq(blogArticles.tenantId, tenantId), eq(blogArticles.id, id)))
    .returning({ id: blogArticles.id });
  if (deleted.length === 0) throw notFound('Articolo non trovato');
  dataChanged(db, 'blog', tenantId);
}

/** The editor's source of an article, for the admin form. */
export async function articleSource(db: Db, tenantId: string, id: number): Promise<string | null> {
  const [row] = await db
    .select({ source: blogArticles.source })
    .from(blogArticles)
    .where(and(eq(blogArticles.tenantId, tenantId), eq(blogArticles.id, id)));
  return row?.source ?? null;
}
