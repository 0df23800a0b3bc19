import { Link } from 'react-router';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { type Column, DataTable } from '#app/components/ui/data-table.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDate } from '#common/format.ts';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/users';

export { loader } from './users.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Utenti');

type User = Route.ComponentProps['loaderData']['people'][number];

const ROLE_LABELS: Record<string, string> = { owner: 'Titolare', staff: 'Staff', customer: 'Cliente' };

const columns: Column<User>[] = [
  {
    id: 'email',
    header: 'E-mail',
    cell: (u) => (
      <Link to={`/admin/users/${u.id}`} className="text-primary-700 underline">
        {u.email}
      </Link>
    ),
    className: 'break-all font-medium',
  },
  { id: 'name', header: 'Nome', cell: (u) => u.name },
  { id: 'phone', header: 'Telefono', cell: (u) => u.phone, className: 'whitespace-nowrap' },
  { id: 'city', header: 'Città', cell: (u) => u.city },
  {
    id: 'roles',
    header: 'In questo negozio',
    cell: (u) => (
      <>
        {u.roles.map((r) => ROLE_LABELS[r] ?? r).join(', ') || '—'}
        {u.blocked ? <span className="ml-2 rounded-full bg-danger/10 px-2 text-xs text-danger">Bloccato</span> : null}
      </>
    ),
  },
  { id: 'created', header: 'Registrato il', cell: (u) => formatDate(u.createdAt), className: 'whitespace-nowrap' },
];

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { q, people, total, page, pages, operator, shop } = loaderData;
  return (
    <AdminPage title="Utenti">
      <p className="mt-2 text-sm text-muted">
        {operator
          ? 'Tutte le persone registrate sulla piattaforma.'
          : `Le persone di ${shop}: clienti che hanno un account qui, staff e titolari.`}
      </p>
      <DataTable
        caption="Utenti registrati, dal più recente"
        columns={columns}
        rows={people}
        rowKey={(u) => u.id}
        filters={[
          {
            name: 'q',
            label: 'Cerca per e-mail, nome o telefono',
            kind: 'search',
            placeholder: 'E-mail, nome o telefono',
          },
        ]}
        filterLabel="Cerca"
        count={total === 1 ? '1 utente' : `${total} utenti`}
        empty={q ? 'Nessun utente corrisponde alla ricerca.' : 'Nessun utente registrato.'}
        page={page}
        pages={pages}
      />
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
