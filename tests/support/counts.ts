import type { Id } from "@convex/_generated/dataModel";
import type { MutationCtx } from "@convex/_generated/server";
import { reviewTotalsOf, shownCounts } from "@convex/model/reviewTotals";
import { shopTotalsOf, shownTotals } from "@convex/model/shopTotals";

// The counts the shared-totals jobs keep in documents of their own (decision 37), read as the screens read them.

/** A review's Helpful and comment counts: its reviewTotals row's. */
export async function reviewCountsOf(ctx: Pick<MutationCtx, "db">, reviewId: Id<"reviews">) {
  const review = (await ctx.db.get(reviewId))!;
  return shownCounts(review, await reviewTotalsOf(ctx, reviewId));
}

/** A shop's ratings and uncounted reviews: its shopTotals row's. */
export async function shopTotalsNow(ctx: Pick<MutationCtx, "db">, shopId: Id<"shops">) {
  const shop = (await ctx.db.get(shopId))!;
  return shownTotals(shop, await shopTotalsOf(ctx, shopId));
}
