import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase, databaseKinds } from '#server/test/database.ts';
import { request } from './support/isolation/http.ts';
import type { Filler } from './support/isolation/payloads.ts';
import { createShop, operatorToken, ROLES, type Shop, signIn } from './support/isolation/shops.ts';
import { changes, type Snapshot, snapshotter } from './support/isolation/snapshot.ts';
import { apiSurface, type ProbeCall, pageSurface } from './support/isolation/surface.ts';
import { type Caller, leakedMarkers, mayWrite } from './support/isolation/verdict.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 14, point 7: isolation proven. Two live bookshops, each with an owner, a staff
// member and a family with a cart, favourites, a list and an order. Every API operation of
// the OpenAPI document and every page of the route manifest is called (read from the
// running server: a new route is probed without a line here) with the wrong host, the wrong
// session or the other shop's ids. No answer may carry what only the other shop's people
// may see, and no row of a shop may change unless the caller may change it (the database
// is read before and after every call). PostgreSQL only: the probe reads the database
// while the server holds it, which an embedded PGlite does not allow.

const onPostgres = databaseKinds().includes('postgres');

type Category = { name: string; host: 'A' | 'B'; callers: 'A' | 'B'; target: 'A' | 'B' };

// The three ways in, in this order: a shop's own people first (so no family of B has yet
// become a customer of A, legitimately, when A's back office reads its customers).
const CATEGORIES: Category[] = [
  { name: 'host A · sessione A · id di B', host: 'A', callers: 'A', target: 'B' },
  { name: 'host A · sessione B · id di A', host: 'A', callers: 'B', target: 'A' },
  { name: 'host B · sessione A · id di A', host: 'B', callers: 'A', target: 'A' },
];

type Tally = Record<string, number>;
type Finding = { category: string; role: string; call: string; status: number; detail: string };

function bucket(status: number): string {
  if (status >= 500) return '5xx';
  if (status === 401 || status === 403 || status === 404) return String(status);
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  return '2xx';
}

(onPostgres ? describe : describe.skip)('isolation between bookshops (live probe)', () => {
  let database: Database;
  let server: RunningServer;
  let pool: pg.Pool;
  const shops = {} as Record<'A' | 'B', Shop>;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const url = (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    // TRUST_PROXY: the probe calls from one address, re-signing-in from another.
    server = await startServer({ DATABASE_URL: url, DEMO_DATA: 'true', TRUST_PROXY: '1' });
    pool = new pg.Pool({ connectionString: url, max: 2 });
    const operator = await operatorToken(server.url);
    shops.A = await createShop(server.url, pool, 'A', operator);
    shops.B = await createShop(server.url, pool, 'B', operator);
  }, 180_000);

  afterAll(async () => {
    await pool?.end();
    await server?.stop();
    await database?.close();
  });

  it('no call reads or writes the other shop’s data', { timeout: 240_000 }, async () => {
    const base = server.url;
    const api = await apiSurface(base, shops.A.host);
    const pages = await pageSurface(base, shops.A.host);
    expect(api.operations.length).toBeGreaterThan(100);
    expect(pages.routes.length).toBeGreaterThan(40);

    const people = [shops.A, shops.B].flatMap((s) => ROLES.map((r) => s.people[r].userId));
    const snap = await snapshotter(pool, [shops.A.tenantId, shops.B.tenantId], people);
    const markers = [...shops.A.markers, ...shops.B.markers];
    const known = new Set(people);
    const findings: Finding[] = [];
    const errors: Finding[] = [];
    const tallies = new Map<string, Tally>();
    const slowest: { call: string; ms: number }[] = [];
    let before: Snapshot = await snap.take();

    for (const category of CATEGORIES) {
      const host = shops[category.host];
      const home = shops[category.callers];
      const fill: Filler = { shop: shops[category.target], counter: { n: 0 } };
      for (const role of ROLES) {
        const person = home.people[role];
        // An operation that takes no credentials is called once per way in, by the family.
        const needed = (call: ProbeCall) => !call.anonymous || role === 'customer';
        const caller: Caller = { person, home };
        const { rows } = await pool.query<{ csrf_token: string }>(
          'SELECT csrf_token FROM sessions WHERE id_hash = $1',
          [createHash('sha256').update(person.token).digest('hex')],
        );
        const csrf = rows[0]?.csrf_token ?? '';
        const calls: { kind: 'API' | 'pagine'; call: ProbeCall }[] = [
          ...api
            .calls(fill)
            .filter(needed)
            .map((call) => ({ kind: 'API' as const, call })),
          ...pages.calls(fill, csrf).map((call) => ({ kind: 'pagine' as const, call })),
        ];
        for (const { kind, call } of calls) {
          const headers: Record<string, string> = { 'x-forwarded-for': '198.51.100.7' };
          let body: string | undefined;
          if (kind === 'API') {
            headers.authorization = `Bearer ${person.token}`;
            headers.accept = 'application/json';
          } else {
            // Pages the way a browser asks for them: the session cookie, and for a form the
            // shop's own origin and the session's CSRF token.
            headers.cookie = `cartella_session=${person.token}`;
            headers.accept = 'text/html';
          }
          if (call.json !== undefined) {
            headers['content-type'] = 'application/json';
            body = JSON.stringify(call.json);
          } else if (call.form) {
            headers['content-type'] = 'application/x-www-form-urlencoded';
            headers.origin = `http://${host.host}`;
            body = new URLSearchParams(call.form).toString();
          }
          const started = performance.now();
          const answer = await request(base, {
            method: call.method,
            path: call.path,
            host: host.host,
            headers,
            body,
            timeout: 5000,
          });
          slowest.push({ call: `${call.method} ${call.path}`, ms: performance.now() - started });
          const where = `${call.method} ${call.path}${body ? ` ${body.slice(0, 160)}` : ''}`;
          const tallyKey = `${category.name}|${kind}`;
          const tally = tallies.get(tallyKey) ?? {};
          tally.calls = (tally.calls ?? 0) + 1;
          const b = bucket(answer.status);
          tally[b] = (tally[b] ?? 0) + 1;
          tallies.set(tallyKey, tally);
          if (answer.status >= 500) {
            errors.push({
              category: category.name,
              role,
              call: where,
              status: answer.status,
              detail: answer.body.slice(0, 200),
            });
          }

          for (const leaked of leakedMarkers(answer.body, markers, host, caller)) {
            findings.push({
              category: category.name,
              role,
              call: where,
              status: answer.status,
              detail: `lettura: ${leaked.what} del negozio ${leaked.shop}`,
            });
          }
          const after = await snap.take();
          for (const change of changes(before, after)) {
            if (mayWrite(change, host, caller, known)) continue;
            findings.push({
              category: category.name,
              role,
              call: where,
              status: answer.status,
              detail: `scrittura: ${change.kind} ${change.row.table} (${change.row.key}) ${
                change.row.tenant === shops.A.tenantId
                  ? 'del negozio A'
                  : change.row.tenant === shops.B.tenantId
                    ? 'del negozio B'
                    : `della persona ${change.row.person}`
              }`,
            });
          }
          before = after;

          // A call may end the caller's own session (logout): sign in again and go on.
          const alive = await pool.query('SELECT 1 FROM sessions WHERE id_hash = $1', [
            createHash('sha256').update(person.token).digest('hex'),
          ]);
          if (!alive.rowCount) {
            person.token = await signIn(base, home.host, person.email);
            before = await snap.take();
          }
        }
      }
    }

    // The report: how many calls per way in, and how they were answered.
    const columns = ['calls', '2xx', '3xx', '401', '403', '404', '4xx', '5xx'];
    const lines = [
      `| categoria | tipo | ${columns.join(' | ')} |`,
      `| --- | --- | ${columns.map(() => '---:').join(' | ')} |`,
    ];
    let total = 0;
    for (const [key, tally] of tallies) {
      const [name, kind] = key.split('|');
      total += tally.calls ?? 0;
      lines.push(`| ${name} | ${kind} | ${columns.map((c) => tally[c] ?? 0).join(' | ')} |`);
    }
    console.log(
      `\nSonda di isolamento: ${total} chiamate, ${api.operations.length} operazioni API, ${pages.routes.length} pagine, ` +
        `${snap.tables.length} tabelle confrontate prima e dopo ogni chiamata\n${lines.join('\n')}\n`,
    );
    slowest.sort((a, b) => b.ms - a.ms);
    console.log(
      slowest
        .slice(0, 8)
        .map((s) => `${Math.round(s.ms)} ms ${s.call}`)
        .join('\n'),
    );
    // One line per kind of finding (the same leak shows once per role and variant).
    const show = (list: Finding[]) =>
      [...new Set(list.map((f) => `[${f.category} · ${f.role}] ${f.call.slice(0, 200)} → ${f.status}: ${f.detail}`))]
        .slice(0, 60)
        .join('\n');
    expect(findings.length, `letture o scritture tra negozi:\n${show(findings)}`).toBe(0);
    expect(errors.length, `errori del server:\n${show(errors)}`).toBe(0);
  });
});
