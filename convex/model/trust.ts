import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { BURST_REASON, BURST_REVIEWS_READ, isLowRating, isLowRatingBurst } from "../rules/ratingBursts";
import { subjectKey } from "../rules/reports";
import { flagForModerators } from "./moderation";
import { queuedItem } from "./moderationQueue";
import { ESTABLISHED_AFTER_MS } from "../rules/trust";
import { queueShopCounts } from "./sharedTotals";
import { runStep, runStepAt } from "./backgroundSteps";
import { panelChanged } from "./panelFiles";

// Whether a member's reviews count in ratings (decision 28). A review written before its author is
// established is stored with `counted: false`; convex/trust.ts counts them in, in batches, when the
// author becomes established (by the rule or a moderator), and out again when the author is suspended.

/** Reviews changed per run of the jobs below: each run is one small transaction. */
export const TRUST_BATCH = 50;

/** After a review that does not count yet: a job at the moment its author would be established by age. */
export async function queueCountingWhenEstablished(ctx: MutationCtx, author: Doc<"users">): Promise<void> {
  const at = Math.max(Date.now(), author._creationTime + ESTABLISHED_AFTER_MS);
  await runStepAt(ctx, at, internal.trust.countReviews, { userId: author._id });
}

/** The author's reviews stop counting (a suspension), a batch at a time. */
export async function queueUncounting(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  await runStep(ctx, internal.trust.uncountReviews, { userId });
}

/**
 * One batch of an author's reviews moved into (`counted` true) or out of the ratings: each review
 * patched, and its shop's totals moved by the totals job. Says whether more may remain.
 */
export async function recountBatch(ctx: MutationCtx, userId: Id<"users">, counted: boolean): Promise<boolean> {
  const from = counted ? false : undefined;
  const reviews = await ctx.db
    .query("reviews")
    .withIndex("by_user_counted", (q) => q.eq("userId", userId).eq("counted", from))
    .take(TRUST_BATCH);
  for (const before of reviews) {
    await ctx.db.patch("reviews", before._id, { counted: counted ? undefined : false });
    await panelChanged(ctx, before.shopId);
    // A hidden review is out of every count already; a restore counts it as it then stands.
    if (before.hiddenAt !== undefined) continue;
    const after = (await ctx.db.get("reviews", before._id))!;
    await queueShopCounts(ctx, { out: before, in: after });
  }
  return reviews.length === TRUST_BATCH;
}

/**
 * After a review that does not count yet: a low one that completes a burst puts its shop in the
 * moderators' queue, once while the shop waits there with the flag.
 */
export async function flagLowRatingBurst(ctx: MutationCtx, review: Doc<"reviews">): Promise<void> {
  if (review.counted !== false || !isLowRating(review.overall ?? 5)) return;
  const queued = await queuedItem(ctx, subjectKey("shop", review.shopId));
  if (queued?.open && queued.flag === BURST_REASON) return;
  if (!(await hasLowRatingBurst(ctx, review.shopId))) return;
  const shop = await ctx.db.get("shops", review.shopId);
  if (shop === null) return;
  await flagForModerators(ctx, { kind: "shop", itemId: shop._id, ownerId: shop.submittedBy, reason: BURST_REASON });
}

/** Whether the shop's newest reviews hold a burst of low ratings from new accounts (rules/ratingBursts.ts). */
async function hasLowRatingBurst(ctx: MutationCtx, shopId: Id<"shops">): Promise<boolean> {
  const newest = await ctx.db
    .query("reviews")
    .withIndex("by_shop", (q) => q.eq("shopId", shopId))
    .order("desc")
    .take(BURST_REVIEWS_READ);
  const waiting = newest.filter((review) => review.counted === false && review.hiddenAt === undefined);
  const authors = new Map<Id<"users">, number>();
  for (const review of waiting) {
    if (authors.has(review.userId)) continue;
    const author = await ctx.db.get("users", review.userId);
    if (author) authors.set(review.userId, author._creationTime);
  }
  return isLowRatingBurst(
    waiting.flatMap((review) => {
      const authorCreatedAt = authors.get(review.userId);
      if (authorCreatedAt === undefined) return [];
      const { userId, _creationTime, overall = 5 } = review;
      return [{ authorId: userId, authorCreatedAt, writtenAt: _creationTime, overall, counted: false }];
    }),
  );
}
