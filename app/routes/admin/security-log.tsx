import { Form, Link } from 'react-router';
import { routeTitle } from '#app/components/ui/page-title.ts';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/security-log';

export { loader } from './security-log.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: routeTitle(matches, 'Registro di sicurezza') },
  { name: 'robots', content: 'noindex' },
];

const dateTime = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Rome',
});

const LEVEL_CLASS = {
  info: 'bg-primary-50 text-primary-800',
  warn: 'bg-accent-100 text-warning',
  error: 'bg-danger/10 text-danger',
};

export default function SecurityLog({ loaderData }: Route.ComponentProps) {
  const { filters, entries, total, page, pages } = loaderData;
  const pageHref = (p: number) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(filters)) if (v && k !== 'page') params.set(k, String(v));
    params.set('page', String(p));
    return `?${params}`;
  };
  return (
    <div className="container-page py-8 sm:py-12">
      <p className="text-sm">
        <Link to="/admin" className="font-medium text-primary-700 underline underline-offset-2">
          ← Pannello
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-primary-950">Registro di sicurezza</h1>
      <Form method="get" className="card mt-6 grid gap-4 p-4 sm:grid-cols-5 sm:items-end">
        <div>
          <label htmlFor="f-category" className="field-label">
            Categoria
          </label>
          <select id="f-category" name="category" defaultValue={filters.category ?? ''} className="field-input">
            <option value="">Tutte</option>
            {loaderData.categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-level" className="field-label">
            Livello
          </label>
          <select id="f-level" name="level" defaultValue={filters.level ?? ''} className="field-input">
            <option value="">Tutti</option>
            <option value="info">info</option>
            <option value="warn">warn</option>
            <option value="error">error</option>
          </select>
        </div>
        <div>
          <label htmlFor="f-source" className="field-label">
            Origine
          </label>
          <select id="f-source" name="source" defaultValue={filters.source ?? ''} className="field-input">
            <option value="">Tutte</option>
            <option value="server">server</option>
            <option value="browser">browser</option>
          </select>
        </div>
        <div>
          <label htmlFor="f-q" className="field-label">
            Testo
          </label>
          <input
            id="f-q"
            name="q"
            defaultValue={filters.q ?? ''}
            className="field-input"
            placeholder="messaggio, URL o IP"
          />
        </div>
        <button type="submit" className="btn-primary">
          Filtra
        </button>
      </Form>
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {total === 1 ? '1 voce' : `${total} voci`}
      </p>
      {entries.length === 0 ? (
        <p className="card mt-4 p-6 text-muted">Nessuna voce con questi filtri.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-card border border-line">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Voci del registro di sicurezza, dalla più recente</caption>
            <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Quando
                </th>
                <th scope="col" className="px-3 py-2">
                  Livello
                </th>
                <th scope="col" className="px-3 py-2">
                  Categoria
                </th>
                <th scope="col" className="px-3 py-2">
                  Messaggio
                </th>
                <th scope="col" className="px-3 py-2">
                  URL
                </th>
                <th scope="col" className="px-3 py-2">
                  IP
                </th>
                <th scope="col" className="px-3 py-2">
                  Origine
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {entries.map((e) => (
                <tr key={e.id} className="align-top">
                  <td className="whitespace-nowrap px-3 py-2">{dateTime.format(new Date(e.timestamp))}</td>
                  <td className="px-3 py-2">
                    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${LEVEL_CLASS[e.level]}`}>
                      {e.level}
                    </span>
                  </td>
                  <td className="px-3 py-2 font-medium">{e.category}</td>
                  <td className="px-3 py-2">
                    {e.message}
                    {e.data ? (
                      <span className="mt-1 block break-all font-mono text-xs text-muted">{e.data}</span>
                    ) : null}
                  </td>
                  <td className="break-all px-3 py-2">{e.url}</td>
                  <td className="px-3 py-2">{e.ip}</td>
                  <td className="px-3 py-2">{e.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label="Pagine" className="mt-4 flex items-center gap-3">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className="btn-outline">
              Precedente
            </Link>
          ) : null}
          <span className="text-sm text-muted">
            Pagina {page} di {pages}
          </span>
          {page < pages ? (
            <Link to={pageHref(page + 1)} className="btn-outline">
              Successiva
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
