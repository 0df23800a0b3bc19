import { data, redirect } from 'react-router';
import { adminLoginInput, secondFactorInput } from '#common/accounts/validation.ts';
import { safeRedirect } from '#common/safe-redirect.ts';
import {
  type AdminLoginResult,
  CHALLENGE_EXPIRED_MESSAGE,
  completeAdminSecondFactor,
  loginAdmin,
} from '#server/accounts/login.ts';
import {
  clientOf,
  formErrorsOf,
  formValues,
  guardForm,
  securityEvent,
  startSessionHeaders,
} from '#server/accounts/pages.ts';
import type { RequestVars } from '#server/context.ts';
import { requestContext } from '#server/http/router-context.ts';
import { parseInput } from '#server/shared/validation.ts';
import type { Route } from './+types/login';

function target(value: string | null | undefined): string {
  const path = safeRedirect(value, '/admin');
  return path.startsWith('/admin') ? path : '/admin';
}

export function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const redirectTo = target(new URL(request.url).searchParams.get('redirect'));
  if (vars.session?.kind === 'admin') throw redirect(redirectTo);
  return { csrfToken: vars.csrfToken(), redirectTo };
}

type ActionAnswer = {
  error?: string;
  fields?: Record<string, string>;
  username?: string;
  /** Set when the password was right and the code is still to come (decision 0028). */
  challenge?: string;
};

/** After a password or a code: the session, the code step, or the error to show. */
async function answer(vars: RequestVars, request: Request, result: AdminLoginResult, values: Record<string, string>) {
  if (result.ok === 'second-factor')
    return data<ActionAnswer>({ challenge: result.challenge, username: values.username });
  if (!result.ok) {
    await securityEvent(vars, request, {
      level: 'warn',
      category: result.throttled ? 'RATE_LIMIT' : 'ADMIN',
      message: result.throttled
        ? result.error.message
        : values.challenge
          ? 'Codice della verifica in due passaggi non valido'
          : 'Accesso amministratore non riuscito',
      data: { username: values.username ?? null },
    });
    // A wrong code keeps the code step while its challenge lives; an expired one starts over.
    const expired = result.error.message === CHALLENGE_EXPIRED_MESSAGE;
    return data<ActionAnswer>(
      {
        error: result.error.message,
        fields: result.error.fields,
        username: values.username,
        challenge: values.challenge && !expired ? values.challenge : undefined,
      },
      { status: result.error.status },
    );
  }
  await securityEvent(vars, request, {
    level: result.via === 'recovery' ? 'warn' : 'info',
    category: 'ADMIN',
    message: result.via === 'recovery' ? 'Accesso amministratore con un codice di recupero' : 'Accesso amministratore',
    userId: result.admin.id,
  });
  const headers = await startSessionHeaders(vars, result.session);
  return redirect(target(values.redirectTo), { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const form = await request.formData();
  const values = formValues(form);
  const username = values.username ?? '';
  const refused = await guardForm(vars, form, { tier: 'strict', action: 'admin-login' });
  if (refused) return data<ActionAnswer>({ ...refused.errors, username }, { status: refused.status });
  const client = clientOf(vars, request);
  try {
    if (values.challenge) {
      const input = parseInput(secondFactorInput, values);
      return answer(
        vars,
        request,
        await completeAdminSecondFactor(vars.services.db, input, client, vars.services.config),
        values,
      );
    }
    const input = parseInput(adminLoginInput, values);
    return answer(
      vars,
      request,
      await loginAdmin(vars.services.db, input, client, vars.services.config, {
        challenge: true,
        floor: vars.services.loginFloor,
      }),
      values,
    );
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data<ActionAnswer>({ ...errors, username, challenge: values.challenge || undefined }, { status });
  }
}
