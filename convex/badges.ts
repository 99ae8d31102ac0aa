import { v } from "convex/values";
import { badgeCountsOf, badgeCountsValidator } from "./model/badges";
import { query } from "./_generated/server";

/**
 * A user's badge counters (docs/product.md §3, badges); null when the user has none. Visitors see badges on
 * shared shop and profile links; it reads no session, so one cached result serves every viewer.
 */
export const forUser = query({
  args: { userId: v.id("users") },
  returns: v.union(v.null(), badgeCountsValidator),
  handler: async (ctx, { userId }) => await badgeCountsOf(ctx, userId),
});
