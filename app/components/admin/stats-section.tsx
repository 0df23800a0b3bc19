import { Download } from 'lucide-react';

/** One statistic: the chart (server-made SVG), the same numbers as a table, and its CSV. */
export function StatsSection(props: {
  id: string;
  title: string;
  svg: string | null;
  table: { header: string[]; rows: (string | number)[][] };
  csvUrl: string;
}) {
  const headingId = `stat-${props.id}`;
  return (
    <section aria-labelledby={headingId} className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {props.title}
        </h2>
        <a href={props.csvUrl} className="btn-ghost text-sm" download>
          <Download aria-hidden="true" className="size-4" /> CSV
        </a>
      </div>
      {props.table.rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Nessun dato in questo periodo.</p>
      ) : (
        <>
          {props.svg ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made on the server by ECharts from our own numbers; the table below says the same for screen readers
            <div className="mt-3" dangerouslySetInnerHTML={{ __html: props.svg }} />
          ) : null}
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-medium text-primary-700">Tabella dei dati</summary>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard */}
            <section className="mt-2 max-h-80 overflow-auto" tabIndex={0} aria-label={`Dati: ${props.title}`}>
              <table className="w-full text-left">
                <caption className="sr-only">{props.title}</caption>
                <thead>
                  <tr className="border-b border-line">
                    {props.table.header.map((h) => (
                      <th key={h} scope="col" className="px-2 py-1">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {props.table.rows.map((row) => (
                    <tr key={row.join('|')} className="border-b border-line">
                      {row.map((cell, i) => (
                        <td key={`${props.table.header[i]}`} className="px-2 py-1">
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </details>
        </>
      )}
    </section>
  );
}
