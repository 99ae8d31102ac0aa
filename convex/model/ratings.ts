import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { withReview } from "../rules/ratings";
import { updateMarkerRating } from "./mapTiles";

// A shop's ratings (Coffee, Vibe, Staff): its review count and rating sums (schema: shops.ratingTotals)
// and its map marker's copy. Every write to them is here, in the same mutation as the review they count.

/** What `ratingsSummary` (rules/ratings.ts) gives, for the `returns` of the queries that show it. */
export const ratingsSummaryValidator = v.union(
  v.null(),
  v.object({ reviews: v.number(), coffee: v.number(), vibe: v.number(), staff: v.number(), overall: v.number() }),
);

type RatedReview = Pick<Doc<"reviews">, "shopId" | "drinkRating" | "shopRating" | "staffRating">;

/**
 * Counts a review into its shop's ratings (`sign` 1) or out of them (-1: a later edit takes the old
 * review out and the new one in, a delete takes it out), and updates the shop's map marker.
 */
export async function addToRatings(ctx: MutationCtx, review: RatedReview, sign: 1 | -1): Promise<void> {
  const shop = await ctx.db.get("shops", review.shopId);
  if (shop === null) return;
  const ratingTotals = withReview(shop.ratingTotals, review, sign);
  await ctx.db.patch("shops", shop._id, { ratingTotals });
  await updateMarkerRating(ctx, { ...shop, ratingTotals });
}
