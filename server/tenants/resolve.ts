import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { type Tenant, tenants } from './schema.ts';

/** The parts of a tenant any page may show (seller identity, contacts, shop constants). */
export type PublicTenant = Pick<
  Tenant,
  | 'id'
  | 'slug'
  | 'name'
  | 'legalName'
  | 'vatNumber'
  | 'address'
  | 'city'
  | 'email'
  | 'phone'
  | 'logoUrl'
  | 'isDefault'
  | 'settings'
>;

export function toPublicTenant(t: Tenant): PublicTenant {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    legalName: t.legalName,
    vatNumber: t.vatNumber,
    address: t.address,
    city: t.city,
    email: t.email,
    phone: t.phone,
    logoUrl: t.logoUrl,
    isDefault: t.isDefault,
    settings: t.settings,
  };
}

/** Lower-cased host without port and trailing dot; null when the header is unusable. */
export function normalizeHost(hostHeader: string | null | undefined): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!/^[a-z0-9.-]+$/.test(host) && !/^\[[0-9a-f:]+\]$/.test(host)) return null;
  return host;
}

type CacheEntry = { tenant: Tenant; expires: number };

/**
 * Resolves the shop of a request from its host: `<slug>.<siteSuffix>` or a bookshop's own
 * domain; anything else (localhost, IPs, unknown hosts) is the default tenant. A short
 * cache keeps this off the database on hot paths; it holds nothing that must survive.
 */
export function createTenantResolver(options: {
  db: Db;
  siteSuffix: string;
  defaultTenant: () => Tenant;
  ttlMs?: number;
}) {
  const cache = new Map<string, CacheEntry>();
  const ttl = options.ttlMs ?? 30_000;

  async function lookup(host: string): Promise<Tenant | null> {
    const suffix = `.${options.siteSuffix}`;
    const slug = host.endsWith(suffix) ? host.slice(0, -suffix.length) : null;
    const condition = slug
      ? or(eq(tenants.slug, slug), eq(tenants.customDomain, host))
      : eq(tenants.customDomain, host);
    const [row] = await options.db.select().from(tenants).where(condition).limit(1);
    // A shop still being set up or suspended is not served on its host yet.
    return row && row.status === 'attivo' ? row : null;
  }

  return {
    async resolve(hostHeader: string | null | undefined): Promise<Tenant> {
      const host = normalizeHost(hostHeader);
      if (!host || host === 'localhost' || /^[\d.]+$/.test(host) || host.startsWith('[')) {
        return options.defaultTenant();
      }
      const now = Date.now();
      const hit = cache.get(host);
      if (hit && hit.expires > now) return hit.tenant;
      const tenant = (await lookup(host)) ?? options.defaultTenant();
      if (cache.size > 10_000) cache.clear();
      cache.set(host, { tenant, expires: now + ttl });
      return tenant;
    },
    /** Forget cached hosts, e.g. after a tenant's domain changed. */
    invalidate() {
      cache.clear();
    },
  };
}

export type TenantResolver = ReturnType<typeof createTenantResolver>;
