import { formatRating, ratingDescription, reviewCount, type RatingsSummary } from "@convex/rules/ratings";
import { CupMark } from "@/components/CoffeeCups";

/**
 * One line for lists (feed, recommendations): a cup, "4.3 · 12 reviews", or "No reviews yet".
 * Screen readers read one sentence instead: "Rated 4.3 out of 5 from 12 reviews". `className`
 * sets its colours.
 */
export function RatingLine({
  ratings,
  className = "text-sm text-espresso",
}: {
  ratings: RatingsSummary | null;
  className?: string;
}) {
  if (ratings === null) return <p className={className}>No reviews yet</p>;
  return (
    <p className={className}>
      <span className="sr-only">{ratingDescription(ratings)}</span>
      <span aria-hidden="true">
        <span className="font-semibold">
          <CupMark /> {formatRating(ratings.overall)}
        </span>{" "}
        · {reviewCount(ratings.reviews)}
      </span>
    </p>
  );
}
