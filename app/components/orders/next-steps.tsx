import { CheckCircle2 } from 'lucide-react';
import type { OrderView } from '#common/orders/views.ts';

type Order = Pick<OrderView, 'status' | 'paymentMethod' | 'shippingMethod' | 'pickupPoint' | 'items'>;

function headline(order: Order): string {
  if (order.paymentMethod === 'ritiro') return 'Ordine confermato: paghi al ritiro';
  if (order.paymentMethod === 'bonifico') {
    return order.status === 'in_attesa_pagamento'
      ? 'Ordine ricevuto: lo prepariamo quando arriva il bonifico'
      : 'Ordine confermato: bonifico ricevuto';
  }
  return order.status === 'in_attesa_pagamento'
    ? 'Ordine ricevuto: manca la conferma del pagamento con carta'
    : 'Ordine confermato: pagato con carta';
}

/** What happens next, for the order's payment and delivery: shown while the order is open. */
export function NextSteps({ order }: { order: Order }) {
  if (['completato', 'annullato', 'rimborsato'].includes(order.status)) return null;
  const hasBooks = order.items.some((i) => i.type === 'book');
  const pickup = order.shippingMethod === 'pickup';
  return (
    <section aria-labelledby="cosa-succede" className="card mt-6 p-5">
      <h2 id="cosa-succede" className="flex items-center gap-2 text-lg font-bold text-primary-900">
        <CheckCircle2 aria-hidden="true" className="size-5 text-success" /> {headline(order)}
      </h2>
      <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm text-ink">
        <li>
          {order.paymentMethod === 'ritiro'
            ? 'I libri e i prodotti dell’ordine sono riservati per te: non devi pagare nulla adesso.'
            : order.paymentMethod === 'bonifico'
              ? 'I prodotti dell’ordine restano riservati per te in attesa del bonifico: se non arriva, ti avvisiamo prima di annullare l’ordine.'
              : 'I libri e i prodotti dell’ordine sono riservati per te.'}
        </li>
        {hasBooks ? (
          <li>
            Ordiniamo i libri agli editori: arrivano in libreria in tempi diversi, perché ogni editore spedisce per
            conto suo. Qui sotto vedi a che punto è ciascun libro.
          </li>
        ) : null}
        <li>
          Ti scriviamo un’e-mail quando l’ordine è{' '}
          {pickup ? 'pronto per il ritiro' : 'spedito, con il codice per seguire il pacco'}.
        </li>
        {pickup ? (
          <li>
            {order.pickupPoint
              ? `Ritiri a ${order.pickupPoint.nome}, ${order.pickupPoint.indirizzo} (orari: ${order.pickupPoint.orari})`
              : 'Ritiri in libreria negli orari di apertura'}
            {order.paymentMethod === 'ritiro' ? ' e paghi lì.' : '.'}
          </li>
        ) : null}
      </ol>
    </section>
  );
}
