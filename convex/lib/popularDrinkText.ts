import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { MESSAGES } from "../model/messages";

/** The panel's most-popular-drink text. TODO(merge): read the top drinkStats row. */
export async function popularDrinkText(ctx: QueryCtx, shopId: Id<"shops">): Promise<string> {
  const anyReview = await ctx.db
    .query("reviews")
    .withIndex("by_shop", (q) => q.eq("shopId", shopId))
    .first();
  if (!anyReview) return MESSAGES.popularNoReviews;
  return MESSAGES.popularNoHighRating;
}
