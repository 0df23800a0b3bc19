import { Rss, Search, X } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { routeTitle } from '#app/components/ui/page-title.ts';
import { sharedPage } from '#common/page-cache.ts';
import { ArticleCard } from '../../components/blog/article-card.tsx';
import { Pager } from '../../components/pager.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/list';

export { loader } from './list.server.ts';

// Shared by every visitor without a session (server/http/page-cache.ts).
export const cache = sharedPage({ shows: ['blog'] });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: routeTitle(
      matches,
      loaderData?.filters.categoria ? `${loaderData.filters.categoria} – Blog didattico` : 'Blog didattico',
    ),
  },
  {
    name: 'description',
    content:
      'Consigli per studenti e famiglie: libri di testo, metodo di studio, corredo scolastico e inizio della scuola.',
  },
  {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: 'Blog didattico (RSS)',
    href: '/blog/rss.xml',
  },
];

function href(filters: { categoria: string; q: string }, page = 1): string {
  const params = new URLSearchParams();
  if (filters.categoria) params.set('categoria', filters.categoria);
  if (filters.q) params.set('q', filters.q);
  if (page > 1) params.set('pagina', String(page));
  return `/blog${params.size ? `?${params}` : ''}`;
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { filters, categories, articles, total, page, pages } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/blog';
  const filtered = Boolean(filters.categoria || filters.q);

  return (
    <div className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-primary-900 sm:text-4xl">Blog didattico</h1>
          <p className="mt-2 max-w-2xl text-lg text-muted">
            Consigli per studenti e famiglie, dalla lista dei libri al primo giorno.
          </p>
        </div>
        <a
          href="/blog/rss.xml"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary-700 underline"
        >
          <Rss aria-hidden="true" className="size-4" /> Feed RSS
        </a>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="grid content-start gap-6">
          <Form method="get" action="/blog" role="search" className="card p-4">
            <label htmlFor="q" className="field-label">
              Cerca nel blog
            </label>
            <div className="flex gap-2">
              <input id="q" name="q" type="search" defaultValue={filters.q} className="field-input" maxLength={120} />
              {filters.categoria ? <input type="hidden" name="categoria" value={filters.categoria} /> : null}
              <button type="submit" className="btn-primary shrink-0 px-3" aria-label="Cerca">
                <Search aria-hidden="true" className="size-4" />
              </button>
            </div>
          </Form>
          <nav aria-labelledby="categorie" className="card p-4">
            <h2 id="categorie" className="font-semibold text-ink">
              Categorie
            </h2>
            <ul className="mt-2 grid gap-1">
              <li>
                <Link
                  to={href({ categoria: '', q: filters.q })}
                  aria-current={!filters.categoria ? 'page' : undefined}
                  className={`flex min-h-11 items-center justify-between rounded-md px-2 ${!filters.categoria ? 'bg-primary-50 font-semibold text-primary-800' : 'hover:bg-surface'}`}
                >
                  Tutti gli articoli
                </Link>
              </li>
              {categories.map((c) => (
                <li key={c.id}>
                  <Link
                    to={href({ categoria: c.name, q: filters.q })}
                    aria-current={filters.categoria === c.name ? 'page' : undefined}
                    className={`flex min-h-11 items-center justify-between rounded-md px-2 ${filters.categoria === c.name ? 'bg-primary-50 font-semibold text-primary-800' : 'hover:bg-surface'}`}
                  >
                    {c.name}
                    <span className="text-sm text-muted">{c.articles}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <section aria-labelledby="articoli" aria-busy={loading}>
          <h2 id="articoli" className="sr-only">
            Articoli
          </h2>
          {filtered ? (
            <div className="mb-4 flex flex-wrap items-center gap-2">
              <span className="sr-only">Filtri attivi:</span>
              {filters.categoria ? (
                <Link
                  to={href({ categoria: '', q: filters.q })}
                  className="inline-flex min-h-9 items-center gap-1 rounded-full bg-primary-50 px-3 text-sm font-medium text-primary-800"
                >
                  Categoria: {filters.categoria}
                  <X aria-hidden="true" className="size-4" />
                  <span className="sr-only">(togli)</span>
                </Link>
              ) : null}
              {filters.q ? (
                <Link
                  to={href({ categoria: filters.categoria, q: '' })}
                  className="inline-flex min-h-9 items-center gap-1 rounded-full bg-primary-50 px-3 text-sm font-medium text-primary-800"
                >
                  Ricerca: «{filters.q}»
                  <X aria-hidden="true" className="size-4" />
                  <span className="sr-only">(togli)</span>
                </Link>
              ) : null}
              <Link to="/blog" className="text-sm font-medium text-primary-700 underline">
                Cancella filtri
              </Link>
            </div>
          ) : null}
          <p className="mb-3 text-sm text-muted" aria-live="polite">
            {loading ? 'Caricamento...' : total === 1 ? '1 articolo' : `${total} articoli`}
          </p>
          {articles.length === 0 ? (
            <div className="card p-8 text-center">
              {filtered ? (
                <>
                  <p className="text-lg font-semibold">Nessun articolo corrisponde alla ricerca</p>
                  <p className="mt-1 text-muted">Prova con altre parole o scegli un’altra categoria.</p>
                  <Link to="/blog" className="btn-outline mt-4">
                    Vedi tutti gli articoli
                  </Link>
                </>
              ) : (
                <>
                  <p className="text-lg font-semibold">Non ci sono ancora articoli</p>
                  <p className="mt-1 text-muted">Torna presto: stiamo preparando i primi consigli.</p>
                </>
              )}
            </div>
          ) : (
            <ul className={`grid gap-5 md:grid-cols-2 ${loading ? 'opacity-60' : ''}`}>
              {articles.map((a) => (
                <li key={a.id}>
                  <ArticleCard article={a} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pages={pages}
            href={(p) => href(filters, p)}
            label="Pagine del blog"
            previous="Precedenti"
            next="Successivi"
            className="mt-6 justify-center"
          />
        </section>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
