import { redirect } from 'react-router';
import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { requestContext } from '#server/http/router-context.ts';
import { adminOrdersQuery, listShopOrders } from '#server/orders/admin-queries.ts';
import type { Route } from './+types/list';

const FILTERS = ['stato', 'pagamento', 'spedizione', 'libri', 'da', 'a', 'codiceScuola', 'q'] as const;
const SORTABLE = ['data', 'numero', 'totale', 'stato', 'cliente'];

/** The table's `?sort=<key>&dir=asc|desc` and filters as the API's query (`sort=-data`). */
export function apiQuery(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const key = params.get('sort');
  if (key && SORTABLE.includes(key)) query.set('sort', params.get('dir') === 'desc' ? `-${key}` : key);
  const page = params.get('page');
  if (page) query.set('page', page);
  return query;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars);
  const query = apiQuery(new URL(request.url).searchParams);
  const parsed = adminOrdersQuery.safeParse(Object.fromEntries(query));
  const notice = parsed.success
    ? null
    : `Filtro non valido: ${parsed.error.issues[0]?.message ?? 'controlla i valori'}`;
  const filter = parsed.success ? parsed.data : adminOrdersQuery.parse({});
  const result = await listShopOrders(vars.services.db, actor.tenant.id, filter);
  // A scanned barcode (the order number + Enter) opens the order itself.
  if (filter.q && /^\d{4}-\d{6}$/.test(filter.q) && result.orders.length === 1) {
    throw redirect(`/admin/orders/${result.orders[0]!.id}`);
  }
  query.delete('page');
  return { ...result, notice, csvUrl: `/api/admin/orders.csv?${query}`, shopName: actor.tenant.name };
}
