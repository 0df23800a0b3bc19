import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { CsrfField } from '../accounts/form-parts.tsx';

/**
 * "Annulla l'ordine" asks first, in a <dialog>. Without JavaScript the button posts the
 * form directly (the server still checks the order may be cancelled).
 */
export function CancelOrder({ number }: { number: string }) {
  const navigation = useNavigation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const busy = navigation.state !== 'idle';
  return (
    <Form method="post" className="card p-5">
      <CsrfField />
      <input type="hidden" name="intent" value="cancel" />
      <p className="text-sm text-muted">Puoi annullare l’ordine finché non iniziamo a prepararlo.</p>
      <button
        type="submit"
        className="btn-outline mt-3 w-full text-danger"
        disabled={busy}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          dialog.current?.showModal();
        }}
      >
        Annulla l’ordine
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="annulla-titolo"
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-card p-6 shadow-2xl backdrop:bg-ink/60"
      >
        <h2 id="annulla-titolo" className="text-lg font-bold text-primary-900">
          Annullare l’ordine {number}?
        </h2>
        <p className="mt-2 text-sm text-ink">
          I libri e i prodotti riservati tornano disponibili per altri. Se hai già pagato con carta, ti rimborsiamo.
        </p>
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          <button type="button" className="btn-outline" onClick={() => dialog.current?.close()}>
            No, tieni l’ordine
          </button>
          <button
            type="submit"
            className="btn-primary bg-danger hover:bg-danger/90"
            disabled={busy}
            onClick={() => dialog.current?.close()}
          >
            Sì, annulla l’ordine
          </button>
        </div>
      </dialog>
    </Form>
  );
}
