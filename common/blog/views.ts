// An article as the API and the pages send it (SPEC.md section 3's shape); the server's
// serializer (server/blog/articles.ts `toArticleView`) is typed with it.

export type ArticleStatus = 'draft' | 'published';

export type ArticleView = {
  id: string;
  slug: string;
  title: string;
  /** Sanitized HTML made from the editor's Markdown. */
  content: string;
  excerpt: string;
  shortExcerpt: string;
  longExcerpt: string;
  category: string | null;
  tags: string[];
  author: string;
  featuredImage: string | null;
  featuredImageUrl: string | null;
  status: ArticleStatus;
  publishedAt: string;
  views: number;
  likes: number;
  commentsCount: number;
};
