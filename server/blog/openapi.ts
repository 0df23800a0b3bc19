import { z } from 'zod';
import { named, okBody } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import {
  articleBody,
  articleIdQuery,
  articleSlugQuery,
  articlesQuery,
  commentBody,
  likeBody,
  moderationBody,
  moderationQuery,
  publicCommentsQuery,
} from './api.ts';

const tag = 'Blog didattico';

/** common/blog/views.ts `ArticleView`. */
export const articleSchema = named(
  'Article',
  z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    content: z.string().meta({ description: 'HTML ripulito dal server' }),
    excerpt: z.string(),
    shortExcerpt: z.string(),
    longExcerpt: z.string(),
    category: z.string().nullable(),
    tags: z.array(z.string()),
    author: z.string(),
    featuredImage: z.string().nullable(),
    featuredImageUrl: z.string().nullable(),
    status: z.enum(['draft', 'published']),
    publishedAt: z.string(),
    views: z.number().int(),
    likes: z.number().int(),
    commentsCount: z.number().int(),
  }),
);

/** A comment as published (never the e-mail address). */
export const commentSchema = named(
  'Comment',
  z.object({ id: z.string(), name: z.string(), content: z.string(), createdAt: z.string(), status: z.string() }),
);

const articleAnswer = named('ArticleAnswer', z.object({ success: z.literal(true), article: articleSchema }));

export const blogOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/blog/articles',
    summary:
      'Articoli pubblicati (ricerca in italiano, categoria, paginazione); gli amministratori con status=all vedono anche bozze e programmati',
    tag,
    access: 'public',
    response: z.object({ success: z.literal(true), articles: z.array(articleSchema), total: z.number().int() }),
    query: articlesQuery,
  },
  {
    method: 'get',
    path: '/blog/categories',
    summary: 'Categorie con il numero di articoli pubblicati',
    tag,
    access: 'public',
    response: z.object({
      success: z.literal(true),
      categories: z.array(z.object({ id: z.string(), name: z.string(), articles: z.number().int() })),
    }),
  },
  {
    method: 'get',
    path: '/blog/article',
    summary: 'Un articolo pubblicato dal suo slug (contenuto HTML già ripulito dal server)',
    tag,
    access: 'public',
    query: articleSlugQuery,
    response: articleAnswer,
    errors: { 404: 'Articolo non trovato' },
  },
  {
    method: 'post',
    path: '/blog/articles',
    summary: 'Nuovo articolo (Markdown o HTML, ripulito dal server); slug dal titolo, reso unico con -2, -3',
    tag,
    access: 'admin',
    response: articleAnswer,
    body: articleBody,
    status: 201,
    errors: { 409: 'Non è stato possibile creare uno slug unico' },
  },
  {
    method: 'put',
    path: '/blog/articles',
    summary: 'Modifica l’articolo articleId (lo slug resta quello di prima)',
    tag,
    access: 'admin',
    query: articleIdQuery,
    response: articleAnswer,
    body: articleBody.omit({ slug: true }),
    errors: { 404: 'Articolo non trovato' },
  },
  {
    method: 'delete',
    path: '/blog/articles',
    summary: 'Elimina l’articolo articleId',
    tag,
    access: 'admin',
    query: articleIdQuery,
    response: okBody,
    errors: { 404: 'Articolo non trovato' },
  },
  {
    method: 'get',
    path: '/admin/blog/articles/:id/source',
    summary: 'Il testo sorgente (Markdown) di un articolo, per il modulo di modifica',
    tag,
    access: 'admin',
    response: z.object({ success: z.literal(true), source: z.string() }),
    errors: { 404: 'Articolo non trovato' },
  },
  {
    method: 'get',
    path: '/blog/comments',
    summary: 'Commenti approvati di un articolo (articleId, status=approved)',
    tag,
    access: 'public',
    query: publicCommentsQuery,
    response: z.object({ success: z.literal(true), comments: z.array(commentSchema) }),
  },
  {
    method: 'post',
    path: '/blog/comments',
    summary: 'Nuovo commento (articleId): resta in attesa di approvazione',
    tag,
    access: 'public',
    query: articleIdQuery,
    response: z.object({ success: z.literal(true), message: z.string() }),
    body: commentBody,
    status: 201,
    errors: { 404: 'Articolo non trovato', 429: 'Troppi commenti' },
  },
  {
    method: 'post',
    path: '/blog/like',
    summary: 'Mette o toglie il like del visitatore (uno per visitatore) e restituisce liked e likes',
    tag,
    access: 'public',
    query: articleIdQuery,
    body: likeBody,
    bodyOptional: true,
    response: z.object({ success: z.literal(true), liked: z.boolean(), likes: z.number().int() }),
    errors: { 404: 'Articolo non trovato', 429: 'Troppe richieste' },
  },
  {
    method: 'get',
    path: '/admin/blog/comments',
    summary: 'Commenti da moderare (status=pending, approved o rejected)',
    tag,
    access: 'admin',
    query: moderationQuery,
    response: z.object({
      success: z.literal(true),
      comments: z.array(commentSchema.extend({ email: z.string(), articleTitle: z.string(), articleSlug: z.string() })),
    }),
  },
  {
    method: 'post',
    path: '/admin/blog/comments/:id',
    summary: 'Approva o rifiuta un commento',
    tag,
    access: 'admin',
    response: okBody,
    body: moderationBody,
    errors: { 404: 'Commento non trovato' },
  },
  {
    method: 'delete',
    path: '/admin/blog/comments/:id',
    summary: 'Elimina un commento',
    tag,
    access: 'admin',
    response: okBody,
    errors: { 404: 'Commento non trovato' },
  },
];
