import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../shared/errors.ts';
import { secondFactorAvailable } from './crypto.ts';
import { hasSecondFactor } from './store.ts';

// The platform's rule (decision 0028, amended): whoever runs a bookshop (owner or staff)
// works in its back office only with a second factor. They sign in with a family account,
// so their password is the one most likely reused elsewhere, and the back office shows
// families' names, addresses and orders and moves money. A server that cannot keep secrets
// (production without TOTP_ENCRYPTION_KEY) cannot ask for it, so it does not.

export const ENROLMENT_REQUIRED_CODE = 'SECOND_FACTOR_ENROLMENT_REQUIRED';
export const ENROLMENT_REQUIRED_MESSAGE =
  'Per lavorare nel back office attiva prima la verifica in due passaggi (Back office → Verifica in due passaggi)';

/** The back-office page where a person turns it on. */
export const ENROLMENT_PATH = '/admin/two-factor';

type PolicyConfig = Pick<Config, 'TOTP_ENCRYPTION_KEY' | 'NODE_ENV' | 'DEMO_DATA'>;

/** True when this person (owner or staff somewhere) must turn the second factor on first. */
export async function mustEnrolSecondFactor(db: Db, config: PolicyConfig, userId: string): Promise<boolean> {
  if (!secondFactorAvailable(config)) return false;
  return !(await hasSecondFactor(db, { userId }));
}

export function enrolmentRequired(): AppError {
  return new AppError(ENROLMENT_REQUIRED_CODE, ENROLMENT_REQUIRED_MESSAGE, { status: 403 });
}
