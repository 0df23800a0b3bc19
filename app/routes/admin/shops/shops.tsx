import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/shops';

export { loader } from './shops.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'I tuoi negozi');

const ROLE: Record<string, string> = { operator: 'Gestore della piattaforma', owner: 'Titolare', staff: 'Staff' };
const STATUS: Record<string, string> = { attivo: 'Aperto', sospeso: 'Sospeso', in_attivazione: 'In preparazione' };

export default function AdminShops({ loaderData }: Route.ComponentProps) {
  const { shops, here } = loaderData;
  return (
    <AdminPage title="I tuoi negozi" back={shops.some((s) => s.id === here)}>
      {shops.length === 0 ? (
        <p className="card mt-4 p-6 text-muted">
          Il tuo account non gestisce nessun negozio. Se ti hanno invitato nello staff, apri il link dell’e-mail di
          invito.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            Ogni negozio ha il suo pannello al suo indirizzo: aprilo da qui (potrebbe chiederti di accedere di nuovo).
          </p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {shops.map((s) => (
              <li key={s.id} className="card flex items-start gap-3 p-4">
                <Store aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-700" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">
                    {s.name}
                    {s.id === here ? <span className="ml-2 text-sm font-normal text-muted">(questo)</span> : null}
                  </p>
                  <p className="text-sm text-muted">
                    {ROLE[s.role] ?? s.role} · {STATUS[s.status] ?? s.status}
                  </p>
                  {s.id === here ? (
                    <Link to="/admin" className="mt-2 inline-flex font-medium text-primary-700 underline">
                      Apri il pannello
                    </Link>
                  ) : (
                    <a href={s.admin} className="mt-2 inline-flex font-medium text-primary-700 underline">
                      Apri il pannello<span className="sr-only"> di {s.name}</span>
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
