import { v } from "convex/values";
import { query } from "./_generated/server";
import { requireUserId } from "./model/session";

const counts = v.object({ cafes: v.number(), photos: v.number(), reviews: v.number(), cities: v.array(v.string()) });

/** A user's badge counters (SPEC BrewBadges); null when the user has none. */
export const forUser = query({
  args: { userId: v.id("users") },
  returns: v.union(v.null(), counts),
  handler: async (ctx, { userId }) => {
    await requireUserId(ctx);
    const badge = await ctx.db
      .query("badges")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .unique();
    return badge && { cafes: badge.cafes, photos: badge.photos, reviews: badge.reviews, cities: badge.cities };
  },
});
