import { listUsersForAdmin } from '#server/accounts/admin-users.ts';
import { requireAdminPage } from '#server/accounts/guards.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/users';

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  requireAdminPage(request, vars);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1;
  return { q, ...(await listUsersForAdmin(vars.services.db, { q: q || undefined, page })) };
}
