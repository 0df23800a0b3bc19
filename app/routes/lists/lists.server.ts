import { requestContext } from '#server/http/router-context.ts';
import { listsOf } from '#server/lists/lists.ts';
import type { Route } from './+types/lists';

/** A signed-in family's saved lists; a visitor's live in the browser (null here). */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, tenant, session } = context.get(requestContext);
  if (session?.kind !== 'customer') return { lists: null };
  return { lists: await listsOf(services.db, { userId: session.user.id, tenantId: tenant.id }) };
}
