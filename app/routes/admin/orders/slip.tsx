import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDateTime, formatEuro } from '#common/format.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/slip';

// The printable order slip: the number as a barcode (scanned back into the orders' search),
// who collects it and what to hand over. Printed from the browser (the shell is hidden in print).

export { loader } from './slip.server.ts';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privateMeta(matches, loaderData ? `Scheda ordine ${loaderData.order.number}` : 'Scheda ordine');

export default function OrderSlip({ loaderData }: Route.ComponentProps) {
  const { order, barcode, shop } = loaderData;
  return (
    <div className="container-page max-w-2xl py-6 print:max-w-none print:p-0">
      <div className="mb-4 flex justify-end print:hidden">
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          Stampa
        </button>
      </div>
      <article className="card p-6 print:border-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm text-muted">{shop}</p>
            <h1 className="text-2xl font-bold">Ordine {order.number}</h1>
            <p className="text-sm">{formatDateTime(order.createdAt)}</p>
          </div>
          <div
            className="w-56"
            role="img"
            aria-label={`Codice a barre dell’ordine ${order.number}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made on the server by bwip-js from the order number
            dangerouslySetInnerHTML={{ __html: barcode }}
          />
        </header>
        <p className="mt-4">
          <strong>{order.contact.nome}</strong>
          {[order.contact.telefono, order.contact.email]
            .filter(Boolean)
            .map((v) => ` · ${v}`)
            .join('')}
        </p>
        <p className="text-sm">
          {order.shippingMethod === 'pickup'
            ? `Ritiro${order.pickupPoint ? `: ${order.pickupPoint.nome}` : ''}`
            : `Spedizione${order.shippingAddress ? `: ${order.shippingAddress.indirizzo}, ${order.shippingAddress.cap} ${order.shippingAddress.citta}` : ''}`}
        </p>
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Righe dell’ordine</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1">
                Articolo
              </th>
              <th scope="col" className="py-1">
                Stato
              </th>
              <th scope="col" className="py-1 text-right">
                Q.tà
              </th>
              <th scope="col" className="py-1 text-right">
                Prezzo
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={line.id} className="border-b border-line align-top">
                <td className="py-1">
                  {line.titolo}
                  {line.isbn ? <span className="block text-xs text-muted">ISBN {line.isbn}</span> : null}
                </td>
                <td className="py-1">{line.statusLabel ?? '—'}</td>
                <td className="py-1 pl-2 text-right">{line.quantity}</td>
                <td className="whitespace-nowrap py-1 pl-3 text-right">{formatEuro(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 flex justify-between font-semibold">
          <span>Totale</span>
          <span>{formatEuro(order.total)}</span>
        </p>
        <p className="mt-1 text-sm">{order.paidAt ? 'Pagato' : `Da pagare: ${formatEuro(order.due)}`}</p>
      </article>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
