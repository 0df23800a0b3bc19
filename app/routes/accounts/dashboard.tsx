import { BookOpen, Package, Search, Store, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDate, formatEuro, formatLongDate } from '#common/format.ts';
import { OrderStatusBadge } from '../../components/orders/status-badge.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/dashboard';

export { loader } from './dashboard.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'La mia area');

const STATUS_LABEL = { attivo: 'attiva', in_attivazione: 'in attivazione', sospeso: 'sospesa' } as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, shop, orders } = loaderData;
  const { siteSuffix } = useRootData();
  const missing = [user.phone, user.address, user.city, user.postalCode].filter((v) => !v).length;
  const links = [
    { to: '/orders', icon: Package, title: 'I miei ordini', text: 'Stato degli ordini, ritiri e spedizioni.' },
    { to: '/profile', icon: UserRound, title: 'Profilo', text: 'Dati personali, password, dispositivi collegati.' },
    {
      to: '/search',
      icon: Search,
      title: 'Cerca la scuola',
      text: 'Trova la scuola e l’elenco dei libri della classe.',
    },
    { to: '/blog', icon: BookOpen, title: 'Blog didattico', text: 'Consigli per il nuovo anno scolastico.' },
  ];
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-primary-950">Ciao {user.firstName || user.displayName}!</h1>
      <p className="mt-2 text-muted">
        {user.email} · cliente dal {formatLongDate(user.createdAt)}
      </p>
      {missing > 0 ? (
        <p className="mt-6 rounded-lg border border-accent-500/40 bg-accent-100 px-4 py-3 text-sm">
          Completa il tuo{' '}
          <Link to="/profile" className="font-semibold underline">
            profilo
          </Link>{' '}
          con indirizzo e telefono: al momento dell’ordine li troverai già compilati.
        </p>
      ) : null}
      {shop ? (
        <section aria-labelledby="libreria" className="card mt-6 flex items-start gap-4 p-5">
          <Store aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-700" />
          <div>
            <h2 id="libreria" className="text-lg font-semibold">
              La tua libreria
            </h2>
            <p className="mt-1 text-muted">
              <strong className="text-ink">
                {shop.slug}.{siteSuffix}
              </strong>{' '}
              · {STATUS_LABEL[shop.status]}
            </p>
            {shop.status === 'in_attivazione' ? (
              <p className="mt-1 text-sm text-muted">
                Il negozio sarà visibile quando avrai completato l’attivazione (dati della libreria e pagamenti).
              </p>
            ) : null}
          </div>
        </section>
      ) : null}
      <section aria-labelledby="ultimi-ordini" className="mt-8">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="ultimi-ordini" className="text-xl font-bold text-primary-900">
            Ultimi ordini
          </h2>
          {orders.length > 0 ? (
            <Link to="/orders" className="text-sm font-medium text-primary-700 underline">
              Tutti gli ordini
            </Link>
          ) : null}
        </div>
        {orders.length === 0 ? (
          <p className="card mt-3 p-5 text-muted">
            Nessun ordine per ora.{' '}
            <Link to="/search" className="font-medium text-primary-700 underline">
              Trova i libri della classe
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {orders.map((o) => (
              <li key={o.id}>
                <Link
                  to={`/orders/${o.id}`}
                  className="card flex flex-wrap items-center justify-between gap-3 p-4 hover:border-primary-300"
                >
                  <span>
                    <span className="block font-semibold">Ordine {o.number}</span>
                    <span className="block text-sm text-muted">{formatDate(o.createdAt)}</span>
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
      </section>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="card flex h-full items-start gap-4 p-5 hover:border-primary-300">
              <l.icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary-700" />
              <span>
                <span className="block font-semibold text-ink">{l.title}</span>
                <span className="mt-1 block text-sm text-muted">{l.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
