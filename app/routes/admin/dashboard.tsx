import {
  BarChart3,
  BookMarked,
  Database,
  Globe,
  KeyRound,
  Newspaper,
  Package,
  Percent,
  ShieldCheck,
  ShoppingBag,
  Store,
  UserPlus,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { ShopToday } from '#app/components/admin/shop-today.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatInt } from '#common/format.ts';
import { LogoutButton } from '../../components/accounts/logout-button.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/dashboard';

export { loader } from './dashboard.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Pannello di amministrazione');

type Tile = {
  to: string;
  icon: typeof Package;
  title: string;
  text: string;
  operatorOnly?: boolean;
  ownersOnly?: boolean;
};

const tiles: Tile[] = [
  { to: '/admin/orders', icon: ShoppingBag, title: 'Ordini', text: 'Ordini, pagamenti e ritiri' },
  { to: '/admin/books', icon: BookMarked, title: 'Libri', text: 'Libri di testo e prezzi del negozio' },
  {
    to: '/admin/prezzi',
    icon: Percent,
    title: 'Sconto sui libri',
    text: 'Sconto sui libri di testo, per editore',
    ownersOnly: true,
  },
  { to: '/admin/stats', icon: BarChart3, title: 'Statistiche', text: 'Vendite, ordini e visite' },
  { to: '/admin/staff', icon: UserPlus, title: 'Staff', text: 'Chi lavora nel negozio, inviti', ownersOnly: true },
  {
    to: '/admin/negozio',
    icon: Store,
    title: 'Il tuo negozio',
    text: 'Dati legali, contatti, IBAN, spedizione',
    ownersOnly: true,
  },
  { to: '/admin/domain', icon: Globe, title: 'Dominio', text: 'L’indirizzo proprio del negozio', ownersOnly: true },
  { to: '/admin/products', icon: Package, title: 'Prodotti', text: 'Catalogo del materiale scolastico' },
  { to: '/admin/blog', icon: Newspaper, title: 'Blog', text: 'Articoli e commenti', operatorOnly: true },
  { to: '/admin/users', icon: Users, title: 'Utenti', text: 'Clienti, staff e titolari' },
  {
    to: '/admin/negozi',
    icon: Store,
    title: 'Negozi',
    text: 'Le librerie: aprire o sospendere',
    operatorOnly: true,
  },
  { to: '/admin/import', icon: Database, title: 'Dati del Ministero', text: 'Scuole e adozioni', operatorOnly: true },
  {
    to: '/admin/two-factor',
    icon: KeyRound,
    title: 'Verifica in due passaggi',
    text: 'Codice dall’app oltre alla password',
  },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const operator = loaderData.role === 'operator';
  return (
    <div className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-primary-700">
            Area riservata · {loaderData.shopName}
            {loaderData.otherShops ? (
              <>
                {' · '}
                <Link to="/admin/negozi" className="underline">
                  Cambia negozio
                </Link>
              </>
            ) : null}
          </p>
          <h1 className="mt-1 text-3xl font-bold text-primary-950">Benvenuto, {loaderData.username}</h1>
        </div>
        <LogoutButton className="btn-outline" />
      </div>

      <ShopToday today={loaderData.today} operator={operator} />

      {operator ? (
        <section aria-labelledby="panoramica" className="mt-8">
          <h2 id="panoramica" className="text-lg font-semibold">
            Panoramica
          </h2>
          <dl className="mt-3 grid gap-4 sm:grid-cols-3">
            {loaderData.stats.map((s) => (
              <div key={s.key} className="card p-5" data-testid={`stat-${s.key}`}>
                <dt className="text-sm text-muted">{s.label}</dt>
                <dd className="mt-1 text-3xl font-bold text-primary-950">
                  {s.value === null ? (
                    <span className="text-base font-medium text-muted">non ancora disponibile</span>
                  ) : (
                    formatInt(s.value)
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="gestione" className="mt-10">
        <h2 id="gestione" className="text-lg font-semibold">
          Gestione
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tiles
            .filter((t) => (operator || !t.operatorOnly) && (loaderData.role !== 'staff' || !t.ownersOnly))
            .map((t) => (
              <li key={t.to}>
                <Link to={t.to} className="card flex h-full items-start gap-4 p-5 hover:border-primary-300">
                  <t.icon aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-primary-700" />
                  <span>
                    <span className="block text-lg font-semibold text-ink">{t.title}</span>
                    <span className="mt-1 block text-sm text-muted">{t.text}</span>
                    {t.to === '/admin/blog' && loaderData.pendingComments > 0 ? (
                      <span className="mt-2 inline-flex rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-ink">
                        {loaderData.pendingComments === 1
                          ? '1 commento da approvare'
                          : `${formatInt(loaderData.pendingComments)} commenti da approvare`}
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
        </ul>
        {operator ? (
          <p className="mt-6">
            <Link
              to="/admin/security"
              className="inline-flex min-h-11 items-center gap-2 font-medium text-primary-700 underline underline-offset-2"
            >
              <ShieldCheck aria-hidden="true" className="size-5" />
              Registro di sicurezza
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
