import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

export type CspOptions = {
  /** The request's nonce; null for a page from the page cache (it holds none). */
  nonce: string | null;
  /** SHA-256 (base64) of the inline scripts allowed by hash. */
  scriptHashes: readonly string[];
  dev: boolean;
  /** /api/docs (Scalar): its <style> elements carry the nonce, its style attributes are allowed. */
  styleAttributes?: boolean;
};

/** The Content-Security-Policy of one response. */
export function contentSecurityPolicy(options: CspOptions): string {
  const { nonce, dev } = options;
  const hashes = options.scriptHashes.map((hash) => `'sha256-${hash}'`);
  const scripts = [...(nonce === null ? [] : [`'nonce-${nonce}'`]), ...hashes].join(' ');
  return [
    "default-src 'self'",
    // Vite's dev client injects styles and talks over a websocket; production does neither.
    `script-src 'self' ${scripts}${dev ? " 'unsafe-eval'" : ''}`,
    options.styleAttributes && nonce !== null
      ? `style-src 'self' 'nonce-${nonce}'; style-src-attr 'unsafe-inline'`
      : `style-src 'self'${dev ? " 'unsafe-inline'" : ''}`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The security headers every response carries besides its CSP (and HSTS over HTTPS). */
export const FIXED_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
];

export const HSTS: readonly [string, string] = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'];

/**
 * Security headers on every response. Inline scripts (React Router's hydration data) run
 * only with the per-request nonce (or, for a page from the page cache, with the hashes of
 * exactly its scripts); nothing may frame the shop. Page-cache hits answered before Hono
 * (page-hits-fast.ts) carry the same headers, from the same functions.
 */
export function securityHeaders(options: { dev: boolean; trustProxy: number }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    // A fresh page allows its nonce (and, rendered for the page cache, its scripts' hashes);
    // a page from the page cache only the hashes of exactly its scripts.
    const csp = contentSecurityPolicy({
      nonce: c.var.withoutNonce ? null : nonce,
      scriptHashes: c.var.scriptHashes ?? [],
      dev: options.dev,
      styleAttributes: c.var.styleAttributes,
    });
    const h = c.res.headers;
    h.set('Content-Security-Policy', csp);
    for (const [name, value] of FIXED_SECURITY_HEADERS) h.set(name, value);
    if (isHttps(c.req.url, options.trustProxy ? c.req.header('x-forwarded-proto') : undefined)) h.set(...HSTS);
  };
}

export function isHttps(url: string, forwardedProto: string | undefined): boolean {
  if (forwardedProto) return forwardedProto.split(',')[0]!.trim() === 'https';
  return url.startsWith('https:');
}
