import { eq, sql } from 'drizzle-orm';
import { type Config, ConfigError } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { isUniqueViolation } from '../db/transaction.ts';
import { AppError } from '../shared/errors.ts';
import { hashPassword, weakAdminPasswordReason } from './passwords.ts';
import { type Admin, admins } from './schema.ts';

export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,64}$/;

export async function findAdminByUsername(db: Db, username: string): Promise<Admin | null> {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
  return row?.n ?? 0;
}

/**
 * Creates an admin. Weak passwords are refused unless `allowWeak` (tests only): an admin
 * password guards the whole shop.
 */
export async function createAdmin(
  db: Db,
  input: { username: string; password: string },
  options: { allowWeak?: boolean } = {},
): Promise<Admin> {
  const username = input.username.trim();
  if (!USERNAME_PATTERN.test(username)) {
    throw new AppError('VALIDATION', 'Nome utente non valido: 3-64 caratteri tra lettere, numeri, punto, trattino', {
      fields: { username: 'Nome utente non valido' },
    });
  }
  const weak = options.allowWeak ? null : weakAdminPasswordReason(input.password, username);
  if (weak) throw new AppError('VALIDATION', weak, { fields: { password: weak } });
  try {
    const [row] = await db
      .insert(admins)
      .values({ username, passwordHash: await hashPassword(input.password) })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'Esiste già un amministratore con questo nome utente');
    }
    throw error;
  }
}

export async function setAdminPassword(db: Db, adminId: string, password: string): Promise<void> {
  await db
    .update(admins)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(admins.id, adminId));
}

/**
 * First start: with no admin yet, ADMIN_USERNAME / ADMIN_PASSWORD create one. There is
 * never a default password; without both variables the back office stays closed until
 * `npm run admin:create`.
 */
export async function ensureInitialAdmin(
  db: Db,
  config: Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'NODE_ENV'>,
): Promise<Admin | null> {
  if (!config.ADMIN_USERNAME || !config.ADMIN_PASSWORD) return null;
  if ((await countAdmins(db)) > 0) return null;
  try {
    return await createAdmin(db, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
  } catch (error) {
    // Another process created it at the same moment.
    if (error instanceof AppError && error.code === 'CONFLICT') return null;
    if (error instanceof AppError)
      throw new ConfigError(`Configurazione non valida:\n  ADMIN_USERNAME/ADMIN_PASSWORD: ${error.message}`);
    throw error;
  }
}
