import { Check, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import type { Book } from '#common/books/views.ts';
import { type BookCartItem, itemKey } from '#common/cart/items.ts';
import { readableName, readableTitle, readableVolume } from '#common/format/readable-case.ts';
import { formatEuro } from '#common/format.ts';
import { cart, useCart } from '../../lib/cart/store.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

/** A cart line for a book bought outside a class list (school, class and section empty). */
export function looseBookLine(book: Book): BookCartItem {
  return {
    type: 'book',
    isbn: book.isbn,
    titolo: book.titolo,
    autore: book.autore ?? '',
    editore: book.editore ?? '',
    prezzo: book.prezzoVendita ?? book.prezzo ?? 0,
    copertina: book.copertina,
    quantity: 1,
    scuola: { nome: '', codice: '' },
    classe: '',
    sezione: '',
  };
}

/** One book found by ISBN or words: adoptions, the shop's price and "Aggiungi al carrello". */
export function FamilyBookCard({ book }: { book: Book }) {
  const hydrated = useHydrated();
  const state = useCart();
  const line = looseBookLine(book);
  const inCart = state.items.some((i) => itemKey(i) === itemKey(line));
  const titleId = `libro-${book.isbn}`;
  const byline = [book.autore, book.editore]
    .filter((v): v is string => Boolean(v?.trim()))
    .map(readableName)
    .join(' · ');
  const volume = readableVolume(book.volume);
  const discounted = book.prezzo !== null && book.prezzoVendita !== null && book.prezzoVendita < book.prezzo;
  return (
    <li className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-lg font-semibold leading-snug text-ink">
          {readableTitle(book.titolo)}
        </h2>
        {byline ? <p className="mt-0.5 text-sm text-muted">{byline}</p> : null}
        <p className="mt-1 text-sm text-muted">
          <span className="font-mono">ISBN {book.isbn}</span>
          {volume ? ` · ${volume}` : ''}
        </p>
        <p className="mt-1 text-sm font-medium text-primary-800">
          {book.adozioni === 1 ? 'Adottato da 1 scuola' : `Adottato da ${book.adozioni} scuole`}
        </p>
        {book.enriched ? (
          <p className="mt-1">
            <span
              className="inline-flex rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success"
              title="Copertina e descrizione aggiunte dalla libreria"
            >
              Arricchito
            </span>
          </p>
        ) : null}
        {book.descrizione ? <p className="mt-2 line-clamp-3 text-sm text-ink/80">{book.descrizione}</p> : null}
      </div>
      <div className="flex items-center justify-between gap-3 sm:w-56 sm:flex-col sm:items-end">
        <p className="text-right">
          {discounted && book.prezzo !== null ? (
            <span className="mr-2 text-sm text-muted">
              <span className="sr-only">Prezzo di copertina </span>
              <s>{formatEuro(book.prezzo)}</s>
            </span>
          ) : null}
          <span className="text-xl font-bold text-primary-900">
            {discounted ? <span className="sr-only">Prezzo scontato </span> : null}
            {book.prezzoVendita !== null ? formatEuro(book.prezzoVendita) : 'Prezzo non disponibile'}
          </span>
          {discounted ? <span className="block text-xs font-medium text-success">Sconto {book.sconto}%</span> : null}
          {book.prezzoPiuBasso30Giorni !== null ? (
            <span className="block text-xs text-muted">
              Prezzo più basso degli ultimi 30 giorni: {formatEuro(book.prezzoPiuBasso30Giorni)}
            </span>
          ) : null}
        </p>
        {!book.disponibile ? (
          <p className="text-sm font-medium text-muted">Non disponibile in questa libreria</p>
        ) : inCart ? (
          <Link to="/cart" className="btn-outline min-h-11 text-sm text-success">
            <Check aria-hidden="true" className="size-4" />
            Nel carrello · Vai al carrello
          </Link>
        ) : (
          <button
            type="button"
            className="btn-primary min-h-11 text-sm"
            disabled={!hydrated}
            aria-describedby={titleId}
            onClick={() => cart.add(line)}
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            Aggiungi al carrello
          </button>
        )}
      </div>
    </li>
  );
}
