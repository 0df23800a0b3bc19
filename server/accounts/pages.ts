import type { RequestVars } from '../context.ts';
import { enforceRateLimit, type RateTier } from '../ratelimit/limits.ts';
import { logSecurityEvent, type SecurityEvent } from '../security/log.ts';
import { AppError } from '../shared/errors.ts';
import { clearCookie, SESSION_COOKIE } from './cookies.ts';
import { formCsrfValid } from './middleware.ts';
import { deleteSession, type NewSession, sessionCookie } from './sessions.ts';

// Helpers for the account pages' loaders and actions (React Router), so routes stay thin.

export type FormErrors = { error?: string; fields?: Record<string, string> };

export const CSRF_FORM_ERROR = 'La sessione del modulo è scaduta: ricarica la pagina e riprova';

/** The form's fields as plain strings (files and repeated keys ignored). */
export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && !(key in out)) out[key] = value;
  }
  return out;
}

/** An AppError (validation, conflict, throttling...) as the form's error state. */
export function formErrorsOf(error: unknown): { status: number; errors: FormErrors } {
  if (error instanceof AppError) {
    return { status: error.status, errors: { error: error.message, fields: error.fields } };
  }
  throw error;
}

/**
 * The checks every account form makes before its work: the CSRF token (also without a
 * session: login CSRF) and the rate-limit tier. Returns an error state, or null to go on.
 */
export async function guardForm(
  vars: RequestVars,
  form: FormData,
  limit?: { tier: RateTier; action: string },
): Promise<{ status: number; errors: FormErrors } | null> {
  if (!formCsrfValid(vars, form)) {
    await securityEvent(vars, null, { level: 'warn', category: 'CSRF', message: 'Token CSRF del modulo non valido' });
    return { status: 403, errors: { error: CSRF_FORM_ERROR } };
  }
  if (limit) {
    try {
      await enforceRateLimit(
        vars.services.db,
        limit.tier,
        limit.action,
        vars.clientIp,
        vars.services.config.RATE_LIMITS_RELAXED,
        () =>
          securityEvent(vars, null, {
            level: 'warn',
            category: 'RATE_LIMIT',
            message: `Limite di richieste superato (${limit.action})`,
          }),
      );
    } catch (error) {
      return formErrorsOf(error);
    }
  }
  return null;
}

/** A security-log entry from a page action (never fails the action). */
export async function securityEvent(
  vars: RequestVars,
  request: Request | null,
  event: Omit<SecurityEvent, 'ip' | 'tenantId'>,
): Promise<void> {
  const session = vars.session;
  const userId =
    event.userId ??
    (session?.kind === 'customer' ? session.user.id : session?.kind === 'admin' ? session.admin.id : null);
  try {
    await logSecurityEvent(vars.services.db, {
      ...event,
      userId,
      userAgent: event.userAgent ?? request?.headers.get('user-agent') ?? '',
      url: event.url ?? (request ? new URL(request.url).pathname : ''),
      ip: vars.clientIp,
      tenantId: vars.tenant.id,
    });
  } catch (error) {
    vars.log.error({ err: error }, 'security log write failed');
  }
}

/** Headers that start a new browser session, ending the one the browser had. */
export async function startSessionHeaders(vars: RequestVars, session: NewSession): Promise<Headers> {
  if (vars.session?.via === 'cookie') await deleteSession(vars.services.db, vars.session.idHash);
  return new Headers({ 'Set-Cookie': sessionCookie(session, vars.secureCookies) });
}

/** Headers that end the current session (logout). */
export async function endSessionHeaders(vars: RequestVars): Promise<Headers> {
  if (vars.session) await deleteSession(vars.services.db, vars.session.idHash);
  return new Headers({ 'Set-Cookie': clearCookie(SESSION_COOKIE, vars.secureCookies) });
}

export function clientOf(vars: RequestVars, request: Request) {
  return { ip: vars.clientIp, userAgent: request.headers.get('user-agent') ?? '' };
}
