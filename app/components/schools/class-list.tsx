import { Check, Info, ShoppingCart } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type BookCartItem, classBooksInCart } from '#common/cart/items.ts';
import { readableName, readableSubject } from '#common/format/readable-case.ts';
import { formatEuro } from '#common/format.ts';
import type { CartLineList } from '#common/lists/views.ts';
import type { PageBook, School } from '#common/schools/views.ts';
import { cart, useCart } from '../../lib/cart/store.ts';
import { useRootData } from '../../lib/root-data.ts';
import { SaveList } from '../lists/save-list.tsx';
import { BookRow } from './book-row.tsx';

type Props = { school: School; classe: number; sezione: string; piano: string; books: PageBook[]; hydrated: boolean };

const bySubject = (books: PageBook[]) => {
  const groups = new Map<string, PageBook[]>();
  for (const b of books) groups.set(b.disciplina, [...(groups.get(b.disciplina) ?? []), b]);
  return [...groups];
};

/** Books to buy are preselected; recommended ones ("consigliato") and books in use are not. */
export const preselected = (b: PageBook) => b.daAcquistare && !b.consigliato;

/**
 * One class list (class, section, study plan) with checkboxes and the add bar. Adding the
 * list adds only the books not yet in the cart for this class, one copy each.
 */
export function ClassList({ school, classe, sezione, piano, books: rows, hydrated }: Props) {
  // One line per ISBN: the same book under two subjects is one purchase.
  const books = useMemo(() => [...new Map(rows.map((b) => [b.isbn, b])).values()], [rows]);
  const [selected, setSelected] = useState(() => new Set(books.filter(preselected).map((b) => b.isbn)));
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), 4000);
    return () => clearTimeout(timer);
  }, [notice]);
  const state = useCart();
  const signedIn = useRootData().account?.kind === 'customer';
  // Once saved for a child, the lines added from here say whose they are.
  const [savedList, setSavedList] = useState<CartLineList | null>(null);
  const inCart = classBooksInCart(state.items, {
    codice: school.codiceScuola,
    classe: String(classe),
    sezione,
    listaId: savedList?.id,
  });
  const toAdd = books.filter((b) => selected.has(b.isbn) && !inCart.has(b.isbn));
  const total = toAdd.reduce((sum, b) => sum + Math.round(b.prezzoEffettivo * 100), 0) / 100;
  const listInCart = books.some((b) => inCart.has(b.isbn));

  const toBuy = books.filter(preselected);
  const optional = books.filter((b) => b.consigliato);
  const inUse = books.filter((b) => !b.daAcquistare && !b.consigliato);
  const primary = /PRIMARIA/i.test(school.tipologiaGrado ?? '');

  function toggle(isbn: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(isbn)) next.delete(isbn);
      else next.add(isbn);
      return next;
    });
  }
  function toCartItem(b: PageBook): BookCartItem {
    return {
      type: 'book',
      isbn: b.isbn,
      titolo: b.titolo,
      autore: b.autore ?? '',
      editore: b.editore ?? '',
      prezzo: b.prezzoEffettivo,
      copertina: b.copertina,
      quantity: 1,
      scuola: { nome: school.nomeScuola, codice: school.codiceScuola },
      classe: String(classe),
      sezione,
      ...(savedList ? { lista: savedList } : {}),
    };
  }
  function addList() {
    const count = toAdd.length;
    cart.addMissing(toAdd.map(toCartItem));
    setNotice(`${count} ${count === 1 ? 'libro aggiunto' : 'libri aggiunti'} al carrello`);
  }
  const row = (b: PageBook) => (
    <BookRow
      key={b.isbn}
      book={b}
      mode="select"
      interactive={hydrated}
      selected={selected.has(b.isbn)}
      inCart={inCart.has(b.isbn)}
      onToggle={() => toggle(b.isbn)}
    />
  );

  return (
    <div className="mt-4">
      <h2 className="text-xl font-bold text-primary-900">
        Classe {classe}ª {sezione}
        {piano && piano !== 'CORSO ORDINARIO' ? (
          <span className="block text-base font-medium text-muted">{readableSubject(piano)}</span>
        ) : null}
      </h2>
      <SaveList
        school={school}
        classe={classe}
        sezione={sezione}
        piano={piano}
        signedIn={signedIn}
        hydrated={hydrated}
        saved={savedList}
        onSaved={setSavedList}
      />
      {primary ? (
        <p className="mt-3 flex gap-2 rounded-card bg-primary-50 p-3 text-sm text-primary-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Nella scuola primaria i libri di testo sono gratuiti per le famiglie: li paga il Comune di{' '}
            {readableName(school.comune)} con la cedola libraria. Chiedi la cedola alla scuola o al Comune.
          </span>
        </p>
      ) : null}
      {toBuy.length ? (
        <section aria-labelledby="da-acquistare" className="mt-4">
          <h3 id="da-acquistare" className="text-lg font-semibold text-ink">
            Da acquistare
          </h3>
          {bySubject(toBuy).map(([subject, list]) => (
            <div key={subject} className="mt-3">
              <h4 className="text-sm font-semibold text-muted">{readableSubject(subject)}</h4>
              <ul>{list.map(row)}</ul>
            </div>
          ))}
        </section>
      ) : null}
      {optional.length ? (
        <section aria-labelledby="facoltativi" className="mt-6">
          <h3 id="facoltativi" className="text-lg font-semibold text-ink">
            Facoltativi
          </h3>
          <p className="text-sm text-muted">Consigliati dalla scuola per approfondire: scegli tu se prenderli.</p>
          <ul>{optional.map(row)}</ul>
        </section>
      ) : null}
      {inUse.length ? (
        <section aria-labelledby="gia-in-uso" className="mt-6">
          <h3 id="gia-in-uso" className="text-lg font-semibold text-ink">
            Già in uso
          </h3>
          <p className="text-sm text-muted">Adottati negli anni precedenti: di solito la famiglia li ha già.</p>
          <ul>{inUse.map(row)}</ul>
        </section>
      ) : null}
      <div aria-live="polite" className="mt-3 empty:hidden">
        {notice ? <AddedNotice text={notice} /> : null}
      </div>
      <noscript>
        <p className="mt-3 text-sm text-muted">Per aggiungere i libri al carrello serve JavaScript.</p>
      </noscript>
      <div className="sticky bottom-0 z-20 -mx-4 mt-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:mx-0 sm:rounded-card sm:border">
        {toAdd.length > 0 || !listInCart ? (
          <button
            type="button"
            className="btn-accent w-full"
            disabled={!hydrated || toAdd.length === 0}
            onClick={addList}
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
            {toAdd.length === 0
              ? 'Nessun libro selezionato'
              : `Aggiungi ${toAdd.length} ${toAdd.length === 1 ? 'libro' : 'libri'} · ${formatEuro(total)}`}
          </button>
        ) : (
          <Link to="/cart" className="btn-primary w-full">
            <span aria-hidden="true">✓</span> Nel carrello · Vai al carrello
          </Link>
        )}
      </div>
    </div>
  );
}

function AddedNotice({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-2 rounded-lg bg-success/10 px-3 py-2 text-sm font-medium text-success">
      <Check aria-hidden="true" className="size-4" />
      {text}
    </p>
  );
}
