import { useId } from 'react';

const ratingFmt = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

// Lucide's star outline. Drawn once per rating and repeated with <use>: a list of 50
// products drew ten icon SVGs per card (about 60 KB of the catalogue page's HTML).
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** Five stars, whole and half (SPEC.md section 9), with the review count. */
export function Stars({ rating, reviews, size = 'sm' }: { rating: number; reviews?: number; size?: 'sm' | 'md' }) {
  const halves = Math.max(0, Math.min(10, Math.round(rating * 2)));
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const row = [0, 1, 2, 3, 4].map((i) => <use key={i} href={`#${id}s`} x={i * 24} />);
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted">
      <svg
        role="img"
        aria-label={`Valutazione ${ratingFmt.format(rating)} su 5`}
        viewBox="0 0 120 24"
        className={size === 'md' ? 'h-5 w-25' : 'h-4 w-20'}
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <defs>
          <path id={`${id}s`} d={STAR} />
          <clipPath id={`${id}c`}>
            <rect width={halves * 12} height="24" />
          </clipPath>
        </defs>
        <g className="text-line">{row}</g>
        {halves > 0 ? (
          <g className="text-accent-500" clipPath={`url(#${id}c)`}>
            {row}
          </g>
        ) : null}
      </svg>
      {reviews !== undefined ? (
        <span>
          ({reviews}
          <span className="sr-only">{reviews === 1 ? ' recensione' : ' recensioni'}</span>)
        </span>
      ) : null}
    </p>
  );
}
