import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import type { ArticleView } from '#common/blog/views.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { Field, SelectField, TextareaField } from '../ui/field.tsx';
import { Modal } from '../ui/modal.tsx';

// The admin's article form (SPEC.md section 5) in a Modal. The body is Markdown;
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
  const [draft, setDraft] = useState<Draft>(() => empty(props.defaultAuthor));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const [loading, setLoading] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const { editing, defaultAuthor } = props;

  useEffect(() => {
    if (editing === null) return;
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

  const title = editing === 'new' || editing === null ? 'Nuovo articolo' : 'Modifica articolo';
  const image = draft.featuredImage.trim();
  const text = (name: keyof Draft) => ({
    id: `a-${name}`,
    value: draft[name],
    errors: errors[name] ? [errors[name]] : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, e.target.value as Draft[typeof name]),
  });

  return (
    <Modal
      open={editing !== null}
      title={title}
      onClose={props.onClose}
      size="lg"
      bodyClassName="grid gap-4 sm:grid-cols-2"
      form={{ onSubmit: submit }}
      footer={
        <>
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
        </>
      }
    >
      <Field className="sm:col-span-2" label="Titolo *" maxLength={200} {...text('title')} />
      <Field label="Autore *" maxLength={120} {...text('author')} />
      <div>
        <Field label="Categoria" list="a-categories" maxLength={80} {...text('category')} />
        <datalist id="a-categories">
          {props.categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <TextareaField
        className="sm:col-span-2"
        label="Contenuto *"
        hint="Scrivi in Markdown: **grassetto**, *corsivo*, ## titolo, - elenco, [link](https://…). Script, stili e collegamenti non sicuri vengono tolti al salvataggio."
        disabled={loading}
        inputClassName="min-h-64 font-mono text-sm"
        {...text('content')}
      />
      <TextareaField
        className="sm:col-span-2"
        label="Estratto (facoltativo: altrimenti l’inizio del testo)"
        maxLength={500}
        {...text('excerpt')}
      />
      <Field className="sm:col-span-2" label="Etichette (separate da virgola)" {...text('tags')} />
      <div className="flex items-start gap-3 sm:col-span-2">
        <div className="mt-7 grid h-16 w-28 shrink-0 place-items-center overflow-hidden rounded-lg border border-line bg-surface text-center text-[10px] text-danger">
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
        <Field
          className="flex-1"
          label="Immagine in evidenza (indirizzo https)"
          type="url"
          placeholder="https://"
          {...text('featuredImage')}
          onChange={(e) => {
            set('featuredImage', e.target.value);
            setImageFailed(false);
          }}
        />
      </div>
      <SelectField
        label="Stato"
        options={[
          { value: 'published', label: 'Pubblicato' },
          { value: 'draft', label: 'Bozza' },
        ]}
        {...text('status')}
      />
      <Field label="Data di pubblicazione (anche futura)" type="datetime-local" {...text('publishedAt')} />
    </Modal>
  );
}
