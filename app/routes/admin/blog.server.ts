import { requireAdminPage } from '#server/accounts/guards.ts';
import { BLOG_ADMIN_LIMIT, listArticles, listBlogCategories } from '#server/blog/articles.ts';
import { commentsForModeration } from '#server/blog/engagement.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/blog';

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const admin = requireAdminPage(request, vars);
  const { db } = vars.services;
  const [articles, categories, pending] = await Promise.all([
    listArticles(db, vars.tenant.id, { includeUnpublished: true, limit: BLOG_ADMIN_LIMIT }),
    listBlogCategories(db, vars.tenant.id, { includeEmpty: true }),
    commentsForModeration(db, vars.tenant.id, 'pending'),
  ]);
  return { ...articles, categories: categories.map((c) => c.name), pending, username: admin.username };
}
