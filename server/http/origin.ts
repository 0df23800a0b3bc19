import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { normalizeHost } from '../tenants/resolve.ts';

/**
 * The origin absolute links should use: PUBLIC_URL for the default shop when set, else the
 * request's own host (each bookshop is served on its own domain).
 */
export function publicOrigin(c: Context<AppEnv>): string {
  const { config } = c.var.services;
  const tenant = c.var.tenant;
  if (config.PUBLIC_URL && tenant.isDefault) return config.PUBLIC_URL.replace(/\/$/, '');
  const url = new URL(c.req.url);
  const forwardedProto = config.TRUST_PROXY ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : url.protocol.slice(0, -1);
  const host = normalizeHost(c.req.header('host')) ? c.req.header('host')! : url.host;
  return `${proto}://${host}`;
}
