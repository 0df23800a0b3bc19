import { ArrowLeft } from 'lucide-react';
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

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Area riservata');

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const challenge = actionData?.challenge;
  return (
    <AuthCard
      title={challenge ? CODE_STEP_TITLE : 'Area riservata'}
      intro={challenge ? CODE_STEP_INTRO : 'Accesso per gli amministratori del negozio.'}
    >
      <Form method="post" className="space-y-5" noValidate>
        <CsrfField token={loaderData.csrfToken} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormMessage error={actionData?.error} />
        {challenge ? (
          <>
            <input type="hidden" name="username" value={actionData?.username ?? ''} />
            <SecondFactorStep challenge={challenge} errors={actionData?.fields?.code} />
          </>
        ) : (
          <>
            <Field
              label="Nome utente"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              required
              defaultValue={actionData?.username}
              errors={actionData?.fields?.username}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              errors={actionData?.fields?.password}
            />
          </>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Verifica in corso...' : challenge ? 'Verifica e accedi' : 'Accedi'}
        </button>
        {challenge ? (
          <RestartSignIn to="/admin/login" />
        ) : (
          <>
            <p className="text-center text-sm text-muted">
              Lavori in una libreria?{' '}
              <Link to="/auth/login?redirect=%2Fadmin" className="font-medium text-primary-700 underline">
                Accedi con il tuo account
              </Link>
            </p>
            <Link to="/" className="btn-ghost w-full">
              <ArrowLeft aria-hidden="true" className="size-5" />
              Torna al sito
            </Link>
          </>
        )}
      </Form>
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
