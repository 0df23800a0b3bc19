import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ApiError, apiFetch } from '../../lib/api.ts';

type Entry = { id: number; nome: string };

/** Categories and suppliers of the shop: add one, or delete one no product uses. */
export function CatalogLists(props: { categories: Entry[]; suppliers: Entry[]; onChanged: () => void }) {
  return (
    <details className="card mt-8 p-4">
      <summary className="cursor-pointer font-semibold text-primary-900">Gestisci categorie e fornitori</summary>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <NameList
          title="Categorie"
          entries={props.categories}
          endpoint="/api/admin/categories"
          placeholder="Nuova categoria"
          onChanged={props.onChanged}
        />
        <NameList
          title="Fornitori"
          entries={props.suppliers}
          endpoint="/api/admin/suppliers"
          placeholder="Nuovo fornitore"
          onChanged={props.onChanged}
        />
      </div>
    </details>
  );
}

function NameList(props: {
  title: string;
  entries: Entry[];
  endpoint: string;
  placeholder: string;
  onChanged: () => void;
}) {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = `new-${props.title.toLowerCase()}`;

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setMessage('');
    try {
      await action();
      setMessage(done);
      props.onChanged();
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'Errore nel salvataggio');
    } finally {
      setBusy(false);
    }
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const nome = name.trim();
    if (!nome) {
      setMessage('Il nome è obbligatorio');
      return;
    }
    void run(async () => {
      await apiFetch(props.endpoint, { method: 'POST', body: { nome } });
      setName('');
    }, `“${nome}” aggiunto.`);
  }

  return (
    <section aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="font-semibold text-ink">
        {props.title}
      </h3>
      <form onSubmit={add} className="mt-2 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {props.placeholder}
        </label>
        <input
          id={inputId}
          className="field-input"
          placeholder={props.placeholder}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn-outline shrink-0" disabled={busy}>
          Aggiungi
        </button>
      </form>
      <p className="mt-1 min-h-5 text-sm text-muted" aria-live="polite">
        {message}
      </p>
      <ul className="mt-1 divide-y divide-line rounded-lg border border-line">
        {props.entries.map((entry) => (
          <li key={entry.id} className="flex items-center justify-between gap-2 px-3 py-1">
            <span>{entry.nome}</span>
            <button
              type="button"
              className="btn-ghost min-h-11 px-2"
              disabled={busy}
              aria-label={`Elimina ${entry.nome}`}
              onClick={() =>
                void run(
                  () => apiFetch(`${props.endpoint}/${entry.id}`, { method: 'DELETE' }),
                  `“${entry.nome}” eliminato.`,
                )
              }
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
