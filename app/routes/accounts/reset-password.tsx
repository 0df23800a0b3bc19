import { Form, Link, useNavigation } from 'react-router';
import { PasswordField } from '#app/components/ui/field.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { MIN_PASSWORD_LENGTH } from '#common/accounts/password-rules.ts';
import { AuthCard, CsrfField, FormMessage } from '../../components/accounts/form-parts.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/reset-password';

export { action, loader } from './reset-password.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Nuova password');

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
          minLength={MIN_PASSWORD_LENGTH}
          hint="Almeno 10 caratteri, non una delle più usate."
          errors={actionData?.fields?.password}
        />
        <PasswordField
          label="Conferma password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          errors={actionData?.fields?.confirmPassword}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Salvataggio...' : 'Salva la nuova password'}
        </button>
      </Form>
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
