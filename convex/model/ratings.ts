import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { NO_RATINGS, withReview, type RatingTotals } from "../rules/ratings";
import { updateMarkerRating } from "./mapTiles";
import { changeShopTotals, shopTotalsOf, shownTotals } from "./shopTotals";

// A shop's ratings (Coffee, Vibe, Staff): its review count and rating sums (its shopTotals row, decision 37)
// and its map marker's copy. Every change of them is here, run by the scheduled jobs of convex/totals.ts
// (decision 25), the migrations and the demo seed; never by the mutation of a person reviewing.

/** What `ratingsSummary` (rules/ratings.ts) gives, for the `returns` of the queries that show it. */
export const ratingsSummaryValidator = v.union(
  v.null(),
  v.object({ reviews: v.number(), coffee: v.number(), vibe: v.number(), staff: v.number(), overall: v.number() }),
);

type RatedReview = Pick<Doc<"reviews">, "shopId" | "drinkRating" | "shopRating" | "staffRating">;

/** Changes a shop's ratings and its marker's copy together. */
async function changeRatings(
  ctx: MutationCtx,
  shopId: Id<"shops">,
  change: (totals: RatingTotals | undefined) => RatingTotals,
) {
  const shop = await ctx.db.get("shops", shopId);
  if (shop === null) return;
  const { ratingTotals } = await changeShopTotals(ctx, shop, (now) => ({
    ...now,
    ratingTotals: change(now.ratingTotals),
  }));
  await updateMarkerRating(ctx, { ...shop, ratingTotals });
}

/**
 * Counts a review into its shop's ratings (`sign` 1) or out of them (-1: a delete takes it out), and
 * updates the shop's map marker.
 */
export async function addToRatings(ctx: MutationCtx, review: RatedReview, sign: 1 | -1): Promise<void> {
  await changeRatings(ctx, review.shopId, (totals) => withReview(totals, review, sign));
}

/**
 * A review that does not count yet joins (1) or leaves (-1) the shop's uncounted reviews (decision 28).
 * Not held at zero: differences add up in any order (decision 25), and screens show it only above zero.
 */
export async function addToUncounted(ctx: MutationCtx, shopId: Id<"shops">, sign: 1 | -1): Promise<void> {
  const shop = await ctx.db.get("shops", shopId);
  if (shop === null) return;
  await changeShopTotals(ctx, shop, (now) => ({ ...now, uncountedReviews: (now.uncountedReviews ?? 0) + sign }));
}

const sameTotals = (a: RatingTotals | undefined, b: RatingTotals | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.reviews === b.reviews &&
    a.coffee === b.coffee &&
    a.vibe === b.vibe &&
    a.staff === b.staff);

/**
 * Counts a shop's shown reviews again into its ratings and its marker's copy: for a shop reviewed before
 * ratings were kept (convex/migrations.ts), whose totals are absent or count only the reviews since.
 * Hidden reviews are out, as a hide takes them out, and so are reviews not counted yet (decision 28).
 * Says whether the totals changed.
 */
export async function recountRatings(ctx: MutationCtx, shop: Doc<"shops">): Promise<boolean> {
  let totals: RatingTotals | undefined;
  for await (const review of ctx.db.query("reviews").withIndex("by_shop", (q) => q.eq("shopId", shop._id))) {
    if (review.hiddenAt === undefined && review.counted !== false) totals = withReview(totals, review, 1);
  }
  const kept = shownTotals(shop, await shopTotalsOf(ctx, shop._id)).ratingTotals;
  // No review shown: totals that were never kept stay absent, kept ones are zeros (as after a last delete).
  const ratingTotals = totals ?? (kept && NO_RATINGS);
  if (sameTotals(ratingTotals, kept)) return false;
  await changeShopTotals(ctx, shop, (now) => ({ ...now, ratingTotals }));
  await updateMarkerRating(ctx, { ...shop, ratingTotals });
  return true;
}
