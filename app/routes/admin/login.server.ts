import { data, redirect } from 'react-router';
import { adminLoginInput } from '#common/accounts/validation.ts';
import { safeRedirect } from '#common/safe-redirect.ts';
import { loginAdmin } from '#server/accounts/login.ts';
import {
  clientOf,
  formErrorsOf,
  formValues,
  guardForm,
  securityEvent,
  startSessionHeaders,
} from '#server/accounts/pages.ts';
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

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const form = await request.formData();
  const values = formValues(form);
  const username = values.username ?? '';
  const refused = await guardForm(vars, form, { tier: 'strict', action: 'admin-login' });
  if (refused) return data({ ...refused.errors, username }, { status: refused.status });
  let input: ReturnType<typeof adminLoginInput.parse>;
  try {
    input = parseInput(adminLoginInput, values);
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data({ ...errors, error: undefined, username }, { status });
  }
  const result = await loginAdmin(vars.services.db, input, clientOf(vars, request));
  if (!result.ok) {
    await securityEvent(vars, request, {
      level: 'warn',
      category: result.throttled ? 'RATE_LIMIT' : 'ADMIN',
      message: result.throttled ? result.error.message : 'Accesso amministratore non riuscito',
      data: { username: input.username },
    });
    return data({ error: result.error.message, fields: undefined, username }, { status: result.error.status });
  }
  await securityEvent(vars, request, {
    level: 'info',
    category: 'ADMIN',
    message: 'Accesso amministratore',
    userId: result.admin.id,
  });
  const headers = await startSessionHeaders(vars, result.session);
  return redirect(target(values.redirectTo), { headers });
}
