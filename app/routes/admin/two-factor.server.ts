import { data } from 'react-router';
import { z } from 'zod';
import { secondFactorCode } from '#common/accounts/validation.ts';
import { requireAdminPage } from '#server/accounts/guards.ts';
import { formErrorsOf, formValues, guardForm, securityEvent } from '#server/accounts/pages.ts';
import { secondFactorAvailable } from '#server/accounts/second-factor/crypto.ts';
import {
  checkSecondFactor,
  confirmEnrolment,
  disableSecondFactor,
  findFactor,
  regenerateRecoveryCodes,
  startEnrolment,
} from '#server/accounts/second-factor/store.ts';
import { enrolmentQr } from '#server/accounts/second-factor/totp.ts';
import { requestContext } from '#server/http/router-context.ts';
import { AppError } from '#server/shared/errors.ts';
import { parseInput } from '#server/shared/validation.ts';
import type { Route } from './+types/two-factor';

// The operator's second factor (decision 0028): enrol with a QR code, recovery codes shown
// once, new recovery codes, turn off. Every change needs a valid code and goes to the security log.

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const admin = requireAdminPage(request, vars);
  const { db, config } = vars.services;
  const csrfToken = vars.csrfToken();
  if (!secondFactorAvailable(config)) return { state: 'unavailable' as const, csrfToken };
  const factor = await findFactor(db, { adminId: admin.id });
  if (factor?.confirmedAt) {
    return {
      state: 'on' as const,
      csrfToken,
      since: factor.confirmedAt.toISOString(),
      recoveryLeft: factor.recoveryHashes.length,
    };
  }
  const secret = await startEnrolment(db, config, { adminId: admin.id });
  const { svg } = await enrolmentQr(secret, admin.username, vars.tenant.name);
  return { state: 'enrolling' as const, csrfToken, qrSvg: svg, secret: secret.replace(/(.{4})/g, '$1 ').trim() };
}

const actionInput = z.object({ intent: z.enum(['confirm', 'regenerate', 'disable']), code: secondFactorCode });

export type TwoFactorAnswer = {
  error?: string;
  fields?: Record<string, string>;
  recoveryCodes?: string[];
  done?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const admin = requireAdminPage(request, vars);
  const { db, config } = vars.services;
  const form = await request.formData();
  const refused = await guardForm(vars, form, { tier: 'strict', action: 'second-factor' });
  if (refused) return data<TwoFactorAnswer>(refused.errors, { status: refused.status });
  const owner = { adminId: admin.id };
  try {
    const input = parseInput(actionInput, formValues(form));
    if (input.intent === 'confirm') {
      const recoveryCodes = await confirmEnrolment(db, config, owner, input.code);
      await securityEvent(vars, request, {
        level: 'info',
        category: 'ADMIN',
        message: 'Verifica in due passaggi attivata',
      });
      return data<TwoFactorAnswer>({ recoveryCodes, done: 'La verifica in due passaggi è attiva.' });
    }
    const check = await checkSecondFactor(db, config, owner, input.code);
    if (!check.ok) {
      await securityEvent(vars, request, {
        level: 'warn',
        category: 'ADMIN',
        message: 'Codice della verifica in due passaggi non valido',
      });
      throw new AppError('VALIDATION', 'Codice non valido', { fields: { code: 'Codice non valido' } });
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
    return data<TwoFactorAnswer>(errors, { status });
  }
}
