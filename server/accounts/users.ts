import { eq, sql } from 'drizzle-orm';
import { type RegisterInput, splitFullName } from '#common/accounts/validation.ts';
import type { Db } from '../db/connection.ts';
import { isUniqueViolation } from '../db/transaction.ts';
import { AppError } from '../shared/errors.ts';
import { hashPassword } from './passwords.ts';
import { type MembershipRole, tenantMemberships, type User, users } from './schema.ts';

export const DUPLICATE_EMAIL = 'Esiste già un account con questo indirizzo e-mail';

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Creates the person and links them to the shop they registered in. Duplicate e-mail → 409. */
export async function createUser(
  db: Db,
  input: Omit<RegisterInput, 'confirmPassword'>,
  membership: { tenantId: string; role: MembershipRole },
): Promise<User> {
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('CONFLICT', DUPLICATE_EMAIL, { fields: { email: DUPLICATE_EMAIL } });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx as unknown as Db, input, passwordHash);
      await tx
        .insert(tenantMemberships)
        .values({ tenantId: membership.tenantId, userId: user.id, role: membership.role });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', DUPLICATE_EMAIL, { fields: { email: DUPLICATE_EMAIL } });
    }
    throw error;
  }
}

/** The users row of a registration (names split as SPEC.md says, optional fields as ''). */
export async function insertUser(
  db: Db,
  input: Omit<RegisterInput, 'confirmPassword'>,
  passwordHash: string,
): Promise<User> {
  const { firstName, lastName } = splitFullName(input.name);
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      passwordHash,
      displayName: input.name.trim(),
      firstName,
      lastName,
      phone: input.phone,
      address: input.address,
      city: input.city,
      postalCode: input.postalCode,
      province: input.province,
    })
    .returning();
  return user!;
}

/** A person's link to a shop as a customer (idempotent); a shop sees only its own people. */
export async function ensureCustomerOf(db: Db, tenantId: string, userId: string): Promise<void> {
  await db.insert(tenantMemberships).values({ tenantId, userId, role: 'customer' }).onConflictDoNothing();
}
