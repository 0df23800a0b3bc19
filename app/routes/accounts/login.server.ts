import { data, redirect } from 'react-router';
import { customerSecondFactorInput, loginInput } from '#common/accounts/validation.ts';
import { safeRedirect } from '#common/safe-redirect.ts';
import { recordBackOfficeSignIn } from '#server/accounts/backoffice.ts';
import {
  CUSTOMER_CHALLENGE_EXPIRED_MESSAGE,
  completeCustomerSecondFactor,
  type LoginResult,
  loginCustomer,
} from '#server/accounts/login.ts';
import {
  clientOf,
  formErrorsOf,
  formValues,
  guardForm,
  securityEvent,
  startSessionHeaders,
} from '#server/accounts/pages.ts';
import { loginFailureMessage, recoveryCodeEvent } from '#server/accounts/second-factor/events.ts';
import { ensureCustomerOf } from '#server/accounts/users.ts';
import type { RequestVars } from '#server/context.ts';
import { requestContext } from '#server/http/router-context.ts';
import { parseInput } from '#server/shared/validation.ts';
import type { Route } from './+types/login';

export function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
  if (vars.session?.kind === 'customer') throw redirect(target);
  return { csrfToken: vars.csrfToken(), redirectTo: target };
}

export type LoginAnswer = {
  error?: string;
  fields?: Record<string, string>;
  email?: string;
  /** Set when the password was right and the code is still to come (decision 0028). */
  challenge?: string;
  remember?: boolean;
};

/** After a password or a code: the session, the code step, or the error to show. */
async function answer(vars: RequestVars, request: Request, result: LoginResult, values: Record<string, string>) {
  const email = values.email ?? '';
  const remember = values.remember === 'on' || values.remember === 'true';
  if (result.ok === 'second-factor') return data<LoginAnswer>({ challenge: result.challenge, email, remember });
  if (!result.ok) {
    await securityEvent(vars, request, {
      level: 'warn',
      category: result.throttled ? 'RATE_LIMIT' : 'AUTH',
      message: result.throttled ? result.error.message : loginFailureMessage(result.error),
      data: { email },
    });
    // A wrong code keeps the code step while its challenge lives; an expired one starts over.
    const expired = result.error.message === CUSTOMER_CHALLENGE_EXPIRED_MESSAGE;
    const challenge = values.challenge && !expired ? values.challenge : undefined;
    return data<LoginAnswer>(
      { error: result.error.message, fields: challenge ? result.error.fields : undefined, email, challenge, remember },
      { status: result.error.status },
    );
  }
  await ensureCustomerOf(vars.services.db, vars.tenant.id, result.user.id);
  const headers = await startSessionHeaders(vars, result.session);
  if (result.via === 'recovery') {
    await securityEvent(vars, request, recoveryCodeEvent(result.user.id, result.recoveryLeft));
  }
  await recordBackOfficeSignIn(vars.services.db, result.user.id, (event) => securityEvent(vars, request, event));
  return redirect(safeRedirect(values.redirectTo), { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const form = await request.formData();
  const values = formValues(form);
  const email = values.email ?? '';
  const refused = await guardForm(vars, form, { tier: 'strict', action: 'login' });
  if (refused) return data<LoginAnswer>({ ...refused.errors, email }, { status: refused.status });
  const { db, config } = vars.services;
  const client = clientOf(vars, request);
  if (values.challenge) {
    try {
      const input = parseInput(customerSecondFactorInput, values);
      return answer(vars, request, await completeCustomerSecondFactor(db, input, client, config), values);
    } catch (error) {
      const { status, errors } = formErrorsOf(error);
      return data<LoginAnswer>({ ...errors, email, challenge: values.challenge }, { status });
    }
  }
  let input: ReturnType<typeof loginInput.parse>;
  try {
    // The first step is e-mail and password only; the code comes with the challenge.
    input = parseInput(loginInput, { ...values, code: undefined });
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data<LoginAnswer>({ ...errors, error: undefined, email }, { status });
  }
  return answer(
    vars,
    request,
    await loginCustomer(db, input, client, config, {
      challenge: true,
      floor: vars.services.loginFloor,
    }),
    values,
  );
}
