import type { Doc } from "@convex/_generated/dataModel";
import { formatRating, ratingDescription, ratingsSummary, reviewCount } from "@convex/rules/ratings";
import { UNCOUNTED_WHY, uncountedNote } from "@convex/rules/countedReviews";
import { Cups } from "@/components/CoffeeCups";

/**
 * The shop's ratings summary under the panel's title: overall cups and number, how many reviews,
 * and the Coffee, Vibe and Staff averages; "No reviews yet" when nobody has reviewed it; how many
 * reviews by new members do not count yet, and why (decision 28). Live with the panel's shop, whose
 * totals a scheduled job updates just after each review (decision 25).
 */
export function ShopRatings({ shop }: { shop: Pick<Doc<"shops">, "ratingTotals" | "uncountedReviews"> }) {
  const summary = ratingsSummary(shop.ratingTotals);
  const uncounted = shop.uncountedReviews ?? 0;
  return (
    <section aria-label="Ratings" className="bg-espresso px-4 pb-3 text-white">
      {summary === null ? (
        <p className="text-sm text-latte-light">{uncounted > 0 ? "No counted ratings yet" : "No reviews yet"}</p>
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
      {uncounted > 0 && (
        <details className="mt-1 text-sm text-latte-light">
          <summary className="flex min-h-11 cursor-pointer items-center underline-offset-2 hover:underline">
            {uncountedNote(uncounted)}
          </summary>
          <p className="mt-1 text-white/90">{UNCOUNTED_WHY}</p>
        </details>
      )}
    </section>
  );
}
