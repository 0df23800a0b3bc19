import { sql } from 'drizzle-orm';
import { installCommonPasswordCheck } from '#common/accounts/password-rules.ts';
import type { AppServices } from '../context.ts';
import { CLEANUP_EVERY_MS, cleanupAccounts } from './cleanup.ts';
import { isCommonPassword } from './common-passwords.ts';
import { users } from './schema.ts';

/** What accounts plug into the shared registries at start. */
export function setupAccounts(services: AppServices): void {
  installCommonPasswordCheck(isCommonPassword);
  services.adminStats.register({
    key: 'registeredUsers',
    count: async ({ db }) => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
  });
  services.jobs.register({
    name: 'accounts-cleanup',
    everyMs: CLEANUP_EVERY_MS,
    run: (now) => cleanupAccounts(services.db, now),
  });
}
