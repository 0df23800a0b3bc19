import { requestContext } from '#server/http/router-context.ts';
import { loadSearchPage } from '#server/schools/search-page.ts';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  return loadSearchPage(services.db, new URL(request.url));
}
