import { BookOpen, Search } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { FamilyBookCard } from '#app/components/books/family-book-card.tsx';
import { routeTitle } from '#app/components/ui/page-title.ts';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/search';

export { loader } from './search.server.ts';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: routeTitle(matches, loaderData?.q ? `Libri: ${loaderData.q}` : 'Cerca libri') },
  {
    name: 'description',
    content: 'Cerca un libro di testo per ISBN, titolo o autore: vedi quante scuole lo hanno adottato e il prezzo.',
  },
];

export default function BookSearchPage({ loaderData }: Route.ComponentProps) {
  const { q, books, total, isbn, error } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle' && navigation.location?.pathname === '/libri';
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-primary-900 sm:text-4xl">Cerca libri</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Scrivi l’ISBN (10 o 13 cifre, anche con i trattini) o parole del titolo o dell’autore. Il libro si aggiunge al
        carrello anche fuori dall’elenco di una classe.
      </p>
      <Form method="get" action="/libri" role="search" aria-label="Cerca libri" className="card mt-6 p-4 sm:p-6">
        <label htmlFor="libri-q" className="field-label">
          ISBN, titolo o autore
        </label>
        <div className="flex gap-2">
          <input
            id="libri-q"
            name="q"
            type="search"
            className="field-input"
            defaultValue={q}
            key={q}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Es. 978-88-08-12345-6 oppure Amaldi"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'libri-q-error' : undefined}
          />
          <button type="submit" className="btn-primary shrink-0">
            <Search aria-hidden="true" className="size-5" />
            Cerca
          </button>
        </div>
        {error ? (
          <p id="libri-q-error" className="mt-2 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </Form>

      <section aria-live="polite" aria-busy={loading} className="mt-8">
        {loading ? (
          <p className="text-muted">Caricamento...</p>
        ) : error ? null : !q ? (
          <p className="rounded-card border border-dashed border-line p-6 text-center text-muted">
            Trovi l’ISBN sul retro del libro, sopra il codice a barre, o nell’elenco della classe.
          </p>
        ) : books.length === 0 ? (
          <div className="rounded-card border border-dashed border-line p-8 text-center">
            <BookOpen aria-hidden="true" className="mx-auto size-10 text-muted" />
            <p className="mt-3 font-semibold text-ink" role="status">
              {isbn
                ? `Nessun libro con ISBN ${isbn} negli elenchi delle scuole`
                : 'Nessun libro trovato con queste parole'}
            </p>
            <p className="mt-1 text-muted">
              {isbn
                ? 'Controlla il codice sul retro del libro o chiedi in libreria.'
                : 'Prova con meno parole, con il cognome dell’autore o con l’ISBN.'}
            </p>
          </div>
        ) : (
          <>
            <p className="font-semibold text-ink" role="status">
              {total === 1 ? '1 libro trovato' : `${total} libri trovati`}
              {total > books.length ? ` · sono mostrati i primi ${books.length}` : ''}
            </p>
            <ul className="mt-4 grid gap-3">
              {books.map((b) => (
                <FamilyBookCard key={b.isbn} book={b} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
