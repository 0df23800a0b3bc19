import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { CONSENT_COOKIE } from '#common/consent.ts';
import { CSRF_COOKIE, readCookieValue, readOwnCookie, SESSION_COOKIE } from '../accounts/cookies.ts';
import { CSRF_TOKEN_PATTERN } from '../accounts/tokens.ts';
import type { AppEnv } from '../context.ts';
import { isHttps } from './security-headers.ts';

export type PageCacheOptions = {
  /** Pages whose HTML depends only on the address, the shop and the data behind them. */
  cacheable: (path: string) => boolean;
  /** How long a page is served from memory at most (imports in other processes). */
  ttlMs: number;
  /** Memory the cached pages may take, in bytes. */
  maxBytes: number;
  /** How many proxies' X-Forwarded-Proto to believe (the cookies' names depend on HTTPS). */
  trustProxy?: number;
  /** Changes when the data behind the pages changes in this process (an import). */
  generation: () => number;
};

type Entry = {
  /** The page as bytes, cut where the visitor's own secrets stood (see `slots`). */
  parts: Buffer<ArrayBuffer>[];
  /** What goes between parts[i] and parts[i + 1]: empty for a visitor without a token. */
  slots: ('nonce' | 'token')[];
  /** Hashes of the inline scripts, for the CSP of a page sent without a nonce. */
  scriptHashes: string[];
  bytes: number;
  headers: [string, string][];
  at: number;
  generation: number;
};

// Headers that belong to one response, not to the page.
const PER_RESPONSE = new Set(['content-security-policy', 'x-request-id', 'content-length', 'date']);

/**
 * Rendered HTML of public pages for visitors without a session: a school's book list is
 * the same for every anonymous visitor, and rendering 50 book cards costs ~10 ms of CPU.
 * Nothing secret is shared between visitors: a first-time visitor (no cookie) gets the
 * stored bytes with a CSP that allows exactly the page's inline scripts by their hashes;
 * a visitor with a CSRF token gets the page with their own token and a fresh nonce
 * spliced in. Signed-in visitors (session cookie or bearer token) always get a fresh render.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler<AppEnv> {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' || !options.cacheable(c.req.path)) return next();
    const cookies = c.req.header('cookie');
    // Either name of the session cookie means "maybe signed in": never a shared page.
    const signedIn = [SESSION_COOKIE, `__Host-${SESSION_COOKIE}`].some((n) => readCookieValue(cookies, n) !== null);
    if (c.req.header('authorization') || signedIn) return next();
    const secure = isHttps(c.req.url, options.trustProxy ? c.req.header('x-forwarded-proto') : undefined);
    const anon = readOwnCookie(cookies, CSRF_COOKIE, secure);
    const token = anon && CSRF_TOKEN_PATTERN.test(anon) ? anon : null;
    const url = new URL(c.req.url);
    const key = [
      url.host,
      url.pathname + url.search,
      readCookieValue(cookies, CONSENT_COOKIE) ?? '',
      token ? 'token' : '',
    ].join('\u0000');

    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < options.ttlMs && hit.generation === options.generation()) {
      // Most recently used last: the oldest entries leave first when memory runs out.
      entries.delete(key);
      entries.set(key, hit);
      let body = hit.parts[0]!;
      if (hit.slots.length) {
        const values = { nonce: Buffer.from(c.var.nonce), token: Buffer.from(token ?? '') };
        const chunks: Buffer<ArrayBuffer>[] = [body];
        for (let i = 0; i < hit.slots.length; i++) chunks.push(values[hit.slots[i]!], hit.parts[i + 1]!);
        body = Buffer.concat(chunks);
      } else {
        c.set('scriptHashes', hit.scriptHashes);
      }
      const headers = new Headers(hit.headers);
      headers.set('content-length', String(body.length));
      return new Response(body, { status: 200, headers });
    }
    if (hit) drop(key);

    const generation = options.generation();
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !type.startsWith('text/html') || res.headers.has('set-cookie')) return;
    const html = await res.text();
    c.res = new Response(html, { status: res.status, headers: res.headers });
    if (html.length > options.maxBytes / 4) return;
    const headers = [...res.headers].filter(([name]) => !PER_RESPONSE.has(name.toLowerCase()));
    const pieces = token ? cut(html, c.var.nonce, token) : { parts: [Buffer.from(html)], slots: [] };
    const size = pieces.parts.reduce((sum, part) => sum + part.length, 0);
    entries.set(key, {
      ...pieces,
      scriptHashes: inlineScriptHashes(html),
      bytes: size,
      headers,
      at: Date.now(),
      generation,
    });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
  };
}

/** Splits the page where the nonce and the visitor's token stand, so a hit only joins bytes. */
function cut(html: string, nonce: string, token: string): Pick<Entry, 'parts' | 'slots'> {
  const parts: Buffer<ArrayBuffer>[] = [];
  const slots: Entry['slots'] = [];
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
