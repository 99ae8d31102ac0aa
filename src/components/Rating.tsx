import { RATING_MAX } from "@convex/rules/reviews";
import { formatRating, ratingDescription, reviewCount, type RatingsSummary } from "@convex/rules/ratings";

// A shop's overall rating, shown as stars (filled to the tenth) or as a short line. The visible
// figures are hidden from screen readers, which read one sentence instead:
// "Rated 4.3 out of 5 from 12 reviews".

const STARS = "★".repeat(RATING_MAX);

/** Five stars, filled to `rating` out of 5; `label` is their text alternative. */
export function RatingStars({ rating, label, className = "" }: { rating: number; label: string; className?: string }) {
  const filled = `${(Math.min(RATING_MAX, Math.max(0, rating)) / RATING_MAX) * 100}%`;
  return (
    <span role="img" aria-label={label} className={`relative inline-block leading-none whitespace-nowrap ${className}`}>
      <span aria-hidden="true" className="opacity-35">
        {STARS}
      </span>
      <span aria-hidden="true" className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: filled }}>
        {STARS}
      </span>
    </span>
  );
}

/**
 * One line for lists (feed, recommendations): "★ 4.3 · 12 reviews", or "No reviews yet".
 * `className` sets its colours.
 */
export function RatingLine({ ratings, className = "text-sm text-espresso" }: { ratings: RatingsSummary | null; className?: string }) {
  if (ratings === null) return <p className={className}>No reviews yet</p>;
  return (
    <p className={className}>
      <span className="sr-only">{ratingDescription(ratings)}</span>
      <span aria-hidden="true">
        <span className="font-semibold">★ {formatRating(ratings.overall)}</span> · {reviewCount(ratings.reviews)}
      </span>
    </p>
  );
}
