import type { SecurityEvent } from '../../security/log.ts';
import type { AppError } from '../../shared/errors.ts';

// What the security log says about a person's second factor (decision 0028), the same from
// the API and from the pages.

export const SECOND_FACTOR_REQUIRED_MESSAGE = 'Inserisci anche il codice della verifica in due passaggi (code)';

export const WRONG_CODE_EVENT = 'Codice della verifica in due passaggi non valido';

/** A refused sign-in: the code was wrong (or replayed), or the password was. */
export function loginFailureMessage(error: AppError): string {
  return error.fields?.code ? WRONG_CODE_EVENT : 'Accesso non riuscito';
}

type Event = Pick<SecurityEvent, 'level' | 'category' | 'message' | 'data'> & { userId: string };

/** A person signed in with a recovery code: worth a look (a lost phone, or a stolen code). */
export function recoveryCodeEvent(userId: string, recoveryLeft: number | undefined): Event {
  return {
    level: 'warn',
    category: 'AUTH',
    message: 'Accesso con un codice di recupero',
    userId,
    data: { secondFactor: 'recovery', recoveryLeft: recoveryLeft ?? null },
  };
}
