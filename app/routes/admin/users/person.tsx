import { Form, Link } from 'react-router';
import { CsrfField, FormMessage } from '#app/components/accounts/form-parts.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { OrderStatusBadge } from '#app/components/orders/status-badge.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDate, formatDateTime, formatEuro } from '#common/format.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/person';

export { action, loader } from './person.server.ts';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privateMeta(matches, loaderData ? loaderData.user.email : 'Persona');

const ROLES: Record<string, string> = { owner: 'titolare', staff: 'staff' };

export default function AdminPerson({ loaderData, actionData }: Route.ComponentProps) {
  const { user, shops, orders, lists, operator } = loaderData;
  const done = actionData && 'done' in actionData ? actionData.done : undefined;
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  return (
    <AdminPage title={user.name || user.email}>
      <p className="mt-1 text-sm text-muted">
        <Link to="/admin/users" className="text-primary-700 underline">
          ← Utenti
        </Link>
      </p>
      <div className="mt-3" aria-live="polite">
        <FormMessage error={error} success={done} />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="dati" className="card p-4 sm:p-5">
          <h2 id="dati" className="text-lg font-semibold">
            Dati
          </h2>
          <dl className="mt-2 grid gap-1 text-sm">
            <div>
              <dt className="inline text-muted">E-mail: </dt>
              <dd className="inline break-all">{user.email}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Telefono: </dt>
              <dd className="inline">{user.phone || '—'}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Città: </dt>
              <dd className="inline">{user.city || '—'}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Registrato il: </dt>
              <dd className="inline">{formatDate(user.createdAt)}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Stato: </dt>
              <dd className="inline font-medium">
                {user.blockedAt ? `Bloccato dal ${formatDateTime(user.blockedAt)}` : 'Attivo'}
              </dd>
            </div>
          </dl>
          {shops.length > 0 ? (
            <p className="mt-2 text-sm">
              Librerie: {shops.map((s) => `${s.name} (${ROLES[s.role] ?? s.role})`).join(', ')}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <Form method="post">
              <CsrfField />
              <button
                type="submit"
                name="intent"
                value="reset"
                className="btn-outline"
                disabled={Boolean(user.blockedAt)}
              >
                Manda link per la password
              </button>
            </Form>
            {operator ? (
              <Form method="post">
                <CsrfField />
                {user.blockedAt ? (
                  <button type="submit" name="intent" value="unblock" className="btn-outline">
                    Sblocca
                  </button>
                ) : (
                  <button type="submit" name="intent" value="block" className="btn-outline text-danger">
                    Blocca l’account
                  </button>
                )}
              </Form>
            ) : null}
          </div>
        </section>

        <section aria-labelledby="ordini" className="card p-4 sm:p-5">
          <h2 id="ordini" className="text-lg font-semibold">
            Ordini in questo negozio
          </h2>
          {orders.length === 0 ? <p className="mt-2 text-sm text-muted">Nessun ordine.</p> : null}
          <ul className="mt-2 divide-y divide-line text-sm">
            {orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/admin/orders/${o.id}`} className="font-medium text-primary-700 underline">
                  {o.number}
                </Link>
                <span className="text-muted">{formatDate(o.createdAt)}</span>
                <OrderStatusBadge status={o.status} label={o.statusLabel} paymentMethod={o.paymentMethod} />
                <span>{formatEuro(o.total)}</span>
              </li>
            ))}
          </ul>
          <h2 className="mt-5 text-lg font-semibold">Liste dei figli</h2>
          {lists.length === 0 ? <p className="mt-2 text-sm text-muted">Nessuna lista salvata.</p> : null}
          <ul className="mt-2 grid gap-1 text-sm">
            {lists.map((l) => (
              <li key={l.id}>
                {l.nome} · {l.scuola} · {l.classe}ª {l.sezione}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
