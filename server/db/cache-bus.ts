import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { CACHE_TOPICS, type CacheTopic } from '#common/page-cache.ts';
import type { Database, Db } from './connection.ts';

// Memory caches (school lists and searches, the hosts' shops, the cached pages) are per
// process. When several shop processes share one PostgreSQL (issue 16, point 2), a change
// made in one must drop the others' copies at once, not when their time runs out: each
// process LISTENs on one channel and every change is a NOTIFY naming what changed. With
// the embedded database there is one process and the bus only calls its own listeners.

export type { CacheTopic };

export type CacheBus = {
  /**
   * Drops this process's copies now and tells the other processes to drop theirs. `scope`
   * (a shop's id) narrows the change to one shop's copies; without it, all go.
   */
  publish: (topic: CacheTopic, scope?: string) => Promise<void>;
  /**
   * What dropping a topic's copies means in this process; a listener under the same name
   * replaces the earlier one (the dev server builds a runtime per request on one database).
   */
  on: (topic: CacheTopic, name: string, listener: (scope?: string) => void) => void;
  close: () => Promise<void>;
};

export const CACHE_CHANNEL = 'cartella_caches';
const TOPICS = new Set<string>(CACHE_TOPICS);
const RECONNECT_MS = [500, 1000, 2000, 5000, 10_000];

const buses = new WeakMap<Db, CacheBus>();

/** The bus of the process that owns this database handle (for code that only has `db`). */
export function cacheBusOf(db: Db): CacheBus | undefined {
  return buses.get(db);
}

/** The database's bus: one per open database, so one LISTEN connection per process. */
export function createCacheBus(database: Database, logger?: Logger): CacheBus {
  const existing = buses.get(database.db);
  if (existing) return existing;
  const listeners = new Map<CacheTopic, Map<string, (scope?: string) => void>>();
  const self = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const runLocal = (topic: CacheTopic, scope?: string) => {
    for (const listener of listeners.get(topic)?.values() ?? []) {
      try {
        listener(scope);
      } catch (error) {
        logger?.warn({ err: error, topic }, 'cache listener failed');
      }
    }
  };

  const url = (database.pool as (pg.Pool & { options?: { connectionString?: string } }) | undefined)?.options
    ?.connectionString;

  async function listen(): Promise<void> {
    if (closed || !url) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const [topic, from, scope] = (message.payload ?? '').split(':');
      if (from === self || !topic || !TOPICS.has(topic)) return;
      runLocal(topic as CacheTopic, scope || undefined);
    });
    // A dropped connection (PostgreSQL restarted): listen again, and meanwhile nothing was
    // heard, so every copy goes.
    next.on('error', () => {});
    next.on('end', () => {
      if (closed || client !== next) return;
      client = null;
      for (const topic of TOPICS) runLocal(topic as CacheTopic);
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      attempt = 0;
    } catch (error) {
      await next.end().catch(() => {});
      logger?.warn({ err: error }, 'cache bus: LISTEN failed, retrying');
      schedule();
    }
  }

  function schedule(): void {
    if (closed) return;
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    timer = setTimeout(() => void listen(), delay);
    timer.unref?.();
  }

  const ready = database.kind === 'postgres' ? listen() : Promise.resolve();

  const bus: CacheBus = {
    async publish(topic, scope) {
      runLocal(topic, scope);
      if (database.kind !== 'postgres' || !database.pool) return;
      try {
        const payload = scope ? `${topic}:${self}:${scope}` : `${topic}:${self}`;
        await database.pool.query('select pg_notify($1, $2)', [CACHE_CHANNEL, payload]);
      } catch (error) {
        // The others' copies still expire on their own (a minute at most).
        logger?.warn({ err: error, topic }, 'cache bus: NOTIFY failed');
      }
    },
    on(topic, name, listener) {
      const named = listeners.get(topic) ?? new Map();
      named.set(name, listener);
      listeners.set(topic, named);
    },
    async close() {
      closed = true;
      buses.delete(database.db);
      clearTimeout(timer);
      await ready.catch(() => {});
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
  buses.set(database.db, bus);
  return bus;
}

/**
 * For services that only hold `db`: after a change committed (never inside the transaction
 * that makes it), the pages and answers showing that data are dropped in every process.
 */
export function dataChanged(db: Db, topic: CacheTopic, tenantId?: string): void {
  const bus = buses.get(db);
  if (bus) void bus.publish(topic, tenantId);
}
