import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * Security headers on every response. Inline scripts (React Router's hydration data) run
 * only with the per-request nonce (or, for a page from the page cache, with the hashes of
 * exactly its scripts); nothing may frame the shop.
 */
export function securityHeaders(options: { dev: boolean; trustProxy: number }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    // A fresh page allows its nonce (and, rendered for the page cache, its scripts' hashes);
    // a page from the page cache only the hashes of exactly its scripts.
    const hashes = (c.var.scriptHashes ?? []).map((hash) => `'sha256-${hash}'`);
    const scripts = [...(c.var.withoutNonce ? [] : [`'nonce-${nonce}'`]), ...hashes].join(' ');
    const csp = [
      "default-src 'self'",
      // Vite's dev client injects styles and talks over a websocket; production does neither.
      `script-src 'self' ${scripts}${options.dev ? " 'unsafe-eval'" : ''}`,
      // /api/docs (Scalar): its <style> elements carry the nonce, its style attributes are allowed.
      c.var.styleAttributes
        ? `style-src 'self' 'nonce-${nonce}'; style-src-attr 'unsafe-inline'`
        : `style-src 'self'${options.dev ? " 'unsafe-inline'" : ''}`,
      "img-src 'self' data: https:",
      "font-src 'self'",
      `connect-src 'self'${options.dev ? ' ws: wss:' : ''}`,
      "form-action 'self' https://checkout.stripe.com",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join('; ');
    const h = c.res.headers;
    h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (isHttps(c.req.url, options.trustProxy ? c.req.header('x-forwarded-proto') : undefined)) {
      h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}

export function isHttps(url: string, forwardedProto: string | undefined): boolean {
  if (forwardedProto) return forwardedProto.split(',')[0]!.trim() === 'https';
  return url.startsWith('https:');
}
