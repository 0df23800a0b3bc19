import { sortFromUrl } from '#app/components/ui/sort.ts';
import { requireAdminPage } from '#server/accounts/guards.ts';
import { listCategories, listProducts, listSuppliers, PRODUCT_SORT_KEYS } from '#server/catalog/queries.ts';
import { toAdminProduct } from '#server/catalog/serialize.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/products';

const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  requireAdminPage(request, vars);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const categoria = (url.searchParams.get('categoria') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const { db } = vars.services;
  const tenantId = vars.tenant.id;
  const [result, categories, suppliers] = await Promise.all([
    listProducts(db, tenantId, {
      search: q || undefined,
      categoria: categoria || undefined,
      includeInactive: true,
      sort: sortFromUrl(url, PRODUCT_SORT_KEYS) ?? undefined,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    }),
    listCategories(db, tenantId),
    listSuppliers(db, tenantId),
  ]);
  return {
    q,
    categoria,
    page,
    pages: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
    total: result.total,
    products: result.products.map(toAdminProduct),
    categories,
    suppliers,
  };
}
