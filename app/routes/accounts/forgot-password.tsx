import { data, Form, Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { linkOrigin, requestPasswordReset } from '../../../server/accounts/links.ts';
import { formErrorsOf, formValues, guardForm } from '../../../server/accounts/pages.ts';
import { emailField } from '../../../server/accounts/validation.ts';
import { requestContext } from '../../../server/http/router-context.ts';
import { parseInput } from '../../../server/shared/validation.ts';
import { AuthCard, CsrfField, Field, FormMessage } from '../../components/accounts/form-parts.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { pageTitle } from '../../lib/root-data.ts';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches.find((m) => m?.id === 'root')?.loaderData, 'Password dimenticata') },
  { name: 'robots', content: 'noindex' },
];

export function loader({ context }: Route.LoaderArgs) {
  return { csrfToken: context.get(requestContext).csrfToken() };
}

export const SENT_MESSAGE =
  'Se l’indirizzo corrisponde a un account, ti abbiamo inviato un’e-mail con il link per scegliere una nuova password. Il link vale un’ora.';

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const form = await request.formData();
  const values = formValues(form);
  const refused = await guardForm(vars, form, { tier: 'strict', action: 'password-reset' });
  if (refused) return data({ ...refused.errors, sent: false }, { status: refused.status });
  try {
    const { email } = parseInput(z.object({ email: emailField }), values);
    await requestPasswordReset(vars.services, {
      email,
      origin: linkOrigin(vars.services.config, vars.tenant, request, vars.secureCookies),
      shopName: vars.tenant.name,
    });
    // The same answer whether or not the address has an account.
    return { sent: true, error: undefined, fields: undefined };
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data({ ...errors, error: undefined, sent: false }, { status });
  }
}

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
            error={actionData?.fields?.email}
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
