import { ArrowLeft, CheckCircle2, Clock, Landmark, MapPin, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { routeTitle } from '#app/components/ui/page-title.ts';
import { readableName, readableTitle } from '#common/format/readable-case.ts';
import { formatDate, formatEuro } from '#common/format.ts';
import { NotFoundMessage } from '../../components/not-found.tsx';
import { CancelOrder } from '../../components/orders/cancel-order.tsx';
import { GuestOrderNotice } from '../../components/orders/guest-order.tsx';
import { NextSteps } from '../../components/orders/next-steps.tsx';
import { PayAgain } from '../../components/orders/pay-again.tsx';
import { OrderStatusBadge } from '../../components/orders/status-badge.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/order';

export { action, loader } from './order.server.ts';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: routeTitle(matches, loaderData ? `Ordine ${loaderData.order.number}` : 'Ordine non trovato'),
  },
  { name: 'robots', content: 'noindex' },
];

/** How long the return page from Stripe waits for the payment's confirmation. */
const VERIFY_EVERY_MS = 2000;
const VERIFY_TRIES = 30;

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, iban, holder, guest } = loaderData;
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const [tries, setTries] = useState(0);
  const returnedFromPayment = params.get('pagamento') === 'completato';
  const verifying = returnedFromPayment && order.status === 'in_attesa_pagamento' && tries < VERIFY_TRIES;
  useEffect(() => {
    if (!verifying) return;
    const timer = setTimeout(() => {
      setTries((t) => t + 1);
      revalidator.revalidate();
    }, VERIFY_EVERY_MS);
    return () => clearTimeout(timer);
  }, [verifying, revalidator]);

  const books = order.items.filter((i) => i.type === 'book');
  const supplies = order.items.filter((i) => i.type === 'product');
  const cancelled = order.status === 'annullato' || order.status === 'rimborsato';

  return (
    <div className="container-page py-8 sm:py-12">
      {!guest || guest.signedIn ? (
        <Link
          to="/orders"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> I miei ordini
        </Link>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-primary-900">Ordine {order.number}</h1>
        <OrderStatusBadge status={order.status} label={order.statusLabel} paymentMethod={order.paymentMethod} />
      </div>
      <p className="mt-1 text-muted">Effettuato il {formatDate(order.createdAt)}</p>

      {params.get('nuovo') ? (
        <p role="status" className="mt-4 flex items-center gap-2 rounded-card bg-success/10 p-4 text-success">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          Grazie! Abbiamo ricevuto il tuo ordine e ti abbiamo mandato un’e-mail di conferma.
        </p>
      ) : null}
      {verifying ? (
        <p role="status" className="mt-4 flex items-center gap-2 rounded-card bg-accent-100 p-4">
          <Clock aria-hidden="true" className="size-5" />
          Pagamento in verifica: aspettiamo la conferma di Stripe, la pagina si aggiorna da sola.
        </p>
      ) : null}
      {returnedFromPayment && order.status === 'in_attesa_pagamento' && !verifying ? (
        <p role="status" className="mt-4 rounded-card bg-accent-100 p-4">
          La conferma del pagamento non è ancora arrivata. Ti scriviamo appena la riceviamo.
        </p>
      ) : null}
      {params.get('pagamento') === 'annullato' && order.status === 'in_attesa_pagamento' ? (
        <p role="status" className="mt-4 rounded-card bg-accent-100 p-4">
          Il pagamento è stato interrotto: l’ordine resta in attesa di pagamento.
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-card bg-danger/10 p-4 text-danger">
          {actionData.error}
        </p>
      ) : null}

      {params.get('aggiunto') ? (
        <p role="status" className="mt-4 flex items-center gap-2 rounded-card bg-success/10 p-4 text-success">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          Ordine aggiunto al tuo account: lo trovi in «I miei ordini».
        </p>
      ) : null}
      {guest ? <GuestOrderNotice orderId={order.id} guest={guest} canCancel={order.canCancel} /> : null}

      <NextSteps order={order} />
      {!guest && order.paymentMethod === 'stripe' && order.status === 'in_attesa_pagamento' && !verifying ? (
        <PayAgain orderId={order.id} />
      ) : null}
      {order.paymentMethod === 'bonifico' && order.status === 'in_attesa_pagamento' ? (
        <section aria-labelledby="bonifico" className="card mt-6 p-5">
          <h2 id="bonifico" className="flex items-center gap-2 text-lg font-bold text-primary-900">
            <Landmark aria-hidden="true" className="size-5" /> Paga con bonifico
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">Intestatario</dt>
            <dd className="font-medium">{holder}</dd>
            <dt className="text-muted">IBAN</dt>
            <dd className="break-all font-mono font-medium">{iban}</dd>
            <dt className="text-muted">Importo</dt>
            <dd className="font-medium">{formatEuro(order.total)}</dd>
            <dt className="text-muted">Causale</dt>
            <dd className="font-medium">Ordine {order.number}</dd>
          </dl>
          <p className="mt-3 text-sm text-muted">Prepariamo l’ordine appena riceviamo il bonifico.</p>
        </section>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="grid gap-6">
          {books.length > 0 ? (
            <section aria-labelledby="libri" className="card p-5">
              <h2 id="libri" className="text-lg font-bold text-primary-900">
                Libri
              </h2>
              <p className="text-sm text-muted">
                Ogni libro arriva dall’editore per conto suo: qui vedi a che punto è.
              </p>
              <ul className="mt-3 divide-y divide-line">
                {books.map((b) => (
                  <li key={b.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                    <span className="min-w-0">
                      <span className="block font-medium">{readableTitle(b.titolo)}</span>
                      <span className="block text-sm text-muted">
                        {[b.autore, b.editore]
                          .filter((v): v is string => Boolean(v))
                          .map(readableName)
                          .join(' · ')}{' '}
                        · ISBN {b.isbn}
                      </span>
                      {b.scuola ? (
                        <span className="block text-sm text-muted">
                          {readableName(b.scuola.nome)} · classe {b.classe}ª {b.sezione}
                        </span>
                      ) : null}
                    </span>
                    <span className="flex items-center gap-3">
                      {cancelled ? (
                        <span className="rounded-full border border-line bg-surface px-2.5 py-0.5 text-xs font-semibold text-muted">
                          annullato
                        </span>
                      ) : b.statusLabel ? (
                        <span className="rounded-full border border-line bg-surface px-2.5 py-0.5 text-xs font-semibold">
                          {b.statusLabel}
                        </span>
                      ) : null}
                      <span className="whitespace-nowrap text-sm">
                        {b.quantity} × {formatEuro(b.prezzo)}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {supplies.length > 0 ? (
            <section aria-labelledby="prodotti" className="card p-5">
              <h2 id="prodotti" className="text-lg font-bold text-primary-900">
                Prodotti per la scuola
              </h2>
              <ul className="mt-3 divide-y divide-line">
                {supplies.map((p) => (
                  <li key={p.id} className="flex justify-between gap-3 py-3">
                    <span>
                      <span className="font-medium">{p.titolo}</span>
                      {order.status === 'completato' && p.productId ? (
                        <Link
                          to={`/products/${p.productId}#recensioni`}
                          className="block text-sm text-primary-700 underline underline-offset-2"
                        >
                          Scrivi una recensione<span className="sr-only"> di {p.titolo}</span>
                        </Link>
                      ) : null}
                    </span>
                    <span className="flex items-center gap-3 whitespace-nowrap text-sm">
                      {cancelled ? (
                        <span className="rounded-full border border-line bg-surface px-2.5 py-0.5 text-xs font-semibold text-muted">
                          annullato
                        </span>
                      ) : null}
                      {p.quantity} × {formatEuro(p.prezzo)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="cronologia" className="card p-5">
            <h2 id="cronologia" className="text-lg font-bold text-primary-900">
              Cronologia
            </h2>
            <ol className="mt-3 grid gap-2 text-sm">
              {order.history.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: history entries are append-only
                <li key={i} className="flex gap-3">
                  <time dateTime={h.at} className="w-24 shrink-0 text-muted">
                    {formatDate(h.at)}
                  </time>
                  <span>
                    <span className="font-medium">
                      {h.itemId === null && h.to === 'in_attesa_pagamento' && order.paymentMethod === 'ritiro'
                        ? 'Ordine confermato: paghi al ritiro'
                        : h.label}
                    </span>
                    {h.note ? <span className="text-muted"> · {h.note}</span> : null}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside className="grid gap-4">
          <section aria-labelledby="consegna" className="card p-5 text-sm">
            <h2 id="consegna" className="flex items-center gap-2 text-lg font-bold text-primary-900">
              {order.shippingMethod === 'pickup' ? (
                <MapPin aria-hidden="true" className="size-5" />
              ) : (
                <Truck aria-hidden="true" className="size-5" />
              )}
              {order.shippingMethod === 'pickup' ? 'Ritiro in libreria' : 'Spedizione'}
            </h2>
            {order.pickupPoint ? (
              <p className="mt-2">
                {order.pickupPoint.nome}
                <br />
                {order.pickupPoint.indirizzo}
                <br />
                <span className="text-muted">Orari: {order.pickupPoint.orari}</span>
              </p>
            ) : null}
            {order.shippingAddress ? (
              <p className="mt-2">
                {order.shippingAddress.nome}
                <br />
                {order.shippingAddress.indirizzo}
                <br />
                {order.shippingAddress.cap} {order.shippingAddress.citta} ({order.shippingAddress.provincia})
              </p>
            ) : null}
            <p className="mt-2 text-muted">
              Pagamento:{' '}
              {order.paymentMethod === 'stripe'
                ? 'carta (Stripe)'
                : order.paymentMethod === 'ritiro'
                  ? 'al ritiro'
                  : 'bonifico bancario'}
            </p>
          </section>
          <section aria-labelledby="importi" className="card p-5">
            <h2 id="importi" className="text-lg font-bold text-primary-900">
              Importi
            </h2>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 text-sm">
              <dt>Subtotale</dt>
              <dd className="text-right">{formatEuro(order.subtotal)}</dd>
              <dt>Spedizione</dt>
              <dd className="text-right">{order.shippingCost === 0 ? 'Gratis' : formatEuro(order.shippingCost)}</dd>
              <dt className="font-bold">Totale</dt>
              <dd className="text-right font-bold">{formatEuro(order.total)}</dd>
              {order.vat.map((v) => (
                <div key={v.rate} className="contents text-xs text-muted">
                  <dt>di cui IVA {v.rate}%</dt>
                  <dd className="text-right">{formatEuro(v.vat)}</dd>
                </div>
              ))}
            </dl>
          </section>
          {order.canCancel && !guest ? <CancelOrder number={order.number} /> : null}
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const error = props.error as { status?: number } | undefined;
  if (error?.status === 404) {
    return (
      <NotFoundMessage
        title="Ordine non trovato"
        text={'Questo ordine non esiste o non è del tuo account.'}
        linkTo="/orders"
        linkLabel="I miei ordini"
      />
    );
  }
  return <RouteErrorBoundary />;
}
