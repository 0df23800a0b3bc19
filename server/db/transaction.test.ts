import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '../tenants/schema.ts';
import { describeEachDatabase, useTestDatabase } from '../test/database.ts';
import { isUniqueViolation, withTransaction } from './transaction.ts';

describe('isUniqueViolation', () => {
  it('walks the cause chain and stops on anything else', () => {
    const pgError = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(pgError)).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: pgError }))).toBe(true);
    expect(isUniqueViolation(new Error('ours', { cause: new Error('drizzle', { cause: pgError }) }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
    const cycle: { code?: string; cause?: unknown } = {};
    cycle.cause = cycle;
    expect(isUniqueViolation(cycle)).toBe(false);
  });
});

describeEachDatabase('one transaction helper on both drivers', (kind) => {
  const database = useTestDatabase(kind);

  it('a duplicate insert is recognised, and the transaction rolls back', async () => {
    const { db } = database();
    const slug = `dup-${kind}-${Date.now().toString(36)}`;
    await db
      .insert(tenants)
      .values({ slug, name: 'Primo', settings: { freeShippingThreshold: 0, standardShippingCost: 0 } });
    const error = await withTransaction(db, async (tx) => {
      await tx.update(tenants).set({ name: 'Cambiato' }).where(eq(tenants.slug, slug));
      await tx
        .insert(tenants)
        .values({ slug, name: 'Secondo', settings: { freeShippingThreshold: 0, standardShippingCost: 0 } });
    }).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.slug, slug));
    expect(row?.name).toBe('Primo');
  });
});
