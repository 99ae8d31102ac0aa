import { v } from "convex/values";
import { badgesOf } from "./model/badges";
import { query } from "./_generated/server";

const counts = v.object({ cafes: v.number(), photos: v.number(), reviews: v.number(), cities: v.array(v.string()) });

/**
 * A user's badge counters (docs/product.md §3, badges); null when the user has none. Visitors see badges on
 * shared shop and profile links; it reads no session, so one cached result serves every viewer.
 */
export const forUser = query({
  args: { userId: v.id("users") },
  returns: v.union(v.null(), counts),
  handler: async (ctx, { userId }) => {
    const badge = await badgesOf(ctx, userId);
    return badge && { cafes: badge.cafes, photos: badge.photos, reviews: badge.reviews, cities: badge.cities };
  },
});
