import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/schema.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

// The Ministry's book records (server/schools) are shared by every shop; what one shop
// changes about a book lives here, per tenant, and is applied on top of them.

/** A shop's own price, description, cover or availability for one book. */
export const bookOverrides = pgTable(
  'shop_book_overrides',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    isbn: text('isbn').notNull(),
    /** The shop's price in cents (null: the shop's normal price for the book). */
    priceCents: integer('price_cents'),
    description: text('description'),
    /** A cover the shop uploaded: the id of a row of book_covers. */
    coverId: text('cover_id'),
    /** False: the shop does not sell this book (null: it does). */
    available: boolean('available'),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.isbn] })],
);

export type ShopBookOverride = typeof bookOverrides.$inferSelect;

/**
 * Cover images, fetched once (or uploaded), checked and kept in the database so every
 * process serves them from the shop's own origin (/covers/{id}). The id is the SHA-256 of
 * the bytes: the same picture is stored once.
 */
export const bookCovers = pgTable('book_covers', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  sourceUrl: text('source_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What enrichment learnt about a book beyond cover and description (shared by every shop). */
export const bookDetails = pgTable('book_details', {
  isbn: text('isbn').primaryKey(),
  pages: integer('pages'),
  /** Where the data came from (the service's URL for the book). */
  source: text('source'),
  /** False when the service had nothing for the book (asked again only on request). */
  found: boolean('found').notNull(),
  enrichedAt: timestamp('enriched_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EnrichmentStatus = 'in_coda' | 'in_corso' | 'completato' | 'fallito';

/**
 * Enrichment requests (one book, a list, or every book of a school): durable, so a restart
 * resumes them; a process works on one while it holds its lease.
 */
export const enrichmentJobs = pgTable(
  'book_enrichment_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').notNull(),
    isbns: jsonb('isbns').$type<string[]>().notNull(),
    status: text('status').$type<EnrichmentStatus>().notNull().default('in_coda'),
    /** Books handled so far (the list is worked in order), and how it went. */
    done: integer('done').notNull().default(0),
    enriched: integer('enriched').notNull().default(0),
    notFound: integer('not_found').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('book_enrichment_jobs_tenant_idx').on(t.tenantId, t.createdAt),
    index('book_enrichment_jobs_open_idx').on(t.status).where(sql`${t.status} IN ('in_coda', 'in_corso')`),
  ],
);

export type EnrichmentJob = typeof enrichmentJobs.$inferSelect;
