import type { Config } from '../config.ts';
import type { Tenant } from './schema.ts';

/**
 * Where a shop lives, for every absolute link we write (e-mails, Stripe's return pages,
 * sitemap, feeds): only from configuration and the shop's verified address, never from a
 * request's Host header (a forged Host would otherwise put an attacker's domain in a
 * password-reset link).
 *
 * - The platform's own shop: PUBLIC_URL (required in production; in development and tests
 *   `http://localhost:PORT`).
 * - A bookshop: its verified address. Today that is the platform's sub-domain
 *   own domain once its DNS TXT record was verified (decision 0030), else the platform's
 *   sub-domain `<slug>.<SITE_SUFFIX>`, which the platform controls (a custom domain not yet
 *   verified is never used).
 *   The scheme (and a non-default port) follow PUBLIC_URL when it is set, so a development
 *   set-up with PUBLIC_URL=http://localhost:3000 and SITE_SUFFIX=localhost links to
 *   http://<slug>.localhost:3000; without PUBLIC_URL (tests) it is http://<slug>.<SITE_SUFFIX>.
 */
export function shopBaseUrl(
  tenant: Pick<Tenant, 'isDefault' | 'slug'> & Partial<Pick<Tenant, 'customDomain' | 'domainVerifiedAt'>>,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'SITE_SUFFIX'>,
): string {
  const platform = new URL(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`);
  if (tenant.isDefault) return platform.origin;
  // A verified own domain (decision 0030) is the shop's address, always over HTTPS (the proxy
  // gets its certificate on demand).
  if (tenant.customDomain && tenant.domainVerifiedAt) return `https://${tenant.customDomain}`;
  const port = config.PUBLIC_URL && platform.port ? `:${platform.port}` : '';
  return `${platform.protocol}//${tenant.slug}.${config.SITE_SUFFIX}${port}`;
}
