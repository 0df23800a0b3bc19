import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { loginCustomer } from '../../../server/accounts/login.ts';
import {
  clientOf,
  formErrorsOf,
  formValues,
  guardForm,
  securityEvent,
  startSessionHeaders,
} from '../../../server/accounts/pages.ts';
import { ensureCustomerOf } from '../../../server/accounts/users.ts';
import { loginInput } from '../../../server/accounts/validation.ts';
import { requestContext } from '../../../server/http/router-context.ts';
import { parseInput } from '../../../server/shared/validation.ts';
import { AuthCard, CsrfField, Field, FormMessage, PasswordField } from '../../components/accounts/form-parts.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { pageTitle } from '../../lib/root-data.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches.find((m) => m?.id === 'root')?.loaderData, 'Accedi') },
  { name: 'robots', content: 'noindex' },
];

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
  const result = await loginCustomer(vars.services.db, input, clientOf(vars, request));
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
  return redirect(safeRedirect(values.redirectTo), { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const registerHref =
    loaderData.redirectTo === '/'
      ? '/auth/register'
      : `/auth/register?redirect=${encodeURIComponent(loaderData.redirectTo)}`;
  return (
    <AuthCard
      title="Accedi"
      intro={
        <>
          Non hai un account?{' '}
          <Link to={registerHref} className="font-semibold text-primary-700 underline underline-offset-2">
            Registrati
          </Link>
        </>
      }
    >
      <Form method="post" className="space-y-5" noValidate>
        <CsrfField token={loaderData.csrfToken} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormMessage error={actionData?.error} />
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email}
          error={actionData?.fields?.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          error={actionData?.fields?.password}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="remember" value="on" className="size-5 accent-primary-700" />
            Ricordami per 30 giorni
          </label>
          <Link
            to="/auth/forgot-password"
            className="text-sm font-medium text-primary-700 underline underline-offset-2"
          >
            Password dimenticata?
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Accesso in corso...' : 'Accedi'}
        </button>
      </Form>
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
