import { data } from 'react-router';
import { confirmEmailChange } from '#server/accounts/links.ts';
import { formErrorsOf, formValues, guardForm, securityEvent } from '#server/accounts/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/confirm-email';

// The link opens a page with a button: mail scanners that follow links do not use it up.
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    csrfToken: context.get(requestContext).csrfToken(),
    token: new URL(request.url).searchParams.get('token') ?? '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const form = await request.formData();
  const refused = await guardForm(vars, form, { tier: 'strict', action: 'email-change' });
  if (refused) return data({ error: refused.errors.error, email: null }, { status: refused.status });
  try {
    const user = await confirmEmailChange(vars.services.db, formValues(form).token ?? '', {
      shopName: vars.tenant.name,
    });
    vars.services.mailOutbox.kick();
    await securityEvent(vars, request, {
      level: 'info',
      category: 'AUTH',
      message: 'E-mail cambiata',
      userId: user.id,
    });
    return { error: undefined, email: user.email };
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data({ error: errors.error, email: null }, { status });
  }
}
