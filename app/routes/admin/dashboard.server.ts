import { requireAdminPage } from '#server/accounts/guards.ts';
import { countPendingComments } from '#server/blog/engagement.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/dashboard';

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const admin = requireAdminPage(request, vars);
  const [stats, pendingComments] = await Promise.all([
    vars.services.adminStats.overview(vars.services),
    countPendingComments(vars.services.db, vars.tenant.id),
  ]);
  return { username: admin.username, stats, pendingComments };
}
