import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { dataChanged } from '../db/cache-bus.ts';
import type { Db } from '../db/connection.ts';
import { notFound } from '../shared/errors.ts';
import { blogArticles, blogComments, blogLikes, blogViews, type CommentStatus } from './schema.ts';

// Likes, views and comments. A like is one per visitor (toggle); a view is counted once per
// visitor per day; a comment waits for an admin's approval before anyone sees it.

async function publicArticleId(db: Db, tenantId: string, id: number): Promise<number> {
  const [row] = await db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(
      and(
        eq(blogArticles.tenantId, tenantId),
        eq(blogArticles.id, id),
        eq(blogArticles.status, 'published'),
        sql`${blogArticles.publishedAt} <= now()`,
      ),
    );
  if (!row) throw notFound('Articolo non trovato');
  return row.id;
}

/** Adds the visitor's like, or takes it back; answers the new state and count. */
export async function toggleLike(
  db: Db,
  { tenantId, articleId, visitor }: { tenantId: string; articleId: number; visitor: string },
) {
  const id = await publicArticleId(db, tenantId, articleId);
  const result = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(blogLikes)
      .where(and(eq(blogLikes.articleId, id), eq(blogLikes.visitor, visitor)))
      .returning({ id: blogLikes.articleId });
    const added =
      removed.length === 0 &&
      (
        await tx
          .insert(blogLikes)
          .values({ articleId: id, visitor })
          .onConflictDoNothing()
          .returning({ id: blogLikes.articleId })
      ).length > 0;
    const delta = added ? 1 : removed.length > 0 ? -1 : 0;
    const [row] = await tx
      .update(blogArticles)
      .set({ likes: sql`greatest(0, ${blogArticles.likes} + ${delta})` })
      .where(eq(blogArticles.id, id))
      .returning({ likes: blogArticles.likes });
    return { liked: removed.length === 0, likes: row?.likes ?? 0 };
  });
  // The pages show the number of likes.
  dataChanged(db, 'blog', tenantId);
  return result;
}

export async function hasLiked(db: Db, articleId: number, visitor: string | null): Promise<boolean> {
  if (!visitor) return false;
  const [row] = await db
    .select({ id: blogLikes.articleId })
    .from(blogLikes)
    .where(and(eq(blogLikes.articleId, articleId), eq(blogLikes.visitor, visitor)));
  return Boolean(row);
}

/** A day's key for a visitor: salted hash of address and browser, nothing reversible kept. */
export function visitorDayKey(secret: string, ip: string, userAgent: string, day: string): string {
  return createHash('sha256').update(`${secret}|${ip}|${userAgent}|${day}`).digest('base64url').slice(0, 32);
}

/** Counts a view unless this visitor already viewed the article today. */
export async function countView(db: Db, articleId: number, visitorDay: string, day: string): Promise<boolean> {
  const inserted = await db
    .insert(blogViews)
    .values({ articleId, visitorDay, day })
    .onConflictDoNothing()
    .returning({ id: blogViews.articleId });
  if (inserted.length === 0) return false;
  await db
    .update(blogArticles)
    .set({ views: sql`${blogArticles.views} + 1` })
    .where(eq(blogArticles.id, articleId));
  return true;
}

/** Yesterday's view keys are no longer needed (the count stays on the article). */
export async function forgetOldViews(db: Db, today: string): Promise<number> {
  const removed = await db
    .delete(blogViews)
    .where(sql`${blogViews.day} < ${today}`)
    .returning({ id: blogViews.articleId });
  return removed.length;
}

export async function addComment(
  db: Db,
  {
    tenantId,
    articleId,
    input,
  }: { tenantId: string; articleId: number; input: { name: string; email: string; content: string } },
): Promise<void> {
  const id = await publicArticleId(db, tenantId, articleId);
  await db.insert(blogComments).values({ articleId: id, ...input, status: 'pending' });
}

export function toCommentView(c: { id: number; name: string; content: string; createdAt: Date; status: string }) {
  return { id: String(c.id), name: c.name, content: c.content, createdAt: c.createdAt.toISOString(), status: c.status };
}

/** The approved comments of an article, oldest first. E-mail addresses are never shown. */
export async function approvedComments(db: Db, tenantId: string, articleId: number) {
  const rows = await db
    .select({
      id: blogComments.id,
      name: blogComments.name,
      content: blogComments.content,
      createdAt: blogComments.createdAt,
      status: blogComments.status,
    })
    .from(blogComments)
    .innerJoin(blogArticles, eq(blogArticles.id, blogComments.articleId))
    .where(
      and(
        eq(blogArticles.tenantId, tenantId),
        eq(blogComments.articleId, articleId),
        eq(blogComments.status, 'approved'),
      ),
    )
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
  return rows.map(toCommentView);
}

/** Comments for the moderation screen, with their article; newest first. */
export async function commentsForModeration(db: Db, tenantId: string, status: CommentStatus = 'pending') {
  const rows = await db
    .select({
      id: blogComments.id,
      name: blogComments.name,
      email: blogComments.email,
      content: blogComments.content,
      createdAt: blogComments.createdAt,
      status: blogComments.status,
      articleTitle: blogArticles.title,
      articleSlug: blogArticles.slug,
    })
    .from(blogComments)
    .innerJoin(blogArticles, eq(blogArticles.id, blogComments.articleId))
    .where(and(eq(blogArticles.tenantId, tenantId), eq(blogComments.status, status)))
    .orderBy(desc(blogComments.createdAt))
    .limit(200);
  return rows.map((r) => ({
    ...toCommentView(r),
    email: r.email,
    articleTitle: r.articleTitle,
    articleSlug: r.articleSlug,
  }));
}

export async function moderateComment(
  db: Db,
  { tenantId, commentId, action }: { tenantId: string; commentId: number; action: 'approve' | 'reject' | 'delete' },
): Promise<void> {
  // The shop is in the WHERE of the change itself: another shop's comment is not found.
  const ofShop = and(
    eq(blogComments.id, commentId),
    inArray(
      blogComments.articleId,
      db.select({ id: blogArticles.id }).from(blogArticles).where(eq(blogArticles.tenantId, tenantId)),
    ),
  );
  const changed =
    action === 'delete'
      ? await db.delete(blogComments).where(ofShop).returning({ id: blogComments.id })
      : await db
          .update(blogComments)
          .set({ status: action === 'approve' ? 'approved' : 'rejected' })
          .where(ofShop)
          .returning({ id: blogComments.id });
  if (changed.length === 0) throw notFound('Commento non trovato');
  dataChanged(db, 'blog', tenantId);
}

export async function countPendingComments(db: Db, tenantId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(blogComments)
    .innerJoin(blogArticles, eq(blogArticles.id, blogComments.articleId))
    .where(
      tenantId
        ? and(eq(blogComments.status, 'pending'), eq(blogArticles.tenantId, tenantId))
        : eq(blogComments.status, 'pending'),
    );
  return Number(row?.n ?? 0);
}
