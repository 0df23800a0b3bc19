import { Link } from 'react-router';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { type Column, DataTable } from '#app/components/ui/data-table.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDate } from '#common/format.ts';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/users';

export { loader } from './users.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Utenti');

type User = Route.ComponentProps['loaderData']['users'][number];

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
  { id: 'name', header: 'Nome', cell: (u) => u.displayName },
  { id: 'city', header: 'Città', cell: (u) => u.city },
  { id: 'kind', header: 'Tipo', cell: (u) => (u.owner ? 'Libreria' : 'Famiglia') },
  { id: 'created', header: 'Registrato il', cell: (u) => formatDate(u.createdAt), className: 'whitespace-nowrap' },
];

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { q, users, total, page, pages } = loaderData;
  return (
    <AdminPage title="Utenti">
      <DataTable
        caption="Utenti registrati, dal più recente"
        columns={columns}
        rows={users}
        rowKey={(u) => u.id}
        filters={[
          { name: 'q', label: 'Cerca per e-mail o nome', kind: 'search', placeholder: 'Cerca per e-mail o nome' },
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
