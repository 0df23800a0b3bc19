import { Form, Link } from 'react-router';
import { AuthCard, CsrfField, FormMessage } from '#app/components/accounts/form-parts.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatLongDate } from '#common/format.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/invitation';

export { action, loader } from './invitation.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Invito nello staff');

export default function StaffInvitation({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid) {
    return (
      <AuthCard
        title="Invito non valido"
        intro="Il link è scaduto, è già stato usato o è stato sostituito da un invito più recente."
      >
        <p className="text-sm">Chiedi al titolare della libreria di mandarti un nuovo invito.</p>
        <Link to="/" className="btn-ghost mt-4 w-full">
          Torna al sito
        </Link>
      </AuthCard>
    );
  }
  const { email, shopName, expiresAt, signedInAs } = loaderData;
  const rightPerson = signedInAs === email;
  return (
    <AuthCard
      title="Invito nello staff"
      intro={`${shopName ? `${shopName} ti invita` : 'Sei invitato'} a lavorare nel suo negozio online. L’invito è per ${email} e vale fino al ${formatLongDate(expiresAt)}.`}
    >
      <FormMessage error={actionData?.error} />
      {rightPerson ? (
        <Form method="post" className="mt-4">
          <CsrfField />
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary w-full">
            Accetta l’invito
          </button>
        </Form>
      ) : (
        <div className="mt-4 grid gap-3">
          {signedInAs ? (
            <p className="text-sm">
              Sei collegato come <strong>{signedInAs}</strong>: esci e accedi con {email}.
            </p>
          ) : (
            <p className="text-sm">Accedi o registrati con {email}, poi torni qui per accettare.</p>
          )}
          <Link to={loaderData.loginUrl} className="btn-primary w-full">
            Accedi
          </Link>
          <Link to={loaderData.registerUrl} className="btn-outline w-full">
            Registrati
          </Link>
        </div>
      )}
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
