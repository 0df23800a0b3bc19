import { Check, ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { effectivePrice } from '#common/books/pricing.ts';
import { type BookCartItem, classBooksInCart } from '#common/cart/items.ts';
import { readableName, readableSubject, readableTitle } from '#common/format/readable-case.ts';
import { formatEuro } from '#common/format.ts';
import type { Adoption } from '#common/schools/views.ts';
import { cart, useCart } from '../../lib/cart/store.ts';
import { BookRowSkeleton } from '../schools/book-row.tsx';
import { Modal } from '../ui/modal.tsx';

/** One child's list as the page shows it, whether it lives in the account or the browser. */
export type ListCardData = {
  id: string;
  nome: string;
  codiceScuola: string;
  nomeScuola: string | null;
  classe: number;
  sezione: string;
  combinazione: string | null;
  owned: string[];
  /** The class's books; null while they load, [] when the Ministry lists none. */
  books: Adoption[] | null;
};

type Props = {
  list: ListCardData;
  hydrated: boolean;
  onOwnedChange: (owned: string[]) => Promise<void>;
  onDelete: () => Promise<void>;
};

const unique = (books: Adoption[]) => [...new Map(books.map((b) => [b.isbn, b])).values()];
const cents = (euros: number) => Math.round(euros * 100);

/**
 * A child's class list: the books to buy with "Ce l'ho già" per book, the optional ones
 * apart, and one button that adds what is still missing (one copy each, never twice).
 */
export function FamilyListCard({ list, hydrated, onOwnedChange, onDelete }: Props) {
  const state = useCart();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const books = list.books ? unique(list.books) : null;
  const owned = new Set(list.owned);
  const inCart = classBooksInCart(state.items, {
    codice: list.codiceScuola,
    classe: String(list.classe),
    sezione: list.sezione,
    listaId: list.id,
  });
  const toBuy = (books ?? []).filter((b) => b.daAcquistare && !b.consigliato);
  const optional = (books ?? []).filter((b) => b.consigliato);
  const missing = toBuy.filter((b) => !owned.has(b.isbn) && !inCart.has(b.isbn));
  const missingTotal = missing.reduce((sum, b) => sum + cents(effectivePrice(b)), 0) / 100;
  const school = list.nomeScuola ? readableName(list.nomeScuola) : `Scuola ${list.codiceScuola}`;
  const plan = list.combinazione && list.combinazione !== 'CORSO ORDINARIO' ? readableSubject(list.combinazione) : null;
  const classHref = `/scuola/${list.codiceScuola}?${new URLSearchParams({
    classe: String(list.classe),
    sezione: list.sezione,
    ...(list.combinazione ? { piano: list.combinazione } : {}),
  })}`;

  async function toggleOwned(isbn: string) {
    const next = owned.has(isbn) ? list.owned.filter((i) => i !== isbn) : [...list.owned, isbn];
    setSaving(true);
    setError(null);
    try {
      await onOwnedChange(next);
    } catch {
      setError('Non siamo riusciti a salvare la modifica: riprova');
    } finally {
      setSaving(false);
    }
  }

  function addMissing() {
    const lines: BookCartItem[] = missing.map((b) => ({
      type: 'book',
      isbn: b.isbn,
      titolo: b.titolo,
      autore: b.autore ?? '',
      editore: b.editore ?? '',
      prezzo: effectivePrice(b),
      copertina: b.copertina,
      quantity: 1,
      scuola: { nome: list.nomeScuola ?? list.codiceScuola, codice: list.codiceScuola },
      classe: String(list.classe),
      sezione: list.sezione,
      lista: { id: list.id, nome: list.nome },
    }));
    cart.addMissing(lines);
    setNotice(`${lines.length} ${lines.length === 1 ? 'libro aggiunto' : 'libri aggiunti'} al carrello`);
  }

  const headingId = `lista-${list.id}`;
  return (
    <article aria-labelledby={headingId} className="card p-4 sm:p-5" data-testid="family-list">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold text-primary-900">
            {list.nome}
          </h2>
          <p className="text-sm text-muted">
            {school} · classe {list.classe}ª {list.sezione}
            {plan ? ` · ${plan}` : ''}
          </p>
        </div>
        <Link to={classHref} className="text-sm font-medium text-primary-700 underline-offset-2 hover:underline">
          Vedi la classe
        </Link>
      </header>

      {books === null ? (
        <div role="status">
          <span className="sr-only">Caricamento dei libri di {list.nome}…</span>
          <BookRowSkeleton rows={3} />
        </div>
      ) : books.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-line p-4 text-sm text-muted">
          Per questa classe il Ministero non elenca libri da acquistare quest’anno.
        </p>
      ) : (
        <>
          <h3 className="mt-4 text-base font-semibold text-ink">Da acquistare</h3>
          <p className="text-sm text-muted">
            Segna «Ce l’ho già» per i libri che avete: non li aggiungiamo al carrello.
          </p>
          <ul className="mt-1">
            {toBuy.map((b) => (
              <ListBookRow
                key={b.isbn}
                book={b}
                owned={owned.has(b.isbn)}
                inCart={inCart.has(b.isbn)}
                disabled={!hydrated || saving}
                onToggle={() => toggleOwned(b.isbn)}
              />
            ))}
          </ul>
          {optional.length ? (
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-medium text-primary-700">
                Facoltativi ({optional.length}): consigliati dalla scuola
              </summary>
              <ul className="mt-2 grid gap-1 text-muted">
                {optional.map((b) => (
                  <li key={b.isbn}>
                    {readableTitle(b.titolo)} · {formatEuro(effectivePrice(b))}
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-muted">Li trovi, da scegliere uno per uno, nella pagina della classe.</p>
            </details>
          ) : null}
        </>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div aria-live="polite" className="mt-3 empty:hidden">
        {notice ? (
          <p className="flex items-center gap-2 rounded-lg bg-success/10 px-3 py-2 text-sm font-medium text-success">
            <Check aria-hidden="true" className="size-4" /> {notice}
          </p>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {books && missing.length > 0 ? (
          <button
            type="button"
            className="btn-accent min-h-11 w-full sm:w-auto"
            disabled={!hydrated}
            onClick={addMissing}
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
            Aggiungi {missing.length} {missing.length === 1 ? 'libro' : 'libri'} · {formatEuro(missingTotal)}
          </button>
        ) : books && toBuy.some((b) => inCart.has(b.isbn)) ? (
          <Link to="/cart" className="btn-primary min-h-11 w-full sm:w-auto">
            <span aria-hidden="true">✓</span> Nel carrello · Vai al carrello
          </Link>
        ) : books && toBuy.length > 0 ? (
          <p className="text-sm font-medium text-success">Avete già tutti i libri da acquistare.</p>
        ) : null}
        <button
          type="button"
          className="btn-ghost min-h-11 text-sm text-danger"
          disabled={!hydrated}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" /> Elimina la lista
        </button>
      </div>
      <Modal
        open={confirming}
        title={`Eliminare la lista di ${list.nome}?`}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <button type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
              Annulla
            </button>
            <button
              type="button"
              className="btn-danger"
              onClick={async () => {
                try {
                  await onDelete();
                  setConfirming(false);
                } catch {
                  setError('Non siamo riusciti a eliminare la lista: riprova');
                  setConfirming(false);
                }
              }}
            >
              Elimina
            </button>
          </>
        }
      >
        <p>
          La lista e i libri segnati «Ce l’ho già» non saranno più salvati. I libri già nel carrello restano nel
          carrello.
        </p>
      </Modal>
    </article>
  );
}

function ListBookRow(props: {
  book: Adoption;
  owned: boolean;
  inCart: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { book } = props;
  const id = `possesso-${book.isbn}-${book.sezione}`.replace(/[^A-Za-z0-9_-]/g, '_');
  const byline = [book.autore, book.editore]
    .filter((v): v is string => Boolean(v?.trim()))
    .map(readableName)
    .join(' · ');
  const price = effectivePrice(book);
  return (
    <li className="flex items-start gap-3 border-b border-line pt-3 pb-1 last:border-b-0" data-testid="list-book">
      <div className="min-w-0 flex-1">
        <p className={`font-semibold leading-snug ${props.owned ? 'text-muted line-through' : 'text-ink'}`}>
          {readableTitle(book.titolo)}
        </p>
        {byline ? <p className="text-sm text-muted">{byline}</p> : null}
        <div className="flex flex-wrap items-center gap-x-4">
          <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              id={id}
              type="checkbox"
              className="size-5 accent-primary-700"
              checked={props.owned}
              disabled={props.disabled}
              onChange={props.onToggle}
            />
            Ce l’ho già<span className="sr-only">: {readableTitle(book.titolo)}</span>
          </label>
          {props.inCart && !props.owned ? (
            <span className="flex items-center gap-1 text-sm font-medium text-success">
              <Check aria-hidden="true" className="size-4" /> Nel carrello
            </span>
          ) : null}
        </div>
      </div>
      <p className="shrink-0 text-right font-bold text-primary-900">
        {book.prezzo !== null && book.prezzo > price ? (
          <span className="block text-xs font-normal text-muted line-through">{formatEuro(book.prezzo)}</span>
        ) : null}
        {formatEuro(price)}
      </p>
    </li>
  );
}
