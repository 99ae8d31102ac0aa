import { v } from "convex/values";
import { internalMutation, type MutationCtx } from "./_generated/server";
import { addToCheerTotal, cheerOf, cheerTarget } from "./model/cheers";
import { commentOf, mentionEvent, stillCommenting } from "./model/comments";
import { forgetReviewDrink, recordReviewDrink } from "./model/drinkStats";
import { addToFollowers, followerCount } from "./model/followerCounts";
import { followOfBigChanged } from "./model/bigAccounts";
import { voteOf } from "./model/helpfulVotes";
import { addToEntryCount } from "./model/lists";
import { placeMarker } from "./model/mapTiles";
import { countShopPlace } from "./model/places";
import { notify, withdraw } from "./model/notifications";
import { followRow } from "./model/people";
import { flagLowRatingBurst } from "./model/trust";
import { addToRatings, addToUncounted } from "./model/ratings";
import { addToReviewTotals } from "./model/reviewTotals";
import { reviewCountsValidator, type ReviewCounts } from "./model/sharedTotals";
import { nextReviewNumber } from "./rules/reviewRules";
import { cheerTargetValidator } from "./tables/conversations";
import { panelChanged } from "./model/panelFiles";

// The scheduled side of shared totals (convex/model/sharedTotals.ts, decision 25): each job applies
// one action's difference to totals many people share. A run that fails commits nothing, so the
// failure watcher (convex/jobs.ts) running it again applies the difference once.

async function countIn(ctx: MutationCtx, counts: ReviewCounts, sign: 1 | -1) {
  // A review of an account not yet established is only counted as waiting (decision 28).
  if (counts.counted === false) return await addToUncounted(ctx, counts.shopId, sign);
  await addToRatings(ctx, counts, sign);
  if (sign === 1) await recordReviewDrink(ctx, counts);
  else await forgetReviewDrink(ctx, counts);
}

/** A new review: its running number, its shop's counts, the shop's adder told, and a burst of low ratings flagged. */
export const reviewAdded = internalMutation({
  args: { reviewId: v.id("reviews"), counts: reviewCountsValidator, adderId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { reviewId, counts, adderId }) => {
    await countIn(ctx, counts, 1);
    const review = await ctx.db.get("reviews", reviewId);
    if (review === null) return null;
    if (review.number === undefined) {
      // After the newest numbered review of the shop: those written meanwhile are numbered by their own job.
      let number = nextReviewNumber(null);
      for await (const newer of ctx.db
        .query("reviews")
        .withIndex("by_shop", (q) => q.eq("shopId", review.shopId))
        .order("desc")) {
        if (newer.number === undefined) continue;
        number = nextReviewNumber({ number: newer.number });
        break;
      }
      await ctx.db.patch("reviews", reviewId, { number });
      await panelChanged(ctx, review.shopId);
    }
    if (review.hiddenAt === undefined) await notify(ctx, adderId, review.userId, { kind: "review", review });
    await flagLowRatingBurst(ctx, review);
    return null;
  },
});

/** A review's counts out of its shop (deleted, hidden, or its version before an edit) and/or in. */
export const shopCounts = internalMutation({
  args: { out: v.optional(reviewCountsValidator), in: v.optional(reviewCountsValidator) },
  returns: v.null(),
  handler: async (ctx, change) => {
    if (change.out) await countIn(ctx, change.out, -1);
    if (change.in) await countIn(ctx, change.in, 1);
    return null;
  },
});

/** A follow made or undone: the followee's follower count; told when the follow still stands, withdrawn when it does not. */
export const followChanged = internalMutation({
  args: { followerId: v.id("users"), followeeId: v.id("users"), change: v.union(v.literal(1), v.literal(-1)) },
  returns: v.null(),
  handler: async (ctx, { followerId, followeeId, change }) => {
    const followee = await ctx.db.get("users", followeeId);
    if (followee) await addToFollowers(ctx, followee, change);
    const following = (await followRow(ctx, followerId, followeeId)) !== null;
    const followers = followee ? await followerCount(ctx, followee) : 0;
    await followOfBigChanged(ctx, followerId, followeeId, following, followers);
    if (change === 1 && following) await notify(ctx, followeeId, followerId, { kind: "follow" });
    if (change === -1 && !following) await withdraw(ctx, followeeId, followerId, { kind: "follow" });
    return null;
  },
});

/** A Helpful vote given or taken back: the review's count (when the vote counts), and its writer told or the notice withdrawn. */
export const voteChanged = internalMutation({
  args: {
    reviewId: v.id("reviews"),
    voterId: v.id("users"),
    change: v.union(v.literal(1), v.literal(-1)),
    counted: v.boolean(),
  },
  returns: v.null(),
  handler: async (ctx, { reviewId, voterId, change, counted }) => {
    const review = await ctx.db.get("reviews", reviewId);
    if (review === null) return null;
    if (counted) await addToReviewTotals(ctx, review, { helpful: change });
    const voted = (await voteOf(ctx, reviewId, voterId)) !== null;
    if (change === 1 && voted && counted && review.hiddenAt === undefined)
      await notify(ctx, review.userId, voterId, { kind: "helpful", review });
    if (change === -1 && !voted) await withdraw(ctx, review.userId, voterId, { kind: "helpful", review });
    return null;
  },
});

/**
 * A shop added or edited: its marker placed as the shop is now (`from`: where it was). Not in the adder's or
 * editor's mutation, which would read the tile the ratings jobs write (decision 37); the marker trails by a moment.
 */
export const markerChanged = internalMutation({
  args: { shopId: v.id("shops"), from: v.union(v.null(), v.object({ lat: v.number(), lng: v.number() })) },
  returns: v.null(),
  handler: async (ctx, { shopId, from }) => {
    const shop = await ctx.db.get("shops", shopId);
    if (shop !== null) await placeMarker(ctx, shop, from);
    return null;
  },
});

/**
 * A shop added in a town: the town's and its region's counts, which Add Review's dropdowns read. Not in the
 * adder's mutation, where two people adding shops in one state at once would meet on the state's row.
 */
export const placeChanged = internalMutation({
  args: {
    country: v.optional(v.string()),
    state: v.string(),
    city: v.string(),
    change: v.union(v.literal(1), v.literal(-1)),
  },
  returns: v.null(),
  handler: async (ctx, { change, ...place }) => {
    await countShopPlace(ctx, place, change);
    return null;
  },
});

/** An entry added to a shared list or taken off: the list's entry count (decision 32). */
export const listEntriesChanged = internalMutation({
  args: { listId: v.id("lists"), change: v.union(v.literal(1), v.literal(-1)) },
  returns: v.null(),
  handler: async (ctx, { listId, change }) => {
    await addToEntryCount(ctx, listId, change);
    return null;
  },
});

/**
 * A comment added or taken away (deleted, hidden, restored): the review's count, and the review's
 * author and the people mentioned told, or their notices withdrawn once the author has no shown comment left.
 */
export const commentChanged = internalMutation({
  args: {
    reviewId: v.id("reviews"),
    commentId: v.id("comments"),
    authorId: v.id("users"),
    change: v.union(v.literal(1), v.literal(-1)),
    mentions: v.array(v.id("users")),
    tell: v.boolean(),
  },
  returns: v.null(),
  handler: async (ctx, { reviewId, commentId, authorId, change, mentions, tell }) => {
    const review = await ctx.db.get("reviews", reviewId);
    if (review === null) return null;
    await addToReviewTotals(ctx, review, { comments: change });
    const comment = await commentOf(ctx, commentId);
    const shown = comment !== null && comment.hiddenAt === undefined && review.hiddenAt === undefined;
    if (change === 1 && shown && tell) {
      await notify(ctx, review.userId, authorId, { kind: "comment", review });
      for (const { userId } of comment.mentions) await notify(ctx, userId, authorId, mentionEvent(comment, review));
    }
    if (change === -1 && !shown) {
      if (!(await stillCommenting(ctx, reviewId, authorId)))
        await withdraw(ctx, review.userId, authorId, { kind: "comment", review });
      const event = { kind: "mention" as const, review, commentId };
      for (const userId of mentions) await withdraw(ctx, userId, authorId, event);
    }
    return null;
  },
});

/** A cheer given or taken back: the target's count, and its owner told or the notice withdrawn. */
export const cheerChanged = internalMutation({
  args: { targetId: cheerTargetValidator, userId: v.id("users"), change: v.union(v.literal(1), v.literal(-1)) },
  returns: v.null(),
  handler: async (ctx, { targetId, userId, change }) => {
    await addToCheerTotal(ctx, targetId, change);
    const target = await cheerTarget(ctx, targetId);
    if (target === null) return null;
    const cheered = (await cheerOf(ctx, targetId, userId)) !== null;
    const event =
      target.kind === "review"
        ? { kind: "cheer" as const, review: target.review }
        : { kind: "shopCheer" as const, shop: target.shop };
    if (change === 1 && cheered) await notify(ctx, target.ownerId, userId, event);
    if (change === -1 && !cheered) await withdraw(ctx, target.ownerId, userId, event);
    return null;
  },
});
