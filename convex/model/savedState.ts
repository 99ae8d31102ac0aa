import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { hasReviewed } from "./been";

export const savedStateValidator = v.object({
  wantToTry: v.boolean(),
  favourite: v.boolean(),
  been: v.boolean(),
  reviewed: v.boolean(),
});

/** Whether `userId` has this shop on each of their lists (shop panel toggles), and whether they reviewed it. */
export async function savedStateOf(ctx: Pick<QueryCtx, "db">, userId: Id<"users">, shopId: Id<"shops">) {
  const rows = await ctx.db
    .query("savedShops")
    .withIndex("by_user_shop", (q) => q.eq("userId", userId).eq("shopId", shopId))
    .take(3);
  const reviewed = await hasReviewed(ctx, userId, shopId);
  return {
    wantToTry: rows.some((row) => row.list === "wantToTry"),
    favourite: rows.some((row) => row.list === "favourite"),
    been: reviewed || rows.some((row) => row.list === "been"),
    reviewed,
  };
}
