import { data } from 'react-router';
import { z } from 'zod';
import { emailField } from '#common/accounts/validation.ts';
import { linkOrigin, requestPasswordReset } from '#server/accounts/links.ts';
import { formErrorsOf, formValues, guardForm } from '#server/accounts/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import { parseInput } from '#server/shared/validation.ts';
import type { Route } from './+types/forgot-password';

export function loader({ context }: Route.LoaderArgs) {
  return { csrfToken: context.get(requestContext).csrfToken() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const form = await request.formData();
  const values = formValues(form);
  const refused = await guardForm(vars, form, { tier: 'strict', action: 'password-reset' });
  if (refused) return data({ ...refused.errors, sent: false }, { status: refused.status });
  try {
    const { email } = parseInput(z.object({ email: emailField }), values);
    await requestPasswordReset(vars.services, {
      email,
      origin: linkOrigin(vars.services.config, vars.tenant),
      shopName: vars.tenant.name,
    });
    // The same answer whether or not the address has an account.
    return { sent: true, error: undefined, fields: undefined };
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data({ ...errors, error: undefined, sent: false }, { status });
  }
}
