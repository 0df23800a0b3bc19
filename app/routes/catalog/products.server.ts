import { loadCatalogPage } from '#server/catalog/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, tenant } = context.get(requestContext);
  return loadCatalogPage(services.db, tenant.id, new URL(request.url));
}
