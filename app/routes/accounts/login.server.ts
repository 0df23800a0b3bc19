import { data, redirect } from 'react-router';
import { loginInput } from '#common/accounts/validation.ts';
import { safeRedirect } from '#common/safe-redirect.ts';
import { recordBackOfficeSignIn } from '#server/accounts/backoffice.ts';
import { loginCustomer } from '#server/accounts/login.ts';
import {
  clientOf,
  formErrorsOf,
  formValues,
  guardForm,
  securityEvent,
  startSessionHeaders,
} from '#server/accounts/pages.ts';
import { ensureCustomerOf } from '#server/accounts/users.ts';
import { requestContext } from '#server/http/router-context.ts';
import { parseInput } from '#server/shared/validation.ts';
import type { Route } from './+types/login';

export function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
  if (vars.session?.kind === 'customer') throw redirect(target);
  return { csrfToken: vars.csrfToken(), redirectTo: target };
}

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const form = await request.formData();
  const values = formValues(form);
  const email = values.email ?? '';
  const refused = await guardForm(vars, form, { tier: 'strict', action: 'login' });
  if (refused) return data({ ...refused.errors, email }, { status: refused.status });
  let input: ReturnType<typeof loginInput.parse>;
  try {
    input = parseInput(loginInput, values);
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data({ ...errors, error: undefined, email }, { status });
  }
  const result = await loginCustomer(vars.services.db, input, clientOf(vars, request), vars.services.loginFloor);
  if (!result.ok) {
    await securityEvent(vars, request, {
      level: 'warn',
      category: result.throttled ? 'RATE_LIMIT' : 'AUTH',
      message: result.throttled ? result.error.message : 'Accesso non riuscito',
      data: { email: input.email },
    });
    return data({ error: result.error.message, fields: undefined, email }, { status: result.error.status });
  }
  await ensureCustomerOf(vars.services.db, vars.tenant.id, result.user.id);
  const headers = await startSessionHeaders(vars, result.session);
  await recordBackOfficeSignIn(vars.services.db, result.user.id, (event) => securityEvent(vars, request, event));
  return redirect(safeRedirect(values.redirectTo), { headers });
}
