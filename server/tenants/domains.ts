import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { AppError } from '../shared/errors.ts';
import { type Tenant, tenants } from './schema.ts';

// A bookshop's own domain (issue 14, decision 0030): the owner names it, proves it with a DNS
// TXT record, and only then does the shop answer on it, use it in links, and does the
// reverse proxy get a certificate for it (the `ask` endpoint).

/** Looks up TXT records; injectable so tests use a fake instead of the network. */
export type TxtResolver = (name: string) => Promise<string[][]>;

export const TXT_PREFIX = '_cartella';
const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export type DomainView = {
  domain: string | null;
  verified: boolean;
  /** The record to create at the domain's DNS provider while it is not verified. */
  txtName: string | null;
  txtValue: string | null;
};

export function domainView(t: Pick<Tenant, 'customDomain' | 'domainToken' | 'domainVerifiedAt'>): DomainView {
  const pending = t.customDomain && !t.domainVerifiedAt;
  return {
    domain: t.customDomain,
    verified: Boolean(t.customDomain && t.domainVerifiedAt),
    txtName: pending ? `${TXT_PREFIX}.${t.customDomain}` : null,
    txtValue: pending && t.domainToken ? `cartella-verify=${t.domainToken}` : null,
  };
}

/** Sets (or replaces) the shop's own domain, not yet verified; refused under the platform's names or when taken. */
export async function setCustomDomain(
  db: Db,
  options: {
    tenant: Tenant;
    /** The address as the owner typed it (trimmed, lower-cased and without a final dot here). */
    domain: string;
    /** The platform's own suffix, never a shop's domain. */
    siteSuffix: string;
  },
): Promise<DomainView> {
  const { tenant, siteSuffix } = options;
  const domain = options.domain.trim().toLowerCase().replace(/\.$/, '');
  if (!DOMAIN.test(domain)) {
    throw new AppError('VALIDATION', 'Dominio non valido: scrivilo come www.libreriarossi.it', {
      fields: { domain: 'Dominio non valido' },
    });
  }
  if (domain === siteSuffix || domain.endsWith(`.${siteSuffix}`)) {
    throw new AppError('VALIDATION', `Gli indirizzi .${siteSuffix} sono già della piattaforma`, {
      fields: { domain: 'Indirizzo riservato' },
    });
  }
  const [taken] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.customDomain, domain), ne(tenants.id, tenant.id)));
  if (taken)
    throw new AppError('CONFLICT', 'Questo dominio è già usato da un altro negozio', {
      fields: { domain: 'Già usato' },
    });
  const [row] = await db
    .update(tenants)
    .set({
      customDomain: domain,
      domainToken: randomBytes(16).toString('hex'),
      domainVerifiedAt: null,
      updatedAt: new Date(),
    })
    .where(eq(tenants.id, tenant.id))
    .returning();
  return domainView(row!);
}

/** Checks the TXT record; on success the domain serves the shop from now on. */
export async function verifyCustomDomain(db: Db, tenant: Tenant, resolveTxt: TxtResolver): Promise<DomainView> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenant.id));
  if (!row?.customDomain || !row.domainToken) throw new AppError('NOT_FOUND', 'Nessun dominio da verificare');
  if (row.domainVerifiedAt) return domainView(row);
  const expected = `cartella-verify=${row.domainToken}`;
  let records: string[][] = [];
  try {
    records = await resolveTxt(`${TXT_PREFIX}.${row.customDomain}`);
  } catch {
    records = [];
  }
  if (!records.some((parts) => parts.join('') === expected)) {
    throw new AppError(
      'RULE_BROKEN',
      `Record TXT non trovato: crea ${TXT_PREFIX}.${row.customDomain} con valore ${expected} e riprova (la propagazione può richiedere qualche ora)`,
    );
  }
  const [updated] = await db
    .update(tenants)
    .set({ domainVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(tenants.id, tenant.id))
    .returning();
  return domainView(updated!);
}

export async function removeCustomDomain(db: Db, tenant: Tenant): Promise<DomainView> {
  const [row] = await db
    .update(tenants)
    .set({ customDomain: null, domainToken: null, domainVerifiedAt: null, updatedAt: new Date() })
    .where(eq(tenants.id, tenant.id))
    .returning();
  return domainView(row!);
}

/**
 * Caddy's on-demand TLS asks before getting a certificate: yes only for a verified bookshop
 * domain or the name of an existing bookshop under SITE_SUFFIX (so nobody can make the
 * proxy request certificates for arbitrary names).
 */
export async function mayHaveCertificate(db: Db, host: string, siteSuffix: string): Promise<boolean> {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (!name) return false;
  if (name === siteSuffix || name === `www.${siteSuffix}`) return true;
  if (name.endsWith(`.${siteSuffix}`)) {
    const slug = name.slice(0, -siteSuffix.length - 1);
    const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.customDomain, name), isNotNull(tenants.domainVerifiedAt)));
  return Boolean(row);
}
