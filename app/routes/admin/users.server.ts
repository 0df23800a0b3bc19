import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { searchPeople } from '#server/accounts/people.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/users';

/** People: the operator sees everyone; a shop's owner and staff the people of their shop. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1;
  const operator = actor.role === 'operator';
  const found = await searchPeople(vars.services.db, {
    tenantId: operator ? null : actor.tenant.id,
    shopId: actor.tenant.id,
    q: q || undefined,
    page,
  });
  return { q, operator, shop: actor.tenant.name, ...found };
}
