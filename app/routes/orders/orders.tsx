import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDate, formatEuro } from '#common/format.ts';
import { OrderStatusBadge } from '../../components/orders/status-badge.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/orders';

export { loader } from './orders.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'I miei ordini');

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-primary-900">I miei ordini</h1>
      {orders.length === 0 ? (
        <div className="card mt-6 p-8 text-center">
          <Package aria-hidden="true" className="mx-auto size-10 text-primary-300" />
          <p className="mt-3 text-lg font-semibold">Non hai ancora fatto ordini</p>
          <p className="mt-1 text-muted">
            Trova la scuola di tuo figlio e ordina tutti i libri della classe in una volta.
          </p>
          <Link to="/search" className="btn-primary mt-5">
            Cerca la tua scuola
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3">
          {orders.map((o) => (
            <li key={o.id}>
              <Link
                to={`/orders/${o.id}`}
                className="card flex flex-wrap items-center justify-between gap-3 p-4 hover:border-primary-300"
              >
                <span>
                  <span className="block font-semibold text-ink">Ordine {o.number}</span>
                  <span className="block text-sm text-muted">
                    {formatDate(o.createdAt)} · {o.items.reduce((n, i) => n + i.quantity, 0)} articoli ·{' '}
                    {o.shippingMethod === 'pickup' ? 'ritiro in libreria' : 'spedizione'}
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  <OrderStatusBadge status={o.status} label={o.statusLabel} paymentMethod={o.paymentMethod} />
                  <span className="font-bold text-primary-900">{formatEuro(o.total)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
