import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { routeTitle } from '#app/components/ui/page-title.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import type { ArticleView } from '#common/blog/views.ts';
import { formatDate, formatInt } from '#common/format.ts';
import { ArticleFormDialog } from '../../components/admin/article-form-dialog.tsx';
import { AdminLoadError } from '../../components/admin/load-error.tsx';
import { ApiError, apiFetch } from '../../lib/api.ts';
import type { Route } from './+types/blog';

export { loader } from './blog.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: routeTitle(matches, 'Blog') },
  { name: 'robots', content: 'noindex' },
];

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { articles, total, categories, pending, username } = loaderData;
  const [editing, setEditing] = useState<ArticleView | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const hydrated = useHydrated();
  const revalidator = useRevalidator();

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      setNotice(done);
      revalidator.revalidate();
    } catch (error) {
      setNotice(error instanceof ApiError ? error.message : 'Errore di connessione');
    }
  }

  function remove(article: ArticleView) {
    if (!window.confirm('Sei sicuro di voler eliminare questo articolo?')) return;
    void run(
      () => apiFetch(`/api/blog/articles?articleId=${article.id}`, { method: 'DELETE' }),
      `Articolo “${article.title}” eliminato.`,
    );
  }

  return (
    <div className="container-page py-8 sm:py-12">
      <p className="text-sm">
        <Link to="/admin" className="font-medium text-primary-700 underline underline-offset-2">
          ← Pannello
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-primary-950">Blog</h1>
        <button type="button" className="btn-primary" disabled={!hydrated} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Nuovo articolo
        </button>
      </div>
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {notice || `${formatInt(total)} ${total === 1 ? 'articolo' : 'articoli'}`}
      </p>

      {articles.length === 0 ? (
        <div className="card mt-4 p-8 text-center">
          <p className="text-lg font-semibold">Non ci sono ancora articoli</p>
          <p className="mt-1 text-muted">Scrivi il primo consiglio per le famiglie.</p>
          <button type="button" className="btn-primary mt-4" disabled={!hydrated} onClick={() => setEditing('new')}>
            Crea Primo Articolo
          </button>
        </div>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-card border border-line">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Articoli del blog, dal più recente</caption>
            <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Titolo
                </th>
                <th scope="col" className="px-3 py-2">
                  Autore
                </th>
                <th scope="col" className="px-3 py-2">
                  Data
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Letture
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Mi piace
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Commenti
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Azioni</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {articles.map((a) => {
                const scheduled = a.status === 'published' && new Date(a.publishedAt) > new Date();
                return (
                  <tr key={a.id}>
                    <td className="max-w-md px-3 py-2">
                      <span className="block font-medium text-ink">{a.title}</span>
                      <span className="line-clamp-1 text-xs text-muted">{a.shortExcerpt}</span>
                      {a.status === 'draft' || scheduled ? (
                        <span className="mt-1 inline-flex rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold">
                          {a.status === 'draft' ? 'Bozza' : 'Programmato'}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">{a.author}</td>
                    <td className="whitespace-nowrap px-3 py-2">{formatDate(a.publishedAt)}</td>
                    <td className="px-3 py-2 text-right">{formatInt(a.views)}</td>
                    <td className="px-3 py-2 text-right">{formatInt(a.likes)}</td>
                    <td className="px-3 py-2 text-right">{formatInt(a.commentsCount)}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right">
                      <button
                        type="button"
                        className="btn-ghost min-h-11 px-2 text-sm"
                        disabled={!hydrated}
                        onClick={() => setEditing(a)}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        Modifica<span className="sr-only"> {a.title}</span>
                      </button>
                      <button
                        type="button"
                        className="btn-ghost min-h-11 px-2 text-sm text-danger"
                        disabled={!hydrated}
                        onClick={() => remove(a)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        Elimina<span className="sr-only"> {a.title}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <section aria-labelledby="moderazione" className="mt-10">
        <h2 id="moderazione" className="text-xl font-bold text-primary-900">
          Commenti da approvare ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <p className="card mt-3 p-5 text-muted">Nessun commento in attesa.</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {pending.map((c) => (
              <li key={c.id} className="card p-4">
                <p className="text-sm text-muted">
                  <span className="font-semibold text-ink">{c.name}</span> ({c.email}) su{' '}
                  <Link to={`/blog/${c.articleSlug}`} className="text-primary-700 underline">
                    {c.articleTitle}
                  </Link>{' '}
                  · {formatDate(c.createdAt)}
                </p>
                <p className="mt-2 whitespace-pre-line">{c.content}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-primary min-h-11 px-3 text-sm"
                    disabled={!hydrated}
                    onClick={() =>
                      void run(
                        () =>
                          apiFetch(`/api/admin/blog/comments/${c.id}`, { method: 'POST', body: { action: 'approve' } }),
                        `Commento di ${c.name} approvato.`,
                      )
                    }
                  >
                    <Check aria-hidden="true" className="size-4" /> Approva
                    <span className="sr-only"> il commento di {c.name}</span>
                  </button>
                  <button
                    type="button"
                    className="btn-outline min-h-11 px-3 text-sm"
                    disabled={!hydrated}
                    onClick={() =>
                      void run(
                        () =>
                          apiFetch(`/api/admin/blog/comments/${c.id}`, { method: 'POST', body: { action: 'reject' } }),
                        `Commento di ${c.name} rifiutato.`,
                      )
                    }
                  >
                    <X aria-hidden="true" className="size-4" /> Rifiuta
                    <span className="sr-only"> il commento di {c.name}</span>
                  </button>
                  <button
                    type="button"
                    className="btn-ghost min-h-11 px-3 text-sm text-danger"
                    disabled={!hydrated}
                    onClick={() =>
                      void run(
                        () => apiFetch(`/api/admin/blog/comments/${c.id}`, { method: 'DELETE' }),
                        `Commento di ${c.name} eliminato.`,
                      )
                    }
                  >
                    <Trash2 aria-hidden="true" className="size-4" /> Elimina
                    <span className="sr-only"> il commento di {c.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ArticleFormDialog
        editing={editing}
        categories={categories}
        defaultAuthor={username}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          setNotice(`Articolo “${saved.title}” salvato.`);
          revalidator.revalidate();
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadError title="Blog" retry="/admin/blog" />;
}
