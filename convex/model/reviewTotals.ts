import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

// A review's Helpful and comment counts (reviewTotals, decision 37): one row per review, inserted with zeros by the
// review's own mutation and changed only by the shared-totals jobs (convex/totals.ts), so the review document a
// vote, a comment or a cheer reads is never written by another person's job. Every write to reviewTotals is here.

type Counts = { helpfulCount: number; commentCount: number };

/** The review's counts row, or null (a review from before decision 37 until the migration reaches it). */
export async function reviewTotalsOf(
  ctx: Pick<QueryCtx, "db">,
  reviewId: Id<"reviews">,
): Promise<Doc<"reviewTotals"> | null> {
  return await ctx.db
    .query("reviewTotals")
    .withIndex("by_review", (q) => q.eq("reviewId", reviewId))
    .first();
}

/** The counts to show: the row's, or the fields the review kept them in before there were rows. */
export function shownCounts(review: Doc<"reviews">, row: Doc<"reviewTotals"> | null): Counts {
  return {
    helpfulCount: row?.helpfulCount ?? review.helpfulCount ?? 0,
    commentCount: row?.commentCount ?? review.commentCount ?? 0,
  };
}

/** A new review's row, all zeros (its own mutation: nobody else reads it in that moment). */
export async function startReviewTotals(ctx: MutationCtx, review: Pick<Doc<"reviews">, "_id" | "shopId">) {
  await ctx.db.insert("reviewTotals", {
    reviewId: review._id,
    shopId: review.shopId,
    helpfulCount: 0,
    commentCount: 0,
  });
}

/**
 * Adds a job's difference to the review's counts; a review without a row yet starts one from its old fields (the
 * migration then only clears them), so no vote is counted twice or lost. The comment count is held at zero or more.
 */
export async function addToReviewTotals(
  ctx: MutationCtx,
  review: Doc<"reviews">,
  change: { helpful?: number; comments?: number },
): Promise<void> {
  const row = await reviewTotalsOf(ctx, review._id);
  const counts = shownCounts(review, row);
  const next = {
    helpfulCount: counts.helpfulCount + (change.helpful ?? 0),
    commentCount: Math.max(0, counts.commentCount + (change.comments ?? 0)),
  };
  if (row !== null) return await ctx.db.patch("reviewTotals", row._id, next);
  await ctx.db.insert("reviewTotals", { reviewId: review._id, shopId: review.shopId, ...next });
}

/** A deleted review's row (the job that removes its votes). */
export async function removeReviewTotals(ctx: MutationCtx, reviewId: Id<"reviews">): Promise<void> {
  const row = await reviewTotalsOf(ctx, reviewId);
  if (row !== null) await ctx.db.delete("reviewTotals", row._id);
}

/**
 * A review from before decision 37 (the countsToTotals migration): its counts moved from its own fields into a new
 * row, or, when a job has started the row from them already, only the fields cleared. Says the review's patch.
 */
export async function moveReviewCounts(ctx: MutationCtx, review: Doc<"reviews">) {
  if ((await reviewTotalsOf(ctx, review._id)) === null) {
    const { helpfulCount, commentCount } = shownCounts(review, null);
    await ctx.db.insert("reviewTotals", { reviewId: review._id, shopId: review.shopId, helpfulCount, commentCount });
  }
  const old = review.helpfulCount !== undefined || review.commentCount !== undefined;
  return old ? { helpfulCount: undefined, commentCount: undefined } : {};
}
