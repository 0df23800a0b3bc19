import { requireAdminPage } from '#server/accounts/guards.ts';
import { requestContext } from '#server/http/router-context.ts';
import { listSecurityLogs, securityLogFilters } from '#server/security/list.ts';
import { SECURITY_CATEGORIES } from '#server/security/schema.ts';
import type { Route } from './+types/security-log';

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  requireAdminPage(request, vars);
  const url = new URL(request.url);
  const filters = securityLogFilters.parse(Object.fromEntries(url.searchParams));
  const result = await listSecurityLogs(vars.services.db, filters);
  return {
    filters,
    categories: [...SECURITY_CATEGORIES],
    total: result.total,
    page: result.page,
    pages: result.pages,
    entries: result.entries.map((e) => ({
      id: e.id,
      timestamp: e.timestamp.toISOString(),
      level: e.level,
      category: e.category,
      message: e.message,
      data: e.data ? JSON.stringify(e.data) : '',
      url: e.url,
      ip: e.ip,
      userId: e.userId,
      source: e.source,
    })),
  };
}
