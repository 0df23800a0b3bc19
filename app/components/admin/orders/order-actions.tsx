import { useState } from 'react';
import { Form } from 'react-router';
import { CsrfField } from '#app/components/accounts/form-parts.tsx';
import { Field, TextareaField } from '#app/components/ui/field.tsx';
import { Modal } from '#app/components/ui/modal.tsx';

type Errors = Record<string, string> | undefined;

export type OrderMoves = {
  moves: { value: string; label: string }[];
  canShip: boolean;
  canHandOver: boolean;
  canCancel: boolean;
  canRefund: boolean;
};

/** Cancel or refund: the reason goes in the family's e-mail and the history, so it is asked first. */
function ReasonDialog(props: { kind: 'cancel' | 'refund'; errors: Errors; openAtStart: boolean }) {
  const [open, setOpen] = useState(props.openAtStart);
  const cancel = props.kind === 'cancel';
  return (
    <>
      <button type="button" className="btn-outline text-danger" onClick={() => setOpen(true)}>
        {cancel ? 'Annulla l’ordine' : 'Rimborsa'}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={cancel ? 'Annullare l’ordine?' : 'Rimborsare l’ordine?'}
        formAs={Form}
        form={{ method: 'post', noValidate: true }}
        footer={
          <>
            <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>
              Indietro
            </button>
            <button type="submit" name="intent" value={props.kind} className="btn-primary">
              {cancel ? 'Annulla l’ordine' : 'Rimborsa'}
            </button>
          </>
        }
      >
        <CsrfField />
        <p className="text-sm">
          {cancel
            ? 'I prodotti tornano disponibili; se l’ordine è stato pagato con carta il rimborso parte da solo.'
            : 'Il pagamento con carta viene rimborsato da Stripe; per contanti, POS o bonifico restituisci tu l’importo.'}{' '}
          La famiglia riceve un’e-mail con il motivo.
        </p>
        <TextareaField label="Motivo" name="reason" rows={3} required errors={props.errors?.reason} />
      </Modal>
    </>
  );
}

/** What the shop can do with the order now: only the moves its state allows. */
export function OrderActions(props: OrderMoves & { errors: Errors; intent?: string }) {
  return (
    <section aria-labelledby="azioni" className="card p-4 sm:p-5">
      <h2 id="azioni" className="text-lg font-semibold">
        Azioni
      </h2>
      {props.moves.length > 0 ? (
        <Form method="post" className="mt-3 flex flex-wrap gap-2">
          <CsrfField />
          <input type="hidden" name="intent" value="status" />
          {props.moves.map((m) => (
            <button key={m.value} type="submit" name="status" value={m.value} className="btn-primary">
              Segna «{m.label}»
            </button>
          ))}
        </Form>
      ) : null}
      {props.canHandOver ? (
        <Form method="post" className="mt-3">
          <CsrfField />
          <button type="submit" name="intent" value="pickup" className="btn-primary">
            Consegnato al cliente
          </button>
        </Form>
      ) : null}
      {props.canShip ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2" noValidate>
          <CsrfField />
          <Field label="Numero di spedizione" name="trackingNumber" errors={props.errors?.trackingNumber} />
          <button type="submit" name="intent" value="ship" className="btn-primary">
            Segna spedito
          </button>
        </Form>
      ) : null}
      {props.canCancel || props.canRefund ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-3">
          {props.canCancel ? (
            <ReasonDialog kind="cancel" errors={props.errors} openAtStart={props.intent === 'cancel'} />
          ) : null}
          {props.canRefund ? (
            <ReasonDialog kind="refund" errors={props.errors} openAtStart={props.intent === 'refund'} />
          ) : null}
        </div>
      ) : null}
      {!props.moves.length && !props.canHandOver && !props.canShip && !props.canCancel && !props.canRefund ? (
        <p className="mt-2 text-sm text-muted">Nessuna azione possibile: l’ordine è chiuso.</p>
      ) : null}
    </section>
  );
}
