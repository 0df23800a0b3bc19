import { Form, Link } from 'react-router';
import { routeTitle } from '#app/components/ui/page-title.ts';
import { formatDate } from '#common/format.ts';
import { Pager } from '../../components/pager.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/users';

export { loader } from './users.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: routeTitle(matches, 'Utenti') },
  { name: 'robots', content: 'noindex' },
];

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { q, users, total, page, pages } = loaderData;
  const pageHref = (p: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <div className="container-page py-8 sm:py-12">
      <p className="text-sm">
        <Link to="/admin" className="font-medium text-primary-700 underline underline-offset-2">
          ← Pannello
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-primary-950">Utenti</h1>
      <Form method="get" role="search" className="mt-6 flex max-w-xl gap-3">
        <label htmlFor="q" className="sr-only">
          Cerca per e-mail o nome
        </label>
        <input id="q" name="q" defaultValue={q} className="field-input" placeholder="Cerca per e-mail o nome" />
        <button type="submit" className="btn-primary">
          Cerca
        </button>
      </Form>
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {total === 1 ? '1 utente' : `${total} utenti`}
      </p>
      {users.length === 0 ? (
        <p className="card mt-4 p-6 text-muted">
          {q ? 'Nessun utente corrisponde alla ricerca.' : 'Nessun utente registrato.'}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-card border border-line">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Utenti registrati, dal più recente</caption>
            <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  E-mail
                </th>
                <th scope="col" className="px-3 py-2">
                  Nome
                </th>
                <th scope="col" className="px-3 py-2">
                  Città
                </th>
                <th scope="col" className="px-3 py-2">
                  Tipo
                </th>
                <th scope="col" className="px-3 py-2">
                  Registrato il
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {users.map((u) => (
                <tr key={u.id}>
                  <td className="break-all px-3 py-2 font-medium">{u.email}</td>
                  <td className="px-3 py-2">{u.displayName}</td>
                  <td className="px-3 py-2">{u.city}</td>
                  <td className="px-3 py-2">{u.owner ? 'Libreria' : 'Famiglia'}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatDate(u.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} href={pageHref} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
