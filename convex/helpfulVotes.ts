import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { eitherBlocked } from "./model/blocks";
import { MAX_PAGE_SIZE } from "./model/pagination";
import { removeVotes, setHelpfulVote, voteOf } from "./model/helpfulVotes";
import { enforceRateLimit } from "./model/rateLimits";
import { removeReviewTotals } from "./model/reviewTotals";
import { postingMutationWithUser, queryWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";
import { isEstablished } from "./rules/trust";
import { runStep } from "./model/backgroundSteps";

/**
 * Marks a review helpful (`helpful: true`) or takes the mark back: one vote per user and review,
 * never on one's own; it moves the count only when the voter is established (rules/trust.ts) and
 * neither of the two blocked the other (then it stays the voter's own mark, telling no one of the block).
 * The count and the writer's notification follow in a scheduled job (decision 25), and the voter reads
 * no count (decision 37), so the answer is what the vote does to it (-1, 0 or +1), for the screen to
 * add to the count it showed.
 */
export const set = postingMutationWithUser({
  args: { reviewId: v.id("reviews"), helpful: v.boolean() },
  returns: v.number(),
  handler: async (ctx, { reviewId, helpful }) => {
    const { user } = ctx;
    const userId = user._id;
    const review = await ctx.db.get("reviews", reviewId);
    if (review === null || review.hiddenAt !== undefined) throw new ConvexError(MESSAGES.reviewNotFound);
    if (review.userId === userId) throw new ConvexError(MESSAGES.helpfulOwnReview);
    await enforceRateLimit(ctx, "helpfulVote", userId);
    const counts = isEstablished(user, Date.now()) && !(await eitherBlocked(ctx, userId, review.userId));
    const { change } = await setHelpfulVote(ctx, review, userId, helpful, counts);
    return change;
  },
});

/**
 * Which of these reviews the caller marked helpful: the per-viewer part of a review list, apart
 * from the list itself so that one stays the same for everyone. One indexed lookup a review.
 */
export const mine = queryWithUserId({
  args: { reviewIds: v.array(v.id("reviews")) },
  returns: v.array(v.id("reviews")),
  handler: async (ctx, { reviewIds }) => {
    if (reviewIds.length > MAX_PAGE_SIZE) throw new ConvexError(`At most ${MAX_PAGE_SIZE} reviews at a time.`);
    const votes = await Promise.all(reviewIds.map((reviewId) => voteOf(ctx, reviewId, ctx.userId)));
    return reviewIds.filter((_, i) => votes[i] !== null);
  },
});

/** The votes of a deleted review, a batch at a time, then its counts row. */
export const removalBatch = internalMutation({
  args: { reviewId: v.id("reviews") },
  returns: v.null(),
  handler: async (ctx, { reviewId }) => {
    if (await removeVotes(ctx, reviewId)) await runStep(ctx, internal.helpfulVotes.removalBatch, { reviewId });
    else await removeReviewTotals(ctx, reviewId);
    return null;
  },
});
