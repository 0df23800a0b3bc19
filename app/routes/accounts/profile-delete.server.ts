import { data, redirect } from 'react-router';
import { z } from 'zod';
import { requireCustomerPage } from '#server/accounts/guards.ts';
import { endSessionHeaders, formErrorsOf, formValues, guardForm, securityEvent } from '#server/accounts/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import { accountClosingPreview, closeAccount } from '#server/privacy/closing.ts';
import { parseInput } from '#server/shared/validation.ts';
import type { Route } from './+types/profile-delete';

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  return { preview: await accountClosingPreview(vars.services, user.id) };
}

const deleteInput = z.object({
  password: z.string().min(1, 'Scrivi la password per confermare'),
  confirm: z.literal('on', { error: 'Spunta la casella per confermare' }),
});

/** Closes the account (password and confirmation), then signs out and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  const form = await request.formData();
  const blocked = await guardForm(vars, form, { tier: 'strict', action: 'account-deletion' });
  if (blocked) return data(blocked.errors, { status: blocked.status });
  try {
    const input = parseInput(deleteInput, formValues(form));
    const outcome = await closeAccount({
      services: vars.services,
      userId: user.id,
      password: input.password,
      shopName: vars.tenant.name,
      orderUrl: (id) => `/orders/${id}`,
    });
    await securityEvent(vars, request, {
      level: 'info',
      category: 'AUTH',
      message: 'Account eliminato',
      userId: user.id,
      data: { cancelled: outcome.cancelled.length, kept: outcome.kept.length },
    });
    return redirect('/?account=eliminato', { headers: await endSessionHeaders(vars) });
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data(errors, { status });
  }
}
