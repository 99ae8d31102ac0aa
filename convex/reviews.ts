import { paginationOptsValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import { mutation, query, type MutationCtx } from "./_generated/server";
import { reviewDraft } from "./schema";
import { recordReviewDrink } from "./model/drinkStats";
import { fanOut, reviewActivity } from "./model/feedRows";
import { claimOf } from "./model/photoClaims";
import { enforceRateLimit } from "./model/rateLimits";
import { reviewView } from "./model/reviewView";
import { boundedPage } from "./model/pagination";
import { requireUser, requireUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";
import { fullName } from "./rules/profile";
import { favouritesAtWritingTime, nextReviewNumber, reviewError } from "./rules/reviewRules";

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

/**
 * Write a review. The photos are storage ids the caller uploaded and registered
 * (`photos.registerUpload`); they become the shop's photos in the order given. The review, its
 * photos, the reviewer's badge counters and the feed rows of (up to FEED_BATCH of) their followers
 * are written together or not at all.
 */
export const create = mutation({
  args: {
    shopId: v.id("shops"),
    ...reviewDraft,
    photos: v.array(v.id("_storage")),
  },
  returns: v.id("reviews"),
  handler: async (ctx, { shopId, photos, ...draft }) => {
    const user = await requireUser(ctx);
    await enforceRateLimit(ctx, "createReview", user._id);
    const problem = reviewError(draft, photos.length);
    if (problem) throw new ConvexError(problem);
    const shop = await ctx.db.get(shopId);
    if (shop === null) throw new ConvexError(MESSAGES.reviewShopNotFound);

    if (new Set(photos).size !== photos.length) throw new ConvexError(MESSAGES.photoNotYours);
    const uploads = await Promise.all(
      photos.map(async (storageId) => {
        const { upload, attached } = await claimOf(ctx, storageId);
        if (upload === null || upload.userId !== user._id || attached !== null) {
          throw new ConvexError(MESSAGES.photoNotYours);
        }
        return upload;
      }),
    );

    const newest = await ctx.db
      .query("reviews")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .order("desc")
      .first();
    const review = {
      shopId,
      number: nextReviewNumber(newest),
      shopName: shop.name,
      city: shop.city,
      state: shop.state,
      userId: user._id,
      userName: fullName(user),
      ...draft,
      text: draft.text.trim(),
      photos,
      ...favouritesAtWritingTime(user),
    };
    const reviewId = await ctx.db.insert("reviews", review);
    const saved = (await ctx.db.get(reviewId))!;
    await recordReviewDrink(ctx, saved);
    await fanOut(ctx, reviewActivity(saved));

    for (const upload of uploads) {
      await ctx.db.insert("photos", { shopId, reviewId, userId: user._id, storageId: upload.storageId });
      await ctx.db.delete(upload._id);
    }
    await countReview(ctx, user._id, photos.length > 0);
    return reviewId;
  },
});

/** Badge counters move with the review (SPEC §7: reviews + 1, photos + 1 per review with photos). */
async function countReview(ctx: MutationCtx, userId: Id<"users">, withPhotos: boolean) {
  const badges = await ctx.db
    .query("badges")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
  const photos = withPhotos ? 1 : 0;
  if (badges === null) {
    await ctx.db.insert("badges", { userId, cafes: 0, photos, reviews: 1, cities: [] });
  } else {
    await ctx.db.patch(badges._id, { reviews: badges.reviews + 1, photos: badges.photos + photos });
  }
}
