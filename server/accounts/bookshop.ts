import { type BookshopRegisterInput, DOMAIN_TAKEN } from '#common/accounts/validation.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { isUniqueViolation } from '../db/transaction.ts';
import { AppError } from '../shared/errors.ts';
import { createTenant, slugTaken } from '../tenants/create.ts';
import type { Tenant } from '../tenants/schema.ts';
import { hashPassword } from './passwords.ts';
import { tenantMemberships, type User } from './schema.ts';
import { DUPLICATE_EMAIL, findUserByEmail, insertUser } from './users.ts';

/**
 * "Registra libreria": the owner's account and their shop, created together. The shop
 * starts "in attivazione"; the bookshop onboarding (Stripe, details) completes it later.
 */
export async function registerBookshop(
  db: Db,
  config: Pick<Config, 'FREE_SHIPPING_THRESHOLD' | 'STANDARD_SHIPPING_COST'>,
  input: BookshopRegisterInput,
): Promise<{ user: User; tenant: Tenant }> {
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('CONFLICT', DUPLICATE_EMAIL, { fields: { email: DUPLICATE_EMAIL } });
  }
  if (await slugTaken(db, input.domain)) {
    throw new AppError('CONFLICT', DOMAIN_TAKEN, { fields: { domain: DOMAIN_TAKEN } });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const tenant = await createTenant(t, {
        slug: input.domain,
        name: input.shopName || input.domain,
        email: input.email,
        settings: {
          freeShippingThreshold: config.FREE_SHIPPING_THRESHOLD,
          standardShippingCost: config.STANDARD_SHIPPING_COST,
        },
      });
      const user = await insertUser(t, input, passwordHash);
      await t.insert(tenantMemberships).values({ tenantId: tenant.id, userId: user.id, role: 'owner' });
      return { user, tenant };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Someone took the e-mail or the domain a moment ago.
    if (await slugTaken(db, input.domain)) {
      throw new AppError('CONFLICT', DOMAIN_TAKEN, { fields: { domain: DOMAIN_TAKEN } });
    }
    throw new AppError('CONFLICT', DUPLICATE_EMAIL, { fields: { email: DUPLICATE_EMAIL } });
  }
}
