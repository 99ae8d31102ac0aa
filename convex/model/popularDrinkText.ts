import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { popularDrinkText as sentence } from "../rules/popularDrink";
import { topDrink } from "./drinkStats";

/** The panel's most-popular-drink text from the top drinkStats row: two indexed reads, no review scan. */
export async function popularDrinkText(ctx: QueryCtx, shopId: Id<"shops">): Promise<string> {
  const [anyReview, top] = await Promise.all([
    ctx.db
      .query("reviews")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .first(),
    topDrink(ctx, shopId),
  ]);
  return sentence(top, anyReview !== null);
}
