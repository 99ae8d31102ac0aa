import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import { reviewDraft } from "./schema";
import { countReview } from "./model/badges";
import { recordReviewDrink } from "./model/drinkStats";
import { queueFanOut, reviewActivity } from "./model/feedRows";
import { claimOf } from "./model/photoClaims";
import { enforceRateLimit } from "./model/rateLimits";
import { addToRatings } from "./model/ratings";
import { reviewView, reviewViewValidator } from "./model/reviewView";
import { boundedPage } from "./model/pagination";
import { mutationWithUser, queryWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";
import { fullName } from "./rules/profile";
import { isResubmission } from "./rules/resubmission";
import { favouritesAtWritingTime, nextReviewNumber, reviewError } from "./rules/reviewRules";

/** A shop's reviews, newest first, a page at a time (shop panel). */
export const listForShop = queryWithUserId({
  args: { shopId: v.id("shops"), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(reviewViewValidator),
  handler: async (ctx, { shopId, paginationOpts }) => {
    const page = await ctx.db
      .query("reviews")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .order("desc")
      .paginate(boundedPage(paginationOpts));
    return { ...page, page: await Promise.all(page.page.map((review) => reviewView(ctx, review))) };
  },
});

/** A user's reviews, newest first, a page at a time (profile and other-user pages). */
export const listForUser = queryWithUserId({
  args: { userId: v.id("users"), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(reviewViewValidator),
  handler: async (ctx, { userId, paginationOpts }) => {
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
 * photos, the shop's ratings and map marker, the reviewer's badge counters and the feed rows of (up
 * to FEED_BATCH of) their followers are written together or not at all.
 */
export const create = mutationWithUser({
  args: {
    shopId: v.id("shops"),
    ...reviewDraft,
    photos: v.array(v.id("_storage")),
  },
  returns: v.id("reviews"),
  handler: async (ctx, { shopId, photos, ...draft }) => {
    const { user } = ctx;
    await enforceRateLimit(ctx, "createReview", user._id);
    const problem = reviewError(draft, photos.length);
    if (problem) throw new ConvexError(problem);
    const shop = await ctx.db.get("shops", shopId);
    if (shop === null) throw new ConvexError(MESSAGES.reviewShopNotFound);
    // The same review sent again (a double click, a retry) is the one already stored.
    const latest = await ctx.db
      .query("reviews")
      .withIndex("by_user", (q) => q.eq("userId", user._id))
      .order("desc")
      .first();
    if (isResubmission(latest, { shopId, photos, ...draft, text: draft.text.trim() }, Date.now())) return latest!._id;

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
    const saved = (await ctx.db.get("reviews", reviewId))!;
    await recordReviewDrink(ctx, saved);
    await addToRatings(ctx, saved, 1);
    await queueFanOut(ctx, reviewActivity(saved));

    for (const upload of uploads) {
      await ctx.db.insert("photos", { shopId, reviewId, userId: user._id, storageId: upload.storageId });
      await ctx.db.delete("uploads", upload._id);
    }
    await countReview(ctx, user._id, photos.length > 0);
    return reviewId;
  },
});
