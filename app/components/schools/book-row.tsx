import { BookOpen, Check } from 'lucide-react';
import { useState } from 'react';
import { readableName, readableSubject, readableTitle, readableVolume } from '#common/format/readable-case.ts';
import { formatEuro } from '#common/format.ts';
import type { PageBook } from '#common/schools/views.ts';
import { Badge } from './school-badges.tsx';

/**
 * One book of a class list as a compact row: title, author · publisher, price and checkbox;
 * ISBN, volume, cover and description on demand. In browse mode (no class list chosen yet)
 * there is neither price nor checkbox.
 */
export function BookRow(props: {
  book: PageBook;
  mode: 'select' | 'browse';
  selected?: boolean;
  inCart?: boolean;
  interactive?: boolean;
  onToggle?: () => void;
}) {
  const { book, mode } = props;
  const [coverFailed, setCoverFailed] = useState(false);
  const id = `libro-${book.sezione}-${book.combinazione}-${book.isbn}`.replace(/[^A-Za-z0-9_-]/g, '_');
  const title = readableTitle(book.titolo);
  const byline = [book.autore, book.editore]
    .filter((v): v is string => Boolean(v?.trim()))
    .map(readableName)
    .join(' · ');
  const volume = readableVolume(book.volume);
  return (
    <li className="flex gap-3 border-b border-line py-3 last:border-b-0" data-testid="book-row">
      {mode === 'select' ? (
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-6 shrink-0 accent-primary-700"
          checked={props.inCart || props.selected}
          disabled={!props.interactive || props.inCart}
          onChange={props.onToggle}
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="font-semibold leading-snug text-ink">
            {mode === 'select' ? <label htmlFor={id}>{title}</label> : title}
          </p>
          {mode === 'select' ? (
            <p className="shrink-0 text-right font-bold text-primary-900">
              {book.prezzo !== null && book.prezzo > book.prezzoEffettivo ? (
                <span className="block text-xs font-normal text-muted">
                  <span className="sr-only">Prezzo di copertina </span>
                  <s>{formatEuro(book.prezzo)}</s>
                </span>
              ) : null}
              {formatEuro(book.prezzoEffettivo)}
            </p>
          ) : null}
        </div>
        {byline ? <p className="mt-0.5 text-sm text-muted">{byline}</p> : null}
        {mode === 'select' && book.prezzoPiuBasso30Giorni !== null ? (
          <p className="text-xs text-muted">
            Prezzo più basso degli ultimi 30 giorni: {formatEuro(book.prezzoPiuBasso30Giorni)}
          </p>
        ) : null}
        {props.inCart ? (
          <p className="mt-1 flex items-center gap-1 text-sm font-medium text-success">
            <Check aria-hidden="true" className="size-4" /> Già nel carrello per questa classe
          </p>
        ) : null}
        {book.nuovaAdozione || book.consigliato || !book.daAcquistare || book.enriched ? (
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Indicazioni sul libro">
            {book.nuovaAdozione ? <Badge tone="primary">Nuova adozione</Badge> : null}
            {book.consigliato ? <Badge tone="neutral">Consigliato: {book.consigliato}</Badge> : null}
            {!book.daAcquistare ? <Badge tone="neutral">Già in uso</Badge> : null}
            {book.enriched ? <Badge tone="success">Arricchito</Badge> : null}
          </ul>
        ) : null}
        <details className="group mt-1 text-sm">
          <summary className="cursor-pointer text-primary-700 underline-offset-2 hover:underline">
            Dettagli<span className="sr-only"> di {title}</span>
          </summary>
          <div className="mt-2 flex gap-3">
            <div className="grid h-24 w-18 shrink-0 place-items-center overflow-hidden rounded-md bg-surface">
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
            <dl className="grid min-w-0 grid-cols-[auto_1fr] content-start gap-x-2 text-muted">
              <dt>ISBN</dt>
              <dd className="font-mono">{book.isbn}</dd>
              <dt>Materia</dt>
              <dd>{readableSubject(book.disciplina)}</dd>
              {volume ? (
                <>
                  <dt>Volume</dt>
                  <dd>{volume}</dd>
                </>
              ) : null}
              {book.sottotitolo && book.sottotitolo !== 'ND' ? (
                <>
                  <dt>Edizione</dt>
                  <dd>{readableTitle(book.sottotitolo)}</dd>
                </>
              ) : null}
              {book.prezzo !== null && book.prezzo !== book.prezzoEffettivo ? (
                <>
                  <dt>Prezzo di copertina</dt>
                  <dd>{formatEuro(book.prezzo)}</dd>
                </>
              ) : null}
            </dl>
          </div>
          {book.descrizione ? <p className="mt-2 text-ink/80">{book.descrizione}</p> : null}
        </details>
      </div>
    </li>
  );
}

/** Grey rows shown while a class list loads. */
export function BookRowSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="mt-4" data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <div key={i} className="flex animate-pulse gap-3 border-b border-line py-3">
          <div className="size-6 shrink-0 rounded bg-line" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-3/4 rounded bg-line" />
            <div className="h-3 w-1/2 rounded bg-line" />
          </div>
          <div className="h-4 w-14 rounded bg-line" />
        </div>
      ))}
    </div>
  );
}
