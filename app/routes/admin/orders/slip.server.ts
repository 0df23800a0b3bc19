import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { requestContext } from '#server/http/router-context.ts';
import { adminOrderView, findShopOrder } from '#server/orders/admin-queries.ts';
import { orderBarcodeSvg } from '#server/orders/barcode.ts';
import type { Route } from './+types/slip';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars);
  const order = await findShopOrder(vars.services.db, { tenantId: actor.tenant.id, orderId: params.id }).catch(() => {
    throw new Response('Ordine non trovato', { status: 404 });
  });
  return {
    order: await adminOrderView(vars.services.db, order),
    barcode: await orderBarcodeSvg(order.number),
    shop: actor.tenant.name,
  };
}
