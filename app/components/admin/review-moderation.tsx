import { BadgeCheck, Check, X } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '#common/format.ts';
import { REVIEW_MODERATION_RULES } from '#common/reviews/policy.ts';
import type { ModerationReviewView } from '#common/reviews/views.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { Stars } from '../catalog/stars.tsx';

// The reviews waiting for the shop's check, approved or rejected one by one through
// /api/admin/reviews. The page's loader reads them (no second request after the page, no
// "loading" state); null when the signed-in person may not moderate (staff: the API is the
// owner's and the operator's).

/** What staff read instead of the list (the API's answer to them). */
const REVIEWS_FOR_OWNERS = 'Operazione riservata al titolare della libreria';

export function ReviewModeration({ reviews }: { reviews: ModerationReviewView[] | null }) {
  /** Reviews decided on this page: they leave the list until the loader's next reading. */
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const pending = reviews?.filter((r) => !decided.has(r.id)) ?? [];

  async function decide(review: ModerationReviewView, action: 'approve' | 'reject') {
    setBusy(review.id);
    setNotice('');
    try {
      await apiFetch(`/api/admin/reviews/${review.id}`, { method: 'POST', body: { action } });
      setDecided((ids) => new Set(ids).add(review.id));
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
      {reviews === null ? (
        <p role="alert" className="card mt-3 p-4 text-danger">
          {REVIEWS_FOR_OWNERS}
        </p>
      ) : pending.length === 0 ? (
        <p className="card mt-3 p-4 text-muted">Nessuna recensione in attesa.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {pending.map((r) => (
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
