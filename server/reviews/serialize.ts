import type { ModerationReviewView, ReviewView } from '#common/reviews/views.ts';
import type { Review } from './schema.ts';

export function toReviewView(r: Review): ReviewView {
  return {
    id: String(r.id),
    stelle: r.stars,
    testo: r.text,
    autore: r.authorName,
    dataAcquisto: r.purchasedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    status: r.status,
  };
}

export function toModerationView(r: Review, orderNumber: string | null): ModerationReviewView {
  return {
    ...toReviewView(r),
    oggetto:
      r.productId !== null
        ? { tipo: 'prodotto', id: String(r.productId), nome: r.subjectTitle }
        : { tipo: 'libro', isbn: r.isbn ?? '', titolo: r.subjectTitle },
    numeroOrdine: orderNumber,
  };
}

/** "Maria R.": how a review is signed, so a surname is never published in full. */
export function publicAuthorName(person: { firstName: string; lastName: string; displayName: string }): string {
  const first = person.firstName.trim() || person.displayName.trim().split(/\s+/)[0] || '';
  const initial = person.lastName.trim().charAt(0);
  if (!first) return 'Cliente';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
