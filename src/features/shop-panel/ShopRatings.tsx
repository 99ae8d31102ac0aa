import type { Doc } from "@convex/_generated/dataModel";
import { formatRating, ratingDescription, ratingsSummary, reviewCount } from "@convex/rules/ratings";
import { Cups } from "@/components/CoffeeCups";

/**
 * The shop's ratings summary under the panel's title: overall cups and number, how many reviews,
 * and the Coffee, Vibe and Staff averages; "No reviews yet" when nobody has reviewed it. Live with
 * the panel's shop, whose totals a scheduled job updates just after each review (decision 25).
 */
export function ShopRatings({ totals }: { totals: Doc<"shops">["ratingTotals"] }) {
  const summary = ratingsSummary(totals);
  return (
    <section aria-label="Ratings" className="bg-espresso px-4 pb-3 text-white">
      {summary === null ? (
        <p className="text-sm text-latte-light">No reviews yet</p>
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <p className="flex items-center gap-2">
            <Cups
              rating={summary.overall}
              label={ratingDescription(summary)}
              filled="text-latte-light"
              empty="text-white/30"
            />
            <span aria-hidden="true" className="text-lg font-bold">
              {formatRating(summary.overall)}
            </span>
            <span aria-hidden="true" className="text-sm text-latte-light">
              {reviewCount(summary.reviews)}
            </span>
          </p>
          <dl className="flex flex-wrap gap-x-3 text-sm">
            {(
              [
                ["Coffee", summary.coffee],
                ["Vibe", summary.vibe],
                ["Staff", summary.staff],
              ] as const
            ).map(([label, average]) => (
              <div key={label} className="flex gap-1">
                <dt className="text-latte-light">{label}</dt>
                <dd className="font-semibold">{formatRating(average)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}
