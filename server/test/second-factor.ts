import { confirmEnrolment, type FactorOwner, startEnrolment } from '../accounts/second-factor/store.ts';
import { totpCode } from '../accounts/second-factor/totp.ts';
import type { AppServices } from '../context.ts';

/**
 * Turns a second factor on for an account, as the enrolment page does, with a code of a
 * minute ago: the code of this moment is then still new for a sign-in. Owners and staff
 * need it to work in the back office (decision 0028).
 */
export async function enrolSecondFactor(
  services: Pick<AppServices, 'db' | 'config'>,
  owner: FactorOwner,
): Promise<{ secret: string; recovery: string[] }> {
  const earlier = new Date(Date.now() - 60_000);
  const secret = await startEnrolment(services.db, services.config, owner, earlier);
  const recovery = await confirmEnrolment(services.db, services.config, owner, totpCode(secret, earlier), earlier);
  return { secret, recovery };
}
