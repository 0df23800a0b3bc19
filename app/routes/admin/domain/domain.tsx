import { Form } from 'react-router';
import { CsrfField, FormMessage } from '#app/components/accounts/form-parts.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/domain';

export { action, loader } from './domain.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Dominio del negozio');

export default function AdminDomain({ loaderData, actionData }: Route.ComponentProps) {
  const { domain, address, platformAddress, isDefault } = loaderData;
  return (
    <AdminPage title="Dominio del negozio">
      <p className="mt-2 text-sm">
        Il negozio risponde su <strong className="break-all">{address}</strong>
        {!isDefault && domain.verified ? ` e sempre su ${platformAddress}` : ''}.
      </p>
      <div className="mt-3" aria-live="polite">
        <FormMessage error={actionData?.fields ? undefined : actionData?.error} success={actionData?.done} />
      </div>
      {isDefault ? (
        <p className="card mt-4 p-4 text-sm">L’indirizzo del negozio della piattaforma si imposta con PUBLIC_URL.</p>
      ) : (
        <>
          <section aria-labelledby="proprio" className="card mt-4 p-4 sm:p-5">
            <h2 id="proprio" className="text-lg font-semibold">
              Il tuo dominio
            </h2>
            <Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
              <CsrfField />
              <div className="sm:w-80">
                <Field
                  label="Dominio"
                  name="domain"
                  placeholder="www.libreriarossi.it"
                  defaultValue={domain.domain ?? ''}
                  autoCapitalize="none"
                  errors={actionData?.fields?.domain}
                />
              </div>
              <button type="submit" name="intent" value="set" className="btn-primary">
                Salva
              </button>
            </Form>
          </section>
          {domain.domain && !domain.verified ? (
            <section aria-labelledby="verifica" className="card mt-4 p-4 sm:p-5">
              <h2 id="verifica" className="text-lg font-semibold">
                Verifica
              </h2>
              <p className="mt-2 text-sm">
                Dal pannello del tuo fornitore del dominio crea questo record, poi verifica:
              </p>
              <dl className="mt-2 grid gap-1 text-sm">
                <div>
                  <dt className="inline text-muted">Tipo: </dt>
                  <dd className="inline font-mono">TXT</dd>
                </div>
                <div>
                  <dt className="inline text-muted">Nome: </dt>
                  <dd className="inline break-all font-mono">{domain.txtName}</dd>
                </div>
                <div>
                  <dt className="inline text-muted">Valore: </dt>
                  <dd className="inline break-all font-mono">{domain.txtValue}</dd>
                </div>
              </dl>
              <p className="mt-2 text-sm text-muted">
                Serve anche un record CNAME (o A/AAAA) che porti il dominio a {platformAddress}.
              </p>
              <Form method="post" className="mt-3">
                <CsrfField />
                <button type="submit" name="intent" value="verify" className="btn-primary">
                  Verifica
                </button>
              </Form>
            </section>
          ) : null}
          {domain.domain ? (
            <Form method="post" className="mt-4">
              <CsrfField />
              <button type="submit" name="intent" value="remove" className="btn-outline text-danger">
                Togli il dominio
              </button>
            </Form>
          ) : null}
        </>
      )}
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
