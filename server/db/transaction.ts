import type { Db } from './connection.ts';

// The one place that names a transaction and recognises PostgreSQL's errors, so every
// domain writes `tx: Tx` and catches a duplicate the same way on PGlite and node-postgres.

/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either the database or an open transaction: reads and writes that may run inside one. */
export type DbOrTx = Db | Tx;

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws
 * (the error comes back unchanged, so callers keep catching AppError and unique violations).
 */
export function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** PostgreSQL's unique_violation. */
export const UNIQUE_VIOLATION = '23505';

/**
 * Whether `error` is (or was caused by) a unique violation. node-postgres throws its
 * DatabaseError with `code`; PGlite throws its own with `code`; drizzle may wrap either in
 * an error whose `cause` holds it; our own code may wrap again. So the cause chain is
 * walked (a bounded number of steps, in case of a cycle).
 */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 10 && e !== null && typeof e === 'object'; depth++) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
