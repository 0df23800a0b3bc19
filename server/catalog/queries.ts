import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { lowest30DayPrice, type PricePoint } from '#common/catalog/pricing.ts';
import type { Db } from '../db/connection.ts';
import { productRatingsOf } from '../reviews/stats.ts';
import { foldForSearch } from '../schools/normalize.ts';
import { type Product, productCategories, productPriceHistory, products, suppliers } from './schema.ts';

export const PRODUCT_PAGE_SIZE = 50;
export const PRODUCT_MAX_LIMIT = 100;

export type ProductFilters = {
  search?: string;
  categoria?: string;
  /** Euros, on the price a customer pays. */
  minPrezzo?: number;
  maxPrezzo?: number;
  /** 1..5: products whose approved reviews average at least this many stars. */
  minValutazione?: number;
  /** Admins only: include inactive products. */
  includeInactive?: boolean;
  limit?: number;
  offset?: number;
  /** An explicit order (the admin table's column sort); otherwise relevance or newest first. */
  sort?: { by: ProductSortKey; dir: 'asc' | 'desc' };
};

/** The columns a product list can be ordered by. */
export const PRODUCT_SORT_KEYS = ['nome', 'prezzo', 'pezzi'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];

/** The columns of a product row; rating and review count come from the approved reviews. */
const productColumns = (ratings: ReturnType<typeof productRatingsOf>) => ({
  id: products.id,
  tenantId: products.tenantId,
  name: products.name,
  description: products.description,
  categoryId: products.categoryId,
  category: productCategories.name,
  supplierId: products.supplierId,
  supplier: suppliers.name,
  supplierProductId: products.supplierProductId,
  supplierUrl: products.supplierUrl,
  costCents: products.costCents,
  marginPercent: products.marginPercent,
  discountPercent: products.discountPercent,
  salePriceCents: products.salePriceCents,
  priceCents: products.priceCents,
  active: products.active,
  available: products.available,
  stock: products.stock,
  minPurchase: products.minPurchase,
  images: products.images,
  tags: products.tags,
  rating: sql<number>`coalesce(${ratings.average}, 0)`.mapWith(Number),
  reviewCount: sql<number>`coalesce(${ratings.count}, 0)`.mapWith(Number),
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
});

type ProductRowBase = Omit<Product, 'searchVector' | 'searchName' | 'rating' | 'reviewCount'> & {
  category: string;
  supplier: string;
  /** Average of the approved reviews (one decimal), 0 without reviews. */
  rating: number;
  reviewCount: number;
};
/** A product with its category and supplier names and its Omnibus reference price. */
export type ProductRow = ProductRowBase & { lowest30DayCents: number | null };

/**
 * The words of a search as an Italian prefix tsquery ("quaderni rig" → quadern:* & rig:*):
 * stemming makes "quaderni" find "quaderno", the prefix finds words still being typed.
 */
function searchTerms(search: string): { folded: string; words: string[]; tsquery: string } | null {
  const folded = foldForSearch(search).slice(0, 100);
  const words = folded.split(' ').filter(Boolean).slice(0, 8);
  if (words.length === 0) return null;
  return { folded, words, tsquery: words.map((w) => `${w}:*`).join(' & ') };
}

/**
 * A text search matches a product through Italian full text (name, tags, description) or,
 * for a typo, when every long word is a near miss of a word of the name (pg_trgm).
 */
function searchCondition(terms: NonNullable<ReturnType<typeof searchTerms>>): SQL {
  const fullText = sql`${products.searchVector} @@ to_tsquery('italian', ${terms.tsquery})`;
  const fuzzyWords = terms.words.map((w) =>
    w.length >= 4 ? sql`${w} <% ${products.searchName}` : sql`${products.searchName} LIKE ${`%${w}%`}`,
  );
  return sql`(${fullText} OR (${and(...fuzzyWords)}))`;
}

export async function listProducts(
  db: Db,
  options: ProductFilters & { tenantId: string },
): Promise<{ products: ProductRow[]; total: number }> {
  const { tenantId, ...filters } = options;
  const terms = filters.search ? searchTerms(filters.search) : null;
  const ratings = productRatingsOf(db, tenantId);
  const conditions: SQL[] = [eq(products.tenantId, tenantId)];
  if (!filters.includeInactive) conditions.push(eq(products.active, true));
  if (terms) conditions.push(searchCondition(terms));
  if (filters.categoria) conditions.push(sql`lower(${productCategories.name}) = lower(${filters.categoria})`);
  if (filters.minPrezzo !== undefined) conditions.push(gte(products.priceCents, Math.round(filters.minPrezzo * 100)));
  if (filters.maxPrezzo !== undefined) conditions.push(lte(products.priceCents, Math.round(filters.maxPrezzo * 100)));
  if (filters.minValutazione !== undefined)
    conditions.push(sql`coalesce(${ratings.average}, 0) >= ${filters.minValutazione}`);

  const sortColumn = filters.sort
    ? { nome: products.name, prezzo: products.priceCents, pezzi: products.stock }[filters.sort.by]
    : null;
  const order = sortColumn
    ? [filters.sort?.dir === 'desc' ? desc(sortColumn) : asc(sortColumn), desc(products.id)]
    : terms
      ? [
          desc(sql`ts_rank(${products.searchVector}, to_tsquery('italian', ${terms.tsquery}))`),
          desc(sql`word_similarity(${terms.folded}, ${products.searchName})`),
          desc(products.id),
        ]
      : [desc(products.createdAt), desc(products.id)];

  const rows = await db
    .select({ ...productColumns(ratings), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(ratings, eq(ratings.productId, products.id))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(Math.min(filters.limit ?? PRODUCT_PAGE_SIZE, PRODUCT_MAX_LIMIT))
    .offset(filters.offset ?? 0);

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && (filters.offset ?? 0) > 0) {
    // Past the last page the window count is gone: count on its own.
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .leftJoin(ratings, eq(ratings.productId, products.id))
      .where(and(...conditions));
    total = row?.n ?? 0;
  }
  const references = await lowestPrices(
    db,
    rows.map((r) => r.id),
  );
  return {
    products: rows.map(({ total: _total, ...row }) => ({ ...row, lowest30DayCents: references.get(row.id) ?? null })),
    total,
  };
}

export async function findProduct(
  db: Db,
  options: { tenantId: string; productId: number; includeInactive?: boolean },
): Promise<ProductRow | null> {
  const { tenantId, productId: id } = options;
  const conditions = [eq(products.tenantId, tenantId), eq(products.id, id)];
  if (!options.includeInactive) conditions.push(eq(products.active, true));
  const ratings = productRatingsOf(db, tenantId);
  const [row] = await db
    .select(productColumns(ratings))
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(ratings, eq(ratings.productId, products.id))
    .where(and(...conditions));
  if (!row) return null;
  const references = await lowestPrices(db, [row.id]);
  return { ...row, lowest30DayCents: references.get(row.id) ?? null };
}

/** The Omnibus reference of each product, from its price history. */
async function lowestPrices(db: Db, ids: number[]): Promise<Map<number, number | null>> {
  const result = new Map<number, number | null>();
  if (ids.length === 0) return result;
  const history = await db
    .select({
      productId: productPriceHistory.productId,
      priceCents: productPriceHistory.priceCents,
      changedAt: productPriceHistory.changedAt,
    })
    .from(productPriceHistory)
    .where(inArray(productPriceHistory.productId, ids))
    .orderBy(asc(productPriceHistory.changedAt), asc(productPriceHistory.id));
  const byProduct = new Map<number, PricePoint[]>();
  for (const h of history) {
    const list = byProduct.get(h.productId) ?? [];
    list.push({ priceCents: h.priceCents, changedAt: h.changedAt });
    byProduct.set(h.productId, list);
  }
  for (const [id, points] of byProduct) result.set(id, lowest30DayPrice(points));
  return result;
}

export async function listCategories(db: Db, tenantId: string) {
  return db
    .select({ id: productCategories.id, nome: productCategories.name })
    .from(productCategories)
    .where(eq(productCategories.tenantId, tenantId))
    .orderBy(asc(productCategories.name));
}

/** The shop's category names: only those with at least one active product. */
export async function listShopCategories(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ nome: productCategories.name })
    .from(productCategories)
    .innerJoin(products, and(eq(products.categoryId, productCategories.id), eq(products.active, true)))
    .where(eq(productCategories.tenantId, tenantId))
    .orderBy(asc(productCategories.name));
  return rows.map((r) => r.nome);
}

export async function listSuppliers(db: Db, tenantId: string) {
  return db
    .select({ id: suppliers.id, nome: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.tenantId, tenantId))
    .orderBy(asc(suppliers.name));
}

export async function countActiveProducts(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(eq(products.active, true));
  return row?.n ?? 0;
}
