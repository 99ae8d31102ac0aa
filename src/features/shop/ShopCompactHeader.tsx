import type { Doc } from "@convex/_generated/dataModel";
import { formatRating, ratingsSummary, reviewCount } from "@convex/rules/ratings";
import { CupMark } from "@/components/CoffeeCups";
import { DirectionsAction } from "@/features/shop/DirectionsAction";

/**
 * What stays above the panel's content once its ratings and actions have scrolled away: the
 * overall rating and Directions on one line, so reading reviews keeps most of the screen.
 */
export function ShopCompactHeader({
  shop,
}: {
  shop: Pick<Doc<"shops">, "ratingTotals" | "lat" | "lng" | "streetAddress" | "city" | "state">;
}) {
  const summary = ratingsSummary(shop.ratingTotals);
  return (
    <div className="flex items-center justify-between gap-3 bg-espresso px-4 pb-1 text-sm text-white">
      <p className="flex items-center gap-1">
        {summary === null ? (
          <span className="text-latte-light">No counted ratings yet</span>
        ) : (
          <>
            <CupMark className="size-4 text-latte-light" />
            <span className="font-bold">{formatRating(summary.overall)}</span>
            <span className="text-latte-light">· {reviewCount(summary.reviews)}</span>
          </>
        )}
      </p>
      <DirectionsAction shop={shop} look="compact" />
    </div>
  );
}
