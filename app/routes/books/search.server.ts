import { loadBookSearchPage } from '#server/books/family-search-page.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, tenant } = context.get(requestContext);
  return loadBookSearchPage(services.db, tenant.id, new URL(request.url));
}
