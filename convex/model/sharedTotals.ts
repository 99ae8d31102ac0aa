import { v, type Infer } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { scheduledStep } from "../rules/jobs";
import { runStep } from "./backgroundSteps";

// Totals that many people's actions add to — a shop's ratings and its map marker's copy, its uncounted
// reviews (decision 28), its popular drink, a review's Helpful count, a person's follower count and
// notifications — and a new review's running number are changed in scheduled mutations
// (convex/totals.ts), not in the mutation of the person acting (decision 25):
// two people reviewing one shop, voting on one review or following one person at the same moment
// then write nothing the other read, so neither is retried. Each job applies a difference taken when
// the action happened (a review's ratings in or out, +1 or -1), and differences add up in any order,
// so the totals end exact whichever job runs first. The jobs themselves may meet each other; a
// deployment retries a scheduled mutation until it commits.

/** What a review adds to its shop's ratings and popular drink, as it was when it was counted in or out. */
export const reviewCountsValidator = v.object({
  shopId: v.id("shops"),
  _creationTime: v.number(),
  drinkRating: v.number(),
  shopRating: v.number(),
  staffRating: v.number(),
  temp: v.string(),
  milk: v.string(),
  bev: v.string(),
  roast: v.string(),
  process: v.string(),
  // false: its author was not established, so it adds to the shop's uncounted reviews instead (decision 28).
  // Optional only for jobs queued before the rule; absent counts.
  counted: v.optional(v.boolean()),
});
export type ReviewCounts = Infer<typeof reviewCountsValidator>;

const countsOf = (review: Doc<"reviews">): ReviewCounts => ({
  shopId: review.shopId,
  _creationTime: review._creationTime,
  drinkRating: review.drinkRating,
  shopRating: review.shopRating,
  staffRating: review.staffRating,
  // An unanswered detail travels as "" (docs/product.md §5: it counts as nothing).
  temp: review.temp ?? "",
  milk: review.milk ?? "",
  bev: review.bev ?? "",
  roast: review.roast ?? "",
  process: review.process ?? "",
  counted: review.counted !== false,
});

/** How far back a review's job may have been scheduled and still wait: a retry's is made up to 16 minutes ahead (rules/jobs.ts). */
const PENDING_JOBS_WINDOW_MS = 60 * 60 * 1000;

/**
 * The review counts whose jobs are scheduled but not applied yet (pending or running): `sign` 1 for one
 * joining its shop's totals, -1 for one leaving. A recount of the rows (convex/migrations.ts) subtracts
 * them, since they are in the rows already and their job will add them again. A failed job waiting for
 * the watcher's retry is not among them.
 */
export async function pendingReviewCounts(
  ctx: MutationCtx,
  shopId: Id<"shops">,
): Promise<{ counts: ReviewCounts; sign: 1 | -1 }[]> {
  const pending: { counts: ReviewCounts; sign: 1 | -1 }[] = [];
  const jobs = ctx.db.system
    .query("_scheduled_functions")
    .withIndex("by_creation_time", (q) => q.gte("_creationTime", Date.now() - PENDING_JOBS_WINDOW_MS));
  for await (const job of jobs) {
    if (job.state.kind !== "pending" && job.state.kind !== "inProgress") continue;
    const step = scheduledStep(job);
    const name = step.name;
    const args = step.args as { counts?: ReviewCounts; in?: ReviewCounts; out?: ReviewCounts };
    const changes =
      name === "totals:reviewAdded"
        ? [{ counts: args.counts, sign: 1 as const }]
        : name === "totals:shopCounts"
          ? [
              { counts: args.in, sign: 1 as const },
              { counts: args.out, sign: -1 as const },
            ]
          : [];
    for (const { counts, sign } of changes) if (counts?.shopId === shopId) pending.push({ counts, sign });
  }
  return pending;
}

/** A new review: it is numbered, counted into its shop and told to the shop's adder, a moment later. */
export async function queueReviewAdded(ctx: MutationCtx, review: Doc<"reviews">, adderId: Id<"users">): Promise<void> {
  await runStep(ctx, internal.totals.reviewAdded, {
    reviewId: review._id,
    counts: countsOf(review),
    adderId,
  });
}

/** A review leaves its shop's counts (`out`: deleted, hidden, or its old version) and/or joins them (`in`). */
export async function queueShopCounts(
  ctx: MutationCtx,
  change: { out?: Doc<"reviews">; in?: Doc<"reviews"> },
): Promise<void> {
  const out = change.out && countsOf(change.out);
  const counted = change.in && countsOf(change.in);
  // An edit of the text or photos only: nothing to count again.
  if (out && counted && JSON.stringify(out) === JSON.stringify(counted)) return;
  await runStep(ctx, internal.totals.shopCounts, {
    ...(out ? { out } : {}),
    ...(counted ? { in: counted } : {}),
  });
}

/** A follow made (+1) or undone (-1): the followee's follower count, and the notification. */
export async function queueFollowChange(
  ctx: MutationCtx,
  followerId: Id<"users">,
  followeeId: Id<"users">,
  change: 1 | -1,
): Promise<void> {
  await runStep(ctx, internal.totals.followChanged, { followerId, followeeId, change });
}

/** A Helpful vote given (+1) or taken back (-1); `counted`: whether it moves the review's count. */
export async function queueVoteChange(
  ctx: MutationCtx,
  reviewId: Id<"reviews">,
  voterId: Id<"users">,
  change: 1 | -1,
  counted: boolean,
): Promise<void> {
  await runStep(ctx, internal.totals.voteChanged, { reviewId, voterId, change, counted });
}

/** An entry added to a shared list (+1) or taken off (-1): the list's entry count (decision 32). */
/** A shop added (`from` null) or its marker changed by an edit (`from`: where it was): its marker follows in a job. */
export async function queueMarker(ctx: MutationCtx, shopId: Id<"shops">, from: { lat: number; lng: number } | null) {
  await runStep(ctx, internal.totals.markerChanged, {
    shopId,
    from: from && { lat: from.lat, lng: from.lng },
  });
}

export async function queueListEntries(ctx: MutationCtx, listId: Id<"lists">, change: 1 | -1): Promise<void> {
  await runStep(ctx, internal.totals.listEntriesChanged, { listId, change });
}

/** A shop counted into (1) or out of (-1) its town and region: convex/totals.ts `placeChanged`. */
export async function queuePlace(
  ctx: MutationCtx,
  shop: Pick<Doc<"shops">, "state" | "city" | "country">,
  change: 1 | -1,
) {
  const { state, city, country } = shop;
  await runStep(ctx, internal.totals.placeChanged, { state, city, change, ...(country ? { country } : {}) });
}
