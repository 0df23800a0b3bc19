import { Form } from 'react-router';
import { CsrfField } from '#app/components/accounts/form-parts.tsx';
import { Field, SelectField, TextareaField } from '#app/components/ui/field.tsx';
import { formatDateTime, formatEuro } from '#common/format.ts';
import type { AdminOrderView } from '#common/orders/admin-views.ts';

// The side panels of the back office's order page: who, where, money, notes, history.

type Errors = Record<string, string> | undefined;

export function CustomerPanel({ order }: { order: AdminOrderView }) {
  const address = order.shippingAddress;
  return (
    <section aria-labelledby="cliente" className="card p-4 sm:p-5">
      <h2 id="cliente" className="text-lg font-semibold">
        Cliente e consegna
      </h2>
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className="text-muted">Nome</dt>
          <dd className="font-medium">{order.contact.nome || '—'}</dd>
        </div>
        <div>
          <dt className="text-muted">Contatti</dt>
          <dd>
            <a className="break-all text-primary-700 underline" href={`mailto:${order.contact.email}`}>
              {order.contact.email}
            </a>
            {order.contact.telefono ? (
              <>
                {' · '}
                <a className="text-primary-700 underline" href={`tel:${order.contact.telefono.replace(/\s/g, '')}`}>
                  {order.contact.telefono}
                </a>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Consegna</dt>
          <dd>
            {order.shippingMethod === 'pickup'
              ? `Ritiro: ${order.pickupPoint ? `${order.pickupPoint.nome}, ${order.pickupPoint.indirizzo}` : 'in libreria'}`
              : address
                ? `Spedizione a ${address.nome}, ${address.indirizzo}, ${address.cap} ${address.citta} (${address.provincia})`
                : 'Spedizione'}
            {order.trackingNumber ? ` · n. spedizione ${order.trackingNumber}` : ''}
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function PaymentsPanel({ order, errors }: { order: AdminOrderView; errors: Errors }) {
  const method = { stripe: 'carta', ritiro: 'al ritiro', bonifico: 'bonifico' }[order.paymentMethod];
  return (
    <section aria-labelledby="pagamenti" className="card p-4 sm:p-5">
      <h2 id="pagamenti" className="text-lg font-semibold">
        Pagamenti
      </h2>
      <p className="mt-2 text-sm">
        Metodo scelto: {method}.{' '}
        {order.paidAt ? (
          <strong className="text-success">Pagato il {formatDateTime(order.paidAt)}</strong>
        ) : (
          <strong>Da pagare: {formatEuro(order.due)}</strong>
        )}
      </p>
      {order.payments.length > 0 ? (
        <ul className="mt-2 text-sm">
          {order.payments.map((p) => (
            <li key={p.id}>
              {formatDateTime(p.at)} · {p.method === 'pos' ? 'POS' : 'Contanti'} {formatEuro(p.amount)} ({p.recordedBy})
            </li>
          ))}
        </ul>
      ) : null}
      {!order.paidAt && order.paymentMethod !== 'stripe' && order.due > 0 ? (
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="payment" />
          <SelectField
            label="Incassato con"
            name="method"
            defaultValue="contanti"
            errors={errors?.method}
            options={[
              { value: 'contanti', label: 'Contanti' },
              { value: 'pos', label: 'POS' },
            ]}
          />
          <Field
            label="Importo (€)"
            name="amount"
            inputMode="decimal"
            defaultValue={order.due.toFixed(2)}
            errors={errors?.amount}
          />
          <button type="submit" className="btn-primary">
            Registra
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export function NotesPanel({ order, errors }: { order: AdminOrderView; errors: Errors }) {
  return (
    <section aria-labelledby="note" className="card p-4 sm:p-5">
      <h2 id="note" className="text-lg font-semibold">
        Note interne
      </h2>
      <p className="text-xs text-muted">La famiglia non le vede.</p>
      {order.notes.length > 0 ? (
        <ul className="mt-2 grid gap-2 text-sm">
          {order.notes.map((n) => (
            <li key={n.id} className="rounded-md bg-surface p-2">
              <span className="block whitespace-pre-line">{n.text}</span>
              <span className="text-xs text-muted">
                {n.author} · {formatDateTime(n.at)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="mt-3 grid gap-2" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="note" />
        <TextareaField label="Nuova nota" name="text" rows={2} errors={errors?.text} />
        <button type="submit" className="btn-outline justify-self-start">
          Aggiungi nota
        </button>
      </Form>
    </section>
  );
}

export function HistoryPanel({ order }: { order: AdminOrderView }) {
  return (
    <section aria-labelledby="storico" className="card p-4 sm:p-5">
      <h2 id="storico" className="text-lg font-semibold">
        Storico
      </h2>
      <ol className="mt-2 grid gap-1 text-sm">
        {[...order.history].reverse().map((e) => (
          <li key={`${e.at}-${e.to}-${e.itemId ?? 'ordine'}-${e.note ?? ''}`}>
            <span className="text-muted">{formatDateTime(e.at)}</span> · {e.label}
            {e.note ? ` — ${e.note}` : ''} <span className="text-muted">({e.actor})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
