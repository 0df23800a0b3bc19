import { AlertTriangle, BookOpen, Minus, Package, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type CartItem, itemKey } from '#common/cart/items.ts';
import { readableName, readableTitle } from '#common/format/readable-case.ts';
import { formatEuro } from '#common/format.ts';
import { cart } from '../../lib/cart/store.ts';

/** One line of the cart: quantity buttons, price, remove, and why it cannot be sold. */
export function CartLine(props: {
  item: CartItem;
  /** Outside a group that names the class, a book line says which class it is for. */
  showClass: boolean;
  unitPrice: number | null;
  lineTotal: number | null;
  problem: string | undefined;
  minimum: number;
}) {
  const { item } = props;
  const key = itemKey(item);
  const [imageFailed, setImageFailed] = useState(false);
  const title = item.type === 'book' ? readableTitle(item.titolo) : item.nome;
  const image = item.type === 'book' ? item.copertina : item.immagini[0];
  const minimum = Math.max(1, props.minimum);
  return (
    <li className={`card flex gap-3 p-3 sm:gap-4 sm:p-4 ${props.problem ? 'border-danger' : ''}`}>
      <div className="hidden h-24 w-18 shrink-0 place-items-center overflow-hidden rounded-md bg-surface sm:grid">
        {image && !imageFailed ? (
          <img src={image} alt="" className="h-full w-full object-cover" onError={() => setImageFailed(true)} />
        ) : item.type === 'book' ? (
          <BookOpen aria-hidden="true" className="size-8 text-primary-300" />
        ) : (
          <Package aria-hidden="true" className="size-8 text-primary-300" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h4 className="font-semibold leading-snug text-ink">{title}</h4>
        {item.type === 'book' ? (
          <>
            <p className="text-sm text-muted">
              {[item.autore, item.editore].filter(Boolean).map(readableName).join(' · ')}
            </p>
            {props.showClass ? (
              <p className="text-sm text-muted">
                {item.scuola.codice
                  ? `${readableName(item.scuola.nome)} · classe ${item.classe}ª ${item.sezione}`
                  : 'Fuori dagli elenchi di classe'}
              </p>
            ) : null}
            <p className="hidden font-mono text-xs text-muted sm:block">ISBN {item.isbn}</p>
          </>
        ) : (
          <p className="text-sm text-muted">{item.categoria}</p>
        )}
        {props.problem ? (
          <p className="mt-1 flex items-start gap-1 text-sm font-medium text-danger" data-testid="line-problem">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{props.problem}</span>
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center rounded-lg border border-line">
            <button
              type="button"
              className="grid size-11 place-items-center disabled:opacity-40"
              aria-label={`Una copia in meno di ${title}`}
              disabled={item.quantity <= minimum}
              onClick={() => cart.setQuantity(key, item.quantity - 1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output className="w-9 text-center font-semibold" aria-label={`Quantità di ${title}`}>
              {item.quantity}
            </output>
            <button
              type="button"
              className="grid size-11 place-items-center disabled:opacity-40"
              aria-label={`Una copia in più di ${title}`}
              disabled={item.quantity >= 99}
              onClick={() => cart.setQuantity(key, item.quantity + 1)}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="font-bold text-primary-900">
            {props.lineTotal !== null ? formatEuro(props.lineTotal) : formatEuro(item.prezzo * item.quantity)}
          </p>
          <button
            type="button"
            className="btn-ghost min-h-11 px-2 text-sm text-danger"
            onClick={() => cart.remove(key)}
            aria-label={`Rimuovi ${title} dal carrello`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Rimuovi
          </button>
        </div>
      </div>
    </li>
  );
}
