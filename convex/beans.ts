import { v } from "convex/values";
import { query } from "./_generated/server";
import { requireUserId } from "./lib/session";

const bean = v.object({ name: v.string(), roast: v.string(), notes: v.string(), origin: v.string() });

/** The bean list of a shop (empty when nobody has added any). */
export const forShop = query({
  args: { shopId: v.id("shops") },
  returns: v.array(bean),
  handler: async (ctx, { shopId }) => {
    await requireUserId(ctx);
    const doc = await ctx.db
      .query("beans")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .unique();
    return doc?.beans ?? [];
  },
});
