import { ShoppingCart } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { groupCartItems, itemKey } from '#common/cart/items.ts';
import { readableName } from '#common/format/readable-case.ts';
import { formatEuro } from '#common/format.ts';
import { CartLine } from '../../components/orders/cart-line.tsx';
import { PickupPlaces } from '../../components/orders/pickup-places.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { type CartView, quoteCart, saveServerCart } from '../../lib/cart/server-cart.ts';
import { cart, useCart } from '../../lib/cart/store.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Carrello');

type Priced = { view: CartView; forKey: string };

/** Prices the browser cart on the server whenever it changes (customers: saved to the account). */
function usePricedCart(signedIn: boolean) {
  const state = useCart();
  const [priced, setPriced] = useState<Priced | null>(null);
  const [failed, setFailed] = useState(false);
  const stateKey = JSON.stringify([state.items.map((i) => [itemKey(i), i.quantity]), state.shippingMethod]);
  // stateKey stands for the cart's lines, quantities and shipping choice: reprice when it changes.
  useEffect(() => {
    const current = cart.get();
    if (current.items.length === 0) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      (signedIn ? saveServerCart(current) : quoteCart(current))
        .then((view) => {
          if (!cancelled) {
            setPriced({ view, forKey: stateKey });
            setFailed(false);
          }
        })
        .catch(() => {
          if (!cancelled) setFailed(true);
        });
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [stateKey, signedIn]);
  return { state, priced, failed, fresh: priced?.forKey === stateKey };
}

export default function CartPage() {
  const { account, shop } = useRootData();
  const signedIn = account?.kind === 'customer';
  const hydrated = useHydrated();
  const { state, priced, failed, fresh } = usePricedCart(signedIn);
  const view = priced?.view ?? null;

  // Prices changed since the lines were added: say so once and keep the new prices.
  const changes = useMemo(() => {
    if (!view) return [];
    return view.items.flatMap((line) => {
      const local = state.items.find((i) => itemKey(i) === line.key);
      return local && Math.abs(local.prezzo - line.prezzo) >= 0.005
        ? [{ title: line.type === 'book' ? line.titolo : line.nome, from: local.prezzo, to: line.prezzo }]
        : [];
    });
  }, [view, state.items]);
  const [changeNotice, setChangeNotice] = useState<typeof changes>([]);
  useEffect(() => {
    if (changes.length === 0 || !view) return;
    setChangeNotice(changes);
    const prices = new Map(view.items.map((l) => [l.key, l.prezzo]));
    cart.replace({
      ...cart.get(),
      items: cart.get().items.map((i) => ({ ...i, prezzo: prices.get(itemKey(i)) ?? i.prezzo })),
    });
  }, [changes, view]);

  if (!hydrated) {
    return (
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-bold text-primary-900">Il tuo carrello</h1>
        <p className="mt-6 text-muted">Caricamento carrello...</p>
        <noscript>
          <p className="mt-4 text-danger">Il carrello ha bisogno di JavaScript attivo nel browser.</p>
        </noscript>
      </div>
    );
  }

  if (state.items.length === 0) {
    return (
      <div className="container-page py-12 sm:py-16">
        <div className="card mx-auto max-w-lg p-8 text-center">
          <ShoppingCart aria-hidden="true" className="mx-auto size-12 text-primary-300" />
          <h1 className="mt-4 text-2xl font-bold text-primary-900">Il tuo carrello è vuoto</h1>
          <p className="mt-2 text-muted">Cerca la scuola di tuo figlio e aggiungi i libri della sua classe.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/search" className="btn-primary">
              Cerca la tua scuola
            </Link>
            <Link to="/products" className="btn-outline">
              Prodotti per la scuola
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const problems = view?.problems ?? [];
  const problemOf = (key: string) => problems.find((p) => p.key === key)?.message;
  const pricedLine = (key: string) => view?.items.find((l) => l.key === key);
  const blocked = problems.length > 0;
  const count = state.items.reduce((n, i) => n + i.quantity, 0);
  const groups = groupCartItems(
    state.items,
    (school, classe, sezione) => `${readableName(school)} · classe ${classe}ª ${sezione}`,
  );

  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-primary-900">Il tuo carrello</h1>
      <p className="mt-1 text-muted">{count === 1 ? '1 articolo' : `${count} articoli`}</p>

      {changeNotice.length > 0 ? (
        <div role="status" className="mt-4 rounded-card border border-accent-400 bg-accent-100 p-4 text-sm">
          <p className="font-semibold">Alcuni prezzi sono cambiati dall’ultima volta:</p>
          <ul className="mt-1 list-disc pl-5">
            {changeNotice.map((c) => (
              <li key={c.title}>
                {c.title}: ora {formatEuro(c.to)} (prima {formatEuro(c.from)})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-4 rounded-card bg-danger/10 p-4 text-sm text-danger">
          Non riusciamo a ricalcolare i prezzi: controlla la connessione. Il carrello è salvato.
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <section aria-labelledby="articoli" className="min-w-0">
          <h2 id="articoli" className="sr-only">
            Articoli nel carrello
          </h2>
          <div className="grid gap-5">
            {groups.map((group) => (
              <section key={group.key} aria-labelledby={`gruppo-${group.key}`} data-testid="cart-group">
                <h3 id={`gruppo-${group.key}`} className="text-base font-semibold text-primary-900">
                  {group.title}
                  {group.detail ? <span className="font-normal text-muted"> · {group.detail}</span> : null}
                </h3>
                <ul className="mt-2 grid gap-3">
                  {group.items.map((item) => {
                    const key = itemKey(item);
                    const line = pricedLine(key);
                    return (
                      <CartLine
                        key={key}
                        item={item}
                        showClass={group.key === 'libri'}
                        lineTotal={line?.lineTotal ?? null}
                        unitPrice={line?.prezzo ?? null}
                        problem={problemOf(key)}
                        minimum={line?.type === 'product' ? line.minimo : 1}
                      />
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        </section>

        <section aria-labelledby="riepilogo" className="card grid gap-4 p-5 lg:sticky lg:top-20">
          <h2 id="riepilogo" className="text-lg font-bold text-primary-900">
            Riepilogo
          </h2>
          <fieldset>
            <legend className="field-label">Consegna</legend>
            <div className="grid gap-2">
              {(
                [
                  [
                    'standard',
                    'Spedizione a casa',
                    `2-3 giorni lavorativi, gratis da ${formatEuro(shop.freeShippingThreshold / 100)}`,
                  ],
                  ['pickup', 'Ritiro in libreria', 'Gratis, quando l’ordine è pronto'],
                ] as const
              ).map(([value, label, hint]) => (
                <label
                  key={value}
                  className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 ${state.shippingMethod === value ? 'border-primary-700 bg-primary-50' : 'border-line'}`}
                >
                  <input
                    type="radio"
                    name="shippingMethod"
                    value={value}
                    className="mt-1 size-4 accent-primary-700"
                    checked={state.shippingMethod === value}
                    onChange={() => cart.setShippingMethod(value)}
                  />
                  <span>
                    <span className="block font-medium">{label}</span>
                    <span className="block text-sm text-muted">{hint}</span>
                  </span>
                </label>
              ))}
            </div>
            {state.shippingMethod === 'pickup' ? <PickupPlaces /> : null}
          </fieldset>
          {view ? (
            <dl className={`grid grid-cols-[1fr_auto] gap-y-1 text-sm ${fresh ? '' : 'opacity-60'}`} aria-busy={!fresh}>
              <dt>Subtotale</dt>
              <dd className="text-right">{formatEuro(view.subtotal)}</dd>
              <dt>Spedizione</dt>
              <dd className="text-right">{view.shippingCost === 0 ? 'Gratis' : formatEuro(view.shippingCost)}</dd>
              <dt className="mt-2 border-t border-line pt-2 text-base font-bold">Totale</dt>
              <dd className="mt-2 border-t border-line pt-2 text-right text-base font-bold">
                {formatEuro(view.total)}
              </dd>
              <dd className="col-span-2 text-xs text-muted">IVA inclusa</dd>
              {view.vat.map((v) => (
                <div key={v.rate} className="contents text-xs text-muted">
                  <dt>di cui IVA {v.rate}%</dt>
                  <dd className="text-right">{formatEuro(v.vat)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-muted">Calcolo dei prezzi…</p>
          )}
          {view && view.missingForFreeShipping > 0 && state.shippingMethod === 'standard' ? (
            <p className="rounded-lg bg-surface p-3 text-sm">
              Aggiungi <strong>{formatEuro(view.missingForFreeShipping)}</strong> per la spedizione gratuita.
            </p>
          ) : null}
          {blocked ? (
            <p role="alert" className="text-sm text-danger">
              Togli dal carrello gli articoli non disponibili per continuare.
            </p>
          ) : null}
          {blocked || !view ? (
            <span className="btn-accent pointer-events-none opacity-50" aria-disabled="true">
              Procedi all’ordine
            </span>
          ) : (
            <Link to="/checkout" className="btn-accent">
              Procedi all’ordine
            </Link>
          )}
          <Link to="/search" className="btn-ghost">
            Continua gli acquisti
          </Link>
        </section>
      </div>
      <div className="sticky bottom-0 z-20 -mx-4 mt-4 flex items-center justify-between gap-3 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden">
        <p className="text-sm text-muted">
          Totale{' '}
          <strong className="block text-lg text-ink">
            {view ? formatEuro(view.total) : formatEuro(state.items.reduce((n, i) => n + i.prezzo * i.quantity, 0))}
          </strong>
        </p>
        {blocked || !view ? (
          <span className="btn-accent pointer-events-none opacity-50" aria-disabled="true">
            Procedi
          </span>
        ) : (
          <Link to="/checkout" className="btn-accent">
            Procedi
          </Link>
        )}
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
