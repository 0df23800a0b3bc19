import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { routeTitle } from '#app/components/ui/page-title.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import type { CatalogFilters } from '#common/catalog/views.ts';
import { formatInt } from '#common/format.ts';
import { sharedPage } from '#common/page-cache.ts';
import { ProductCard } from '../../components/catalog/product-card.tsx';
import { Pager } from '../../components/pager.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/products';

export { loader } from './products.server.ts';

// Shared by every visitor without a session (server/http/page-cache.ts).
export const cache = sharedPage({ shows: ['catalog'] });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: routeTitle(
      matches,
      loaderData?.filters.categoria
        ? `${loaderData.filters.categoria} – Prodotti per la scuola`
        : 'Prodotti per la scuola',
    ),
  },
  {
    name: 'description',
    content:
      'Quaderni, zaini, astucci, penne, colori, calcolatrici e dizionari: tutto il materiale scolastico, con prezzi IVA inclusa.',
  },
];

/** SPEC.md section 9: results refresh 500 ms after the last change. */
const DEBOUNCE_MS = 500;
const RATINGS = ['4', '3', '2', '1'];

function queryOf(filters: CatalogFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set('pagina', String(page));
  return params.size ? `?${params}` : '';
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { filters, categories, products, total, page, pages } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle' && navigation.location?.pathname === '/products';
  const hydrated = useHydrated();
  const [draft, setDraft] = useState(filters);
  // Folded on small screens, the same on the server and after hydration (a panel that
  // folded on hydration shifted the results: CLS 0.25). Without JavaScript the button
  // submits the form with `filtri=1` and the server renders the panel open.
  const [searchParams] = useSearchParams();
  const [showFilters, setShowFilters] = useState(searchParams.get('filtri') === '1');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => setDraft(filters), [filters]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  function change(key: keyof CatalogFilters, value: string) {
    const next = { ...draft, [key]: value };
    setDraft(next);
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => {
      navigate(`/products${queryOf(next)}`, { replace: true, preventScrollReset: true });
    }, DEBOUNCE_MS);
  }

  function applyNow() {
    clearTimeout(timer.current ?? undefined);
    navigate(`/products${queryOf(draft)}`, { replace: true, preventScrollReset: true });
  }

  const active = Object.values(filters).some(Boolean);

  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-primary-900 sm:text-4xl">Prodotti per la scuola</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Tutto il materiale per l’anno scolastico, con prezzi IVA inclusa e spedizione gratuita sopra la soglia.
      </p>

      <Form
        method="get"
        action="/products"
        role="search"
        className="mt-6"
        onSubmit={(event) => {
          // With JavaScript the filters already apply as you type; Enter applies at once.
          event.preventDefault();
          applyNow();
        }}
        onKeyDown={(event) => {
          // Enter in a field would "click" the form's first submit button, which is "Filtri"
          // (a submit only for browsers without JavaScript): apply the filters instead.
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault();
            applyNow();
          }
        }}
      >
        <div className="flex gap-2">
          <label htmlFor="search" className="sr-only">
            Cerca prodotti
          </label>
          <input
            id="search"
            name="search"
            type="search"
            className="field-input"
            placeholder="Cerca quaderni, zaini, penne…"
            value={draft.search}
            onChange={(e) => change('search', e.target.value)}
            maxLength={200}
          />
          <button
            type="submit"
            name="filtri"
            value="1"
            className="btn-outline shrink-0 lg:hidden"
            aria-expanded={showFilters}
            aria-controls="catalog-filters"
            onClick={(event) => {
              event.preventDefault();
              setShowFilters((v) => !v);
            }}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filtri
          </button>
        </div>

        <div className="mt-6 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
          <fieldset
            id="catalog-filters"
            className={`card mb-6 grid gap-4 self-start p-4 lg:mb-0 ${showFilters ? '' : 'hidden lg:grid'}`}
          >
            <legend className="sr-only">Filtri</legend>
            <div>
              <label htmlFor="categoria" className="field-label">
                Categoria
              </label>
              <select
                id="categoria"
                name="categoria"
                className="field-input"
                value={draft.categoria}
                onChange={(e) => change('categoria', e.target.value)}
              >
                <option value="">Tutte le categorie</option>
                {categories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div>
                <label htmlFor="minPrezzo" className="field-label">
                  Prezzo min (€)
                </label>
                <input
                  id="minPrezzo"
                  name="minPrezzo"
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  className="field-input"
                  value={draft.minPrezzo}
                  onChange={(e) => change('minPrezzo', e.target.value)}
                />
              </div>
              <div>
                <label htmlFor="maxPrezzo" className="field-label">
                  Prezzo max (€)
                </label>
                <input
                  id="maxPrezzo"
                  name="maxPrezzo"
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  className="field-input"
                  value={draft.maxPrezzo}
                  onChange={(e) => change('maxPrezzo', e.target.value)}
                />
              </div>
            </div>
            <div>
              <label htmlFor="minValutazione" className="field-label">
                Valutazione minima
              </label>
              <select
                id="minValutazione"
                name="minValutazione"
                className="field-input"
                value={draft.minValutazione}
                onChange={(e) => change('minValutazione', e.target.value)}
              >
                <option value="">Qualsiasi</option>
                {RATINGS.map((r) => (
                  <option key={r} value={r}>
                    {r}+ stelle
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary">
              Applica filtri
            </button>
            {active ? (
              <Link to="/products" className="btn-ghost" preventScrollReset replace>
                <X aria-hidden="true" className="size-4" />
                Cancella filtri
              </Link>
            ) : null}
          </fieldset>

          <section aria-labelledby="risultati" aria-busy={loading}>
            <h2 id="risultati" className="text-base font-semibold text-ink" aria-live="polite">
              {loading
                ? 'Caricamento...'
                : `${formatInt(total)} ${total === 1 ? 'prodotto trovato' : 'prodotti trovati'}`}
            </h2>
            {products.length === 0 ? (
              <div className="card mt-4 p-8 text-center">
                <p className="text-lg font-semibold text-ink">Nessun prodotto trovato</p>
                <p className="mt-1 text-muted">
                  {active ? 'Prova con altre parole o togli qualche filtro.' : 'Il catalogo è ancora vuoto.'}
                </p>
                {active ? (
                  <Link to="/products" className="btn-outline mt-4">
                    Cancella filtri
                  </Link>
                ) : null}
              </div>
            ) : (
              <ul
                className={`mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4 ${loading ? 'opacity-60' : ''}`}
              >
                {products.map((p, index) => (
                  <li key={p.id} className="flex">
                    {/* Two cards a row on a phone: the first row is above the fold. */}
                    <ProductCard product={p} interactive={hydrated} eager={index < 2} />
                  </li>
                ))}
              </ul>
            )}
            <Pager
              page={page}
              pages={pages}
              href={(p) => `/products${queryOf(filters, p)}`}
              label="Pagine dei risultati"
              className="mt-6 justify-center"
            />
          </section>
        </div>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
