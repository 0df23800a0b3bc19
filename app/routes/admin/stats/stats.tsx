import { Form } from 'react-router';
import { FormMessage } from '#app/components/accounts/form-parts.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { StatsSection } from '#app/components/admin/stats-section.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatEuro, formatInt, formatLongDate } from '#common/format.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/stats';

export { loader } from './stats.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Statistiche');

export default function AdminStats({ loaderData }: Route.ComponentProps) {
  const { range, summary, sections, error } = loaderData;
  return (
    <AdminPage title="Statistiche">
      <Form method="get" className="card mt-6 flex flex-wrap items-end gap-3 p-4">
        <Field label="Dal" name="da" type="date" defaultValue={range.from} />
        <Field label="Al" name="a" type="date" defaultValue={range.to} />
        <button type="submit" className="btn-primary">
          Mostra
        </button>
      </Form>
      <div className="mt-3">
        <FormMessage error={error ?? undefined} />
      </div>
      <p className="mt-3 text-sm text-muted">
        Dal {formatLongDate(range.from)} al {formatLongDate(range.to)}. Le visite si contano solo per chi ha accettato i
        cookie di analisi.
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div className="card p-4">
          <dt className="text-sm text-muted">Ordini pagati</dt>
          <dd className="mt-1 text-2xl font-bold">{formatInt(summary.paidOrders)}</dd>
        </div>
        <div className="card p-4">
          <dt className="text-sm text-muted">Incasso</dt>
          <dd className="mt-1 text-2xl font-bold">{formatEuro(summary.revenue)}</dd>
        </div>
        <div className="card p-4">
          <dt className="text-sm text-muted">Ordine medio</dt>
          <dd className="mt-1 text-2xl font-bold">{formatEuro(summary.averageOrder)}</dd>
        </div>
      </dl>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {sections.map((s) => (
          <StatsSection key={s.id} {...s} />
        ))}
      </div>
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
