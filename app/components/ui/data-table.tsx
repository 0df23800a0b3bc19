import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Form, Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { Pager } from '../pager.tsx';

/**
 * One column of a DataTable. `sort` names the URL value (`?sort=<sort>&dir=asc|desc`) the
 * loader orders by; a column without it is not sortable.
 */
export type Column<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Header read by screen readers only (an actions column). */
  hideHeader?: boolean;
  className?: string;
  sort?: string;
};

/** A filter above the table: a text box, a date or a select, its value in the URL under `name`. */
export type Filter =
  | { name: string; label: string; kind: 'search'; placeholder?: string }
  | { name: string; label: string; kind: 'date' }
  | {
      name: string;
      label: string;
      kind: 'select';
      /** The choice that leaves the filter off ("Tutte"). */
      all: string;
      options: ReadonlyArray<string | { value: string; label: string }>;
    };

/** The current URL's query with some values replaced (page dropped unless given). */
function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return `?${next}`;
}

function FilterBar({ filters, submitLabel }: { filters: ReadonlyArray<Filter>; submitLabel: string }) {
  const [params] = useSearchParams();
  const id = useId();
  const sort = params.get('sort');
  const dir = params.get('dir');
  return (
    <Form method="get" role="search" className="card mt-6 flex flex-wrap items-end gap-3 p-4">
      {filters.map((f) => (
        <div key={f.name} className={f.kind === 'search' ? 'min-w-56 flex-1' : 'min-w-40'}>
          <label htmlFor={`${id}-${f.name}`} className="field-label">
            {f.label}
          </label>
          {f.kind === 'search' ? (
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              type="search"
              defaultValue={params.get(f.name) ?? ''}
              placeholder={f.placeholder}
              className="field-input"
            />
          ) : f.kind === 'date' ? (
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              type="date"
              defaultValue={params.get(f.name) ?? ''}
              className="field-input"
            />
          ) : (
            <select
              id={`${id}-${f.name}`}
              name={f.name}
              defaultValue={params.get(f.name) ?? ''}
              className="field-input"
            >
              <option value="">{f.all}</option>
              {f.options.map((o) => {
                const option = typeof o === 'string' ? { value: o, label: o } : o;
                return (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                );
              })}
            </select>
          )}
        </div>
      ))}
      {sort ? <input type="hidden" name="sort" value={sort} /> : null}
      {dir ? <input type="hidden" name="dir" value={dir} /> : null}
      <button type="submit" className="btn-primary">
        {submitLabel}
      </button>
    </Form>
  );
}

function SortHeader<Row>({ column, params }: { column: Column<Row>; params: URLSearchParams }) {
  const active = params.get('sort') === column.sort;
  const dir = active && params.get('dir') === 'desc' ? 'desc' : active ? 'asc' : null;
  const next = dir === 'asc' ? 'desc' : 'asc';
  const Icon = dir === 'asc' ? ArrowUp : dir === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <Link
      to={withParams(params, { sort: column.sort ?? null, dir: next })}
      preventScrollReset
      className="inline-flex min-h-11 items-center gap-1 underline-offset-2 hover:underline"
    >
      {column.header}
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{dir === 'asc' ? ', ordina dal più alto' : ', ordina dal più basso'}</span>
    </Link>
  );
}

/**
 * A table from column definitions: filters, sorting and page in the URL (so a link or the
 * back button gives the same view, and it works without JavaScript), a scroll region that
 * keyboard users can reach and scroll on narrow screens, a live count and an empty state.
 */
export function DataTable<Row>(props: {
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string | number;
  /** What the live line says when idle ("12 utenti"). */
  count: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  filters?: ReadonlyArray<Filter>;
  filterLabel?: string;
  page?: number;
  pages?: number;
  /** A message replacing the count for a moment ("Prodotto salvato"). */
  notice?: string;
  /** Minimum width before the region scrolls sideways (Tailwind class). */
  minWidth?: string;
  rowClassName?: string;
}) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const captionId = useId();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const { columns } = props;

  return (
    <>
      {props.filters ? <FilterBar filters={props.filters} submitLabel={props.filterLabel ?? 'Filtra'} /> : null}
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {loading ? 'Caricamento...' : props.notice || props.count}
      </p>
      {props.rows.length === 0 ? (
        <div className="card mt-4 p-6 text-muted">{props.empty}</div>
      ) : (
        <section
          aria-labelledby={captionId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="relative mt-4 overflow-x-auto rounded-card border border-line focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          <table className={`w-full text-left text-sm ${props.minWidth ?? 'min-w-[40rem]'}`}>
            <caption id={captionId} className="sr-only">
              {props.caption}
            </caption>
            <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
              <tr>
                {columns.map((c) => {
                  const active = c.sort && params.get('sort') === c.sort;
                  return (
                    <th
                      key={c.id}
                      scope="col"
                      className="px-3 py-2"
                      aria-sort={active ? (params.get('dir') === 'desc' ? 'descending' : 'ascending') : undefined}
                    >
                      {c.hideHeader ? (
                        <span className="sr-only">{c.header}</span>
                      ) : c.sort ? (
                        <SortHeader column={c} params={params} />
                      ) : (
                        c.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {props.rows.map((row) => (
                <tr key={props.rowKey(row)} className={props.rowClassName}>
                  {columns.map((c) => (
                    <td key={c.id} className={`px-3 py-2 ${c.className ?? ''}`}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {props.page && props.pages ? (
        <Pager page={props.page} pages={props.pages} href={(p) => withParams(params, { page: String(p) })} />
      ) : null}
    </>
  );
}
