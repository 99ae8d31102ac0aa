import {
  paginationOptsValidator,
  paginationResultValidator,
  type FilterBuilder,
  type NamedTableInfo,
  type PaginationOptions,
} from "convex/server";
import { ConvexError, v } from "convex/values";
import type { DataModel, Doc, Id } from "./_generated/dataModel";
import { query, type QueryCtx } from "./_generated/server";
import { reviewDraftFields } from "./model/validators";
import { countReview, countReviewPhotosChange } from "./model/badges";
import { markBeen } from "./model/been";
import { queueFanOut, reviewActivity } from "./model/feedRows";
import { deleteReview } from "./model/moderation";
import { enforceNewAccountAllowance, enforceRateLimit } from "./model/rateLimits";
import { queueReviewAdded, queueShopCounts } from "./model/sharedTotals";
import { queueCountingWhenEstablished } from "./model/trust";
import { attachPhotos, claimUploads, deletePhotos } from "./model/reviewPhotos";
import { startReviewTotals } from "./model/reviewTotals";
import { reviewPhotoUrls, reviewView, reviewViewValidator } from "./model/reviewView";
import { boundedPage, MAX_PAGE_SIZE } from "./model/pagination";
import { mutationWithUserId, postingMutationWithUser, queryWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";
import { fullName } from "./rules/profile";
import { reviewOverall } from "./rules/ratings";
import { holdsAll, isResubmission } from "./rules/resubmission";
import { DEFAULT_REVIEW_SORT, type ReviewSort } from "./rules/reviewSort";
import { favouritesAtWritingTime, reviewError, storedDetails, type ReviewDraft } from "./rules/reviewRules";
import { objectionableError } from "./rules/objectionable";
import { cleanLongText } from "./rules/text";
import { isEstablished } from "./rules/trust";
import { panelChanged } from "./model/panelFiles";

const reviewSortValidator = v.union(
  v.literal("newest"),
  v.literal("helpful"),
  v.literal("highest"),
  v.literal("lowest"),
);

/** The shop's lists leave out hidden reviews. */
const isShown = (q: FilterBuilder<NamedTableInfo<DataModel, "reviews">>) => q.eq(q.field("hiddenAt"), undefined);

/** A shop's reviews in one of the panel's orders but most helpful: each is one index range, so a page reads only itself. */
function shopReviewsIn(ctx: QueryCtx, shopId: Id<"shops">, sort: Exclude<ReviewSort, "helpful">) {
  const reviews = ctx.db.query("reviews");
  switch (sort) {
    case "newest":
      return reviews.withIndex("by_shop", (q) => q.eq("shopId", shopId)).order("desc");
    case "highest":
      return reviews.withIndex("by_shop_overall", (q) => q.eq("shopId", shopId)).order("desc");
    case "lowest":
      return reviews.withIndex("by_shop_overall", (q) => q.eq("shopId", shopId)).order("asc");
  }
}

/** Most helpful first: a page of the shop's reviewTotals rows by count (decision 37), each joined to its review. */
async function mostHelpful(ctx: QueryCtx, shopId: Id<"shops">, paginationOpts: PaginationOptions) {
  const page = await ctx.db
    .query("reviewTotals")
    .withIndex("by_shop_helpful", (q) => q.eq("shopId", shopId))
    .order("desc")
    .paginate(boundedPage(paginationOpts));
  const reviews = await Promise.all(page.page.map((row) => ctx.db.get("reviews", row.reviewId)));
  const shown = page.page.flatMap((row, i) => {
    const review = reviews[i];
    return review && review.hiddenAt === undefined ? [reviewView(ctx, review, row)] : [];
  });
  return { ...page, page: await Promise.all(shown) };
}

/**
 * A shop's reviews, a page at a time (shop panel): newest first (docs/product.md §4), or most helpful, highest or
 * lowest rated first (ties newest first, or oldest first for lowest). The same for every viewer, so
 * it reads no session and a deployment caches one result for all of them; which reviews the viewer
 * marked helpful is `helpfulVotes.mine`.
 */
export const listForShop = query({
  args: { shopId: v.id("shops"), sort: v.optional(reviewSortValidator), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(reviewViewValidator),
  handler: async (ctx, { shopId, sort = DEFAULT_REVIEW_SORT, paginationOpts }) => {
    if (sort === "helpful") return await mostHelpful(ctx, shopId, paginationOpts);
    // Hidden reviews are rare: filtering reads few past the page.
    const page = await shopReviewsIn(ctx, shopId, sort).filter(isShown).paginate(boundedPage(paginationOpts));
    return { ...page, page: await Promise.all(page.page.map((review) => reviewView(ctx, review))) };
  },
});

/**
 * A user's reviews, newest first, a page at a time (profile and other-user pages, visitors'
 * included). It reads no session, so one cached result serves every viewer.
 */
export const listForUser = query({
  args: { userId: v.id("users"), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(reviewViewValidator),
  handler: async (ctx, { userId, paginationOpts }) => {
    const page = await ctx.db
      .query("reviews")
      .withIndex("by_user_hidden", (q) => q.eq("userId", userId).eq("hiddenAt", undefined))
      .order("desc")
      .paginate(boundedPage(paginationOpts));
    return { ...page, page: await Promise.all(page.page.map((review) => reviewView(ctx, review))) };
  },
});

/** The signed-in user's reviews a moderator hid, newest first: only they (and moderators) still see them. */
export const hiddenMine = queryWithUserId({
  args: {},
  returns: v.array(reviewViewValidator),
  handler: async (ctx) => {
    const hidden = await ctx.db
      .query("reviews")
      .withIndex("by_user_hidden", (q) => q.eq("userId", ctx.userId).gt("hiddenAt", 0))
      .order("desc")
      .take(MAX_PAGE_SIZE);
    return await Promise.all(hidden.map((review) => reviewView(ctx, review)));
  },
});

/** A review as it is stored: its text cleaned (rules/text.ts); refused with the reason when it breaks a rule or the language filter. */
function checkedDraft<Draft extends ReviewDraft>(given: Draft, photoCount: number): Draft {
  const draft = storedDetails({ ...given, text: cleanLongText(given.text) });
  const problem = reviewError(draft, photoCount) ?? objectionableError([["Review", draft.text]]);
  if (problem) throw new ConvexError(problem);
  return draft;
}

/**
 * Write a review. The photos are storage ids the caller uploaded and registered
 * (`photos.registerUpload`); they become the shop's photos in the order given. This mutation writes
 * the reviewer's own records: the review, its photos and their badge counters. Its number, the
 * shop's ratings, marker and popular drink (or, while the reviewer is not established, the shop's
 * uncounted reviews: decision 28) and the adder's notification follow in a scheduled job (decision
 * 25); the followers' feed rows in scheduled batches.
 */
export const create = postingMutationWithUser({
  args: {
    shopId: v.id("shops"),
    ...reviewDraftFields,
    // Registered uploads: Convex storage ids or bucket keys (rules/photoRefs.ts).
    photos: v.array(v.string()),
  },
  returns: v.id("reviews"),
  handler: async (ctx, { shopId, photos, ...given }) => {
    const { user } = ctx;
    await enforceRateLimit(ctx, "createReview", user._id);
    const draft = checkedDraft(given, photos.length);
    const shop = await ctx.db.get("shops", shopId);
    if (shop === null) throw new ConvexError(MESSAGES.reviewShopNotFound);
    // The same review sent again (a double click, a retry) is the one already stored.
    const latest = await ctx.db
      .query("reviews")
      .withIndex("by_user", (q) => q.eq("userId", user._id))
      .order("desc")
      .first();
    if (isResubmission(latest, { shopId, photos, ...draft }, Date.now())) return latest!._id;
    await enforceNewAccountAllowance(ctx, user);

    const uploads = await claimUploads(ctx, photos, user._id);
    // Shown at once, counted in ratings only once its author is established (decision 28).
    const counted = isEstablished(user, Date.now());

    const review = {
      shopId,
      shopName: shop.name,
      city: shop.city,
      state: shop.state,
      userId: user._id,
      userName: fullName(user),
      ...draft,
      photos,
      ...favouritesAtWritingTime(user),
      overall: reviewOverall(draft),
      ...(counted ? {} : { counted: false }),
    };
    const reviewId = await ctx.db.insert("reviews", review);
    const saved = (await ctx.db.get("reviews", reviewId))!;
    await startReviewTotals(ctx, saved);
    await panelChanged(ctx, saved.shopId);
    // Queued, not written here: other people's reviews of the shop then never conflict (decision 25).
    await queueReviewAdded(ctx, saved, shop.submittedBy);
    await queueFanOut(ctx, reviewActivity(saved));
    if (!counted) await queueCountingWhenEstablished(ctx, user);

    await attachPhotos(ctx, saved, uploads);
    await countReview(ctx, user._id, photos.length > 0);
    await markBeen(ctx, user._id, shopId);
    return reviewId;
  },
});

/**
 * One review with its photos' storage ids and small copies' addresses (the edit form,
 * /editreview/:reviewId); null when it is gone or the address names none.
 */
export const get = queryWithUserId({
  args: { reviewId: v.string() },
  returns: v.union(
    v.null(),
    reviewViewValidator.omit("cheerCount").extend({
      photoFiles: v.array(v.object({ storageId: v.string(), url: v.union(v.null(), v.string()) })),
    }),
  ),
  handler: async (ctx, args) => {
    const reviewId = ctx.db.normalizeId("reviews", args.reviewId);
    const review = reviewId === null ? null : await ctx.db.get("reviews", reviewId);
    if (review === null || (review.hiddenAt !== undefined && review.userId !== ctx.userId)) return null;
    const urls = await reviewPhotoUrls(ctx, review);
    const photoFiles = review.photos.map((storageId, i) => ({ storageId, url: urls[i]?.smallUrl ?? null }));
    return { ...review, photoUrls: urls.filter((u) => u !== null), photoFiles };
  },
});

/** The caller's own review; anyone else's (or none) is refused. */
async function ownReview(ctx: QueryCtx, reviewId: Id<"reviews">, userId: Id<"users">): Promise<Doc<"reviews">> {
  const review = await ctx.db.get("reviews", reviewId);
  if (review === null) throw new ConvexError(MESSAGES.reviewNotFound);
  if (review.userId !== userId) throw new ConvexError(MESSAGES.reviewNotYours);
  return review;
}

/**
 * The author edits their review: what was ordered, the ratings, the text and the photos. `photos` is
 * the whole new list: photos of the review to keep and newly registered uploads to add (at most 10
 * in all); the review's other photos are deleted with their files. The review keeps its place and
 * time and is marked edited. The author's photo badge changes with it; the shop's ratings, marker
 * and popular drink follow in a scheduled job (decision 25). Feed rows hold only the review's id and
 * creation time (convex/model/feedRows.ts), so every feed shows the edit as soon as it is saved.
 */
export const update = postingMutationWithUser({
  args: { reviewId: v.id("reviews"), ...reviewDraftFields, photos: v.array(v.string()) },
  returns: v.null(),
  handler: async (ctx, { reviewId, photos, ...given }) => {
    const { user } = ctx;
    const before = await ownReview(ctx, reviewId, user._id);
    if (before.hiddenAt !== undefined) throw new ConvexError(MESSAGES.reviewHidden);
    await enforceRateLimit(ctx, "editReview", user._id);
    const draft = checkedDraft(given, photos.length);
    if (new Set(photos).size !== photos.length) throw new ConvexError(MESSAGES.photoNotYours);

    // Kept photos stay in their order and new ones follow, as the shop's photo rows are ordered.
    const wanted = new Set(photos);
    const kept = before.photos.filter((id) => wanted.has(id));
    const removed = before.photos.filter((id) => !wanted.has(id));
    const uploads = await claimUploads(
      ctx,
      photos.filter((id) => !before.photos.includes(id)),
      user._id,
    );
    const changes = { ...draft, photos: [...kept, ...uploads.map((upload) => upload.storageId)] };
    if (holdsAll(before, changes)) return null; // sent twice, or nothing changed: not "edited"

    await ctx.db.patch("reviews", reviewId, { ...changes, overall: reviewOverall(changes), editedAt: Date.now() });
    const after = (await ctx.db.get("reviews", reviewId))!;
    await panelChanged(ctx, after.shopId);
    await queueShopCounts(ctx, { out: before, in: after });
    await deletePhotos(ctx, removed);
    await attachPhotos(ctx, after, uploads);
    await countReviewPhotosChange(ctx, user._id, before.photos.length > 0, after.photos.length > 0);
    return null;
  },
});

/**
 * The author deletes their review (a hidden one too). Its photos (rows and files), the author's
 * badges (a tier can be lost) and the shop adder's notice go with it; the shop's ratings, marker and
 * popular drink follow in a scheduled job (decision 25), and the followers' feed rows and the
 * review's helpful votes leave in scheduled batches (model/moderation.ts deleteReview).
 */
export const remove = mutationWithUserId({
  args: { reviewId: v.id("reviews") },
  returns: v.null(),
  handler: async (ctx, { reviewId }) => {
    const { userId } = ctx;
    const review = await ownReview(ctx, reviewId, userId);
    await enforceRateLimit(ctx, "editReview", userId);
    await deleteReview(ctx, review);
    return null;
  },
});
