import { Form, Link } from 'react-router';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { AuthCard, CsrfField, FormMessage } from '../../components/accounts/form-parts.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/confirm-email';

export { action, loader } from './confirm-email.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Conferma e-mail');

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.email) {
    return (
      <AuthCard title="E-mail aggiornata">
        <FormMessage success={`Da ora il tuo account usa ${actionData.email}.`} />
        <Link to="/profile" className="btn-primary mt-6 w-full">
          Vai al profilo
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Conferma il nuovo indirizzo">
      <Form method="post" className="space-y-5">
        <CsrfField token={loaderData.csrfToken} />
        <input type="hidden" name="token" value={loaderData.token} />
        <FormMessage error={actionData?.error} />
        <p className="text-muted">Premi il pulsante per usare il nuovo indirizzo e-mail per il tuo account.</p>
        <button type="submit" className="btn-primary w-full">
          Conferma l’indirizzo
        </button>
      </Form>
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
