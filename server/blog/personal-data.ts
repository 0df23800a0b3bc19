import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { blogArticles, blogComments, blogLikes } from './schema.ts';

// What the blog holds about a person: the comments written with their e-mail address and
// the likes given while signed in (visitor "user:<id>").

const sameEmail = (email: string) => sql`lower(${blogComments.email}) = lower(${email})`;

export async function commentsByEmail(db: Db, email: string) {
  const rows = await db
    .select({
      id: blogComments.id,
      name: blogComments.name,
      email: blogComments.email,
      content: blogComments.content,
      status: blogComments.status,
      createdAt: blogComments.createdAt,
      tenantId: blogArticles.tenantId,
      article: blogArticles.title,
      slug: blogArticles.slug,
    })
    .from(blogComments)
    .innerJoin(blogArticles, eq(blogArticles.id, blogComments.articleId))
    .where(sameEmail(email))
    .orderBy(asc(blogComments.createdAt));
  return rows.map((r) => ({ ...r, id: String(r.id), createdAt: r.createdAt.toISOString() }));
}

export const signedInVisitor = (userId: string) => `user:${userId}`;

export async function likesOfUser(db: Db, userId: string) {
  const rows = await db
    .select({ article: blogArticles.title, slug: blogArticles.slug, createdAt: blogLikes.createdAt })
    .from(blogLikes)
    .innerJoin(blogArticles, eq(blogArticles.id, blogLikes.articleId))
    .where(eq(blogLikes.visitor, signedInVisitor(userId)))
    .orderBy(asc(blogLikes.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Closing an account: the person's comments are deleted (they are theirs, and signed with
 * their name), their likes too; each article's like count goes down with them.
 */
export async function forgetBlogPerson(
  db: Pick<Db, 'delete' | 'update'>,
  person: { email: string; userId: string },
): Promise<{ comments: number; likes: number }> {
  const comments = await db.delete(blogComments).where(sameEmail(person.email)).returning({ id: blogComments.id });
  const likes = await db
    .delete(blogLikes)
    .where(eq(blogLikes.visitor, signedInVisitor(person.userId)))
    .returning({ articleId: blogLikes.articleId });
  for (const like of likes) {
    await db
      .update(blogArticles)
      .set({ likes: sql`greatest(0, ${blogArticles.likes} - 1)` })
      .where(eq(blogArticles.id, like.articleId));
  }
  return { comments: comments.length, likes: likes.length };
}
