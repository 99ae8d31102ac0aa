import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { queueVoteChange } from "./sharedTotals";
import { runStep } from "./backgroundSteps";

// "Helpful" votes: one row per voter and review, counted in the review's reviewTotals row so
// "most helpful first" is one index range and a card needs no count query. The count moves in the
// vote's shared-totals job, not in the voter's mutation (convex/totals.ts, decisions 25 and 37), and
// the voter reads no count, so two votes on one review do not conflict. Every write to helpfulVotes is here.

/** Votes deleted per transaction when their review goes. */
export const VOTE_REMOVAL_BATCH = 200;

/** The voter's vote on a review, or null. */
export async function voteOf(
  ctx: Pick<QueryCtx, "db">,
  reviewId: Id<"reviews">,
  userId: Id<"users">,
): Promise<Doc<"helpfulVotes"> | null> {
  return await ctx.db
    .query("helpfulVotes")
    .withIndex("by_review_user", (q) => q.eq("reviewId", reviewId).eq("userId", userId))
    .unique();
}

/**
 * Sets the voter's vote on a review (true: helpful) and queues the change of the review's count: a
 * vote counts only when the voter is `established` (rules/trust.ts) as they vote, and a counted vote
 * taken back leaves the count. `added` is true only for a new counted vote, `removed` for any vote
 * taken back: voting twice, or taking back
 * a vote never given, changes nothing. `change` is what the vote does to the count (-1, 0 or +1): the
 * voter reads no count, which the job writes (decision 37).
 */
export async function setHelpfulVote(
  ctx: MutationCtx,
  review: Doc<"reviews">,
  userId: Id<"users">,
  helpful: boolean,
  established: boolean,
): Promise<{ added: boolean; removed: boolean; change: number }> {
  const vote = await voteOf(ctx, review._id, userId);
  if ((vote !== null) === helpful) return { added: false, removed: false, change: 0 };
  if (vote === null) await ctx.db.insert("helpfulVotes", { reviewId: review._id, userId, counted: established });
  else await ctx.db.delete("helpfulVotes", vote._id);
  const removed = vote !== null;
  const counts = removed ? vote.counted !== false : established;
  await queueVoteChange(ctx, review._id, userId, helpful ? 1 : -1, counts);
  if (!counts) return { added: false, removed, change: 0 };
  return { added: helpful, removed, change: helpful ? 1 : -1 };
}

/** After a review is deleted: its votes go, in scheduled batches (a popular review may have many). */
export async function queueVoteRemoval(ctx: MutationCtx, reviewId: Id<"reviews">): Promise<void> {
  await runStep(ctx, internal.helpfulVotes.removalBatch, { reviewId });
}

/** One batch of a deleted review's votes; says whether more may be left. */
export async function removeVotes(ctx: MutationCtx, reviewId: Id<"reviews">): Promise<boolean> {
  const votes = await ctx.db
    .query("helpfulVotes")
    .withIndex("by_review_user", (q) => q.eq("reviewId", reviewId))
    .take(VOTE_REMOVAL_BATCH);
  for (const vote of votes) await ctx.db.delete("helpfulVotes", vote._id);
  return votes.length === VOTE_REMOVAL_BATCH;
}
