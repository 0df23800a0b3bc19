import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection.ts';
import { productRatings } from '../reviews/schema.ts';
import { foldForSearch } from '../schools/normalize.ts';
import { lowest30DaySql } from './omnibus.ts';
import { type Product, productCategories, products, suppliers } from './schema.ts';

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

/**
 * The columns of a product row; rating and review count come from the approved reviews, the
 * Omnibus reference from the price history, both read in the same statement.
 */
const productColumns = {
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
  rating: sql<number>`coalesce(${productRatings.average}, 0)`.mapWith(Number),
  reviewCount: sql<number>`coalesce(${productRatings.count}, 0)`.mapWith(Number),
  lowest30DayCents: lowest30DaySql(products.id).mapWith(Number),
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/**
 * A product's rating row (average to one decimal, as shown, and count of approved reviews;
 * one per product at most), left-joined by product id so lists, the product page and the
 * "minimum rating" filter read the same figures (decision 0010).
 */
const ratingOf = (tenantId: string) =>
  and(eq(productRatings.productId, products.id), eq(productRatings.tenantId, tenantId));

type ProductRowBase = Omit<Product, 'searchVector' | 'searchName' | 'rating' | 'reviewCount'> & {
  category: string;
  supplier: string;
  /** Average of the approved reviews (one decimal), 0 without reviews. */
  rating: number;
  reviewCount: number;
};
/** A product with its category and supplier names and its Omnibus reference price (null without history). */
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

/**
 * One page of the catalogue and the number of products that match, in one statement: the
 * matches are found on narrow rows (id and order keys: the rank is computed once per match,
 * and the count reads the same rows), and only the page's rows are joined to their names,
 * rating and Omnibus reference. Past the last page the count is asked on its own.
 */
export async function listProducts(
  db: Db,
  options: ProductFilters & { tenantId: string },
): Promise<{ products: ProductRow[]; total: number }> {
  const { tenantId, ...filters } = options;
  const terms = filters.search ? searchTerms(filters.search) : null;
  const conditions: SQL[] = [eq(products.tenantId, tenantId)];
  if (!filters.includeInactive) conditions.push(eq(products.active, true));
  if (terms) conditions.push(searchCondition(terms));
  if (filters.categoria) conditions.push(sql`lower(${productCategories.name}) = lower(${filters.categoria})`);
  if (filters.minPrezzo !== undefined) conditions.push(gte(products.priceCents, Math.round(filters.minPrezzo * 100)));
  if (filters.maxPrezzo !== undefined) conditions.push(lte(products.priceCents, Math.round(filters.maxPrezzo * 100)));
  if (filters.minValutazione !== undefined)
    conditions.push(sql`coalesce(${productRatings.average}, 0) >= ${filters.minValutazione}`);

  // The order: an explicit column, else relevance for a search, else newest first; the id last.
  const sortColumn = filters.sort
    ? { nome: products.name, prezzo: products.priceCents, pezzi: products.stock }[filters.sort.by]
    : null;
  const first: SQL = sortColumn
    ? sql`${sortColumn}`
    : terms
      ? sql`ts_rank(${products.searchVector}, to_tsquery('italian', ${terms.tsquery}))`
      : sql`${products.createdAt}`;
  const second: SQL = terms && !sortColumn ? sql`word_similarity(${terms.folded}, ${products.searchName})` : sql`0`;
  const ascending = sortColumn !== null && filters.sort?.dir !== 'desc';

  let found = db
    .select({ id: products.id, first: first.as('first'), second: second.as('second') })
    .from(products)
    .$dynamic();
  if (filters.categoria) found = found.innerJoin(productCategories, eq(productCategories.id, products.categoryId));
  if (filters.minValutazione !== undefined) found = found.leftJoin(productRatings, ratingOf(tenantId));
  const matches = db.$with('matches').as(found.where(and(...conditions)));

  const pageOrder = (m: { id: SQL.Aliased | AnyPgColumn; first: SQL.Aliased; second: SQL.Aliased }) => [
    ascending ? sql`${m.first} asc` : sql`${m.first} desc`,
    sql`${m.second} desc`,
    sql`${m.id} desc`,
  ];
  const page = db
    .select({ id: matches.id, first: matches.first, second: matches.second })
    .from(matches)
    .orderBy(...pageOrder(matches))
    .limit(Math.min(filters.limit ?? PRODUCT_PAGE_SIZE, PRODUCT_MAX_LIMIT))
    .offset(filters.offset ?? 0)
    .as('page');

  const rows = await db
    .with(matches)
    .select({ ...productColumns, total: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(productRatings, ratingOf(tenantId))
    .orderBy(...pageOrder(page));

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && (filters.offset ?? 0) > 0) {
    // Past the last page no row carries the count: ask it on its own.
    const [row] = await db
      .with(matches)
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(matches);
    total = row?.n ?? 0;
  }
  return { products: rows.map(({ total: _total, ...row }) => row), total };
}

export async function findProduct(
  db: Db,
  options: { tenantId: string; productId: number; includeInactive?: boolean },
): Promise<ProductRow | null> {
  const { tenantId, productId: id } = options;
  const conditions = [eq(products.tenantId, tenantId), eq(products.id, id)];
  if (!options.includeInactive) conditions.push(eq(products.active, true));
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(productRatings, ratingOf(tenantId))
    .where(and(...conditions));
  return row ?? null;
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
