import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { type Column, DataTable } from '#app/components/ui/data-table.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import type { ArticleView } from '#common/blog/views.ts';
import { formatDate, formatInt } from '#common/format.ts';
import { ArticleFormDialog } from '../../components/admin/article-form-dialog.tsx';
import { AdminLoadError } from '../../components/admin/load-error.tsx';
import { ApiError, apiFetch } from '../../lib/api.ts';
import type { Route } from './+types/blog';

export { loader } from './blog.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Blog');

function articleColumns(
  hydrated: boolean,
  edit: (a: ArticleView) => void,
  remove: (a: ArticleView) => void,
): Column<ArticleView>[] {
  const count = (id: string, header: string, value: (a: ArticleView) => number): Column<ArticleView> => ({
    id,
    header,
    cell: (a) => formatInt(value(a)),
    className: 'text-right',
  });
  return [
    {
      id: 'title',
      header: 'Titolo',
      className: 'max-w-md',
      cell: (a) => {
        const scheduled = a.status === 'published' && new Date(a.publishedAt) > new Date();
        return (
          <>
            <span className="block font-medium text-ink">{a.title}</span>
            <span className="line-clamp-1 text-xs text-muted">{a.shortExcerpt}</span>
            {a.status === 'draft' || scheduled ? (
              <span className="mt-1 inline-flex rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold">
                {a.status === 'draft' ? 'Bozza' : 'Programmato'}
              </span>
            ) : null}
          </>
        );
      },
    },
    { id: 'author', header: 'Autore', cell: (a) => a.author },
    { id: 'date', header: 'Data', cell: (a) => formatDate(a.publishedAt), className: 'whitespace-nowrap' },
    count('views', 'Letture', (a) => a.views),
    count('likes', 'Mi piace', (a) => a.likes),
    count('comments', 'Commenti', (a) => a.commentsCount),
    {
      id: 'actions',
      header: 'Azioni',
      hideHeader: true,
      className: 'whitespace-nowrap text-right',
      cell: (a) => (
        <>
          <button
            type="button"
            className="btn-ghost min-h-11 px-2 text-sm"
            disabled={!hydrated}
            onClick={() => edit(a)}
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
        </>
      ),
    },
  ];
}

/** What the shop can do with a pending comment (no action: delete it). */
const COMMENT_ACTIONS = [
  { label: 'Approva', action: 'approve', done: 'approvato', Icon: Check, className: 'btn-primary' },
  { label: 'Rifiuta', action: 'reject', done: 'rifiutato', Icon: X, className: 'btn-outline' },
  { label: 'Elimina', action: null, done: 'eliminato', Icon: Trash2, className: 'btn-ghost text-danger' },
] as const;

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

  const newButton = (label: string, className = '') => (
    <button type="button" className={`btn-primary ${className}`} disabled={!hydrated} onClick={() => setEditing('new')}>
      {label === 'Nuovo articolo' ? <Plus aria-hidden="true" className="size-4" /> : null}
      {label}
    </button>
  );

  return (
    <AdminPage title="Blog" actions={newButton('Nuovo articolo')}>
      <DataTable
        caption="Articoli del blog, dal più recente"
        columns={articleColumns(hydrated, setEditing, remove)}
        rows={articles}
        rowKey={(a) => a.id}
        minWidth="min-w-[56rem]"
        notice={notice}
        count={`${formatInt(total)} ${total === 1 ? 'articolo' : 'articoli'}`}
        empty={
          <div className="text-center">
            <p className="text-lg font-semibold text-ink">Non ci sono ancora articoli</p>
            <p className="mt-1">Scrivi il primo consiglio per le famiglie.</p>
            {newButton('Crea Primo Articolo', 'mt-4')}
          </div>
        }
      />

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
                  {COMMENT_ACTIONS.map((m) => (
                    <button
                      key={m.label}
                      type="button"
                      className={`${m.className} min-h-11 px-3 text-sm`}
                      disabled={!hydrated}
                      onClick={() =>
                        void run(
                          () =>
                            apiFetch(`/api/admin/blog/comments/${c.id}`, {
                              method: m.action ? 'POST' : 'DELETE',
                              body: m.action ? { action: m.action } : undefined,
                            }),
                          `Commento di ${c.name} ${m.done}.`,
                        )
                      }
                    >
                      <m.Icon aria-hidden="true" className="size-4" /> {m.label}
                      <span className="sr-only"> il commento di {c.name}</span>
                    </button>
                  ))}
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
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminLoadError title="Blog" retry="/admin/blog" />;
}
