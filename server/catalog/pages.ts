import type { CatalogFilters, ProductCardView, ShopProduct } from '#common/catalog/views.ts';
import type { Db } from '../db/connection.ts';
import { findProduct, listProducts, listShopCategories, PRODUCT_PAGE_SIZE } from './queries.ts';
import { toProductCard, toShopProduct } from './serialize.ts';

// Loaders of the shop's /products and /products/{id} pages. The page reads its filters
// from the URL leniently: a value that does not parse is dropped, never an error page.

const amount = (value: string | null): number | undefined => {
  if (!value) return undefined;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n <= 100_000 ? n : undefined;
};

export function catalogFiltersFrom(url: URL): CatalogFilters & { pagina: number } {
  const get = (key: string) => (url.searchParams.get(key) ?? '').trim().slice(0, 200);
  const min = amount(get('minPrezzo'));
  const max = amount(get('maxPrezzo'));
  const rating = Number(get('minValutazione'));
  const page = Number.parseInt(get('pagina'), 10);
  return {
    search: get('search'),
    categoria: get('categoria').slice(0, 100),
    minPrezzo: min === undefined ? '' : String(min),
    maxPrezzo: max === undefined ? '' : String(max),
    minValutazione: Number.isInteger(rating) && rating >= 1 && rating <= 4 ? String(rating) : '',
    pagina: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export async function loadCatalogPage(db: Db, tenantId: string, url: URL) {
  const { pagina, ...filters } = catalogFiltersFrom(url);
  const [result, categories] = await Promise.all([
    listProducts(db, {
      tenantId,
      search: filters.search || undefined,
      categoria: filters.categoria || undefined,
      minPrezzo: amount(filters.minPrezzo),
      maxPrezzo: amount(filters.maxPrezzo),
      minValutazione: filters.minValutazione ? Number(filters.minValutazione) : undefined,
      limit: PRODUCT_PAGE_SIZE,
      offset: (pagina - 1) * PRODUCT_PAGE_SIZE,
    }),
    listShopCategories(db, tenantId),
  ]);
  return {
    filters,
    categories,
    products: result.products.map(toProductCard),
    total: result.total,
    page: pagina,
    pages: Math.max(1, Math.ceil(result.total / PRODUCT_PAGE_SIZE)),
  };
}

export async function loadProductPage(
  db: Db,
  tenantId: string,
  rawId: string | undefined,
): Promise<{ product: ShopProduct; related: ProductCardView[] } | null> {
  if (!rawId || !/^\d{1,9}$/.test(rawId)) return null;
  const row = await findProduct(db, { tenantId, productId: Number(rawId) });
  if (!row) return null;
  const { products } = await listProducts(db, { tenantId, categoria: row.category, limit: 5 });
  return {
    product: toShopProduct(row),
    related: products
      .filter((p) => p.id !== row.id)
      .slice(0, 4)
      .map(toProductCard),
  };
}
