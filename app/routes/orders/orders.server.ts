import { requireCustomerPage } from '#server/accounts/guards.ts';
import { requestContext } from '#server/http/router-context.ts';
import { listCustomerOrders } from '#server/orders/queries.ts';
import type { Route } from './+types/orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  return { orders: await listCustomerOrders(vars.services.db, { tenantId: vars.tenant.id, userId: user.id }) };
}
