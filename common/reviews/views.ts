// Reviews as the API and the pages send them. The server's serializers
// (server/reviews/serialize.ts) are typed with these.

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'In attesa di verifica',
  approved: 'Pubblicata',
  rejected: 'Non pubblicata',
};

/** A published review. */
export type ReviewView = {
  id: string;
  /** 1 to 5. */
  stelle: number;
  testo: string;
  /** As published: first name and initial ("Maria R."). */
  autore: string;
  /** The date of the order that proves the purchase (ISO). */
  dataAcquisto: string;
  createdAt: string;
  status: ReviewStatus;
};

/** Average (one decimal) and count of the approved reviews. */
export type ReviewSummary = { media: number; numero: number };

/** What a product's page and `GET /api/products/{id}/reviews` give. */
export type ReviewList = ReviewSummary & {
  recensioni: ReviewView[];
  /** How the shop checks that reviews come from buyers (Codice del Consumo art. 22). */
  verifica: string;
};

/** The moderation list adds what the reviewed thing is and the order that proves it. */
export type ModerationReviewView = ReviewView & {
  oggetto: { tipo: 'prodotto'; id: string; nome: string } | { tipo: 'libro'; isbn: string; titolo: string };
  numeroOrdine: string | null;
};

/** Where the signed-in customer stands with one product. */
export type ReviewEligibility =
  | { stato: 'anonimo' }
  | { stato: 'non_acquistato' }
  | { stato: 'puoi_recensire'; dataAcquisto: string; autore: string }
  | { stato: 'recensito'; recensione: ReviewView };
