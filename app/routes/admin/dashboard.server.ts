import { redirect } from 'react-router';
import { backOfficeShops, requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { shopDashboard } from '#server/backoffice/dashboard.ts';
import { countPendingComments } from '#server/blog/engagement.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/dashboard';

/**
 * The back office's first page for everyone who runs the shop of this address: what is to
 * do now (issue 13); the operator also gets the platform's counters and management pages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  // Someone who runs other shops but not this one is shown their shops, not a 403.
  if (vars.session?.kind === 'customer') {
    const theirs = await backOfficeShops(vars.services.db, vars.session);
    if (theirs.length > 0 && !theirs.some((s) => s.id === vars.tenant.id)) throw redirect('/admin/negozi');
  }
  const actor = await requireBackOfficePage(request, vars);
  const operator = actor.role === 'operator';
  const [today, stats, pendingComments] = await Promise.all([
    shopDashboard(vars.services.db, actor.tenant.id),
    operator ? vars.services.adminStats.overview(vars.services) : Promise.resolve([]),
    operator ? countPendingComments(vars.services.db, vars.tenant.id) : Promise.resolve(0),
  ]);
  const shops = operator ? 2 : (await backOfficeShops(vars.services.db, vars.session)).length;
  return {
    username: actor.name,
    role: actor.role,
    shopName: actor.tenant.name,
    today,
    stats,
    pendingComments,
    otherShops: shops > 1,
  };
}
