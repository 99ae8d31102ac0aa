// Reviews and what hangs on them: Helpful votes, photos and uploads, the popular-drink counts.
import { defineTable } from "convex/server";
import { v } from "convex/values";
import { reviewDraftFields } from "../model/validators";

export const reviewsTables = {
  // ShopReviews.
  reviews: defineTable({
    shopId: v.id("shops"),
    // The running count per shop (review_id of docs/product.md §3), given a moment after it is written (convex/totals.ts).
    number: v.optional(v.number()),
    shopName: v.string(),
    city: v.string(), // copied from the shop for recommendation lookups
    state: v.string(),
    userId: v.id("users"),
    userName: v.string(),
    ...reviewDraftFields,
    // Photo references: Convex storage ids or bucket keys (rules/photoRefs.ts, decision 36).
    photos: v.array(v.string()),
    // The reviewer's favourites when the review was written.
    userFavDrink: v.string(),
    userFavTemp: v.string(),
    userFavMilk: v.string(),
    userFavRoast: v.string(),
    userFavProcess: v.string(),
    // When the author last edited it (it keeps its place: lists sort by creation); absent if never.
    editedAt: v.optional(v.number()),
    // Where its Helpful and comment counts were kept before reviewTotals (decision 37): read only as a row's
    // starting value until the countsToTotals migration has moved them and cleared these.
    helpfulCount: v.optional(v.number()),
    commentCount: v.optional(v.number()),
    // The mean of its three ratings to one decimal (rules/ratings.ts reviewOverall), for sorting by rating.
    overall: v.optional(v.number()),
    // Hidden by a moderator (or by AUTO_HIDE_REPORTERS reports) since then: out of every list, count,
    // rating, badge, tile and feed until restored (convex/model/moderation.ts). Its author still sees it.
    hiddenAt: v.optional(v.number()),
    // false: written before its author was established (rules/trust.ts), so it is shown but counts in no
    // rating, marker, popular drink or recommendation until convex/trust.ts counts it in (decision 28).
    // Absent: it counts (every review written before this rule).
    counted: v.optional(v.boolean()),
  })
    // A shop's reviews newest first; by_shop_user finds one reviewer's (the shop panel's followed reviewers).
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_shop", ["shopId"])
    .index("by_shop_user", ["shopId", "userId"])
    // A user's reviews by time (feed backfill, renames); by_user_hidden their shown ones (profile list, newest first) or hidden ones.
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_user", ["userId"])
    .index("by_place_taste", ["state", "city", "roast", "bev", "temp", "drinkRating"])
    // The panel's other orders (reviews.listForShop): highest and lowest rated (most helpful: reviewTotals).
    .index("by_shop_overall", ["shopId", "overall"])
    .index("by_user_hidden", ["userId", "hiddenAt"])
    // An author's reviews not counted yet (counted: false) or counted (absent), for convex/trust.ts.
    .index("by_user_counted", ["userId", "counted"]),

  // A review's counts, kept by the shared-totals jobs alone (convex/model/reviewTotals.ts, decision 37): its
  // counted Helpful votes and its shown comments, replies included. The review's own mutation inserts the row
  // with zeros; nothing a person's mutation reads is written here, so a vote never meets another's job.
  reviewTotals: defineTable({
    reviewId: v.id("reviews"),
    shopId: v.id("shops"),
    helpfulCount: v.number(),
    commentCount: v.number(),
  })
    .index("by_review", ["reviewId"])
    // The panel's "most helpful" order (reviews.listForShop).
    .index("by_shop_helpful", ["shopId", "helpfulCount"]),

  // "Helpful" votes: one per voter and review, never on one's own (convex/model/helpfulVotes.ts).
  // `counted: false`: the voter was not established when voting (rules/trust.ts), so the vote is the
  // voter's own mark and not in the review's helpfulCount. Absent (votes before trust): counted.
  helpfulVotes: defineTable({
    reviewId: v.id("reviews"),
    userId: v.id("users"),
    counted: v.optional(v.boolean()),
  })
    .index("by_review_user", ["reviewId", "userId"])
    // A voter's votes (taken back when their account is deleted).
    .index("by_user", ["userId"]),

  // Shop photos, one row each, in upload order (docs/product.md §3, photos). `storageId` is the photo
  // (the large file, as the review lists it); `smallStorageId` the small copy lists show, absent on a
  // photo stored before there were two sizes until the backfill reaches it (docs/decisions/0016-two-photo-sizes.md).
  photos: defineTable({
    shopId: v.id("shops"),
    reviewId: v.id("reviews"),
    userId: v.id("users"),
    // A Convex storage id or a bucket key each (rules/photoRefs.ts): the name says which store holds it.
    storageId: v.string(),
    smallStorageId: v.optional(v.string()),
    // Hidden by a moderator since then (the review's other photos stay); its author still sees it.
    hiddenAt: v.optional(v.number()),
  })
    .index("by_shop", ["shopId"])
    .index("by_review", ["reviewId"])
    .index("by_storage", ["storageId"])
    .index("by_small", ["smallStorageId"]),

  // Uploads waiting to be attached to a review: who uploaded what (ownership check), with the small copy.
  uploads: defineTable({
    userId: v.id("users"),
    storageId: v.string(),
    smallStorageId: v.optional(v.string()),
    // A bucket key handed out for an upload and not yet checked (model/photoStore.ts uploadTarget): no
    // review may take it until registerUpload has checked the object; the stale-upload purge deletes it.
    awaiting: v.optional(v.boolean()),
  })
    .index("by_storage", ["storageId"])
    .index("by_small", ["smallStorageId"])
    .index("by_user", ["userId"]),

  // Popular-drink counters per shop: one row per lowercased temp|milk|bev|roast|process of counted
  // reviews rated 4 or more, kept by the shared-totals jobs (decision 25), so the shop panel reads the
  // top drink without scanning reviews.
  drinkStats: defineTable({
    shopId: v.id("shops"),
    key: v.string(),
    temp: v.string(),
    milk: v.string(),
    bev: v.string(),
    roast: v.string(),
    process: v.string(),
    count: v.number(),
    lastReviewAt: v.number(),
  })
    .index("by_shop_key", ["shopId", "key"])
    .index("by_shop_rank", ["shopId", "count", "lastReviewAt"]),
};
