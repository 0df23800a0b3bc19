import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ArticleStatus } from '#common/blog/views.ts';
import { tenants } from '../tenants/schema.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('blog_categories_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`)],
);

/**
 * A blog article. `source` is what the editor wrote (Markdown); `contentHtml` is its HTML
 * after the server's sanitizer, the only HTML ever sent to a browser.
 */
export const blogArticles = pgTable(
  'blog_articles',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    source: text('source').notNull(),
    contentHtml: text('content_html').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    categoryId: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    author: text('author').notNull(),
    featuredImage: text('featured_image'),
    status: text('status').$type<ArticleStatus>().notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('italian', immutable_unaccent(title)), 'A') || setweight(to_tsvector('italian', immutable_unaccent(excerpt)), 'B') || setweight(to_tsvector('italian', immutable_unaccent(source)), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_articles_tenant_slug_key').on(t.tenantId, t.slug),
    index('blog_articles_public_idx').on(t.tenantId, t.status, t.publishedAt),
    index('blog_articles_search_idx').using('gin', t.searchVector),
  ],
);

export type CommentStatus = 'pending' | 'approved' | 'rejected';

export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    content: text('content').notNull(),
    status: text('status').$type<CommentStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_comments_article_idx').on(t.articleId, t.status, t.createdAt)],
);

/** One like per visitor (a signed-in user, or the like cookie of a visitor). */
export const blogLikes = pgTable(
  'blog_likes',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.visitor] })],
);

/**
 * Views counted once per visitor per day: a salted hash of address, browser and day (no
 * cookie, nothing that identifies a person is stored).
 */
export const blogViews = pgTable(
  'blog_views',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    visitorDay: text('visitor_day').notNull(),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.visitorDay] }), index('blog_views_day_idx').on(t.day)],
);

export type BlogArticle = typeof blogArticles.$inferSelect;
export type BlogComment = typeof blogComments.$inferSelect;
