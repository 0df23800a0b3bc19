import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
/** The cookie that lets a visitor without an account like an article once (a technical cookie). */
import { READER_COOKIE } from '#common/blog/reader.ts';
import { readCookieValue, serializeCookie } from '../accounts/cookies.ts';
import { requireAdmin } from '../accounts/guards.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import type { SharedAnswer } from '../http/shared-answers.ts';
import { rateLimit } from '../ratelimit/limits.ts';
import { notFound } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import {
  articleSource,
  BLOG_ADMIN_LIMIT,
  createArticle,
  deleteArticle,
  findArticle,
  listArticles,
  listBlogCategories,
  updateArticle,
} from './articles.ts';
import { addComment, approvedComments, commentsForModeration, moderateComment, toggleLike } from './engagement.ts';

export { READER_COOKIE };

const articleId = z.coerce
  .number({ error: 'articleId non valido' })
  .int('articleId non valido')
  .min(1, 'articleId non valido')
  .max(2_147_483_647, 'articleId non valido');

const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => v === '' || /^https:\/\//.test(v) || (v.startsWith('/') && !v.startsWith('//')),
    'L’immagine deve essere un indirizzo https',
  )
  .nullish();

export const articleBody = z.object({
  title: z.string({ error: 'Il titolo è obbligatorio' }).trim().min(1, 'Il titolo è obbligatorio').max(200),
  content: z.string({ error: 'Il contenuto è obbligatorio' }).trim().min(1, 'Il contenuto è obbligatorio').max(100_000),
  author: z.string({ error: 'L’autore è obbligatorio' }).trim().min(1, 'L’autore è obbligatorio').max(120),
  excerpt: z.string().trim().max(500, 'Estratto troppo lungo').optional(),
  category: z.string().trim().max(80).nullish(),
  tags: z.union([z.string().max(1000), z.array(z.string().max(60)).max(30)]).optional(),
  featuredImage: imageUrl,
  featuredImageUrl: imageUrl,
  status: z.enum(['draft', 'published'], { error: 'Stato non valido' }).default('published'),
  publishedAt: z.iso.datetime({ offset: true, error: 'Data di pubblicazione non valida' }).nullish(),
  slug: z.string().trim().max(100).optional(),
});

/** `?articleId=` of the calls on one article or its comments. */
export const articleIdQuery = z.object({ articleId });
export const articleSlugQuery = z.object({ slug: z.string().trim().min(1, 'slug mancante').max(100) });
export const publicCommentsQuery = z.object({
  articleId,
  status: z.enum(['approved'], { error: 'Solo i commenti approvati sono pubblici' }).optional(),
});
export const moderationQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'Stato non valido' }).default('pending'),
});
/** SPEC.md's like body (`{ "userId": "anonymous" }`): accepted, never trusted. */
export const likeBody = z.object({ userId: z.string().max(200).optional() });

export const articlesQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit deve essere un numero' })
    .int()
    .min(1, 'limit va da 1 a 50')
    .max(50, 'limit va da 1 a 50')
    .default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  category: z.string().trim().max(80).optional(),
  search: z.string().trim().max(200).optional(),
  /** `all` (administrators only) adds drafts and scheduled articles. */
  status: z.enum(['published', 'all'], { error: 'status vale published o all' }).optional(),
});

export const commentBody = z.object({
  name: z.string({ error: 'Il nome è obbligatorio' }).trim().min(1, 'Il nome è obbligatorio').max(80),
  email: z.email('Inserisci un indirizzo e-mail valido').max(254),
  content: z
    .string({ error: 'Il commento è obbligatorio' })
    .trim()
    .min(1, 'Il commento è obbligatorio')
    .max(3000, 'Il commento è troppo lungo (massimo 3000 caratteri)'),
  /** A field people never see: bots fill it in. */
  website: z.string().max(500).optional(),
});

export const moderationBody = z.object({ action: z.enum(['approve', 'reject'], { error: 'Azione non valida' }) });

function input(body: z.infer<typeof articleBody>) {
  return {
    title: body.title,
    content: body.content,
    author: body.author,
    excerpt: body.excerpt,
    category: body.category,
    tags: body.tags,
    featuredImage: body.featuredImage || body.featuredImageUrl || null,
    status: body.status,
    publishedAt: body.publishedAt ? new Date(body.publishedAt) : null,
    slug: body.slug,
  };
}

/** Who likes: the signed-in person, or the reader cookie (set on the first like). */
export function likeVisitor(c: Context<AppEnv>): string {
  const session = c.var.session;
  if (session?.kind === 'customer') return `user:${session.user.id}`;
  if (session?.kind === 'admin') return `admin:${session.admin.id}`;
  const existing = readCookieValue(c.req.header('cookie'), READER_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{20,64}$/.test(existing)) return `reader:${existing}`;
  const id = randomBytes(18).toString('base64url');
  c.header(
    'Set-Cookie',
    serializeCookie(READER_COOKIE, id, { secure: c.var.secureCookies, maxAgeSeconds: 365 * 86400 }),
    {
      append: true,
    },
  );
  return `reader:${id}`;
}

/** The blog's public reads, kept by the page cache for visitors without a session. */
export const blogSharedAnswers: readonly SharedAnswer[] = [
  { name: 'blog', path: /^\/api\/blog\/(articles|categories|article|comments)$/, policy: { shows: ['blog'] } },
];

/** API.md "Blog": public reading, likes and comments; admin-only writing and moderation. */
export function blogApi() {
  const app = new Hono<AppEnv>();

  app.get('/blog/articles', async (c) => {
    const q = parseInput(articlesQuery, c.req.query());
    const isAdmin = c.var.session?.kind === 'admin';
    const { articles, total } = await listArticles(c.var.services.db, c.var.tenant.id, {
      ...q,
      includeUnpublished: isAdmin && q.status === 'all',
    });
    return c.json({ success: true, articles, total });
  });

  app.get('/blog/categories', async (c) => {
    return c.json({ success: true, categories: await listBlogCategories(c.var.services.db, c.var.tenant.id) });
  });

  app.get('/blog/article', async (c) => {
    const { slug } = parseInput(articleSlugQuery, c.req.query());
    const isAdmin = c.var.session?.kind === 'admin';
    const article = await findArticle(c.var.services.db, c.var.tenant.id, { slug }, { includeUnpublished: isAdmin });
    if (!article) throw notFound('Articolo non trovato');
    return c.json({ success: true, article });
  });

  app.post('/blog/articles', requireAdmin, async (c) => {
    const body = parseInput(articleBody, await readJson(c));
    const article = await createArticle(c.var.services.db, c.var.tenant.id, input(body));
    return c.json({ success: true, article }, 201);
  });

  app.put('/blog/articles', requireAdmin, async (c) => {
    const { articleId: id } = parseInput(articleIdQuery, c.req.query());
    const body = parseInput(articleBody.omit({ slug: true }), await readJson(c));
    const article = await updateArticle(c.var.services.db, { tenantId: c.var.tenant.id, id, input: input(body) });
    return c.json({ success: true, article });
  });

  app.delete('/blog/articles', requireAdmin, async (c) => {
    const { articleId: id } = parseInput(articleIdQuery, c.req.query());
    await deleteArticle(c.var.services.db, c.var.tenant.id, id);
    return c.json({ success: true });
  });

  app.get('/admin/blog/articles/:id/source', requireAdmin, async (c) => {
    const id = parseInput(articleId, c.req.param('id'));
    const source = await articleSource(c.var.services.db, c.var.tenant.id, id);
    if (source === null) throw notFound('Articolo non trovato');
    return c.json({ success: true, source });
  });

  app.get('/blog/comments', async (c) => {
    const { articleId: id } = parseInput(publicCommentsQuery, c.req.query());
    return c.json({ success: true, comments: await approvedComments(c.var.services.db, c.var.tenant.id, id) });
  });

  app.post('/blog/comments', rateLimit('moderate', 'blog-comments'), async (c) => {
    const { articleId: id } = parseInput(articleIdQuery, c.req.query());
    const body = parseInput(commentBody, await readJson(c));
    // A filled-in honeypot: answer as usual, keep nothing.
    if (!body.website) {
      await addComment(c.var.services.db, {
        tenantId: c.var.tenant.id,
        articleId: id,
        input: { name: body.name, email: body.email, content: body.content },
      });
    }
    return c.json({ success: true, message: 'Grazie! Il tuo commento sarà visibile dopo l’approvazione.' }, 201);
  });

  app.post('/blog/like', rateLimit('moderate', 'blog-like'), async (c) => {
    const { articleId: id } = parseInput(articleIdQuery, c.req.query());
    // The body's userId (SPEC.md: the text "anonymous") is accepted and not trusted.
    await readJson(c).catch(() => null);
    const result = await toggleLike(c.var.services.db, {
      tenantId: c.var.tenant.id,
      articleId: id,
      visitor: likeVisitor(c),
    });
    return c.json({ success: true, ...result });
  });

  app.get('/admin/blog/comments', requireAdmin, async (c) => {
    const { status } = parseInput(moderationQuery, c.req.query());
    return c.json({ success: true, comments: await commentsForModeration(c.var.services.db, c.var.tenant.id, status) });
  });

  app.post('/admin/blog/comments/:id', requireAdmin, async (c) => {
    const id = parseInput(articleId, c.req.param('id'));
    const { action } = parseInput(moderationBody, await readJson(c));
    await moderateComment(c.var.services.db, { tenantId: c.var.tenant.id, commentId: id, action });
    return c.json({ success: true });
  });

  app.delete('/admin/blog/comments/:id', requireAdmin, async (c) => {
    await moderateComment(c.var.services.db, {
      tenantId: c.var.tenant.id,
      commentId: parseInput(articleId, c.req.param('id')),
      action: 'delete',
    });
    return c.json({ success: true });
  });

  return app;
}

export { BLOG_ADMIN_LIMIT };
