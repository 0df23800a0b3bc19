import { data } from 'react-router';
import { loadProductPage } from '#server/catalog/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/product';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, tenant } = context.get(requestContext);
  const page = await loadProductPage(services.db, tenant.id, params.id);
  if (!page) throw data(null, { status: 404 });
  return { ...page, origin: services.config.PUBLIC_URL ?? new URL(request.url).origin };
}
