import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

// "Been": the shops a person reviewed or marked "Been here". A review marks its shop for its author when it is
// written (and migrations.beenFromReviews marked the shops reviewed before Been existed), so the profile pages
// one index of savedShops rows like the other two lists.

/** Whether the person has a review of the shop (kept or hidden: they went either way). */
export async function hasReviewed(ctx: Pick<QueryCtx, "db">, userId: Id<"users">, shopId: Id<"shops">) {
  const review = await ctx.db
    .query("reviews")
    .withIndex("by_shop_user", (q) => q.eq("shopId", shopId).eq("userId", userId))
    .first();
  return review !== null;
}

/** Puts the shop on the person's Been list, unless it is there. */
export async function markBeen(ctx: MutationCtx, userId: Id<"users">, shopId: Id<"shops">): Promise<void> {
  const rows = await ctx.db
    .query("savedShops")
    .withIndex("by_user_shop", (q) => q.eq("userId", userId).eq("shopId", shopId))
    .take(3);
  if (rows.some((row) => row.list === "been")) return;
  await ctx.db.insert("savedShops", { userId, shopId, list: "been" });
}
