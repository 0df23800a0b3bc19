import { X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ArticleView } from '#common/blog/views.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';

// The admin's article form (SPEC.md section 5) in a modal <dialog>. The body is Markdown;
// the server turns it into HTML through its allow-list, so what is saved is always clean.

type Draft = {
  title: string;
  author: string;
  content: string;
  excerpt: string;
  category: string;
  tags: string;
  featuredImage: string;
  status: 'published' | 'draft';
  publishedAt: string;
};

/** "2026-11-23T10:30" in the browser's time zone, as a datetime-local input wants it. */
function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const empty = (author: string): Draft => ({
  title: '',
  author,
  content: '',
  excerpt: '',
  category: '',
  tags: '',
  featuredImage: '',
  status: 'published',
  publishedAt: localInput(new Date().toISOString()),
});

export function ArticleFormDialog(props: {
  editing: ArticleView | 'new' | null;
  categories: string[];
  defaultAuthor: string;
  onClose: () => void;
  onSaved: (article: ArticleView) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<Draft>(() => empty(props.defaultAuthor));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const [loading, setLoading] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const { editing, defaultAuthor } = props;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (editing === null) {
      if (el.open) el.close();
      return;
    }
    setErrors({});
    setFormError('');
    setImageFailed(false);
    if (editing === 'new') {
      setDraft(empty(defaultAuthor));
    } else {
      setDraft({
        title: editing.title,
        author: editing.author,
        content: '',
        excerpt: editing.excerpt,
        category: editing.category ?? '',
        tags: editing.tags.join(', '),
        featuredImage: editing.featuredImage ?? '',
        status: editing.status,
        publishedAt: localInput(editing.publishedAt),
      });
      setLoading(true);
      apiFetch<{ source: string }>(`/api/admin/blog/articles/${editing.id}/source`)
        .then((res) => setDraft((d) => ({ ...d, content: res.source })))
        .catch(() => setFormError('Errore nel caricamento dei dati'))
        .finally(() => setLoading(false));
    }
    if (!el.open) el.showModal();
  }, [editing, defaultAuthor]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!draft.title.trim()) found.title = 'Il titolo è obbligatorio';
    if (!draft.content.trim()) found.content = 'Il contenuto è obbligatorio';
    if (!draft.author.trim()) found.author = 'L’autore è obbligatorio';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Controlla i campi evidenziati.');
      return;
    }
    setSaving(true);
    setFormError('');
    const body = {
      title: draft.title,
      author: draft.author,
      content: draft.content,
      excerpt: draft.excerpt,
      category: draft.category || null,
      tags: draft.tags,
      featuredImage: draft.featuredImage,
      status: draft.status,
      publishedAt: draft.publishedAt ? new Date(draft.publishedAt).toISOString() : null,
    };
    try {
      const res =
        editing !== null && editing !== 'new'
          ? await apiFetch<{ article: ArticleView }>(`/api/blog/articles?articleId=${editing.id}`, {
              method: 'PUT',
              body,
            })
          : await apiFetch<{ article: ArticleView }>('/api/blog/articles', { method: 'POST', body });
      props.onSaved(res.article);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fields ?? {});
        setFormError(error.code === 'NETWORK' ? 'Errore di connessione' : error.message || 'Errore nel salvataggio');
      } else {
        setFormError('Errore nel salvataggio');
      }
    } finally {
      setSaving(false);
    }
  }

  const aria = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `a-err-${name}` : undefined,
  });
  const err = (name: string) =>
    errors[name] ? (
      <p id={`a-err-${name}`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  const title = editing === 'new' || editing === null ? 'Nuovo articolo' : 'Modifica articolo';
  const image = draft.featuredImage.trim();

  return (
    <dialog
      ref={dialog}
      aria-labelledby="article-dialog-title"
      className="m-auto w-full max-w-3xl rounded-card p-0 shadow-xl backdrop:bg-ink/50"
      onClose={props.onClose}
    >
      <form onSubmit={submit} noValidate className="flex max-h-[90vh] flex-col">
        <header className="flex items-center justify-between border-b border-line px-5 py-3">
          <h2 id="article-dialog-title" className="text-xl font-bold text-primary-950">
            {title}
          </h2>
          <button type="button" className="btn-ghost size-11 p-0" onClick={props.onClose} aria-label="Chiudi">
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>
        <div className="grid gap-4 overflow-y-auto px-5 py-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <label htmlFor="a-title" className="field-label">
              Titolo *
            </label>
            <input
              id="a-title"
              className="field-input"
              value={draft.title}
              maxLength={200}
              onChange={(e) => set('title', e.target.value)}
              {...aria('title')}
            />
            {err('title')}
          </div>
          <div>
            <label htmlFor="a-author" className="field-label">
              Autore *
            </label>
            <input
              id="a-author"
              className="field-input"
              value={draft.author}
              maxLength={120}
              onChange={(e) => set('author', e.target.value)}
              {...aria('author')}
            />
            {err('author')}
          </div>
          <div>
            <label htmlFor="a-category" className="field-label">
              Categoria
            </label>
            <input
              id="a-category"
              className="field-input"
              list="a-categories"
              value={draft.category}
              maxLength={80}
              onChange={(e) => set('category', e.target.value)}
            />
            <datalist id="a-categories">
              {props.categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="a-content" className="field-label">
              Contenuto *
            </label>
            <p id="a-content-hint" className="mb-1 text-xs text-muted">
              Scrivi in Markdown: **grassetto**, *corsivo*, ## titolo, - elenco, [link](https://…). Script, stili e
              collegamenti non sicuri vengono tolti al salvataggio.
            </p>
            <textarea
              id="a-content"
              className="field-input min-h-64 font-mono text-sm"
              value={draft.content}
              disabled={loading}
              onChange={(e) => set('content', e.target.value)}
              {...aria('content')}
              aria-describedby={errors.content ? 'a-err-content a-content-hint' : 'a-content-hint'}
            />
            {err('content')}
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="a-excerpt" className="field-label">
              Estratto (facoltativo: altrimenti l’inizio del testo)
            </label>
            <textarea
              id="a-excerpt"
              className="field-input min-h-20"
              value={draft.excerpt}
              maxLength={500}
              onChange={(e) => set('excerpt', e.target.value)}
              {...aria('excerpt')}
            />
            {err('excerpt')}
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="a-tags" className="field-label">
              Etichette (separate da virgola)
            </label>
            <input
              id="a-tags"
              className="field-input"
              value={draft.tags}
              onChange={(e) => set('tags', e.target.value)}
            />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="a-image" className="field-label">
              Immagine in evidenza (indirizzo https)
            </label>
            <div className="flex items-start gap-3">
              <div className="grid h-16 w-28 shrink-0 place-items-center overflow-hidden rounded-lg border border-line bg-surface text-center text-[10px] text-danger">
                {image ? (
                  imageFailed ? (
                    'Errore caricamento'
                  ) : (
                    <img
                      src={image}
                      alt="Anteprima dell’immagine"
                      className="size-full object-cover"
                      onError={() => setImageFailed(true)}
                    />
                  )
                ) : null}
              </div>
              <div className="flex-1">
                <input
                  id="a-image"
                  className="field-input"
                  type="url"
                  placeholder="https://"
                  value={draft.featuredImage}
                  onChange={(e) => {
                    set('featuredImage', e.target.value);
                    setImageFailed(false);
                  }}
                  {...aria('featuredImage')}
                />
                {err('featuredImage')}
              </div>
            </div>
          </div>
          <div>
            <label htmlFor="a-status" className="field-label">
              Stato
            </label>
            <select
              id="a-status"
              className="field-input"
              value={draft.status}
              onChange={(e) => set('status', e.target.value as Draft['status'])}
            >
              <option value="published">Pubblicato</option>
              <option value="draft">Bozza</option>
            </select>
          </div>
          <div>
            <label htmlFor="a-date" className="field-label">
              Data di pubblicazione (anche futura)
            </label>
            <input
              id="a-date"
              type="datetime-local"
              className="field-input"
              value={draft.publishedAt}
              onChange={(e) => set('publishedAt', e.target.value)}
              {...aria('publishedAt')}
            />
            {err('publishedAt')}
          </div>
        </div>
        <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-line px-5 py-3">
          {formError ? (
            <p role="alert" className="mr-auto text-sm font-medium text-danger">
              {formError}
            </p>
          ) : null}
          <button type="button" className="btn-outline" onClick={props.onClose}>
            Annulla
          </button>
          <button type="submit" className="btn-primary" disabled={saving || loading}>
            {saving ? 'Salvataggio…' : 'Salva articolo'}
          </button>
        </footer>
      </form>
    </dialog>
  );
}
