// Every domain's tables, gathered for Drizzle's relational queries and drizzle-kit.
export * from '../accounts/schema.ts';
export * from '../analytics/schema.ts';
export * from '../blog/schema.ts';
export * from '../books/schema.ts';
export * from '../catalog/schema.ts';
export * from '../jobs/schema.ts';
export * from '../lists/schema.ts';
export * from '../mail/schema.ts';
export * from '../orders/schema.ts';
export * from '../pricing/schema.ts';
export * from '../ratelimit/schema.ts';
export * from '../reviews/schema.ts';
export * from '../schools/schema.ts';
export * from '../security/schema.ts';
export * from '../tenants/schema.ts';
