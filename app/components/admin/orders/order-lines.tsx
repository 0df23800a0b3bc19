import { Form, useNavigation } from 'react-router';
import { CsrfField } from '#app/components/accounts/form-parts.tsx';
import { formatEuro } from '#common/format.ts';
import type { AdminOrderView } from '#common/orders/admin-views.ts';
import { LINE_STATUS_LABELS, LINE_STATUSES } from '#common/orders/status.ts';

/**
 * The order's lines: books with their own state (tick some, or all, and move them), then
 * the supplies. One form: the ticked boxes and the chosen state travel together.
 */
export function OrderLines({ order }: { order: AdminOrderView }) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' && ['lines', 'all-lines'].includes(String(navigation.formData?.get('intent')));
  const books = order.items.filter((i) => i.type === 'book');
  const products = order.items.filter((i) => i.type === 'product');
  return (
    <section aria-labelledby="righe" className="card p-4 sm:p-5">
      <h2 id="righe" className="text-lg font-semibold">
        Righe dell’ordine
      </h2>
      {books.length > 0 ? (
        <Form method="post" className="mt-3">
          <CsrfField />
          <fieldset>
            <legend className="text-sm font-medium text-muted">Libri ({books.length})</legend>
            <ul className="mt-2 divide-y divide-line">
              {books.map((line) => (
                <li key={line.id} className="flex items-start gap-3 py-3">
                  <input
                    type="checkbox"
                    name="itemIds"
                    value={line.id}
                    id={`line-${line.id}`}
                    className="mt-1 size-5 shrink-0"
                    aria-describedby={`line-${line.id}-state`}
                  />
                  <label htmlFor={`line-${line.id}`} className="min-w-0 flex-1">
                    <span className="block font-medium">{line.titolo}</span>
                    <span className="block text-xs text-muted">
                      ISBN {line.isbn}
                      {line.scuola ? ` · ${line.scuola.nome}` : ''}
                      {line.lista ? ` · lista di ${line.lista}` : ''}
                    </span>
                  </label>
                  <span className="shrink-0 text-right text-sm">
                    <span id={`line-${line.id}-state`} className="block font-medium">
                      {line.statusLabel}
                    </span>
                    <span className="text-muted">
                      {line.quantity} × {formatEuro(line.prezzo)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="line-status" className="field-label">
                Porta i libri selezionati a
              </label>
              <select id="line-status" name="status" className="field-input" defaultValue="arrivato">
                {LINE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {LINE_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="lines" className="btn-primary" disabled={busy}>
              Applica
            </button>
            <button type="submit" name="intent" value="all-lines" className="btn-outline" disabled={busy}>
              Applica a tutti
            </button>
          </div>
        </Form>
      ) : null}
      {products.length > 0 ? (
        <>
          <h3 className="mt-5 text-sm font-medium text-muted">Materiale scolastico</h3>
          <ul className="mt-2 divide-y divide-line">
            {products.map((line) => (
              <li key={line.id} className="flex justify-between gap-3 py-2 text-sm">
                <span>{line.titolo}</span>
                <span className="shrink-0">
                  {line.quantity} × {formatEuro(line.prezzo)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4 flex justify-between border-t border-line pt-3 font-semibold">
        <span>Totale (spedizione {formatEuro(order.shippingCost)})</span>
        <span>{formatEuro(order.total)}</span>
      </p>
    </section>
  );
}
