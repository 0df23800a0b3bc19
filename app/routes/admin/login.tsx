import { ArrowLeft } from 'lucide-react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { loginAdmin } from '../../../server/accounts/login.ts';
import {
  clientOf,
  formErrorsOf,
  formValues,
  guardForm,
  securityEvent,
  startSessionHeaders,
} from '../../../server/accounts/pages.ts';
import { adminLoginInput } from '../../../server/accounts/validation.ts';
import { requestContext } from '../../../server/http/router-context.ts';
import { parseInput } from '../../../server/shared/validation.ts';
import { AuthCard, CsrfField, Field, FormMessage, PasswordField } from '../../components/accounts/form-parts.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { pageTitle } from '../../lib/root-data.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches.find((m) => m?.id === 'root')?.loaderData, 'Area riservata') },
  { name: 'robots', content: 'noindex' },
];

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

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <AuthCard title="Area riservata" intro="Accesso per gli amministratori del negozio.">
      <Form method="post" className="space-y-5" noValidate>
        <CsrfField token={loaderData.csrfToken} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormMessage error={actionData?.error} />
        <Field
          label="Nome utente"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          required
          defaultValue={actionData?.username}
          error={actionData?.fields?.username}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          error={actionData?.fields?.password}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Accesso in corso...' : 'Accedi'}
        </button>
        <Link to="/" className="btn-ghost w-full">
          <ArrowLeft aria-hidden="true" className="size-5" />
          Torna al sito
        </Link>
      </Form>
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
