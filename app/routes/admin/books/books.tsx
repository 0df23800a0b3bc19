import { useEffect, useState } from 'react';
import { FormMessage } from '#app/components/accounts/form-parts.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { BookEditDialog } from '#app/components/admin/book-edit-dialog.tsx';
import { EnrichBooks } from '#app/components/admin/enrich-books.tsx';
import { type Column, DataTable } from '#app/components/ui/data-table.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { readableName, readableTitle } from '#common/format/readable-case.ts';
import { formatEuro } from '#common/format.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/books';

export { action, loader } from './books.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Libri');

type Book = Route.ComponentProps['loaderData']['books'][number];

function columns(edit: (book: Book) => void): Column<Book>[] {
  return [
    {
      id: 'cover',
      header: 'Copertina',
      hideHeader: true,
      cell: (b) =>
        b.copertina ? (
          <img
            src={b.copertina}
            alt=""
            width={40}
            height={56}
            className="h-14 w-10 rounded object-cover"
            loading="lazy"
          />
        ) : (
          <span className="block h-14 w-10 rounded bg-surface" />
        ),
    },
    {
      id: 'book',
      header: 'Libro',
      cell: (b) => (
        <>
          <span className="block font-medium">{readableTitle(b.titolo)}</span>
          <span className="block text-xs text-muted">
            {[b.autore ? readableName(b.autore) : null, b.editore, `ISBN ${b.isbn}`].filter(Boolean).join(' · ')}
          </span>
          {b.enriched ? (
            <span className="mt-1 inline-flex rounded-full bg-primary-50 px-2 text-xs text-primary-800">
              Arricchito
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'price',
      header: 'Copertina (€)',
      className: 'whitespace-nowrap text-right',
      cell: (b) => (b.prezzo === null ? '—' : formatEuro(b.prezzo)),
    },
    {
      id: 'shop',
      header: 'Negozio (€)',
      className: 'whitespace-nowrap text-right',
      cell: (b) => (
        <span className={b.personalizzato.prezzoVendita ? 'font-semibold text-primary-800' : ''}>
          {b.prezzoVendita === null ? '—' : formatEuro(b.prezzoVendita)}
        </span>
      ),
    },
    { id: 'available', header: 'In vendita', cell: (b) => (b.disponibile ? 'Sì' : 'No') },
    {
      id: 'edit',
      header: 'Azioni',
      hideHeader: true,
      cell: (b) => (
        <button type="button" className="btn-outline text-sm" onClick={() => edit(b)}>
          Modifica <span className="sr-only">{readableTitle(b.titolo)}</span>
        </button>
      ),
    },
  ];
}

export default function AdminBooks({ loaderData, actionData }: Route.ComponentProps) {
  const { books, total, page, pages, notice, codiceScuola, enrichment } = loaderData;
  const [editing, setEditing] = useState<Book | null>(null);
  // A save that went through closes the dialog; a refusal keeps it open with the reason.
  useEffect(() => {
    if (actionData?.done) setEditing(null);
  }, [actionData]);
  return (
    <AdminPage title="Libri">
      <div className="mt-4" aria-live="polite">
        <FormMessage success={actionData?.done} />
      </div>
      <EnrichBooks configured={enrichment} codiceScuola={codiceScuola} isbns={books.map((b) => b.isbn)} />
      <DataTable
        caption="Libri adottati nelle scuole, con i prezzi del negozio"
        columns={columns(setEditing)}
        rows={books}
        rowKey={(b) => b.isbn}
        minWidth="min-w-[48rem]"
        filters={[
          { name: 'q', label: 'Cerca', kind: 'search', placeholder: 'Titolo, autore, editore o ISBN' },
          { name: 'codiceScuola', label: 'Codice scuola', kind: 'search', placeholder: 'Es. CAMM80001N' },
        ]}
        filterLabel="Cerca"
        notice={notice ?? undefined}
        count={total === 1 ? '1 libro' : `${total} libri`}
        empty="Nessun libro corrisponde alla ricerca."
        page={page}
        pages={pages}
      />
      <BookEditDialog
        // The row as the loader has it now (a new cover shows at once after it is saved).
        book={editing ? (books.find((b) => b.isbn === editing.isbn) ?? editing) : null}
        onClose={() => setEditing(null)}
        errors={actionData?.done ? undefined : actionData?.fields}
        error={actionData?.done ? undefined : actionData?.error}
      />
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
