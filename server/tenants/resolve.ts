import { and, eq, isNotNull, or } from 'drizzle-orm';
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
  | 'rea'
  | 'address'
  | 'city'
  | 'email'
  | 'phone'
  | 'logoUrl'
  | 'brandColor'
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
    rea: t.rea,
    address: t.address,
    city: t.city,
    email: t.email,
    phone: t.phone,
    logoUrl: t.logoUrl,
    brandColor: t.brandColor,
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

/**
 * What a request's host is (issue 14): a live shop, a bookshop still being set up (its
 * owner and the operator may reach its back office), a suspended one (503), or a name under
 * SITE_SUFFIX that no shop has (404).
 */
export type HostAnswer =
  | { kind: 'shop'; tenant: Tenant }
  | { kind: 'preparing'; tenant: Tenant }
  | { kind: 'suspended'; tenant: Tenant }
  | { kind: 'unknown' };

/**
 * Resolves the shop of a request from its host: `<slug>.<siteSuffix>` or a bookshop's own
 * domain; localhost, IPs, the platform's names and hosts outside SITE_SUFFIX are the default
 * tenant. A short cache keeps this off the database on hot paths; it holds nothing that must
 * survive.
 */
export function createTenantResolver(options: {
  db: Db;
  siteSuffix: string;
  defaultTenant: () => Tenant;
  ttlMs?: number;
}) {
  const ttl = options.ttlMs ?? 30_000;

  /** The shop row a host names (any status), null when it names none. */
  async function lookup(host: string): Promise<{ row: Tenant | null; platformName: boolean }> {
    const suffix = `.${options.siteSuffix}`;
    const slug = host.endsWith(suffix) ? host.slice(0, -suffix.length) : null;
    // A bookshop's own domain counts only once its TXT record was verified.
    const ownDomain = and(eq(tenants.customDomain, host), isNotNull(tenants.domainVerifiedAt));
    const condition = slug ? or(eq(tenants.slug, slug), ownDomain) : ownDomain;
    const [row] = await options.db.select().from(tenants).where(condition).limit(1);
    return { row: row ?? null, platformName: slug !== null };
  }

  async function classifyHost(host: string | null): Promise<HostAnswer> {
    if (!host || host === 'localhost' || /^[\d.]+$/.test(host) || host.startsWith('[')) {
      return { kind: 'shop', tenant: options.defaultTenant() };
    }
    // The platform's own names serve the platform's shop.
    if (host === options.siteSuffix || host === `www.${options.siteSuffix}`) {
      return { kind: 'shop', tenant: options.defaultTenant() };
    }
    const { row, platformName } = await lookup(host);
    if (row?.status === 'attivo') return { kind: 'shop', tenant: row };
    if (row?.status === 'sospeso') return { kind: 'suspended', tenant: row };
    if (row) return { kind: 'preparing', tenant: row };
    // `<name>.<SITE_SUFFIX>` with no such shop is "Negozio non trovato"; any other host (the
    // address a proxy uses, a test's 127.0.0.1 name) is the platform's shop.
    return platformName ? { kind: 'unknown' } : { kind: 'shop', tenant: options.defaultTenant() };
  }

  const cache = new Map<string, { answer: HostAnswer; expires: number }>();

  async function classify(hostHeader: string | null | undefined): Promise<HostAnswer> {
    const host = normalizeHost(hostHeader);
    const key = host ?? '';
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.expires > now) return hit.answer;
    const answer = await classifyHost(host);
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { answer, expires: now + ttl });
    return answer;
  }

  return {
    /** What a host is: a shop to serve, a shop being set up or suspended, or no shop at all. */
    classify,
    /** The shop a host serves: the default shop for any host that is not a live shop. */
    async resolve(hostHeader: string | null | undefined): Promise<Tenant> {
      const answer = await classify(hostHeader);
      return answer.kind === 'shop' ? answer.tenant : options.defaultTenant();
    },
    /** Forget cached hosts, e.g. after a tenant's domain changed. */
    invalidate() {
      cache.clear();
    },
  };
}

export type TenantResolver = ReturnType<typeof createTenantResolver>;
