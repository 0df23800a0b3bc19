import { gunzipSync } from 'node:zlib';
import { CONSENT_COOKIE, parseConsent } from '#common/consent.ts';
import { CACHE_TOPICS, type CacheTopic } from '#common/page-cache.ts';
import { CSRF_COOKIE, readCookieValue, readOwnCookie, SESSION_COOKIE } from '../accounts/cookies.ts';
import { CSRF_TOKEN_PATTERN } from '../accounts/tokens.ts';
import type { CacheBus } from '../db/cache-bus.ts';
import type { PagePolicies, SharedPageMatch } from './page-policies.ts';
import { isHttps } from './security-headers.ts';

export type PageHit = SharedPageMatch & { tenantId: string };
/** Who is reading a page served from memory (an article counts its readers). */
export type PageReader = { ip: string; userAgent: string };

export type PageStoreOptions = {
  /** Which pages are shared and what data they show: the routes' `cache` exports. */
  policies: PagePolicies;
  /** The longest a page is kept when no change is heard (a safety net: changes drop it). */
  ttlMs: number;
  /** Memory the cached pages may take, in bytes (plain and compressed bodies together). */
  maxBytes: number;
  /** How many proxies' X-Forwarded-Proto to believe (the cookies' names depend on HTTPS). */
  trustProxy?: number;
  /** Where changes to the data behind the pages are heard (every process: decision 0031). */
  bus?: Pick<CacheBus, 'on'>;
  /** Work a page does on every view even when it comes from memory (an article's reads). */
  onHit?: (hit: PageHit, reader: PageReader) => void;
};

/**
 * A stored page's bytes. The plain bytes are kept only for a page too small to compress
 * (under 1 KB); a larger one is decoded from its gzip copy for the rare visitor who accepts
 * neither coding, so the cache holds about a fifth of the plain size per page.
 */
export type Bodies = { plain: Buffer | null; gzip: Buffer | null; br: Buffer | null };

/** The page's plain bytes (decoded from the gzip copy when only that is kept). */
export function plainBody(bodies: Bodies): Buffer {
  return bodies.plain ?? gunzipSync(bodies.gzip!);
}

export type StoredPage = {
  /**
   * The page as one body in every coding, or, for a page that printed the visitor's own
   * token, the bytes cut where the nonce and the token stood (`slots`), joined per visitor.
   */
  bodies: Bodies | null;
  parts: Buffer[];
  slots: ('nonce' | 'token')[];
  /** Hashes of the inline scripts, for the CSP of a page sent without a nonce. */
  scriptHashes: string[];
  bytes: number;
  headers: [string, string][];
  at: number;
  tenantId: string;
  topics: Set<CacheTopic>;
  match: SharedPageMatch;
  /** The headers of a hit answered before Hono, made on its first such hit (page-hits-fast.ts). */
  wire?: string[];
};

/** One request as the page cache sees it: its key, its route and the visitor's CSRF token. */
export type PageVisit = { key: string; match: SharedPageMatch; token: string | null };

export type PageStore = ReturnType<typeof createPageStore>;

/** API answers asked once and not kept yet (a one-off search is not worth compressing twice). */
const ASKED_ONCE_MAX = 10_000;

/**
 * The page cache's memory, shared by the Hono middleware (which renders and stores pages,
 * page-cache.ts) and the hits answered from Node's request listener (page-hits-fast.ts):
 * entries by key (host, address, consent, token), their size, their topics.
 */
export function createPageStore(options: PageStoreOptions) {
  const entries = new Map<string, StoredPage>();
  /** Renders under way, so that a burst of visitors to a dropped page renders it once. */
  const pending = new Map<string, Promise<void>>();
  const askedOnce = new Set<string>();
  let bytes = 0;
  const remember = (key: string) => {
    if (askedOnce.size >= ASKED_ONCE_MAX) askedOnce.delete(askedOnce.values().next().value!);
    askedOnce.add(key);
  };
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  for (const topic of CACHE_TOPICS) {
    options.bus?.on(topic, 'page-cache', (scope) => {
      for (const [key, entry] of entries) {
        if (!entry.topics.has(topic) || (scope && entry.tenantId !== scope)) continue;
        drop(key);
        // It was asked for before: its next answer is kept at once.
        remember(key);
      }
    });
  }

  return {
    options,
    pending,
    /**
     * The request's key when it asks for a shared page and the visitor holds nothing that
     * makes it personal (a session cookie, an Authorization header, the route's own
     * personal cookies); null otherwise.
     */
    visit(url: URL, header: (name: string) => string | undefined): PageVisit | null {
      const match = options.policies(url);
      if (!match) return null;
      const cookies = header('cookie');
      // Either name of the session cookie means "maybe signed in": never a shared page.
      if (header('authorization')) return null;
      if (cookies) {
        const personal = [SESSION_COOKIE, `__Host-${SESSION_COOKIE}`, ...(match.policy.personalCookies ?? [])];
        if (personal.some((n) => readCookieValue(cookies, n) !== null)) return null;
      }
      const secure = isHttps(url.href, options.trustProxy ? header('x-forwarded-proto') : undefined);
      const anon = readOwnCookie(cookies, CSRF_COOKIE, secure);
      const token = anon && CSRF_TOKEN_PATTERN.test(anon) ? anon : null;
      // The consent choices change the page (banner, analytics); their date does not. A value
      // that does not parse (expired, foreign) is kept apart from "no cookie" all the same.
      const consentCookie = readCookieValue(cookies, CONSENT_COOKIE);
      const consent = parseConsent(consentCookie);
      const key = [
        url.host,
        url.pathname + url.search,
        consent ? `${+consent.analytics}${+consent.marketing}${+consent.social}` : consentCookie ? 'invalid' : '',
        token ? 'token' : '',
      ].join('\u0000');
      return { key, match, token };
    },
    /** The stored page under this key, unless its time is up. */
    fresh(key: string): StoredPage | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (Date.now() - entry.at >= options.ttlMs) {
        drop(key);
        return null;
      }
      // Most recently used last: the oldest entries leave first when memory runs out.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** Stores a page, dropping the least recently used ones past the memory allowed. */
    put(key: string, entry: StoredPage): void {
      drop(key);
      askedOnce.delete(key);
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        drop(oldest);
      }
    },
    /** Whether this entry is still the one stored under its key. */
    holds(key: string, entry: StoredPage): boolean {
      return entries.get(key) === entry;
    },
    /** A stored body was replaced by a smaller one (brotli 11 after brotli 6). */
    shrink(entry: StoredPage, by: number): void {
      entry.bytes -= by;
      bytes -= by;
    },
    /**
     * Whether an API answer is worth keeping: on its second ask. Pages are always kept (seen
     * by many); a search typed once would cost a gzip -9 and a brotli 6 for nobody.
     */
    admit(key: string): boolean {
      if (askedOnce.delete(key)) return true;
      remember(key);
      return false;
    },
    /** A view of a page served from memory: the work its loader would have done (onHit). */
    viewed(entry: StoredPage, reader: () => PageReader): void {
      options.onHit?.({ ...entry.match, tenantId: entry.tenantId }, reader());
    },
  };
}
