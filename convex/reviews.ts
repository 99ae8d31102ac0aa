import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { query } from "./_generated/server";
import { reviewView } from "./lib/reviewView";
import { boundedPage } from "./lib/pagination";
import { requireUserId } from "./lib/session";

/** A shop's reviews, newest first, a page at a time (shop panel). */
export const listForShop = query({
  args: { shopId: v.id("shops"), paginationOpts: paginationOptsValidator },
  handler: async (ctx, { shopId, paginationOpts }) => {
    await requireUserId(ctx);
    const page = await ctx.db
      .query("reviews")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .order("desc")
      .paginate(boundedPage(paginationOpts));
    return { ...page, page: await Promise.all(page.page.map((review) => reviewView(ctx, review))) };
  },
});

/** A user's reviews, newest first, a page at a time (profile and other-user pages). */
export const listForUser = query({
  args: { userId: v.id("users"), paginationOpts: paginationOptsValidator },
  handler: async (ctx, { userId, paginationOpts }) => {
    await requireUserId(ctx);
    const page = await ctx.db
      .query("reviews")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .order("desc")
      .paginate(boundedPage(paginationOpts));
    return { ...page, page: await Promise.all(page.page.map((review) => reviewView(ctx, review))) };
  },
});
