import { BadgeCheck, ShieldCheck, Star } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { formatDate } from '#common/format.ts';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '#common/reviews/limits.ts';
import { REVIEW_STATUS_LABELS, type ReviewEligibility, type ReviewList } from '#common/reviews/views.ts';
import { CsrfField } from '../accounts/form-parts.tsx';
import { Stars } from './stars.tsx';

// A product's verified reviews: the average, the statement of how reviews are checked
// (Codice del Consumo art. 22), the list, and the form for a buyer whose order arrived.
// The form is a plain POST to the page's action, so it works before JavaScript.

export type ReviewFormResult = { ok: boolean; error?: string; fields?: Record<string, string> } | undefined;

const ratingFmt = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function ProductReviews(props: {
  productId: string;
  reviews: ReviewList;
  eligibility: ReviewEligibility;
  result: ReviewFormResult;
}) {
  const { reviews } = props;
  return (
    <section id="recensioni" aria-labelledby="recensioni-titolo" className="mt-12 scroll-mt-20">
      <h2 id="recensioni-titolo" className="text-xl font-bold text-primary-900">
        Recensioni
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-4">
          <div className="card p-5">
            {reviews.numero > 0 ? (
              <>
                <p className="flex items-baseline gap-2">
                  <span className="text-4xl font-bold text-primary-950">{ratingFmt.format(reviews.media)}</span>
                  <span className="text-muted">su 5</span>
                </p>
                <Stars rating={reviews.media} size="md" />
                <p className="mt-1 text-sm text-muted">
                  {reviews.numero === 1 ? '1 recensione verificata' : `${reviews.numero} recensioni verificate`}
                </p>
              </>
            ) : (
              <p className="text-muted">Ancora nessuna recensione per questo prodotto.</p>
            )}
            <p className="mt-4 flex gap-2 border-t border-line pt-4 text-sm text-muted">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{reviews.verifica}</span>
            </p>
          </div>
          <WriteReview {...props} />
        </div>

        {reviews.recensioni.length > 0 ? (
          <ul className="grid content-start gap-3">
            {reviews.recensioni.map((r) => (
              <li key={r.id} className="card p-4 sm:p-5">
                <article aria-label={`Recensione di ${r.autore}`}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Stars rating={r.stelle} />
                    <p className="text-sm font-semibold text-ink">{r.autore}</p>
                  </div>
                  <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-success">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    Recensione verificata: acquisto del {formatDate(r.dataAcquisto)}
                  </p>
                  <p className="mt-2 whitespace-pre-line text-ink/90">{r.testo}</p>
                </article>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function WriteReview({ productId, eligibility, result }: Parameters<typeof ProductReviews>[0]) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.has('stelle');
  if (eligibility.stato === 'anonimo') {
    return (
      <p className="text-sm text-muted">
        Hai comprato questo prodotto qui?{' '}
        <Link
          to={`/auth/login?redirect=${encodeURIComponent(`/products/${productId}#recensioni`)}`}
          className="font-medium text-primary-700 underline underline-offset-2"
        >
          Accedi
        </Link>{' '}
        per scrivere una recensione.
      </p>
    );
  }
  if (eligibility.stato === 'non_acquistato') {
    return (
      <p className="text-sm text-muted">
        Potrai scrivere una recensione quando avrai ricevuto questo prodotto ordinato in questo negozio.
      </p>
    );
  }
  if (eligibility.stato === 'recensito') {
    const own = eligibility.recensione;
    return (
      <div className="card p-4 text-sm" role="status">
        <p className="font-semibold text-ink">
          {result?.ok ? 'Grazie per la recensione! ' : ''}La tua recensione: {REVIEW_STATUS_LABELS[own.status]}
        </p>
        {own.status === 'pending' ? (
          <p className="mt-1 text-muted">La pubblichiamo dopo averla letta, di solito entro due giorni lavorativi.</p>
        ) : null}
        <div className="mt-2">
          <Stars rating={own.stelle} />
        </div>
        <p className="mt-1 whitespace-pre-line text-ink/90">{own.testo}</p>
      </div>
    );
  }
  const fields = result?.fields ?? {};
  return (
    <Form method="post" className="card space-y-4 p-5" noValidate>
      <CsrfField />
      <h3 className="font-semibold text-ink">Scrivi la tua recensione</h3>
      <p className="text-sm text-muted">
        Hai ricevuto questo prodotto con l’ordine del {formatDate(eligibility.dataAcquisto)}. Sarà pubblicata come «
        {eligibility.autore}» dopo il nostro controllo.
      </p>
      {result?.error && !result.fields ? (
        <p role="alert" className="field-error">
          {result.error}
        </p>
      ) : null}
      <fieldset aria-describedby={fields.stelle ? 'stelle-errore' : undefined}>
        <legend className="field-label">Quante stelle?</legend>
        <div className="flex gap-1.5">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="flex size-11 cursor-pointer flex-col items-center justify-center rounded-lg border border-line text-xs font-semibold text-ink has-checked:border-accent-600 has-checked:bg-accent-100 has-focus-visible:outline-2 has-focus-visible:outline-primary-600"
            >
              <input type="radio" name="stelle" value={n} className="sr-only" required />
              <Star aria-hidden="true" className="size-4 text-accent-600" fill="currentColor" />
              <span aria-hidden="true">{n}</span>
              <span className="sr-only">{n === 1 ? '1 stella' : `${n} stelle`}</span>
            </label>
          ))}
        </div>
        {fields.stelle ? (
          <p id="stelle-errore" className="field-error">
            {fields.stelle}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="recensione-testo" className="field-label">
          La tua recensione
        </label>
        <textarea
          id="recensione-testo"
          name="testo"
          rows={4}
          minLength={REVIEW_TEXT_MIN}
          maxLength={REVIEW_TEXT_MAX}
          required
          className="field-input"
          aria-invalid={fields.testo ? true : undefined}
          aria-describedby={fields.testo ? 'testo-errore' : 'testo-aiuto'}
        />
        {fields.testo ? (
          <p id="testo-errore" className="field-error">
            {fields.testo}
          </p>
        ) : (
          <p id="testo-aiuto" className="mt-1 text-sm text-muted">
            Racconta com’è il prodotto: almeno {REVIEW_TEXT_MIN} caratteri, senza dati personali.
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={sending}>
        {sending ? 'Invio…' : 'Invia la recensione'}
      </button>
    </Form>
  );
}
