import { Form, Link, useNavigation } from 'react-router';
import { Field, PasswordField } from '#app/components/ui/field.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { AuthCard, CsrfField, FormMessage } from '../../components/accounts/form-parts.tsx';
import {
  CODE_STEP_INTRO,
  CODE_STEP_TITLE,
  RestartSignIn,
  SecondFactorStep,
} from '../../components/accounts/second-factor.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/login';

export { action, loader } from './login.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Accedi');

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const challenge = actionData?.challenge;
  if (challenge) {
    return (
      <AuthCard title={CODE_STEP_TITLE} intro={CODE_STEP_INTRO}>
        <Form method="post" className="space-y-5" noValidate>
          <CsrfField token={loaderData.csrfToken} />
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <input type="hidden" name="email" value={actionData?.email ?? ''} />
          {actionData?.remember ? <input type="hidden" name="remember" value="on" /> : null}
          <FormMessage error={actionData?.error} />
          <SecondFactorStep challenge={challenge} errors={actionData?.fields?.code} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Verifica in corso...' : 'Verifica e accedi'}
          </button>
          <RestartSignIn to={`/auth/login?redirect=${encodeURIComponent(loaderData.redirectTo)}`} />
        </Form>
      </AuthCard>
    );
  }
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
          errors={actionData?.fields?.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          errors={actionData?.fields?.password}
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
