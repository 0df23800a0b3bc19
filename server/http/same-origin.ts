import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { shopBaseUrl } from '../tenants/base-url.ts';

// Origin checks on every state-changing request (issue 16, decision 0027): a second wall
// beside the CSRF token, which also covers requests without a session (sign-in, sign-up,
// cookie consent, the anonymous cart).

function hostOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Where a mutating request comes from, as the browser says: `Origin`, else the origin of
 * `Referer`. `null` when neither is there (a program, not a browser page: it still needs a
 * session's CSRF token or a bearer token to change anything of an account).
 */
export function requestSource(c: Context<AppEnv>): { host: string | null; sent: boolean } {
  const origin = c.req.header('origin');
  if (origin !== undefined) return { host: origin === 'null' ? null : hostOf(origin), sent: true };
  const referer = c.req.header('referer');
  if (referer !== undefined) return { host: hostOf(referer), sent: true };
  return { host: null, sent: false };
}

/**
 * True when the browser names this shop as the page that made the request: the address it
 * was asked on (Host), or the shop's configured address (a proxy may rewrite Host).
 */
export function fromThisShop(c: Context<AppEnv>): boolean {
  const source = requestSource(c);
  if (!source.sent) return true;
  if (!source.host) return false;
  const own = new Set<string>();
  const host = c.req.header('host')?.toLowerCase();
  if (host) own.add(host);
  const configured = hostOf(shopBaseUrl(c.var.tenant, c.var.services.config));
  if (configured) own.add(configured);
  return own.has(source.host);
}
