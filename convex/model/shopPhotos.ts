import { v } from "convex/values";
import type { PaginationOptions } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { boundedPage } from "./pagination";
import { photoUrls } from "./reviewView";

/** A shop's photo as the panel and the photo viewer show it: its addresses, who posted it and when. */
export const shopPhotoValidator = v.object({
  _id: v.id("photos"),
  reviewId: v.id("reviews"),
  url: v.string(),
  smallUrl: v.string(),
  userId: v.id("users"),
  userName: v.string(),
  postedAt: v.number(),
});

/**
 * A page of a shop's photos in upload order, each with its review's author and time (one read per review on
 * the page); hidden photos and photos of hidden reviews are left out. Reads no session.
 */
export async function shopPhotosPage(ctx: QueryCtx, shopId: Id<"shops">, paginationOpts: PaginationOptions) {
  const page = await ctx.db
    .query("photos")
    .withIndex("by_shop", (q) => q.eq("shopId", shopId))
    .paginate(boundedPage(paginationOpts));
  // A review's photos sit together: read each review once.
  const reviews = new Map<Id<"reviews">, Promise<Doc<"reviews"> | null>>();
  const reviewOf = (id: Id<"reviews">) => {
    if (!reviews.has(id)) reviews.set(id, ctx.db.get("reviews", id));
    return reviews.get(id)!;
  };
  const views = await Promise.all(
    page.page.map(async (photo) => {
      const [urls, review] = await Promise.all([photoUrls(ctx, photo), reviewOf(photo.reviewId)]);
      if (urls === null || review === null || review.hiddenAt !== undefined || photo.hiddenAt !== undefined)
        return null;
      return {
        _id: photo._id,
        reviewId: photo.reviewId,
        ...urls,
        userId: review.userId,
        userName: review.userName,
        postedAt: review._creationTime,
      };
    }),
  );
  return { ...page, page: views.filter((p) => p !== null) };
}
