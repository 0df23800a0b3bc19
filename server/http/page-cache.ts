import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { CacheTopic } from '#common/page-cache.ts';
import type { AppEnv } from '../context.ts';
import type { Tenant } from '../tenants/schema.ts';
import { clientIp } from './client-ip.ts';
import { type Encoding, negotiateEncoding } from './encoding.ts';
import { type Bodies, type PageStore, plainBody, type StoredPage } from './page-store.ts';

// Headers that belong to one response, not to the page.
const PER_RESPONSE = new Set(['content-security-policy', 'x-request-id', 'content-length', 'date']);

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Rendered HTML of the pages the routes declare shared (`export const cache = sharedPage(…)`),
 * for visitors without a session. A shared render holds nothing of the visitor: the root
 * loader leaves out the nonce and the visitor's CSRF token (`sharedPage` in the request's
 * variables), the page's inline scripts are allowed by their hashes, and the bytes are
 * compressed once (brotli and gzip) when stored, so a hit is a buffer write whatever the
 * visitor accepts. A page that still printed the visitor's token is kept cut at the token
 * and nonce and joined per visitor (compressed per request, as before). Pages are dropped
 * when the data they show changes (cache bus topics, per shop), the TTL being a backstop.
 * In production most hits never reach this middleware: Node's request listener answers
 * them first (page-hits-fast.ts); this one renders, stores, and answers the rest.
 */
export function pageCache(store: PageStore): MiddlewareHandler<AppEnv> {
  const { options, pending } = store;
  const trustProxy = options.trustProxy ?? 0;
  const reader = (c: Context<AppEnv>) => () => ({
    ip: clientIp(c, trustProxy),
    userAgent: c.req.header('user-agent') ?? '',
  });
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const visit = store.visit(new URL(c.req.url), (name) => c.req.header(name));
    if (!visit) return next();
    const { key, match, token } = visit;

    const hit = store.fresh(key);
    if (hit) {
      store.viewed(hit, reader(c));
      return serve(c, hit, token, 'hit');
    }
    // HEAD asks for headers only: React Router answers it without rendering.
    if (method === 'HEAD') return next();
    const rendering = pending.get(key);
    if (rendering) {
      await rendering;
      const ready = store.fresh(key);
      if (ready) {
        store.viewed(ready, reader(c));
        return serve(c, ready, token, 'hit');
      }
    }

    let done = () => {};
    if (!rendering) pending.set(key, new Promise<void>((resolve) => (done = resolve)));
    try {
      c.set('sharedPage', true);
      await next();
      const res = c.res;
      const type = res.headers.get('content-type') ?? '';
      // Pages, and the API's shared answers (JSON: no scripts, no nonce, no token) from their
      // second ask on; the first is compressed once, for this visitor only.
      const page = type.startsWith('text/html');
      if (!page) {
        if (!type.startsWith('application/json') || res.status !== 200) return;
        if (!store.admit(key)) {
          c.res = await compressedOnce(res, c.req.header('accept-encoding'));
          return;
        }
      }
      const html = await res.text();
      const nonce = c.var.nonce;
      const hashes = inlineScriptHashes(html);
      // A page rendered without the nonce (any shared render, error pages too) runs its
      // scripts by their hashes (the visitor's nonce stays in the CSP, used by nothing).
      const withNonce = html.includes(nonce);
      if (!withNonce) c.set('scriptHashes', hashes);
      c.res = new Response(html, { status: res.status, headers: res.headers });
      // Flash messages, a token handed out, anything marked private: this visitor's only.
      const personalAnswer =
        res.headers.has('set-cookie') || /private|no-store/.test(res.headers.get('cache-control') ?? '');
      if (res.status !== 200 || personalAnswer || Buffer.byteLength(html) > options.maxBytes / 8) return;
      const withToken = token !== null && html.includes(token);
      const pieces = withToken ? cut(html, nonce, token) : null;
      const plain = Buffer.from(html);
      const bodies = pieces ? null : await compressAll(plain);
      const entry: StoredPage = {
        bodies,
        parts: pieces?.parts ?? [],
        slots: pieces?.slots ?? [],
        scriptHashes: hashes,
        bytes: bodies
          ? (bodies.plain?.length ?? 0) + (bodies.gzip?.length ?? 0) + (bodies.br?.length ?? 0)
          : pieces!.parts.reduce((sum, part) => sum + part.length, 0),
        headers: [...res.headers].filter(([name]) => !PER_RESPONSE.has(name.toLowerCase())),
        at: Date.now(),
        // Set by the shop step inside next(); absent only in tests without shops.
        tenantId: (c.get('tenant') as Tenant | undefined)?.id ?? '',
        topics: new Set<CacheTopic>(['tenants', ...match.policy.shows]),
        match,
      };
      store.put(key, entry);
      // Brotli 11 for pages, seen by many; an API answer may be one visitor's search.
      if (bodies?.br && page) {
        smallerLater(plain, (br) => {
          if (!store.holds(key, entry) || br.length >= bodies.br!.length) return;
          store.shrink(entry, bodies.br!.length - br.length);
          bodies.br = br;
        });
      }
      // This visitor gets the stored page too, already compressed (a page that printed
      // their nonce keeps the CSP that allows it).
      // (After next() Hono keeps c.res, not a returned response.)
      if (bodies && !withNonce) c.res = serve(c, entry, token, 'miss');
    } finally {
      if (!rendering) {
        pending.delete(key);
        done();
      }
    }
  };
}

/** The stored page for one visitor: a ready body in the coding they accept, or one joined for them. */
function serve(c: Context<AppEnv>, entry: StoredPage, token: string | null, how: 'hit' | 'miss') {
  const headers = new Headers(entry.headers);
  headers.set('x-page-cache', how);
  let body: Buffer;
  if (entry.bodies) {
    c.set('scriptHashes', entry.scriptHashes);
    if (how === 'hit') c.set('withoutNonce', true);
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    const coded = encoding ? entry.bodies[encoding] : null;
    body = coded ?? plainBody(entry.bodies);
    if (coded) headers.set('content-encoding', encoding as Encoding);
    if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
  } else {
    const values = { nonce: Buffer.from(c.var.nonce), token: Buffer.from(token ?? '') };
    const chunks: Buffer[] = [entry.parts[0]!];
    for (let i = 0; i < entry.slots.length; i++) chunks.push(values[entry.slots[i]!], entry.parts[i + 1]!);
    body = Buffer.concat(chunks);
  }
  headers.set('content-length', String(body.length));
  // Hono's Response takes a Uint8Array; the buffer is written as it is.
  // The buffers are made by Buffer.from and zlib, over plain ArrayBuffers.
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
  return c.newResponse(c.req.method === 'HEAD' ? null : bytes, { status: 200, headers });
}

/**
 * Gzip -9 and brotli at quality 6 while the first visitor waits (about 5 ms for the 116 KB
 * catalogue page, on the thread pool); brotli 11 (12 % smaller, 60 times slower) follows.
 * The plain bytes are not kept once compressed (page-store.ts, `Bodies`).
 */
async function compressAll(plain: Buffer): Promise<Bodies> {
  if (plain.length < 1024) return { plain, gzip: null, br: null };
  const [g, b] = await Promise.all([gzip(plain, { level: 9 }), brotliAt(plain, 6)]);
  return { plain: null, gzip: g, br: b };
}

/**
 * An answer not kept (an API answer asked for the first time), compressed in one call on
 * the thread pool at the coding the visitor accepts. The compression step would do it as a
 * web stream, whose plumbing runs on the main thread: the thread the embedded database
 * needs for the next search.
 */
async function compressedOnce(res: Response, acceptEncoding: string | undefined): Promise<Response> {
  const encoding = negotiateEncoding(acceptEncoding);
  const plain = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  let body: Buffer = plain;
  if (encoding && plain.length >= 1024) {
    body = encoding === 'br' ? await brotliAt(plain, 5) : await gzip(plain, { level: 6 });
    headers.set('content-encoding', encoding);
  }
  headers.append('vary', 'Accept-Encoding');
  headers.set('content-length', String(body.length));
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
  return new Response(bytes, { status: res.status, headers });
}

/** Pages waiting for their brotli 11 copy, one compressed at a time. */
let waiting = 0;
let lastInLine: Promise<unknown> = Promise.resolve();
const MAX_WAITING = 16;

/**
 * Brotli 11 of a stored page, one page at a time in the background: a burst of new pages
 * would otherwise run as many on the thread pool at once (each holds megabytes of the
 * compressor's memory, which the allocator keeps after; and the pool also serves the
 * misses' own compression). Past MAX_WAITING pages a page keeps its brotli 6 copy.
 */
function smallerLater(plain: Buffer, done: (br: Buffer) => void): void {
  if (waiting >= MAX_WAITING) return;
  waiting++;
  lastInLine = lastInLine
    .then(() => brotliAt(plain, 11))
    .then(done, () => {})
    .finally(() => waiting--);
}

function brotliAt(plain: Buffer, quality: number): Promise<Buffer> {
  return brotli(plain, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  });
}

/** Splits the page where the nonce and the visitor's token stand, so a hit only joins bytes. */
function cut(html: string, nonce: string, token: string): Pick<StoredPage, 'parts' | 'slots'> {
  const parts: Buffer[] = [];
  const slots: StoredPage['slots'] = [];
  let from = 0;
  for (;;) {
    const atNonce = html.indexOf(nonce, from);
    const atToken = html.indexOf(token, from);
    if (atNonce < 0 && atToken < 0) break;
    const slot = atToken < 0 || (atNonce >= 0 && atNonce < atToken) ? 'nonce' : 'token';
    const at = slot === 'nonce' ? atNonce : atToken;
    parts.push(Buffer.from(html.slice(from, at)));
    slots.push(slot);
    from = at + (slot === 'nonce' ? nonce : token).length;
  }
  parts.push(Buffer.from(html.slice(from)));
  return { parts, slots };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** SHA-256 (base64) of every inline script's text, as CSP's 'sha256-…' sources expect. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? '')) continue;
    hashes.add(
      createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return [...hashes];
}
