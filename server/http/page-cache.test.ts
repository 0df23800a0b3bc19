import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CacheTopic } from '#common/page-cache.ts';
import type { AppEnv } from '../context.ts';
import { pageCache } from './page-cache.ts';
import { createPageStore } from './page-store.ts';
import { securityHeaders } from './security-headers.ts';

const TOKEN_A = 'a'.repeat(64);
const TOKEN_B = 'b'.repeat(64);

/** A bus of one process: what publish() would run for the page cache's listeners. */
function localBus() {
  const listeners = new Map<string, (scope?: string) => void>();
  return {
    on: (topic: CacheTopic, _name: string, listener: (scope?: string) => void) => listeners.set(topic, listener),
    publish: (topic: CacheTopic, scope?: string) => listeners.get(topic)?.(scope),
  };
}

/** A page that, like the routes before shared renders, prints the nonce and the visitor's token. */
function testApp(options: { bus?: ReturnType<typeof localBus>; ttlMs?: number } = {}) {
  let renders = 0;
  const app = new Hono<AppEnv>();
  app.use(securityHeaders({ dev: false, trustProxy: 0 }));
  app.use(
    pageCache(
      createPageStore({
        policies: (url) =>
          url.pathname.startsWith('/scuola/')
            ? { routeId: 'school', params: {}, policy: { shows: ['schools'] } }
            : null,
        ttlMs: options.ttlMs ?? 60_000,
        maxBytes: 1024 * 1024,
        bus: options.bus,
      }),
    ),
  );
  app.get('*', (c) => {
    renders++;
    const token = /cartella_csrf=([0-9a-f]{64})/.exec(c.req.header('cookie') ?? '')?.[1] ?? '';
    const html = `<!DOCTYPE html><html><head><meta name="csrf-token" content="${token}"></head><body>
<p>${c.req.path} render ${renders}</p>
<script nonce="${c.var.nonce}">window.__data = {"nonce":"${c.var.nonce}","csrf":"${token}"};</script>
<script type="module" src="/assets/entry.js" nonce="${c.var.nonce}"></script></body></html>`;
    if (c.req.query('login') !== undefined) c.header('Set-Cookie', 'x=1');
    return c.html(html);
  });
  return { app, renders: () => renders };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
const inlineScript = (html: string) => /<script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(html)![1]!;

describe('page cache', () => {
  let t: ReturnType<typeof testApp>;
  beforeEach(() => {
    t = testApp();
  });

  it('renders a page once for anonymous visitors and allows its scripts by hash', async () => {
    const first = await t.app.request('/scuola/X1');
    const second = await t.app.request('/scuola/X1');
    expect(t.renders()).toBe(1);
    const html = await second.text();
    expect(html).toBe(await first.text());
    const csp = second.headers.get('content-security-policy')!;
    // No nonce on a shared page: exactly this page's inline script may run.
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain(`'sha256-${sha256(inlineScript(html))}'`);
    expect(first.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
  });

  it('gives a visitor with a token the page with their own token and a fresh nonce', async () => {
    await t.app.request('/scuola/X1', { headers: { cookie: `cartella_csrf=${TOKEN_A}` } });
    const res = await t.app.request('/scuola/X1', { headers: { cookie: `cartella_csrf=${TOKEN_B}` } });
    expect(t.renders()).toBe(1);
    const html = await res.text();
    expect(html).toContain(TOKEN_B);
    expect(html).not.toContain(TOKEN_A);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
    expect(html.match(/nonce="([^"]*)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });

  it('never serves signed-in visitors, other pages or responses that set cookies from memory', async () => {
    await t.app.request('/scuola/X1', { headers: { cookie: 'cartella_session=abc' } });
    await t.app.request('/scuola/X1', { headers: { cookie: 'cartella_session=abc' } });
    await t.app.request('/scuola/X1', { headers: { authorization: 'Bearer abc' } });
    expect(t.renders()).toBe(3);
    await t.app.request('/other');
    await t.app.request('/other');
    expect(t.renders()).toBe(5);
    await t.app.request('/scuola/X2?login');
    await t.app.request('/scuola/X2?login');
    expect(t.renders()).toBe(7);
  });

  it('keeps pages apart by address, host and consent', async () => {
    await t.app.request('/scuola/X1');
    await t.app.request('/scuola/X1?classe=2');
    await t.app.request('http://libreria.example/scuola/X1');
    await t.app.request('/scuola/X1', { headers: { cookie: 'cartella_consent=necessary' } });
    expect(t.renders()).toBe(4);
  });

  it('renders again after an import or when the time is up', async () => {
    const bus = localBus();
    const g = testApp({ bus });
    await g.app.request('/scuola/X1');
    bus.publish('schools');
    expect(await (await g.app.request('/scuola/X1')).text()).toContain('render 2');
    const expiring = testApp({ ttlMs: 0 });
    await expiring.app.request('/scuola/X1');
    await expiring.app.request('/scuola/X1');
    expect(expiring.renders()).toBe(2);
  });
});
