import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { ApiError, apiFetch } from '../../lib/api.ts';

/** A card order still waiting for its payment: back to Stripe (the open session or a new one). */
export function PayAgain({ orderId }: { orderId: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  const [message, setMessage] = useState('');
  async function pay() {
    setState('busy');
    try {
      const res = await apiFetch<{ paymentUrl: string }>(`/api/orders/${orderId}/pay`, { method: 'POST' });
      window.location.assign(res.paymentUrl);
    } catch (error) {
      setState('error');
      setMessage(error instanceof ApiError ? error.message : 'Errore di connessione');
    }
  }
  return (
    <section aria-labelledby="paga-carta" className="card mt-6 flex flex-wrap items-center justify-between gap-3 p-5">
      <div>
        <h2 id="paga-carta" className="flex items-center gap-2 text-lg font-bold text-primary-900">
          <CreditCard aria-hidden="true" className="size-5" /> Pagamento con carta da completare
        </h2>
        <p className="text-sm text-muted">Prepariamo l’ordine quando il pagamento è confermato.</p>
        {state === 'error' ? (
          <p role="alert" className="mt-1 text-sm text-danger">
            {message}
          </p>
        ) : null}
      </div>
      <button type="button" className="btn-accent" disabled={state === 'busy'} onClick={() => void pay()}>
        {state === 'busy' ? 'Apertura del pagamento…' : 'Paga ora con carta'}
      </button>
    </section>
  );
}
