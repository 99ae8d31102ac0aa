import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { POPULAR_MIN_RATING, drinkKey, popularDrinkText } from "../rules/popularDrink";

/** Counts a new review toward its shop's popular drink; call in the mutation that inserts it. */
export async function recordReviewDrink(ctx: MutationCtx, review: Doc<"reviews">): Promise<void> {
  if (review.drinkRating < POPULAR_MIN_RATING) return;
  const key = drinkKey(review);
  const existing = await ctx.db
    .query("drinkStats")
    .withIndex("by_shop_key", (q) => q.eq("shopId", review.shopId).eq("key", key))
    .unique();
  if (existing) {
    await ctx.db.patch("drinkStats", existing._id, { count: existing.count + 1, lastReviewAt: review._creationTime });
  } else {
    const { shopId, temp, milk, bev, roast, process } = review;
    await ctx.db.insert("drinkStats", { shopId, key, temp, milk, bev, roast, process, count: 1, lastReviewAt: review._creationTime });
  }
}

/** The shop's most frequent drink group (ties: the most recently reviewed), in one indexed read. */
export async function topDrink(ctx: QueryCtx, shopId: Id<"shops">): Promise<Doc<"drinkStats"> | null> {
  return await ctx.db
    .query("drinkStats")
    .withIndex("by_shop_rank", (q) => q.eq("shopId", shopId))
    .order("desc")
    .first();
}

/**
 * Reads what the shop panel says about the most popular drink: the top drinkStats row and whether
 * the shop has any review (two indexed reads, no review scan), worded by `popularDrinkText`.
 */
export async function readPopularDrinkText(ctx: QueryCtx, shopId: Id<"shops">): Promise<string> {
  const [anyReview, top] = await Promise.all([
    ctx.db
      .query("reviews")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .first(),
    topDrink(ctx, shopId),
  ]);
  return popularDrinkText(top, anyReview !== null);
}
