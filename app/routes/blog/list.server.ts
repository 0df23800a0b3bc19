import { loadBlogList } from '#server/blog/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/list';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, tenant } = context.get(requestContext);
  return loadBlogList(services.db, tenant.id, new URL(request.url));
}
