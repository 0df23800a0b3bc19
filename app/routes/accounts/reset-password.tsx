import { data, Form, Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { confirmPasswordReset } from '../../../server/accounts/links.ts';
import { formErrorsOf, formValues, guardForm, securityEvent } from '../../../server/accounts/pages.ts';
import { newPasswordField, PASSWORDS_DIFFER } from '../../../server/accounts/validation.ts';
import { requestContext } from '../../../server/http/router-context.ts';
import { parseInput } from '../../../server/shared/validation.ts';
import { AuthCard, CsrfField, FormMessage, PasswordField } from '../../components/accounts/form-parts.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { pageTitle } from '../../lib/root-data.ts';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches.find((m) => m?.id === 'root')?.loaderData, 'Nuova password') },
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { csrfToken: context.get(requestContext).csrfToken(), token };
}

const input = z
  .object({
    token: z.string().min(1, 'Link non valido').max(200),
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });

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

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  if (actionData?.done) {
    return (
      <AuthCard title="Password aggiornata">
        <div className="space-y-6">
          <FormMessage success="La nuova password è attiva. Per sicurezza abbiamo chiuso le sessioni aperte: accedi di nuovo." />
          <Link to="/auth/login" className="btn-primary w-full">
            Accedi
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (!loaderData.token) {
    return (
      <AuthCard title="Link non valido">
        <p className="text-muted">Il link non è completo. Richiedine uno nuovo.</p>
        <Link to="/auth/forgot-password" className="btn-primary mt-6 w-full">
          Richiedi un nuovo link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Scegli una nuova password">
      <Form method="post" className="space-y-5" noValidate>
        <CsrfField token={loaderData.csrfToken} />
        <input type="hidden" name="token" value={loaderData.token} />
        <FormMessage error={actionData?.error} />
        {actionData?.error?.startsWith('Il link') ? (
          <Link to="/auth/forgot-password" className="btn-outline w-full">
            Richiedi un nuovo link
          </Link>
        ) : null}
        <PasswordField
          label="Nuova password"
          name="password"
          autoComplete="new-password"
          required
          minLength={6}
          hint="Almeno 6 caratteri."
          error={actionData?.fields?.password}
        />
        <PasswordField
          label="Conferma password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          error={actionData?.fields?.confirmPassword}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Salvataggio...' : 'Salva la nuova password'}
        </button>
      </Form>
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
