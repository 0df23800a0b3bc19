import { BookOpen } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError, apiFetch } from '../../lib/api.ts';

/** What fits in one API call (1 MB of JSON) once the image is written as base64. */
const MAX_BYTES = 700 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The shop's own cover for a book: a picture from the computer, sent at once through
 * PUT /api/admin/books/{isbn} (the server checks its type and size and keeps it in the shop),
 * or back to the Ministry's / enriched one.
 */
export function CoverUpload(props: { isbn: string; title: string; cover: string | null; own: boolean }) {
  const revalidator = useRevalidator();
  const id = useId();
  const [status, setStatus] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; text: string }>({
    kind: 'idle',
    text: '',
  });

  async function send(copertina: string | null, done: string) {
    setStatus({ kind: 'busy', text: 'Invio della copertina…' });
    try {
      await apiFetch(`/api/admin/books/${encodeURIComponent(props.isbn)}`, { method: 'PUT', body: { copertina } });
      setStatus({ kind: 'done', text: done });
      revalidator.revalidate();
    } catch (error) {
      setStatus({
        kind: 'error',
        text:
          error instanceof ApiError ? (error.fields?.copertina ?? error.message) : 'Errore di connessione: riprova.',
      });
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) {
      setStatus({ kind: 'error', text: 'Scegli un’immagine JPEG, PNG o WebP.' });
      return;
    }
    if (file.size > MAX_BYTES) {
      setStatus({ kind: 'error', text: 'Immagine troppo grande: al massimo 700 KB.' });
      return;
    }
    await send(await readAsDataUrl(file), 'Copertina caricata.');
  }

  return (
    <div className="flex gap-3">
      <div className="grid h-24 w-18 shrink-0 place-items-center overflow-hidden rounded-md bg-surface">
        {props.cover ? (
          <img src={props.cover} alt="" className="h-full w-full object-cover" />
        ) : (
          <BookOpen aria-hidden="true" className="size-8 text-primary-300" />
        )}
      </div>
      <div className="grid content-start gap-1 text-sm">
        <label htmlFor={id} className="field-label mb-0">
          Copertina del negozio
        </label>
        <input
          id={id}
          type="file"
          accept={TYPES.join(',')}
          aria-describedby={`${id}-hint ${id}-status`}
          className="text-sm file:mr-2 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-2"
          disabled={status.kind === 'busy'}
          onChange={(e) => void choose(e)}
        />
        <p id={`${id}-hint`} className="text-muted">
          JPEG, PNG o WebP, fino a 700 KB.
        </p>
        {props.own ? (
          <button
            type="button"
            className="btn-ghost min-h-11 justify-self-start px-2 text-sm"
            onClick={() => void send(null, 'Copertina del negozio tolta.')}
          >
            Torna alla copertina originale<span className="sr-only"> di {props.title}</span>
          </button>
        ) : null}
        <p
          id={`${id}-status`}
          role="status"
          className={status.kind === 'error' ? 'text-danger' : status.kind === 'done' ? 'text-success' : 'text-muted'}
        >
          {status.text}
        </p>
      </div>
    </div>
  );
}
