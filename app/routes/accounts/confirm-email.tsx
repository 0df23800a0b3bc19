import { data, Form, Link } from 'react-router';
import { confirmEmailChange } from '../../../server/accounts/links.ts';
import { formErrorsOf, formValues, guardForm, securityEvent } from '../../../server/accounts/pages.ts';
import { requestContext } from '../../../server/http/router-context.ts';
import { AuthCard, CsrfField, FormMessage } from '../../components/accounts/form-parts.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { pageTitle } from '../../lib/root-data.ts';
import type { Route } from './+types/confirm-email';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches.find((m) => m?.id === 'root')?.loaderData, 'Conferma e-mail') },
  { name: 'robots', content: 'noindex' },
];

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
    const user = await confirmEmailChange(vars.services.db, formValues(form).token ?? '');
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
