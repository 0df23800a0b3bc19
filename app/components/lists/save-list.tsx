import { BookmarkPlus, Check } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { CartLineList } from '#common/lists/views.ts';
import type { School } from '#common/schools/views.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { browserLists } from '../../lib/lists/browser-lists.ts';
import { Field } from '../ui/field.tsx';

type Props = {
  school: School;
  classe: number;
  sezione: string;
  piano: string;
  signedIn: boolean;
  hydrated: boolean;
  /** The list the page adds to the cart for (its lines say whose they are). */
  saved: CartLineList | null;
  onSaved: (list: CartLineList) => void;
};

/**
 * "Salva nelle mie liste": keeps this class list under a child's name. A signed-in family
 * saves it to the account; a visitor keeps it in this browser until signing in.
 */
export function SaveList({ school, classe, sezione, piano, signedIn, hydrated, saved, onSaved }: Props) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const inputId = `${formId}-nome`;
  const focusName = () => requestAnimationFrame(() => document.getElementById(inputId)?.focus());

  if (saved) {
    return (
      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-success/10 px-3 py-2 text-sm text-success">
        <Check aria-hidden="true" className="size-4 shrink-0" />
        <span className="font-medium">Lista salvata per {saved.nome}</span>
        <Link to="/liste" className="font-semibold text-primary-700 underline">
          Le mie liste
        </Link>
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="btn-outline mt-3 min-h-11 text-sm"
        disabled={!hydrated}
        aria-expanded="false"
        aria-controls={formId}
        onClick={() => {
          setOpen(true);
          focusName();
        }}
      >
        <BookmarkPlus aria-hidden="true" className="size-4" />
        Salva nelle mie liste
      </button>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nome = String(new FormData(event.currentTarget).get('nome') ?? '').trim();
    if (!nome) {
      setError('Scrivi il nome di chi userà i libri (per esempio «Giulia»)');
      focusName();
      return;
    }
    if (nome.length > 60) {
      setError('Nome: al massimo 60 caratteri');
      focusName();
      return;
    }
    const combinazione = piano || null;
    if (!signedIn) {
      const list = browserLists.add({
        nome,
        codiceScuola: school.codiceScuola,
        nomeScuola: school.nomeScuola,
        classe,
        sezione,
        combinazione,
      });
      if (!list) setError('Hai già salvato il numero massimo di liste in questo browser');
      else onSaved({ id: list.localId, nome });
      return;
    }
    setBusy(true);
    try {
      const { list } = await apiFetch<{ list: { id: string; nome: string } }>('/api/lists', {
        method: 'POST',
        body: { nome, codiceScuola: school.codiceScuola, classe, sezione, combinazione },
      });
      onSaved({ id: list.id, nome: list.nome });
    } catch (err) {
      setError(
        err instanceof ApiError ? (err.fields?.nome ?? err.message) : 'Non siamo riusciti a salvare la lista: riprova',
      );
      focusName();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form id={formId} className="card mt-3 grid gap-3 p-3 sm:p-4" noValidate onSubmit={submit}>
      <Field
        id={inputId}
        name="nome"
        label="Per chi è questa lista?"
        hint={
          signedIn
            ? 'La ritrovi in «Le mie liste»: puoi segnare i libri che avete già.'
            : 'La teniamo in questo browser; quando accedi passa al tuo account.'
        }
        placeholder="Nome, per esempio Giulia"
        autoComplete="off"
        maxLength={60}
        errors={error ? [error] : null}
        onInput={() => setError(null)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary min-h-11" disabled={busy}>
          {busy ? 'Salvataggio…' : 'Salva la lista'}
        </button>
        <button type="button" className="btn-ghost min-h-11" onClick={() => setOpen(false)}>
          Annulla
        </button>
      </div>
    </form>
  );
}
