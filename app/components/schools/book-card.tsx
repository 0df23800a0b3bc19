import { BookOpen, Check, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { formatEuro } from '#common/format.ts';
import type { PageBook } from '#common/schools/views.ts';
import { Badge } from './school-badges.tsx';

/** SPEC.md's book card: cover (or placeholder, also when the image fails), data, flags, add. */
export function BookCard(props: {
  book: PageBook;
  selected: boolean;
  interactive: boolean;
  onToggle: () => void;
  onAdd: () => void;
}) {
  const { book } = props;
  const [coverFailed, setCoverFailed] = useState(false);
  const checkboxId = `sel-${book.sezione}-${book.combinazione}-${book.isbn}`.replace(/[^A-Za-z0-9_-]/g, '_');
  return (
    <article className="card flex flex-wrap gap-3 p-3 sm:flex-nowrap sm:gap-4 sm:p-4">
      <div className="flex shrink-0 flex-col items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          className="size-5 accent-primary-700"
          checked={props.selected}
          disabled={!props.interactive}
          onChange={props.onToggle}
          aria-label={`Seleziona ${book.titolo}`}
        />
        <div className="grid h-24 w-18 place-items-center overflow-hidden rounded-md bg-surface sm:h-28 sm:w-20">
          {book.copertina && !coverFailed ? (
            <img
              src={book.copertina}
              alt=""
              loading="lazy"
              className="h-full w-full object-cover"
              onError={() => setCoverFailed(true)}
            />
          ) : (
            <BookOpen aria-hidden="true" className="size-8 text-primary-300" />
          )}
        </div>
      </div>
      <div className="min-w-0 flex-1 basis-48">
        <h4 className="font-semibold leading-snug text-ink">
          <label htmlFor={checkboxId}>{book.titolo}</label>
        </h4>
        {book.sottotitolo ? <p className="text-sm text-muted">{book.sottotitolo}</p> : null}
        <p className="mt-0.5 text-sm text-muted">{[book.autore, book.editore].filter(Boolean).join(' - ')}</p>
        {book.descrizione ? <p className="mt-1 line-clamp-2 text-sm text-ink/80">{book.descrizione}</p> : null}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted">
          <dt>ISBN</dt>
          <dd className="font-mono">{book.isbn}</dd>
          <dt>Materia</dt>
          <dd>{book.disciplina}</dd>
          <dt>Classe</dt>
          <dd>
            {book.annoCorso}ª {book.sezione}
            {book.volume ? ` · vol. ${book.volume}` : ''}
          </dd>
        </dl>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Indicazioni del Ministero">
          {book.daAcquistare ? <Badge tone="success">Da acquistare</Badge> : <Badge tone="neutral">Già in uso</Badge>}
          {book.consigliato ? <Badge tone="neutral">Consigliato: {book.consigliato}</Badge> : null}
          {book.nuovaAdozione ? <Badge tone="primary">Nuova adozione</Badge> : null}
          {book.enriched ? <Badge tone="accent">Arricchito</Badge> : null}
        </ul>
      </div>
      <div className="flex w-full shrink-0 items-center justify-between gap-2 border-t border-line pt-2 sm:w-auto sm:flex-col sm:items-end sm:border-0 sm:pt-0">
        <p className="text-lg font-bold text-primary-900">{formatEuro(book.prezzoEffettivo)}</p>
        <button
          type="button"
          className="btn-outline min-h-10 px-3 py-1.5 text-sm"
          disabled={!props.interactive}
          onClick={props.onAdd}
          aria-label={`Aggiungi ${book.titolo} al carrello`}
        >
          <ShoppingCart aria-hidden="true" className="size-4" />
          Aggiungi
        </button>
      </div>
    </article>
  );
}

export function AddedNotice({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-2 rounded-lg bg-success/10 px-3 py-2 text-sm font-medium text-success">
      <Check aria-hidden="true" className="size-4" />
      {text}
    </p>
  );
}
