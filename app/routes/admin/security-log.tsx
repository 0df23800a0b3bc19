import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { type Column, DataTable } from '#app/components/ui/data-table.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDateTime } from '#common/format.ts';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/security-log';

export { loader } from './security-log.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Registro di sicurezza');

const LEVEL_CLASS = {
  info: 'bg-primary-50 text-primary-800',
  warn: 'bg-accent-100 text-warning',
  error: 'bg-danger/10 text-danger',
};

type Entry = Route.ComponentProps['loaderData']['entries'][number];

const columns: Column<Entry>[] = [
  {
    id: 'when',
    header: 'Quando',
    cell: (e) => formatDateTime(e.timestamp, { seconds: true }),
    className: 'whitespace-nowrap',
  },
  {
    id: 'level',
    header: 'Livello',
    cell: (e) => <span className={`rounded px-2 py-0.5 text-xs font-semibold ${LEVEL_CLASS[e.level]}`}>{e.level}</span>,
  },
  { id: 'category', header: 'Categoria', cell: (e) => e.category, className: 'font-medium' },
  {
    id: 'message',
    header: 'Messaggio',
    cell: (e) => (
      <>
        {e.message}
        {e.data ? <span className="mt-1 block break-all font-mono text-xs text-muted">{e.data}</span> : null}
      </>
    ),
  },
  { id: 'url', header: 'URL', cell: (e) => e.url, className: 'break-all' },
  { id: 'ip', header: 'IP', cell: (e) => e.ip },
  { id: 'source', header: 'Origine', cell: (e) => e.source },
];

export default function SecurityLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pages, categories } = loaderData;
  return (
    <AdminPage title="Registro di sicurezza">
      <DataTable
        caption="Voci del registro di sicurezza, dalla più recente"
        columns={columns}
        rows={entries}
        rowKey={(e) => e.id}
        rowClassName="align-top"
        minWidth="min-w-[48rem]"
        filters={[
          { name: 'category', label: 'Categoria', kind: 'select', all: 'Tutte', options: categories },
          { name: 'level', label: 'Livello', kind: 'select', all: 'Tutti', options: ['info', 'warn', 'error'] },
          { name: 'source', label: 'Origine', kind: 'select', all: 'Tutte', options: ['server', 'browser'] },
          { name: 'q', label: 'Testo', kind: 'search', placeholder: 'messaggio, URL o IP' },
        ]}
        count={total === 1 ? '1 voce' : `${total} voci`}
        empty="Nessuna voce con questi filtri."
        page={page}
        pages={pages}
      />
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
