import { Form, Link, useNavigation } from 'react-router';
import { Field } from '#app/components/ui/field.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { AuthCard, CsrfField, FormMessage } from '../../components/accounts/form-parts.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/forgot-password';

export { action, loader } from './forgot-password.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Password dimenticata');

export const SENT_MESSAGE =
  'Se l’indirizzo corrisponde a un account, ti abbiamo inviato un’e-mail con il link per scegliere una nuova password. Il link vale un’ora.';

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <AuthCard
      title="Password dimenticata?"
      intro="Scrivi l’e-mail del tuo account: ti mandiamo un link per sceglierne una nuova."
    >
      {actionData?.sent ? (
        <div className="space-y-6">
          <FormMessage success={SENT_MESSAGE} />
          <Link to="/auth/login" className="btn-outline w-full">
            Torna all’accesso
          </Link>
        </div>
      ) : (
        <Form method="post" className="space-y-5" noValidate>
          <CsrfField token={loaderData.csrfToken} />
          <FormMessage error={actionData?.error} />
          <Field
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            errors={actionData?.fields?.email}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Invio in corso...' : 'Inviami il link'}
          </button>
          <p className="text-center text-sm">
            <Link to="/auth/login" className="font-medium text-primary-700 underline underline-offset-2">
              Torna all’accesso
            </Link>
          </p>
        </Form>
      )}
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
