import type { Writable } from 'node:stream';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/connection.ts';

/**
 * One import transaction on either database, with COPY: the importer streams rows in
 * PostgreSQL's text format instead of building INSERT statements (a COPY parses in C, not
 * through a planner, and on PostgreSQL it runs in the server while we parse the next rows).
 */
export type BulkSession = {
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<{ rows: T[]; rowCount: number }>;
  /**
   * Runs `COPY table (columns) FROM ...` while `fill` writes the rows; the COPY ends when
   * `fill` returns and is abandoned if it throws (the transaction then rolls back).
   */
  copy: (table: string, columns: readonly string[], fill: (write: WriteRow) => Promise<void>) => Promise<void>;
  /**
   * Creates the staging table `table` shaped `LIKE <like>` and copies the rows `fill`
   * writes into it; later queries read it by that name. Inside the transaction (a
   * temporary table) on PostgreSQL and in a plain session; in an interleaved PGlite session
   * it is filled before the transaction opens, so readers are not kept waiting meanwhile.
   */
  stage: (
    table: string,
    like: string,
    columns: readonly string[],
    fill: (write: WriteRow) => Promise<void>,
  ) => Promise<void>;
  /**
   * True for an interleaved PGlite session: there is no transaction around the whole
   * session; `query` runs one statement on its own and `batch` one short transaction.
   */
  interleaved: boolean;
  /**
   * Runs `work` atomically. Inside the session's transaction where there is one; in an
   * interleaved session, in a transaction of its own, after which the event loop and
   * PGlite's lock are handed to whoever waits (HTTP requests, readers).
   */
  batch: <R>(work: (query: BulkSession['query']) => Promise<R>) => Promise<R>;
};

export type BulkOptions = {
  /**
   * PGlite runs one statement at a time, and an open transaction holds every other query
   * back. Interleaved, staging tables are filled statement by statement outside the
   * transaction (readers get their turn between two chunks) and only the final moves run in
   * one transaction. For imports while the shop serves (the back office).
   */
  interleave?: boolean;
};

/** Adds one row; a promise when the database wants a pause first (back-pressure). */
export type WriteRow = (values: readonly CopyValue[]) => Promise<void> | undefined;

type CopyWriter = {
  /** Adds one row; resolves when the database is ready for more (back-pressure). */
  write: (values: readonly CopyValue[]) => Promise<void> | undefined;
  /** Sends what is left and waits for the database to accept the whole COPY. */
  end: () => Promise<void>;
  /** Abandons the COPY (the transaction is rolled back by the caller). */
  abort: (error: Error) => void;
};

export type CopyValue = string | number | boolean | null | undefined;

// Text format: tab-separated, \N for null, backslash escapes for the separators.
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyLine(values: readonly CopyValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i) line += '\t';
    if (value === null || value === undefined) line += '\\N';
    else if (typeof value === 'boolean') line += value ? 't' : 'f';
    else if (typeof value === 'number') line += String(value);
    else line += value.replace(SPECIAL, (c) => ESCAPES[c] ?? c);
  }
  return `${line}\n`;
}

/** Lines are gathered into chunks of about this many characters before they travel. */
const CHUNK_CHARS = 256 * 1024;
/** PGlite receives a COPY as one blob: a few megabytes per statement keeps memory flat. */
const PGLITE_COPY_CHARS = 4 * 1024 * 1024;

/** A PGlite COPY in an interleaved session: smaller, so a reader waits less for its turn. */
const PGLITE_INTERLEAVED_COPY_CHARS = 1024 * 1024;

/** Runs `work` in one transaction: everything it wrote is committed together or not at all. */
export async function withBulkSession<T>(
  database: Database,
  work: (session: BulkSession) => Promise<T>,
  options: BulkOptions = {},
): Promise<T> {
  if (database.pool) return postgresSession(database.pool, work);
  if (database.pglite) {
    return options.interleave ? interleavedPgliteSession(database.pglite, work) : pgliteSession(database.pglite, work);
  }
  throw new Error('database without a bulk-load path');
}

function tempStage(
  session: Pick<BulkSession, 'query' | 'copy'>,
): (
  table: string,
  like: string,
  columns: readonly string[],
  fill: (write: WriteRow) => Promise<void>,
) => Promise<void> {
  return async (table, like, columns, fill) => {
    await session.query(`CREATE TEMP TABLE ${table} (LIKE ${like}) ON COMMIT DROP`);
    await session.copy(table, columns, fill);
  };
}

async function postgresSession<T>(pool: pg.Pool, work: (session: BulkSession) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const session: BulkSession = {
      query: async <R>(text: string, params?: unknown[]) => {
        const result = await client.query(text, params);
        return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
      },
      copy: (table, columns, fill) =>
        runCopy(postgresCopy(client.query(copyFrom(copyStatement(table, columns, 'STDIN')))), fill),
      stage: (...args) => tempStage(session)(...args),
      interleaved: false,
      batch: (batchWork) => batchWork(session.query),
    };
    const result = await work(session);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    // A connection that could not even roll back is not given back to the pool.
    client.release(broken);
  }
}

function postgresCopy(stream: Writable): CopyWriter {
  let failure: Error | null = null;
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', (error) => {
      failure = error;
      reject(error);
    });
  });
  // An error before end() is awaited must not surface as an unhandled rejection.
  done.catch(() => {});
  let chunk = '';
  const send = (): Promise<void> | undefined => {
    if (failure) throw failure;
    const ok = stream.write(chunk);
    chunk = '';
    if (ok) return undefined;
    return new Promise<void>((resolve, reject) => {
      const onDrain = () => {
        stream.off('error', onError);
        resolve();
      };
      const onError = (error: Error) => {
        stream.off('drain', onDrain);
        reject(error);
      };
      stream.once('drain', onDrain);
      stream.once('error', onError);
    });
  };
  return {
    write: (values) => {
      chunk += copyLine(values);
      return chunk.length >= CHUNK_CHARS ? send() : undefined;
    },
    end: async () => {
      if (chunk) await send();
      stream.end();
      await done;
    },
    abort: (error) => stream.destroy(error),
  };
}

async function pgliteSession<T>(client: PGlite, work: (session: BulkSession) => Promise<T>): Promise<T> {
  return client.transaction(async (tx: Transaction) => {
    const session: BulkSession = {
      query: async <R>(text: string, params?: unknown[]) => {
        const result = await tx.query<R>(text, params);
        return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
      },
      copy: (table, columns, fill) => runCopy(pgliteCopy(tx, copyStatement(table, columns, "'/dev/blob'")), fill),
      stage: (...args) => tempStage(session)(...args),
      interleaved: false,
      batch: (batchWork) => batchWork(session.query),
    };
    return work(session);
  });
}

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite, interleaved with the shop: PGlite runs each statement on the server's own thread
 * and holds one lock for a whole transaction, so a long statement or transaction stops
 * every request. Here staging tables (unlogged, dropped at the end) are filled by one COPY
 * statement per megabyte, and the importer moves the rows over in short `batch`
 * transactions, yielding between them: requests are served meanwhile, and each batch
 * switches whole school lists (old or new, never a mix).
 */
async function interleavedPgliteSession<T>(client: PGlite, work: (session: BulkSession) => Promise<T>): Promise<T> {
  const staged: string[] = [];
  const query = async <R>(text: string, params?: unknown[]) => {
    const result = await client.query<R>(text, params);
    return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
  };
  const session: BulkSession = {
    query,
    copy: () => Promise.reject(new Error('an interleaved session copies into staging tables only')),
    stage: async (table, like, columns, fill) => {
      await client.query(`DROP TABLE IF EXISTS ${table}`);
      await client.query(`CREATE UNLOGGED TABLE ${table} (LIKE ${like})`);
      staged.push(table);
      await runCopy(
        pgliteCopy(client, copyStatement(table, columns, "'/dev/blob'"), PGLITE_INTERLEAVED_COPY_CHARS, yieldToOthers),
        fill,
      );
    },
    interleaved: true,
    batch: async (batchWork) => {
      const result = await client.transaction((tx) =>
        batchWork(async <R>(text: string, params?: unknown[]) => {
          const r = await tx.query<R>(text, params);
          return { rows: r.rows, rowCount: r.affectedRows ?? 0 };
        }),
      );
      await yieldToOthers();
      return result;
    },
  };
  try {
    return await work(session);
  } finally {
    for (const table of staged) await client.query(`DROP TABLE IF EXISTS ${table}`).catch(() => {});
  }
}

function pgliteCopy(
  tx: Pick<Transaction, 'query'>,
  statement: string,
  chunkChars = PGLITE_COPY_CHARS,
  afterChunk?: () => Promise<void>,
): CopyWriter {
  let parts: string[] = [];
  let size = 0;
  const flush = async () => {
    if (!parts.length) return;
    const blob = new Blob(parts);
    parts = [];
    size = 0;
    await tx.query(statement, [], { blob });
    await afterChunk?.();
  };
  return {
    write: (values) => {
      const line = copyLine(values);
      parts.push(line);
      size += line.length;
      return size >= chunkChars ? flush() : undefined;
    },
    end: flush,
    abort: () => {
      parts = [];
    },
  };
}

async function runCopy(writer: CopyWriter, fill: (write: WriteRow) => Promise<void>): Promise<void> {
  try {
    await fill(writer.write);
    await writer.end();
  } catch (error) {
    writer.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

function copyStatement(table: string, columns: readonly string[], source: string): string {
  return `COPY ${table} (${columns.join(', ')}) FROM ${source}`;
}
