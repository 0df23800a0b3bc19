import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { shopBaseUrl } from '../tenants/base-url.ts';

/**
 * The origin absolute links should use (sitemap, feeds): only configuration and the shop's
 * verified address, never the request's Host header (see shopBaseUrl).
 */
export function publicOrigin(c: Context<AppEnv>): string {
  return shopBaseUrl(c.var.tenant, c.var.services.config);
}
