import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../context.ts';
import type { Database } from '../db/connection.ts';
import { createRuntime } from '../runtime.ts';
import { createTestDatabase, testConfig } from '../test/database.ts';
import { SHARED_ANSWERS } from './api-routes.ts';
import { createApp } from './app.ts';
import { pageHitsFast } from './page-hits-fast.ts';
import { createPageStore, type PageHit, type PageReader } from './page-store.ts';
import { withSharedAnswers } from './shared-answers.ts';

// Issue 15: page-cache hits answered from Node's request listener must be the answers the
// Hono chain gives for the same stored page (headers, bytes, view counted), and everything
// that is not a plain hit must reach Hono.

const SESSION = 'cartella_session=abc';

describe('page-cache hits before Hono', () => {
  let database: Database;
  let services: AppServices;
  let server: Server;
  let base = '';
  let fetchInProcess: (request: Request) => Response | Promise<Response>;
  let renders = 0;
  let fastAnswers = 0;
  const views: { hit: PageHit; reader: PageReader }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const runtime = await createRuntime({ config: testConfig({ TRUST_PROXY: '1' }), database, seedDemo: false });
    services = runtime.services;
    const store = createPageStore({
      policies: withSharedAnswers(
        (url) =>
          url.pathname.startsWith('/scuola/')
            ? { routeId: 'routes/school', params: {}, policy: { shows: ['schools'], countsViews: true } }
            : null,
        SHARED_ANSWERS,
      ),
      ttlMs: 60_000,
      maxBytes: 4 * 1024 * 1024,
      trustProxy: 1,
      bus: services.caches,
      onHit: (hit, reader) => views.push({ hit, reader }),
    });
    // A page like the routes' shared renders: an inline script (allowed by its hash), 2 KB.
    const pages = async (request: Request) => {
      renders++;
      const path = new URL(request.url).pathname;
      const html = `<!DOCTYPE html><html><head><title>${path}</title></head><body><p>${path} render ${renders}</p>
<p>${'Elenco dei libri adottati. '.repeat(80)}</p>
<script>window.__data = {"path":"${path}"};</script></body></html>`;
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' } });
    };
    const app = createApp(services, { pages, pageStore: store });
    fetchInProcess = app.fetch;
    const viaHono = getRequestListener(app.fetch);
    const fromMemory = pageHitsFast(store, { dev: false, trustProxy: 1, logger: services.logger });
    server = createServer((req, res) => {
      if (fromMemory(req, res)) fastAnswers++;
      else void viaHono(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await services?.caches.close();
    await database?.close();
  });

  /** One exchange over HTTP, counting whether the fast path answered it. */
  async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
    const before = fastAnswers;
    const res = await fetch(`${base}${path}`, { method, headers });
    const body = Buffer.from(await res.arrayBuffer());
    return { res, body, fast: fastAnswers > before };
  }

  /** A request sent as written (fetch would remove the dot segment itself); its x-page-cache. */
  const rawGet = (path: string) =>
    new Promise<string | undefined>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      request({ hostname, port, path }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['x-page-cache'] as string | undefined));
      })
        .on('error', reject)
        .end();
    });

  const comparable = (headers: Headers) =>
    Object.fromEntries(
      [...headers].filter(([name]) => !['date', 'x-request-id', 'connection', 'keep-alive'].includes(name)),
    );

  it('answers a stored page with the headers and bytes of a hit through Hono', async () => {
    const asked = {
      'accept-encoding': 'gzip',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
      'user-agent': 'Prova/1.0',
    };
    const first = await get('/scuola/X1', asked);
    expect(first.fast).toBe(false);
    expect(first.res.headers.get('x-page-cache')).toBe('miss');
    const fast = await get('/scuola/X1', asked);
    expect(fast.fast).toBe(true);
    const viaHono = await fetchInProcess(new Request(`${base}/scuola/X1`, { headers: asked }));
    expect(viaHono.headers.get('x-page-cache')).toBe('hit');
    expect(comparable(fast.res.headers)).toEqual(comparable(viaHono.headers));
    expect(fast.res.headers.get('content-encoding')).toBe('gzip');
    expect(fast.res.headers.get('strict-transport-security')).toMatch(/max-age/);
    expect(fast.res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+'; /);
    expect(fast.res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    // Node's fetch decoded the body: the page the first visitor got.
    expect(fast.body.equals(first.body)).toBe(true);
    expect(gunzipSync(Buffer.from(await viaHono.arrayBuffer())).equals(fast.body)).toBe(true);
    expect(renders).toBe(1);
    // The view is counted as the loader would, with the client's address behind the proxy.
    const last = views.at(-1)!;
    expect(last.hit.routeId).toBe('routes/school');
    expect(last.reader).toEqual({ ip: '203.0.113.9', userAgent: 'Prova/1.0' });
  });

  it('sends the coding each visitor accepts, and headers only to HEAD', async () => {
    await get('/scuola/X2');
    const plain = await get('/scuola/X2', { 'accept-encoding': 'identity' });
    expect(plain.fast).toBe(true);
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.res.headers.get('content-length'))).toBe(plain.body.length);
    const br = await get('/scuola/X2', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.body.equals(plain.body)).toBe(true);
    const head = await get('/scuola/X2', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.fast).toBe(true);
    expect(head.body.length).toBe(0);
    expect(Number(head.res.headers.get('content-length'))).toBeGreaterThan(0);
    // No HTTPS said by the proxy: no HSTS.
    expect(plain.res.headers.get('strict-transport-security')).toBeNull();
  });

  it('leaves signed-in visitors, other methods and addresses Hono normalises to Hono', async () => {
    await get('/scuola/X3');
    const rendersBefore = renders;
    const signedIn = await get('/scuola/X3', { cookie: SESSION });
    expect(signedIn.fast).toBe(false);
    expect(signedIn.res.headers.get('x-page-cache')).toBeNull();
    expect(renders).toBe(rendersBefore + 1);
    const bearer = await get('/scuola/X3', { authorization: 'Bearer x' });
    expect(bearer.fast).toBe(false);
    // A dot segment: Hono reads /scuola/X3 and answers its stored copy itself.
    const before = fastAnswers;
    const dotted = await rawGet('/scuola/./X3');
    expect(fastAnswers).toBe(before);
    expect(dotted).toBe('hit');
    const rendersBeforePost = renders;
    const post = await get('/scuola/X3', { origin: base }, 'POST');
    expect(post.fast).toBe(false);
    expect(renders).toBe(rendersBeforePost + 1);
    expect((await get('/scuola/X3')).fast).toBe(true);
  });

  it('answers a shared API answer kept on its second ask, with its charset', async () => {
    const path = '/api/blog/articles?limit=3';
    expect((await get(path)).res.headers.get('x-page-cache')).toBeNull();
    expect((await get(path)).res.headers.get('x-page-cache')).toBe('miss');
    const hit = await get(path);
    expect(hit.fast).toBe(true);
    expect(hit.res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(hit.body.toString('utf8'))).toMatchObject({ articles: [] });
  });

  it('drops a stored page when the data it shows changes', async () => {
    await get('/scuola/X4');
    expect((await get('/scuola/X4')).fast).toBe(true);
    await services.caches.publish('schools');
    const after = await get('/scuola/X4');
    expect(after.fast).toBe(false);
    expect(after.res.headers.get('x-page-cache')).toBe('miss');
  });
});
