import http from 'node:http';
import os from 'node:os';
import zlib from 'node:zlib';
import { createBenchDatabase } from './database.ts';
import {
  type LoadResult,
  machineLine,
  maxThroughput,
  memoryOf,
  nginxPath,
  type RunningServer,
  serveNodeFlags,
  startBareNode,
  startNginx,
  startRestartedShop,
  steadyRate,
  wrkPath,
} from './lib.ts';

/**
 * Issue 15's benchmark: every public page a visitor without a session sees, asked for as
 * browsers ask (`Accept-Encoding: gzip, deflate, br`), on the embedded PGlite and on a fresh
 * PostgreSQL database, both with the demo data, the shop started as `npm run serve` starts it
 * and restarted once on its data. Per page: most requests/s at 50 connections (wrk, as the
 * issue measured), nginx sending the same page's gzip bytes from a file at the same 50
 * connections (the ceiling), latency at a steady 200 requests/s (open loop); the shop's
 * memory after each database.
 * `BENCH_SECONDS` (default 10) sets each measurement's length; `BENCH_PAGES=home,blog` keeps
 * only the named pages.
 */

/** What a browser sends: every page of this benchmark is asked for with it. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export const PAGE_TARGETS = { ratioToNginx: 0.5, steadyP99Ms: 30 };

export type PublicPage = { name: string; path: string };

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One GET on a new connection, the body as sent (not decompressed). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body);
  return answer.body;
}

async function html(url: string): Promise<string> {
  const answer = await get(url, BROWSER_HEADERS);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return decoded(answer).toString('utf8');
}

function firstMatch(text: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`no ${what} found`);
  return found.replaceAll('&amp;', '&');
}

/**
 * The public pages of issue 15 point 1 in the demo data: a product, an article and the
 * filters are taken from the pages that link to them, so each filtered page lists something.
 */
export async function publicPages(baseUrl: string): Promise<PublicPage[]> {
  const products = await html(`${baseUrl}/products`);
  const product = firstMatch(products, /href="(\/products\/\d+)"/, 'product on /products');
  // The filter panel's first category (a <select>, its first option being "all").
  const categories = products.slice(products.indexOf('name="categoria"'));
  const category = firstMatch(categories, /<option value="([^"]+)"/, 'category on /products');
  const blog = await html(`${baseUrl}/blog`);
  const article = firstMatch(blog, /href="(\/blog\/(?!rss)[a-z0-9-]+)"/, 'article on /blog');
  const blogCategory = firstMatch(blog, /href="(\/blog\?categoria=[^"#]+)"/, 'category link on /blog');
  const pages: PublicPage[] = [
    { name: 'home', path: '/' },
    { name: 'search', path: '/search' },
    { name: 'school', path: '/scuola/CAMM80001N?classe=2&sezione=A' },
    { name: 'products', path: '/products' },
    { name: 'products-filtered', path: `/products?${new URLSearchParams({ categoria: category })}` },
    { name: 'product', path: product },
    { name: 'blog', path: '/blog' },
    { name: 'blog-filtered', path: blogCategory },
    { name: 'article', path: article },
    { name: 'privacy', path: '/privacy-policy' },
  ];
  // A filter or a school that shows nothing would measure an empty page.
  const lists: Record<string, RegExp> = {
    'products-filtered': /href="\/products\/\d+"/,
    'blog-filtered': /href="\/blog\/(?!rss)[a-z0-9-]+"/,
    school: /Libri di testo/,
  };
  for (const page of pages) {
    const expected = lists[page.name];
    if (expected && !expected.test(await html(baseUrl + page.path))) {
      throw new Error(`${page.path} lists nothing in the demo data`);
    }
  }
  return pages;
}

type Throughput = Awaited<ReturnType<typeof maxThroughput>>;

type PageResult = {
  path: string;
  /** The shop's `x-page-cache` just before the load (after the warm-up) and after it. */
  cache: { beforeLoad: string; afterLoad: string };
  /** What the shop sent a browser: coding and bytes on the wire, and the HTML's size. */
  contentEncoding: string;
  bytes: number;
  htmlBytes: number;
  shop: Throughput;
  steady200: LoadResult;
  /** nginx sending the shop's own gzip body of this page (gzip_static). */
  nginxGzipBytes: number;
  nginx: Throughput | null;
  ratioToNginx: number | null;
  /** A bare node:http server sending the shop's own answer (headers and bytes): Node's ceiling. */
  bareNode: Throughput;
  ratioToBareNode: number;
};

async function measurePage(server: RunningServer, page: PublicPage, seconds: number): Promise<PageResult> {
  const url = server.url + page.path;
  // Warm-up: JIT, the page cache, connections.
  await maxThroughput(url, { connections: 10, seconds: Math.min(3, seconds), headers: BROWSER_HEADERS, wrk: true });
  const before = await get(url, BROWSER_HEADERS);
  if (before.status !== 200) throw new Error(`${page.path} answered ${before.status}`);
  const plain = decoded(before);
  const gzipAnswer = await get(url, { 'accept-encoding': 'gzip' });
  // The shop's stored gzip body when it has one (gzip -9); the same level otherwise.
  const gzip = gzipAnswer.headers['content-encoding'] === 'gzip' ? gzipAnswer.body : zlib.gzipSync(plain, { level: 9 });

  const shop = await maxThroughput(url, { connections: 50, seconds, headers: BROWSER_HEADERS, wrk: true });
  const steady200 = await steadyRate(url, 200, { seconds, headers: BROWSER_HEADERS });
  const after = await get(url, BROWSER_HEADERS);

  let nginx: Throughput | null = null;
  const ng = await startNginx(plain, { gzip });
  if (ng) {
    try {
      const check = await get(ng.url, BROWSER_HEADERS);
      if (check.headers['content-encoding'] !== 'gzip' || !check.body.equals(gzip)) {
        throw new Error('nginx did not send the stored gzip body (gzip_static)');
      }
      await maxThroughput(ng.url, { connections: 10, seconds: 1, headers: BROWSER_HEADERS, wrk: true });
      nginx = await maxThroughput(ng.url, { connections: 50, seconds, headers: BROWSER_HEADERS, wrk: true });
    } finally {
      await ng.stop();
    }
  }
  const bare = await startBareNode(before.headers, before.body);
  let bareNode: Throughput;
  try {
    await maxThroughput(bare.url, { connections: 10, seconds: 1, headers: BROWSER_HEADERS, wrk: true });
    bareNode = await maxThroughput(bare.url, { connections: 50, seconds, headers: BROWSER_HEADERS, wrk: true });
  } finally {
    await bare.stop();
  }
  const cacheOf = (answer: Answer) => String(answer.headers['x-page-cache'] ?? 'none');
  return {
    path: page.path,
    cache: { beforeLoad: cacheOf(before), afterLoad: cacheOf(after) },
    contentEncoding: before.headers['content-encoding'] ?? 'identity',
    bytes: before.body.length,
    htmlBytes: plain.length,
    shop,
    steady200,
    nginxGzipBytes: gzip.length,
    nginx,
    ratioToNginx: nginx ? Math.round((shop.rps / nginx.rps) * 100) / 100 : null,
    bareNode,
    ratioToBareNode: Math.round((shop.rps / bareNode.rps) * 100) / 100,
  };
}

function printTable(database: string, results: Record<string, PageResult>): void {
  const rows = [
    [
      'page',
      'cache',
      'sent',
      'shop rps',
      'p50/p99 ms',
      'nginx rps (gzip)',
      'ratio',
      'bare node rps (ratio)',
      '200/s p99',
      'errors',
    ],
  ];
  for (const [name, r] of Object.entries(results)) {
    const ratio = r.ratioToNginx;
    const hit = r.cache.beforeLoad === 'hit' && r.cache.afterLoad === 'hit';
    const p99 = r.steady200.p99;
    rows.push([
      name,
      `${r.cache.beforeLoad}/${r.cache.afterLoad}`,
      `${r.contentEncoding} ${(r.bytes / 1024).toFixed(1)} KB`,
      String(r.shop.rps),
      `${r.shop.p50}/${r.shop.p99}`,
      r.nginx ? `${r.nginx.rps} (${(r.nginxGzipBytes / 1024).toFixed(1)} KB)` : '—',
      ratio === null ? '—' : `${ratio.toFixed(2)} ${hit ? (ratio >= PAGE_TARGETS.ratioToNginx ? '✔' : '✘') : ''}`,
      `${r.bareNode.rps} (${r.ratioToBareNode.toFixed(2)})`,
      `${p99} ${p99 < PAGE_TARGETS.steadyP99Ms ? '✔' : '✘'}`,
      String(r.shop.errors + r.shop.non2xx + r.steady200.errors + r.steady200.non2xx),
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  console.log(`-- ${database}`);
  for (const row of rows) {
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  }
}

async function measureDatabase(
  database: string,
  env: Record<string, string>,
  options: { nodeArgs: string[]; seconds: number; only: Set<string> | null },
): Promise<Record<string, unknown>> {
  const server = await startRestartedShop(env, { nodeArgs: options.nodeArgs });
  try {
    const started = memoryOf(server.pid);
    const pages = (await publicPages(server.url)).filter((p) => !options.only || options.only.has(p.name));
    const results: Record<string, PageResult> = {};
    for (const page of pages) results[page.name] = await measurePage(server, page, options.seconds);
    printTable(database, results);
    return { pages: results, memory: { started, afterPages: memoryOf(server.pid) } };
  } finally {
    await server.stop();
  }
}

export async function benchPages(): Promise<Record<string, unknown>> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  if (!(seconds > 0)) throw new Error('BENCH_SECONDS must be a positive number');
  const only = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',')) : null;
  const options = { nodeArgs: serveNodeFlags(), seconds, only };
  const loadAverage = () => os.loadavg().map((l) => Math.round(l * 10) / 10);
  const loadAverageBefore = loadAverage();
  if (!nginxPath) console.warn('nginx not installed: the ceiling (nginx) fields are null');
  if (!wrkPath) console.warn('wrk not installed: autocannon measures, and caps nginx at what one core generates');
  const pglite = await measureDatabase('pglite', {}, options);
  const database = await createBenchDatabase();
  let postgres: Record<string, unknown>;
  try {
    postgres = await measureDatabase('postgres', { DATABASE_URL: database.url }, options);
  } finally {
    await database.drop();
  }
  return {
    machine: machineLine(),
    loadAverageBefore,
    loadAverageAfter: loadAverage(),
    seconds,
    nodeArgs: options.nodeArgs,
    loadGenerator: wrkPath ? 'wrk (threads = cores)' : 'autocannon',
    headers: BROWSER_HEADERS,
    targets: PAGE_TARGETS,
    pglite,
    postgres,
  };
}
