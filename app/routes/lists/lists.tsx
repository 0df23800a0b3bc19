import { ListChecks } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FamilyListCard, type ListCardData } from '#app/components/lists/family-list-card.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import type { FamilyList } from '#common/lists/views.ts';
import type { Adoption } from '#common/schools/views.ts';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { apiFetch } from '../../lib/api.ts';
import { type BrowserList, browserLists, useBrowserLists } from '../../lib/lists/browser-lists.ts';
import type { Route } from './+types/lists';

export { loader } from './lists.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Le mie liste');

const fromAccount = (l: FamilyList): ListCardData => ({
  id: l.id,
  nome: l.nome,
  codiceScuola: l.codiceScuola,
  nomeScuola: l.scuola?.nomeScuola ?? null,
  classe: l.classe,
  sezione: l.sezione,
  combinazione: l.combinazione,
  owned: l.owned,
  books: l.books,
});

/** A list kept in the browser gets its books from the class list of its school. */
function useBrowserListBooks(lists: BrowserList[]): Record<string, Adoption[]> {
  const [books, setBooks] = useState<Record<string, Adoption[]>>({});
  const wanted = lists.map((l) => `${l.codiceScuola}|${l.classe}|${l.sezione}`).join(',');
  // `wanted` names the classes to read: fetch again only when one is added.
  useEffect(() => {
    let cancelled = false;
    for (const key of new Set(wanted.split(',').filter(Boolean))) {
      const [codiceScuola = '', classe = '', sezione = ''] = key.split('|');
      const query = new URLSearchParams({ codiceScuola, classe, sezione });
      apiFetch<{ adozioni: Adoption[] }>(`/api/adoptions?${query}`)
        .then(({ adozioni }) => {
          if (!cancelled) setBooks((current) => ({ ...current, [key]: adozioni }));
        })
        .catch(() => {
          if (!cancelled) setBooks((current) => ({ ...current, [key]: [] }));
        });
    }
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  return books;
}

export default function ListsPage({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const signedIn = loaderData.lists !== null;
  const [saved, setSaved] = useState<FamilyList[]>(loaderData.lists ?? []);
  // A new loader answer (the browser's lists moved in at sign-in) replaces what we show.
  useEffect(() => setSaved(loaderData.lists ?? []), [loaderData.lists]);
  const local = useBrowserLists();
  const localBooks = useBrowserListBooks(signedIn ? [] : local);

  const cards: { data: ListCardData; setOwned: (owned: string[]) => Promise<void>; remove: () => Promise<void> }[] =
    signedIn
      ? saved.map((l) => ({
          data: fromAccount(l),
          setOwned: async (owned) => {
            const { list } = await apiFetch<{ list: FamilyList }>(`/api/lists/${l.id}`, {
              method: 'PUT',
              body: {
                nome: l.nome,
                codiceScuola: l.codiceScuola,
                classe: l.classe,
                sezione: l.sezione,
                combinazione: l.combinazione,
                owned,
              },
            });
            setSaved((current) => current.map((c) => (c.id === list.id ? list : c)));
          },
          remove: async () => {
            await apiFetch(`/api/lists/${l.id}`, { method: 'DELETE' });
            setSaved((current) => current.filter((c) => c.id !== l.id));
          },
        }))
      : local.map((l) => {
          const books = localBooks[`${l.codiceScuola}|${l.classe}|${l.sezione}`];
          return {
            data: {
              id: l.localId,
              nome: l.nome,
              codiceScuola: l.codiceScuola,
              nomeScuola: l.nomeScuola,
              classe: l.classe,
              sezione: l.sezione,
              combinazione: l.combinazione,
              owned: l.owned,
              books: books ? books.filter((b) => !l.combinazione || b.combinazione === l.combinazione) : null,
            },
            setOwned: async (owned) => browserLists.setOwned(l.localId, owned),
            remove: async () => browserLists.remove(l.localId),
          };
        });

  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-primary-900">Le mie liste</h1>
      <p className="mt-1 text-muted">
        Una lista per ogni figlio: la classe, i libri da comprare e quelli che avete già.
      </p>
      {!signedIn && hydrated && local.length > 0 ? (
        <p className="mt-4 rounded-card bg-primary-50 p-3 text-sm text-primary-900">
          Queste liste sono salvate solo in questo browser.{' '}
          <Link to="/auth/login?redirect=%2Fliste" className="font-semibold underline">
            Accedi
          </Link>{' '}
          per ritrovarle su ogni dispositivo: passano al tuo account.
        </p>
      ) : null}
      {!signedIn && !hydrated ? (
        <p className="mt-6 text-muted" role="status">
          Caricamento delle liste…
        </p>
      ) : cards.length === 0 ? (
        <div className="card mt-6 p-8 text-center">
          <ListChecks aria-hidden="true" className="mx-auto size-12 text-primary-300" />
          <h2 className="mt-4 text-xl font-bold text-primary-900">Nessuna lista salvata</h2>
          <p className="mt-2 text-muted">
            Cerca la scuola, scegli classe e sezione e premi «Salva nelle mie liste»: la ritrovi qui con il nome di tuo
            figlio.
          </p>
          <Link to="/search" className="btn-primary mt-6">
            Cerca la scuola
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-4">
          {cards.map((c) => (
            <FamilyListCard
              key={c.data.id}
              list={c.data}
              hydrated={hydrated}
              onOwnedChange={c.setOwned}
              onDelete={c.remove}
            />
          ))}
          <Link to="/search" className="btn-outline justify-self-start">
            Aggiungi la lista di un altro figlio
          </Link>
        </div>
      )}
      <noscript>
        <p className="mt-4 text-sm text-danger">Le liste hanno bisogno di JavaScript attivo nel browser.</p>
      </noscript>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
