import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { tenants } from '../tenants/schema.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A shop's product categories (quaderni, zaini...). */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_categories_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`)],
);

/** Where a shop buys a product from (the original's default was AliExpress). */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('suppliers_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`)],
);

/**
 * A school-supplies product. Prices are integer cents; the sale and discounted prices are
 * always computed by the server from cost, margin and discount (server/catalog/pricing.ts).
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    supplierProductId: text('supplier_product_id'),
    supplierUrl: text('supplier_url'),
    /** What the shop pays the supplier ("prezzoOriginale"). */
    costCents: integer('cost_cents').notNull(),
    marginPercent: integer('margin_percent').notNull().default(25),
    discountPercent: integer('discount_percent').notNull().default(0),
    salePriceCents: integer('sale_price_cents').notNull(),
    /** What a customer pays: the discounted price, equal to the sale price without a discount. */
    priceCents: integer('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    /** "disponibile": the shop can sell it at all (stock aside). */
    available: boolean('available').notNull().default(true),
    /** "pezzi_disponibili": reserved by orders inside their transaction, never below 0. */
    stock: integer('stock').notNull().default(999),
    /** "pezzi_singolo_acquisto": the minimum quantity per purchase. */
    minPurchase: integer('min_purchase').notNull().default(1),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /**
     * @deprecated Typed by the admin before issue 19; nothing reads or writes them now: a
     * product's rating and count are computed from its approved reviews (decision 0010).
     * Left in place because migrations stay additive while branches merge; a later
     * migration drops them.
     */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    /** @deprecated See `rating`. */
    reviewCount: integer('review_count').notNull().default(0),
    /** Italian full-text document: name weighs most, then tags, then description. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('italian', immutable_unaccent(name)), 'A') || setweight(to_tsvector('italian', immutable_unaccent(tags::text)), 'B') || setweight(to_tsvector('italian', immutable_unaccent(description)), 'C')`,
    ),
    /** Folded name for typo-tolerant trigram matching. */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(immutable_unaccent(name))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_tenant_active_idx').on(t.tenantId, t.active, t.priceCents),
    index('products_category_idx').on(t.categoryId),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

/** Every price a product has had, for the 30-day lowest price of the Omnibus rule. */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_price_history_product_idx').on(t.productId, t.changedAt)],
);

/** A signed-in customer's favourite products, per shop. */
export const productFavourites = pgTable(
  'product_favourites',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.productId] })],
);

export type Product = typeof products.$inferSelect;
export type ProductCategory = typeof productCategories.$inferSelect;
export type Supplier = typeof suppliers.$inferSelect;
