import type pg from 'pg';

// Every row of the two shops' data, straight from the database, to see what a probe call
// changed. The tables are read from the catalogue, not listed here: a table with a
// `tenant_id` belongs to that shop, a table whose foreign key leads to one (order_items →
// orders) to the same shop, and `users` and the person's own tables (family_lists) to the
// person. New tables are covered without touching the probe.

/** Bookkeeping that any visit may write: sessions, throttles, logs, the outbox, counters of visits. */
const NOT_SHOP_DATA = new Set([
  'sessions',
  'login_attempts',
  'login_lockouts',
  'login_challenges',
  'rate_limits',
  'security_logs',
  'page_views',
  'mail_outbox',
  'account_tokens',
  'job_runs',
  'admins',
]);

/**
 * Columns a visit changes by design: view and like counters of an article, and the last
 * time step a second factor's code was used (every sign-in of an owner or staff member).
 */
const VISIT_COUNTERS: Record<string, string[]> = { blog_articles: ['views', 'likes'], second_factors: ['last_step'] };

type TableInfo = {
  name: string;
  /** SQL for the row's shop (uuid) or null, and its person (uuid) or null. */
  tenant: string | null;
  person: string | null;
  from: string;
  key: string;
  hash: string;
};

export type Row = { table: string; key: string; tenant: string | null; person: string | null; hash: string };
export type Snapshot = Map<string, Row>;

async function describeTables(db: pg.Pool): Promise<TableInfo[]> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const { rows: fks } = await db.query<{ child: string; col: string; parent: string; pcol: string }>(
    `SELECT c.conrelid::regclass::text AS child, a.attname AS col, c.confrelid::regclass::text AS parent, pa.attname AS pcol
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND array_length(c.conkey, 1) = 1`,
  );
  const { rows: pks } = await db.query<{ table_name: string; cols: string[] }>(
    `SELECT c.conrelid::regclass::text AS table_name, array_agg(a.attname::text ORDER BY a.attname) AS cols
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
      WHERE c.contype = 'p' GROUP BY 1`,
  );
  const cols = new Map<string, Set<string>>();
  for (const c of columns) {
    if (!cols.has(c.table_name)) cols.set(c.table_name, new Set());
    cols.get(c.table_name)!.add(c.column_name);
  }
  const pkOf = new Map(pks.map((p) => [p.table_name.replace(/^"|"$/g, ''), p.cols]));
  const tables: TableInfo[] = [];
  for (const [name, own] of cols) {
    if (NOT_SHOP_DATA.has(name)) continue;
    const q = (col: string) => `t."${col}"`;
    let tenant: string | null = null;
    let person: string | null = null;
    let from = `"${name}" t`;
    if (name === 'tenants') tenant = q('id');
    else if (own.has('tenant_id')) tenant = q('tenant_id');
    if (name === 'users') person = q('id');
    else if (own.has('user_id')) person = q('user_id');
    if (!tenant) {
      // One step up a foreign key to a shop's table (order_items → orders).
      const fk = fks.find((f) => f.child === name && cols.get(f.parent)?.has('tenant_id'));
      if (fk) {
        from += ` JOIN "${fk.parent}" p ON p."${fk.pcol}" = t."${fk.col}"`;
        tenant = 'p."tenant_id"';
        if (!person && cols.get(fk.parent)?.has('user_id')) person = 'p."user_id"';
      }
    }
    if (!tenant && !person) continue; // Ministry data, imports: nobody's shop.
    const pk = pkOf.get(name);
    const key = pk?.length ? pk.map((c) => `t."${c}"::text`).join(` || '|' || `) : 'md5(t::text)';
    const skip = VISIT_COUNTERS[name] ?? [];
    const hashed = [...own].filter((c) => !skip.includes(c)).sort();
    const hash = `md5(${hashed.map((c) => `coalesce(t."${c}"::text, '∅')`).join(` || '|' || `)})`;
    tables.push({ name, tenant, person, from, key, hash });
  }
  return tables.sort((a, b) => a.name.localeCompare(b.name));
}

export type Snapshotter = { take: () => Promise<Snapshot>; tables: string[] };

/** Reads, in one query, every row that belongs to one of `tenants` or `people`. */
export async function snapshotter(db: pg.Pool, tenants: string[], people: string[]): Promise<Snapshotter> {
  const tables = await describeTables(db);
  const parts = tables.map((t) => {
    const conditions: string[] = [];
    if (t.tenant) conditions.push(`${t.tenant} = ANY($1::uuid[])`);
    if (t.person) conditions.push(`${t.person} = ANY($2::uuid[])`);
    return `SELECT '${t.name}' AS "table", ${t.key} AS key, ${t.tenant ?? 'NULL'}::text AS tenant,
                   ${t.person ?? 'NULL'}::text AS person, ${t.hash} AS hash
              FROM ${t.from} WHERE ${conditions.join(' OR ')}`;
  });
  const sql = parts.join('\nUNION ALL\n');
  return {
    tables: tables.map((t) => t.name),
    take: async () => {
      const { rows } = await db.query<Row>({ name: 'isolation-snapshot', text: sql, values: [tenants, people] });
      return new Map(rows.map((r) => [`${r.table}:${r.key}`, r]));
    },
  };
}

export type Change = { kind: 'insert' | 'update' | 'delete'; row: Row };

export function changes(before: Snapshot, after: Snapshot): Change[] {
  const out: Change[] = [];
  for (const [id, row] of after) {
    const old = before.get(id);
    if (!old) out.push({ kind: 'insert', row });
    else if (old.hash !== row.hash) out.push({ kind: 'update', row });
  }
  for (const [id, row] of before) if (!after.has(id)) out.push({ kind: 'delete', row });
  return out;
}
