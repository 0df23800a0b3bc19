import { Star, StarHalf } from 'lucide-react';

const ratingFmt = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

/** Five stars, whole and half (SPEC.md section 9), with the review count. */
export function Stars({ rating, reviews, size = 'sm' }: { rating: number; reviews?: number; size?: 'sm' | 'md' }) {
  const halves = Math.round(rating * 2);
  const icon = size === 'md' ? 'size-5' : 'size-4';
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted">
      <span className="flex" role="img" aria-label={`Valutazione ${ratingFmt.format(rating)} su 5`}>
        {[0, 1, 2, 3, 4].map((i) => {
          const filled = halves - i * 2;
          return (
            <span key={i} className={`relative ${icon}`}>
              <Star aria-hidden="true" className={`absolute inset-0 ${icon} text-line`} fill="currentColor" />
              {filled >= 2 ? (
                <Star aria-hidden="true" className={`absolute inset-0 ${icon} text-accent-500`} fill="currentColor" />
              ) : filled === 1 ? (
                <StarHalf
                  aria-hidden="true"
                  className={`absolute inset-0 ${icon} text-accent-500`}
                  fill="currentColor"
                />
              ) : null}
            </span>
          );
        })}
      </span>
      {reviews !== undefined ? (
        <span>
          ({reviews}
          <span className="sr-only">{reviews === 1 ? ' recensione' : ' recensioni'}</span>)
        </span>
      ) : null}
    </p>
  );
}
