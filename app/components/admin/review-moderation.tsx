import { BadgeCheck, Check, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDate } from '#common/format.ts';
import { REVIEW_MODERATION_RULES } from '#common/reviews/policy.ts';
import type { ModerationReviewView } from '#common/reviews/views.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { Stars } from '../catalog/stars.tsx';

// The reviews waiting for the shop's check, approved or rejected one by one. Self-contained
// (it reads and writes through /api/admin/reviews) so the back office being rebuilt on the
// UI kit can move it as it is.

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; reviews: ModerationReviewView[] };

export function ReviewModeration() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    let live = true;
    apiFetch<{ reviews: ModerationReviewView[] }>('/api/admin/reviews?status=pending')
      .then((body) => live && setState({ kind: 'ready', reviews: body.reviews }))
      .catch((error: unknown) => {
        if (!live) return;
        setState({
          kind: 'error',
          message: error instanceof ApiError ? error.message : 'Impossibile caricare le recensioni',
        });
      });
    return () => {
      live = false;
    };
  }, []);

  async function decide(review: ModerationReviewView, action: 'approve' | 'reject') {
    setBusy(review.id);
    setNotice('');
    try {
      await apiFetch(`/api/admin/reviews/${review.id}`, { method: 'POST', body: { action } });
      setState((s) => (s.kind === 'ready' ? { ...s, reviews: s.reviews.filter((r) => r.id !== review.id) } : s));
      setNotice(
        action === 'approve'
          ? `Recensione di ${review.autore} pubblicata.`
          : `Recensione di ${review.autore} scartata.`,
      );
    } catch (error) {
      setNotice(error instanceof ApiError ? error.message : 'Operazione non riuscita, riprova');
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="moderazione-recensioni" className="mt-10">
      <h2 id="moderazione-recensioni" className="text-xl font-bold text-primary-950">
        Recensioni da controllare
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{REVIEW_MODERATION_RULES}</p>
      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {notice}
      </p>
      {state.kind === 'loading' ? (
        <p className="card mt-3 p-4 text-muted">Caricamento delle recensioni…</p>
      ) : state.kind === 'error' ? (
        <p role="alert" className="card mt-3 p-4 text-danger">
          {state.message}
        </p>
      ) : state.reviews.length === 0 ? (
        <p className="card mt-3 p-4 text-muted">Nessuna recensione in attesa.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {state.reviews.map((r) => (
            <li key={r.id} className="card p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {r.oggetto.tipo === 'prodotto' ? r.oggetto.nome : `${r.oggetto.titolo} (ISBN ${r.oggetto.isbn})`}
                  </p>
                  <Stars rating={r.stelle} />
                  <p className="mt-1 inline-flex items-center gap-1 text-xs text-success">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    {r.autore} · acquisto del {formatDate(r.dataAcquisto)}
                    {r.numeroOrdine ? ` · ordine ${r.numeroOrdine}` : ''}
                  </p>
                  <p className="mt-2 whitespace-pre-line text-sm text-ink/90">{r.testo}</p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className="btn-primary px-3 text-sm"
                    disabled={busy === r.id}
                    onClick={() => void decide(r, 'approve')}
                  >
                    <Check aria-hidden="true" className="size-4" />
                    Pubblica<span className="sr-only"> la recensione di {r.autore}</span>
                  </button>
                  <button
                    type="button"
                    className="btn-outline px-3 text-sm"
                    disabled={busy === r.id}
                    onClick={() => void decide(r, 'reject')}
                  >
                    <X aria-hidden="true" className="size-4" />
                    Scarta<span className="sr-only"> la recensione di {r.autore}</span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
