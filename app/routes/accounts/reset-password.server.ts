import { data } from 'react-router';
import { z } from 'zod';
import { newPasswordField, PASSWORDS_DIFFER } from '#common/accounts/validation.ts';
import { confirmPasswordReset } from '#server/accounts/links.ts';
import { formErrorsOf, formValues, guardForm, securityEvent } from '#server/accounts/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import { parseInput } from '#server/shared/validation.ts';
import type { Route } from './+types/reset-password';

const input = z
  .object({
    token: z.string().min(1, 'Link non valido').max(200),
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });

export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { csrfToken: context.get(requestContext).csrfToken(), token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const form = await request.formData();
  const refused = await guardForm(vars, form, { tier: 'strict', action: 'password-reset' });
  if (refused) return data({ ...refused.errors, done: false }, { status: refused.status });
  try {
    const values = parseInput(input, formValues(form));
    const user = await confirmPasswordReset(vars.services.db, values.token, values.password);
    await securityEvent(vars, request, {
      level: 'info',
      category: 'AUTH',
      message: 'Password reimpostata con il link',
      userId: user.id,
    });
    return { done: true, error: undefined, fields: undefined };
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data({ ...errors, error: errors.fields ? undefined : errors.error, done: false }, { status });
  }
}
