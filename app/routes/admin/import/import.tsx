import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { ImportForm } from '#app/components/admin/import/import-form.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDateTime, formatInt } from '#common/format.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/import';

export { loader } from './import.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Importazione dati del Ministero');

const STATUS: Record<string, string> = {
  in_coda: 'In coda',
  in_corso: 'In corso',
  completata: 'Completata',
  fallita: 'Fallita',
  interrotta: 'Interrotta',
};

export default function AdminImport({ loaderData }: Route.ComponentProps) {
  const { imports, counts } = loaderData;
  return (
    <AdminPage title="Dati del Ministero">
      <p className="mt-2 max-w-3xl text-sm text-muted">
        Scuole e adozioni dai file open data del Ministero. Il negozio continua a mostrare i dati precedenti finché ogni
        file non è importato per intero; un’importazione alla volta.
      </p>
      <ImportForm />

      <section aria-labelledby="storico" className="card mt-6 p-4 sm:p-5">
        <h2 id="storico" className="text-lg font-semibold">
          Importazioni
        </h2>
        {imports.length === 0 ? <p className="mt-2 text-sm text-muted">Nessuna importazione dal pannello.</p> : null}
        <ol className="mt-2 grid gap-3">
          {imports.map((run) => (
            <li key={run.id} className="rounded-md border border-line p-3 text-sm" data-testid="import-run">
              <p className="font-medium">
                {formatDateTime(run.createdAt)} · {STATUS[run.status] ?? run.status} · {formatInt(run.rows)} righe
                {run.error ? <span className="block text-danger">{run.error}</span> : null}
              </p>
              <ul className="mt-1 grid gap-1">
                {run.files.map((f) => {
                  const rejected = Object.values(f.rejected).reduce((n, v) => n + v, 0);
                  return (
                    <li key={f.file} className="break-all">
                      {f.file}: {formatInt(f.imported)} importate di {formatInt(f.rows)}
                      {f.duplicates ? `, ${formatInt(f.duplicates)} doppie unite` : ''}
                      {rejected ? `, ${formatInt(rejected)} scartate` : ''}
                      {f.rejectedDownload ? (
                        <>
                          {' · '}
                          <a href={f.rejectedDownload} className="text-primary-700 underline" download>
                            righe scartate (CSV)
                          </a>
                        </>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="conteggi" className="card mt-6 p-4 sm:p-5">
        <h2 id="conteggi" className="text-lg font-semibold">
          Dati presenti
        </h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard */}
        <section className="mt-2 overflow-x-auto" tabIndex={0} aria-label="Scuole e adozioni per regione">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Scuole e adozioni per regione e anno scolastico</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-2">
                  Regione
                </th>
                <th scope="col" className="py-1 pr-2">
                  Anno
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  Scuole
                </th>
                <th scope="col" className="py-1 text-right">
                  Adozioni
                </th>
              </tr>
            </thead>
            <tbody>
              {counts.schools.map((s) => {
                const a = counts.adoptions.find((x) => x.region === s.region && x.schoolYear === s.schoolYear);
                return (
                  <tr key={`${s.region}-${s.schoolYear}`} className="border-b border-line">
                    <td className="py-1 pr-2">{s.region}</td>
                    <td className="py-1 pr-2">{s.schoolYear}</td>
                    <td className="py-1 pr-2 text-right">{formatInt(s.schools)}</td>
                    <td className="py-1 text-right">{a ? formatInt(a.adoptions) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      </section>
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
