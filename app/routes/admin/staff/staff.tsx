import { useState } from 'react';
import { Form } from 'react-router';
import { CsrfField, FormMessage } from '#app/components/accounts/form-parts.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { Modal } from '#app/components/ui/modal.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDate } from '#common/format.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/staff';

export { action, loader } from './staff.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Staff');

type Member = Route.ComponentProps['loaderData']['staff'][number];

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, invitations, shopName } = loaderData;
  const [removing, setRemoving] = useState<Member | null>(null);
  const inviteErrors = actionData?.intent === 'invite' ? actionData.fields : undefined;
  return (
    <AdminPage title="Staff">
      <p className="mt-2 text-sm text-muted">Chi lavora nel negozio online di {shopName}.</p>
      <div className="mt-4" aria-live="polite">
        <FormMessage error={actionData?.fields ? undefined : actionData?.error} success={actionData?.done} />
      </div>

      <section aria-labelledby="invita" className="card mt-4 p-4 sm:p-5">
        <h2 id="invita" className="text-lg font-semibold">
          Invita una persona
        </h2>
        <p className="mt-1 text-sm text-muted">
          Riceve un’e-mail con un link valido 7 giorni; accede con quell’indirizzo.
        </p>
        {/* A new form after each invitation sent: the address box starts empty again. */}
        <Form
          key={actionData?.intent === 'invite' && actionData.done ? actionData.done : 'invite'}
          method="post"
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
          noValidate
        >
          <CsrfField />
          <input type="hidden" name="intent" value="invite" />
          <div className="sm:w-80">
            <Field label="E-mail" name="email" type="email" autoComplete="off" required errors={inviteErrors?.email} />
          </div>
          <button type="submit" className="btn-primary">
            Manda l’invito
          </button>
        </Form>
      </section>

      <section aria-labelledby="persone" className="card mt-4 p-4 sm:p-5">
        <h2 id="persone" className="text-lg font-semibold">
          Persone
        </h2>
        {staff.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Ancora nessuno: invita chi lavora con te.</p>
        ) : null}
        <ul className="mt-2 divide-y divide-line">
          {staff.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span>
                <span className="block font-medium">{m.name || m.email}</span>
                <span className="block text-sm text-muted">
                  {m.email} · {m.role === 'owner' ? 'Titolare' : 'Staff'} dal {formatDate(m.since)}
                </span>
              </span>
              {m.role === 'staff' ? (
                <button type="button" className="btn-outline text-sm text-danger" onClick={() => setRemoving(m)}>
                  Togli <span className="sr-only">{m.email}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="inviti" className="card mt-4 p-4 sm:p-5">
        <h2 id="inviti" className="text-lg font-semibold">
          Inviti in attesa
        </h2>
        {invitations.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Nessun invito in attesa.</p>
        ) : (
          <ul className="mt-2 divide-y divide-line text-sm">
            {invitations.map((i) => (
              <li key={i.id} className="py-2">
                {i.email} · scade il {formatDate(i.expiresAt)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Togliere questa persona dallo staff?"
        formAs={Form}
        form={{ method: 'post', onSubmit: () => setRemoving(null) }}
        footer={
          <>
            <button type="button" className="btn-ghost" onClick={() => setRemoving(null)}>
              Annulla
            </button>
            <button type="submit" name="intent" value="remove" className="btn-primary">
              Togli dallo staff
            </button>
          </>
        }
      >
        <CsrfField />
        <input type="hidden" name="userId" value={removing?.userId ?? ''} />
        <p className="text-sm">
          {removing?.email} non potrà più entrare nel pannello di questa libreria. Il suo account resta.
        </p>
      </Modal>
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
