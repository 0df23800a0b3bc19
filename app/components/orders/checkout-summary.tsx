import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { formatEuro } from '#common/format.ts';
import type { CartView } from '../../lib/cart/server-cart.ts';
import { Checkbox } from '../ui/field.tsx';

/** Checkout's side column: the priced cart as the server computed it, the terms, the button. */
export function CheckoutSummary(props: {
  view: CartView | null;
  loadError: string;
  /** The terms box's props from the form (`checkbox('acceptTerms')`). */
  terms: { id: string; name: string; errors?: string[] };
  formError: string;
  canSend: boolean;
  sending: boolean;
  label: string;
}) {
  const { view } = props;
  return (
    <section aria-labelledby="riepilogo-ordine" className="card grid gap-4 p-5 lg:sticky lg:top-20">
      <h2 id="riepilogo-ordine" className="text-lg font-bold text-primary-900">
        Riepilogo
      </h2>
      {props.loadError ? (
        <p role="alert" className="text-sm text-danger">
          {props.loadError}
        </p>
      ) : null}
      {view ? (
        <>
          <ul className="grid gap-1 text-sm">
            {view.items.map((i) => (
              <li key={i.key} className="flex justify-between gap-3">
                <span>
                  {i.quantity} × {i.type === 'book' ? i.titolo : i.nome}
                </span>
                <span className="whitespace-nowrap">{formatEuro(i.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-y-1 border-t border-line pt-3 text-sm">
            <dt>Subtotale</dt>
            <dd className="text-right">{formatEuro(view.subtotal)}</dd>
            <dt>Spedizione</dt>
            <dd className="text-right">{view.shippingCost === 0 ? 'Gratis' : formatEuro(view.shippingCost)}</dd>
            <dt className="text-base font-bold">Totale</dt>
            <dd className="text-right text-base font-bold">{formatEuro(view.total)}</dd>
            {view.vat.map((v) => (
              <div key={v.rate} className="contents text-xs text-muted">
                <dt>di cui IVA {v.rate}%</dt>
                <dd className="text-right">{formatEuro(v.vat)}</dd>
              </div>
            ))}
          </dl>
          {view.problems.length > 0 ? (
            <p role="alert" className="text-sm text-danger">
              {view.problems.map((p) => p.message).join('; ')}.{' '}
              <Link to="/cart" className="underline">
                Torna al carrello
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted">Calcolo dei prezzi…</p>
      )}
      <Checkbox
        {...props.terms}
        postUnchecked
        required
        label={
          <>
            Ho letto e accetto le{' '}
            <Link to="/terms-of-service" target="_blank" className="font-medium text-primary-700 underline">
              condizioni di vendita
            </Link>
            . So che posso recedere entro 14 giorni dal ricevimento dell’ultimo articolo.
          </>
        }
      />
      {props.formError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {props.formError}
        </p>
      ) : null}
      <button type="submit" className="btn-accent" disabled={!props.canSend}>
        <Lock aria-hidden="true" className="size-4" />
        {props.sending ? 'Invio dell’ordine…' : props.label}
      </button>
      <Link to="/cart" className="btn-ghost">
        Modifica il carrello
      </Link>
    </section>
  );
}
