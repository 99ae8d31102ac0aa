import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { POPULAR_MIN_RATING, drinkKey, popularDrinkText } from "../rules/popularDrink";

type DrinkReview = Pick<Doc<"reviews">, "shopId" | "_creationTime" | "drinkRating" | "temp" | "milk" | "bev" | "roast" | "process">;

function statOf(ctx: QueryCtx, review: DrinkReview) {
  const key = drinkKey(review);
  return ctx.db
    .query("drinkStats")
    .withIndex("by_shop_key", (q) => q.eq("shopId", review.shopId).eq("key", key))
    .unique();
}

/** Counts a review toward its shop's popular drink; call in the mutation that inserts it (or edits it in). */
export async function recordReviewDrink(ctx: MutationCtx, review: DrinkReview): Promise<void> {
  if (review.drinkRating < POPULAR_MIN_RATING) return;
  const existing = await statOf(ctx, review);
  if (existing) {
    // An edited older review joining a group does not make the group's latest review older.
    const lastReviewAt = Math.max(existing.lastReviewAt, review._creationTime);
    await ctx.db.patch("drinkStats", existing._id, { count: existing.count + 1, lastReviewAt });
  } else {
    const { shopId, temp, milk, bev, roast, process } = review;
    await ctx.db.insert("drinkStats", { shopId, key: drinkKey(review), temp, milk, bev, roast, process, count: 1, lastReviewAt: review._creationTime });
  }
}

/**
 * Takes a deleted review (or an edited one's old drink) out of its shop's counters; a group left
 * with none goes. The group keeps its `lastReviewAt` (finding the next latest would mean scanning
 * reviews): it only breaks ties, which SPEC §9 leaves to chance.
 */
export async function forgetReviewDrink(ctx: MutationCtx, review: DrinkReview): Promise<void> {
  if (review.drinkRating < POPULAR_MIN_RATING) return;
  const existing = await statOf(ctx, review);
  if (existing === null) return;
  if (existing.count <= 1) await ctx.db.delete("drinkStats", existing._id);
  else await ctx.db.patch("drinkStats", existing._id, { count: existing.count - 1 });
}

/** After an edit: the review's old drink out of the counters and its new one in (nothing when neither changed). */
export async function replaceReviewDrink(ctx: MutationCtx, before: DrinkReview, after: DrinkReview): Promise<void> {
  const counted = (review: DrinkReview) => (review.drinkRating >= POPULAR_MIN_RATING ? drinkKey(review) : null);
  if (counted(before) === counted(after)) return;
  await forgetReviewDrink(ctx, before);
  await recordReviewDrink(ctx, after);
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
