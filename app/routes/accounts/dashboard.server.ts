import { requireCustomerPage } from '#server/accounts/guards.ts';
import { ownedTenant } from '#server/accounts/memberships.ts';
import { requestContext } from '#server/http/router-context.ts';
import { listCustomerOrders } from '#server/orders/queries.ts';
import type { Route } from './+types/dashboard';

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  const [shop, orders] = await Promise.all([
    ownedTenant(vars.services.db, user.id),
    listCustomerOrders(vars.services.db, { tenantId: vars.tenant.id, userId: user.id, limit: 3 }),
  ]);
  return { user, orders, shop: shop ? { slug: shop.slug, name: shop.name, status: shop.status } : null };
}
