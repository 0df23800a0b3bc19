import { z } from 'zod';
import { DOMAIN_INVALID, DOMAIN_RESERVED, DOMAIN_TAKEN } from '#common/accounts/validation.ts';
import { RESERVED_SLUGS, SLUG_PATTERN } from '#common/tenants/slug.ts';
import type { Db } from '../db/connection.ts';
import { slugTaken } from './create.ts';

// "Registra libreria" checks the shop's address while the owner types it
// (`GET /api/tenants/domain-available`); the registration itself checks again.

export const domainAvailabilityQuery = z.object({
  domain: z
    .string({ error: 'Scrivi il nome del negozio' })
    .trim()
    .min(1, 'Scrivi il nome del negozio')
    .max(100, 'Nome troppo lungo')
    .transform((v) => v.toLowerCase()),
});

export type DomainAvailability = { available: boolean; reason?: string };

export async function domainAvailability(db: Db, domain: string): Promise<DomainAvailability> {
  if (!SLUG_PATTERN.test(domain)) return { available: false, reason: DOMAIN_INVALID };
  if (RESERVED_SLUGS.has(domain)) return { available: false, reason: DOMAIN_RESERVED };
  if (await slugTaken(db, domain)) return { available: false, reason: DOMAIN_TAKEN };
  return { available: true };
}
