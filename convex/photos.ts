import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { query } from "./_generated/server";
import { boundedPage } from "./lib/pagination";
import { requireUserId } from "./lib/session";

/** A shop's photos in upload order, a page at a time (the panel takes 3, the viewer pages on). */
export const forShop = query({
  args: { shopId: v.id("shops"), paginationOpts: paginationOptsValidator },
  handler: async (ctx, { shopId, paginationOpts }) => {
    await requireUserId(ctx);
    const page = await ctx.db
      .query("photos")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .paginate(boundedPage(paginationOpts));
    const withUrls = await Promise.all(
      page.page.map(async (photo) => ({ _id: photo._id, reviewId: photo.reviewId, url: await ctx.storage.getUrl(photo.storageId) })),
    );
    return { ...page, page: withUrls.filter((p): p is typeof p & { url: string } => p.url !== null) };
  },
});
