import { data, redirect } from 'react-router';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '#common/accounts/password-rules.ts';
import { secondFactorCode } from '#common/accounts/validation.ts';
import { backOfficeShops } from '#server/accounts/backoffice.ts';
import { loginPath } from '#server/accounts/guards.ts';
import { formErrorsOf, formValues, guardForm, securityEvent } from '#server/accounts/pages.ts';
import { assertCurrentAdminPassword, assertCurrentPassword } from '#server/accounts/reauth.ts';
import { secondFactorAvailable } from '#server/accounts/second-factor/crypto.ts';
import { WRONG_CODE_EVENT } from '#server/accounts/second-factor/events.ts';
import {
  checkSecondFactor,
  confirmEnrolment,
  disableSecondFactor,
  type FactorOwner,
  findFactor,
  regenerateRecoveryCodes,
  startEnrolment,
} from '#server/accounts/second-factor/store.ts';
import { enrolmentQr } from '#server/accounts/second-factor/totp.ts';
import { deleteUserSessions } from '#server/accounts/sessions.ts';
import type { RequestVars } from '#server/context.ts';
import { requestContext } from '#server/http/router-context.ts';
import { AppError } from '#server/shared/errors.ts';
import { parseInput } from '#server/shared/validation.ts';
import type { Route } from './+types/two-factor';

// The back office's second factor (decision 0028), for the operator and for everyone who
// runs a bookshop (owner or staff, with their own account): enrol with a QR code, recovery
// codes shown once, new recovery codes, turn off. Every change needs a valid code and goes
// to the security log.

type Holder = { owner: FactorOwner; label: string; operator: boolean };

/** Who this page is for: the operator, or a person who runs at least one bookshop. */
async function holderOf(request: Request, vars: RequestVars): Promise<Holder> {
  const { session } = vars;
  if (!session) throw redirect(loginPath(request, '/admin/login'));
  if (session.kind === 'admin') {
    return { owner: { adminId: session.admin.id }, label: session.admin.username, operator: true };
  }
  if ((await backOfficeShops(vars.services.db, session)).length === 0) {
    throw new Response('La verifica in due passaggi serve a chi lavora nel back office di una libreria', {
      status: 403,
    });
  }
  return { owner: { userId: session.user.id }, label: session.user.email, operator: false };
}

/** Where to go on once it is on: the back-office page that sent here, or the panel. */
function nextPage(request: Request): string {
  const asked = new URL(request.url).searchParams.get('redirect') ?? '';
  return /^\/admin(\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&%_.-]*)?$/.test(asked) ? asked : '/admin';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const holder = await holderOf(request, vars);
  const { db, config } = vars.services;
  const common = { csrfToken: vars.csrfToken(), operator: holder.operator, next: nextPage(request) };
  if (!secondFactorAvailable(config)) return { ...common, state: 'unavailable' as const };
  const factor = await findFactor(db, holder.owner);
  if (factor?.confirmedAt) {
    return {
      ...common,
      state: 'on' as const,
      since: factor.confirmedAt.toISOString(),
      recoveryLeft: factor.recoveryHashes.length,
    };
  }
  const secret = await startEnrolment(db, config, holder.owner);
  const { svg } = await enrolmentQr(secret, holder.label, vars.tenant.name);
  return { ...common, state: 'enrolling' as const, qrSvg: svg, secret: secret.replace(/(.{4})/g, '$1 ').trim() };
}

const actionInput = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['confirm', 'regenerate']), code: secondFactorCode }),
  // Turning it off asks for the password too: a session left open is not enough.
  z.object({
    intent: z.literal('disable'),
    code: secondFactorCode,
    password: z.string({ error: 'Inserisci la password' }).min(1, 'Inserisci la password').max(MAX_PASSWORD_LENGTH),
  }),
]);

export type TwoFactorAnswer = {
  error?: string;
  fields?: Record<string, string>;
  recoveryCodes?: string[];
  done?: string;
  /** Which form the field errors belong to. */
  intent?: string;
  /** Just turned on: the way on into the back office, once the codes are saved. */
  enrolled?: boolean;
};

/** Turning it on ends the person's other sessions: one opened with the password alone does not live on. */
async function endOtherSessions(vars: RequestVars, owner: FactorOwner): Promise<number> {
  const current = vars.session?.idHash;
  if (!('userId' in owner)) return 0;
  return deleteUserSessions(vars.services.db, owner.userId, current);
}

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const { owner } = await holderOf(request, vars);
  const { db, config } = vars.services;
  const form = await request.formData();
  const refused = await guardForm(vars, form, { tier: 'strict', action: 'second-factor' });
  if (refused) return data<TwoFactorAnswer>(refused.errors, { status: refused.status });
  const values = formValues(form);
  try {
    const input = parseInput(actionInput, values);
    if (input.intent === 'confirm') {
      const recoveryCodes = await confirmEnrolment(db, config, owner, input.code);
      const ended = await endOtherSessions(vars, owner);
      await securityEvent(vars, request, {
        level: 'info',
        category: 'ADMIN',
        message: 'Verifica in due passaggi attivata',
        data: { otherSessionsEnded: ended },
      });
      return data<TwoFactorAnswer>({ recoveryCodes, done: 'La verifica in due passaggi è attiva.', enrolled: true });
    }
    if (input.intent === 'disable') {
      if ('userId' in owner) await assertCurrentPassword(db, owner.userId, input.password, 'password');
      else await assertCurrentAdminPassword(db, owner.adminId, input.password, 'password');
    }
    const check = await checkSecondFactor(db, config, owner, input.code);
    if (!check.ok) {
      await securityEvent(vars, request, { level: 'warn', category: 'ADMIN', message: WRONG_CODE_EVENT });
      throw new AppError('VALIDATION', 'Codice non valido', { fields: { code: 'Codice non valido' } });
    }
    if (check.via === 'recovery') {
      await securityEvent(vars, request, {
        level: 'warn',
        category: 'ADMIN',
        message: 'Codice di recupero usato per cambiare la verifica in due passaggi',
        data: { recoveryLeft: check.recoveryLeft },
      });
    }
    if (input.intent === 'regenerate') {
      const recoveryCodes = await regenerateRecoveryCodes(db, config, owner);
      await securityEvent(vars, request, { level: 'info', category: 'ADMIN', message: 'Nuovi codici di recupero' });
      return data<TwoFactorAnswer>({ recoveryCodes, done: 'I codici di recupero precedenti non valgono più.' });
    }
    await disableSecondFactor(db, owner);
    await securityEvent(vars, request, {
      level: 'warn',
      category: 'ADMIN',
      message: 'Verifica in due passaggi disattivata',
    });
    return data<TwoFactorAnswer>({ done: 'La verifica in due passaggi è disattivata.' });
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data<TwoFactorAnswer>({ ...errors, intent: values.intent }, { status });
  }
}
