import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { FormMessage } from '#app/components/accounts/form-parts.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { OrderActions } from '#app/components/admin/orders/order-actions.tsx';
import { OrderLines } from '#app/components/admin/orders/order-lines.tsx';
import { CustomerPanel, HistoryPanel, NotesPanel, PaymentsPanel } from '#app/components/admin/orders/order-panels.tsx';
import { OrderStatusBadge } from '#app/components/orders/status-badge.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDateTime, formatEuro } from '#common/format.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/detail';

export { action, loader } from './detail.server.ts';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privateMeta(matches, loaderData ? `Ordine ${loaderData.order.number}` : 'Ordine');

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const errors = actionData?.fields;
  return (
    <AdminPage
      title={`Ordine ${order.number}`}
      actions={
        <Link to={`/admin/orders/${order.id}/slip`} className="btn-outline">
          <Printer aria-hidden="true" className="size-5" /> Scheda da stampare
        </Link>
      }
    >
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        <OrderStatusBadge status={order.status} label={order.statusLabel} paymentMethod={order.paymentMethod} />
        <span>
          {formatDateTime(order.createdAt)} · {formatEuro(order.total)}
        </span>
      </p>
      <div className="mt-4 grid gap-2" aria-live="polite">
        <FormMessage error={actionData?.error} success={actionData?.done} />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-4">
          <OrderLines order={order} />
          <HistoryPanel order={order} />
        </div>
        <div className="grid content-start gap-4">
          <OrderActions {...loaderData} errors={errors} intent={actionData?.intent} />
          <CustomerPanel order={order} />
          <PaymentsPanel order={order} errors={errors} />
          <NotesPanel order={order} errors={errors} />
        </div>
      </div>
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
