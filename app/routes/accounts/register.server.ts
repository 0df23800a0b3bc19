import { data, redirect } from 'react-router';
import { bookshopRegisterInput, registerInput } from '#common/accounts/validation.ts';
import { safeRedirect } from '#common/safe-redirect.ts';
import { registerBookshop } from '#server/accounts/bookshop.ts';
import {
  clientOf,
  formErrorsOf,
  formValues,
  guardForm,
  securityEvent,
  startSessionHeaders,
} from '#server/accounts/pages.ts';
import { createSession } from '#server/accounts/sessions.ts';
import { createUser } from '#server/accounts/users.ts';
import { requestContext } from '#server/http/router-context.ts';
import { parseInput } from '#server/shared/validation.ts';
import type { Route } from './+types/register';

type Kind = 'famiglia' | 'libreria';

export function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const url = new URL(request.url);
  const target = safeRedirect(url.searchParams.get('redirect'));
  if (vars.session?.kind === 'customer') throw redirect(target);
  const kind: Kind = url.searchParams.get('tipo') === 'libreria' ? 'libreria' : 'famiglia';
  return { csrfToken: vars.csrfToken(), redirectTo: target, kind };
}

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const form = await request.formData();
  const values = formValues(form);
  const kind: Kind = values.kind === 'libreria' ? 'libreria' : 'famiglia';
  const echo = {
    name: values.name ?? '',
    email: values.email ?? '',
    shopName: values.shopName ?? '',
    domain: values.domain ?? '',
  };
  const refused = await guardForm(vars, form, { tier: 'strict', action: 'register' });
  if (refused) return data({ ...refused.errors, values: echo }, { status: refused.status });
  const { db, config } = vars.services;
  const parsed = (kind === 'libreria' ? bookshopRegisterInput : registerInput).safeParse(values);
  const fields: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
  if (!values.confirmPassword) fields.confirmPassword = 'Conferma la password';
  if (kind === 'libreria' && !values.shopName?.trim()) fields.shopName = 'Scrivi il nome della libreria';
  if (!parsed.success || Object.keys(fields).length > 0) {
    return data({ error: undefined, fields, values: echo }, { status: 400 });
  }
  try {
    let userId: string;
    if (kind === 'libreria') {
      const { user, tenant } = await registerBookshop(db, config, parseInput(bookshopRegisterInput, values));
      await vars.services.caches.publish('tenants');
      userId = user.id;
      await securityEvent(vars, request, {
        level: 'info',
        category: 'AUTH',
        message: 'Nuova libreria registrata',
        userId,
        data: { domain: tenant.slug },
      });
    } else {
      const user = await createUser(db, parseInput(registerInput, values), {
        tenantId: vars.tenant.id,
        role: 'customer',
      });
      userId = user.id;
      await securityEvent(vars, request, { level: 'info', category: 'AUTH', message: 'Nuova registrazione', userId });
    }
    const session = await createSession(db, { userId }, clientOf(vars, request));
    const headers = await startSessionHeaders(vars, session);
    return redirect(safeRedirect(values.redirectTo), { headers });
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    // Field problems are shown next to the fields; anything else on top.
    const general = errors.fields ? undefined : (errors.error ?? 'Errore durante la registrazione');
    return data({ error: general, fields: errors.fields ?? {}, values: echo }, { status });
  }
}
