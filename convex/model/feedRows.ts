import { TableAggregate } from "@convex-dev/aggregate";
import type { ComponentApi } from "@convex-dev/aggregate/_generated/component.js";
import { componentsGeneric } from "convex/server";
import { internal } from "../_generated/api";
import type { DataModel, Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { FEED_BATCH, FEED_WINDOW_MS, readSize, resumeAfter, unseen, type Resume, type Timed } from "../rules/feed";
import { runStep } from "./backgroundSteps";
import { bigSince, reviewReadOnOpen } from "./bigAccounts";
import { readOnOpen } from "../rules/bigAccounts";

// Fan-out on write: every review and new shop is copied, as a small row, into the feed of each
// follower of its author, by scheduled batches that run after the author's own mutation
// (docs/decisions/0008-fan-out-off-the-request-path.md). Each viewer's rows are ordered by time in the feedCounts aggregate (for
// offsets, pages and the count of rows that have left the window) and counted in feedTotals (one
// read for the total). A feed page then reads those, its own ten rows and their documents, however
// many people the viewer follows. Every write to feedItems goes through this file, so the table,
// its aggregate and its totals never drift apart.

// The same reference as `components.feedCounts` in _generated/api (`npm run codegen` writes it);
// built here so a bare `convex codegen --system-udfs`, which leaves components out, breaks nothing.
const feedCountsComponent = (componentsGeneric() as unknown as { feedCounts: ComponentApi<"feedCounts"> }).feedCounts;

/** Each viewer's feed rows, one namespace per viewer, ordered by the activity's time. */
export const feedCounts = new TableAggregate<{
  Namespace: Id<"users">;
  Key: number;
  DataModel: DataModel;
  TableName: "feedItems";
}>(feedCountsComponent, {
  namespace: (row) => row.viewerId,
  sortKey: (row) => row.time,
});

/** One review, new shop or list change (model/listFeed.ts), as feed rows point at it. */
export type Activity =
  | { kind: "review"; activityId: Id<"reviews">; authorId: Id<"users">; time: number }
  | { kind: "shop"; activityId: Id<"shops">; authorId: Id<"users">; time: number }
  | { kind: "list"; activityId: Id<"listActivity">; authorId: Id<"users">; time: number };

export function reviewActivity(review: Doc<"reviews">): Activity {
  return { kind: "review", activityId: review._id, authorId: review.userId, time: review._creationTime };
}

export function shopActivity(shop: Doc<"shops">): Activity {
  return { kind: "shop", activityId: shop._id, authorId: shop.submittedBy, time: shop._creationTime };
}

/** How many rows a viewer's feed holds, inside the window or not yet purged. */
export async function feedTotal(ctx: QueryCtx, viewerId: Id<"users">): Promise<number> {
  const total = await totalRow(ctx, viewerId);
  return total?.rows ?? 0;
}

function totalRow(ctx: QueryCtx, viewerId: Id<"users">) {
  return ctx.db
    .query("feedTotals")
    .withIndex("by_viewer", (q) => q.eq("viewerId", viewerId))
    .unique();
}

async function addToTotal(ctx: MutationCtx, viewerId: Id<"users">, change: number) {
  if (change === 0) return;
  const total = await totalRow(ctx, viewerId);
  if (total === null) await ctx.db.insert("feedTotals", { viewerId, rows: change });
  else await ctx.db.patch("feedTotals", total._id, { rows: total.rows + change });
}

/**
 * Puts activities in a viewer's feed, each once: a second call (a retried batch, a re-follow)
 * changes nothing. The row, its place in the aggregate and the viewer's total move together.
 */
async function addRows(ctx: MutationCtx, viewerId: Id<"users">, activities: readonly Activity[]) {
  let added = 0;
  for (const activity of activities) {
    const existing = await ctx.db
      .query("feedItems")
      .withIndex("by_activity_viewer", (q) => q.eq("activityId", activity.activityId).eq("viewerId", viewerId))
      .first();
    if (existing !== null) continue;
    const id = await ctx.db.insert("feedItems", { viewerId, ...activity });
    await feedCounts.insert(ctx, (await ctx.db.get("feedItems", id))!);
    added++;
  }
  await addToTotal(ctx, viewerId, added);
}

/**
 * Deletes rows with their places in the aggregate and the totals. A row the aggregate does not
 * hold (lost by an interrupted repair or a hand edit) is still deleted: `deleteIfExists` does not
 * throw for it, so one such row cannot stop an unfollow or the daily purge for good.
 */
async function deleteRows(ctx: MutationCtx, rows: readonly Doc<"feedItems">[]) {
  const removed = new Map<Id<"users">, number>();
  for (const row of rows) {
    await ctx.db.delete("feedItems", row._id);
    await feedCounts.deleteIfExists(ctx, row);
    removed.set(row.viewerId, (removed.get(row.viewerId) ?? 0) + 1);
  }
  for (const [viewerId, n] of removed) await addToTotal(ctx, viewerId, -n);
}

/**
 * Shares a new review or shop with its author's followers. The author's mutation only enqueues
 * it, so its cost is the same at any follower count; `feed.fanOutBatch` does the writing.
 */
export async function queueFanOut(ctx: MutationCtx, activity: Activity) {
  await runStep(ctx, internal.feed.fanOutBatch, { activity, from: null });
}

/**
 * One batch of a fan-out: the next FEED_BATCH followers, read in the order they followed from
 * where the last batch stopped (`from`), then the next batch is scheduled. A batch run twice
 * writes nothing new (`addRows` skips rows that exist), and a follower who joins meanwhile is
 * either reached here or has the activity copied by their follow's backfill.
 */
export async function fanOut(ctx: MutationCtx, activity: Activity, from: Resume | null) {
  // Deleted or hidden since it was queued: its rows are being removed (queueActivityRemoval), so add none.
  const exists =
    activity.kind === "review"
      ? await ctx.db.get("reviews", activity.activityId)
      : activity.kind === "shop"
        ? await ctx.db.get("shops", activity.activityId)
        : await ctx.db.get("listActivity", activity.activityId);
  if (exists === null || ("hiddenAt" in exists && exists.hiddenAt !== undefined)) return;
  // A big account's review is read by its followers' feeds on open (decision 38), not copied.
  if (activity.kind === "review" && (await reviewReadOnOpen(ctx, activity.authorId, activity.time))) return;
  const size = readSize(FEED_BATCH, from);
  const follows = await ctx.db
    .query("follows")
    .withIndex("by_followee", (q) =>
      from === null
        ? q.eq("followeeId", activity.authorId)
        : q.eq("followeeId", activity.authorId).gte("_creationTime", from.at),
    )
    .take(size);
  for (const follow of unseen(follows, from)) await addRows(ctx, follow.followerId, [activity]);
  if (follows.length === size) {
    await runStep(ctx, internal.feed.fanOutBatch, { activity, from: resumeAfter(from, follows)! });
  }
}

/** Where a follow's backfill is: which kind of activity it is copying, and from where. */
export type BackfillStep = { kind: "review" | "shop" | "list"; from: Resume | null };

/** The kind a backfill copies after this one: reviews, then shops, then list changes. */
const NEXT_KIND = { review: "shop", shop: "list", list: null } as const;

/** The author's activity of one kind in the window, newest first, resuming at `from`. */
async function readActivity(
  ctx: MutationCtx,
  authorId: Id<"users">,
  since: number,
  { kind, from }: BackfillStep,
  size: number,
): Promise<(Timed & { activity: Activity | null })[]> {
  if (kind === "review") {
    const reviews = await ctx.db
      .query("reviews")
      .withIndex("by_user", (q) => {
        const inWindow = q.eq("userId", authorId).gte("_creationTime", since);
        return from === null ? inWindow : inWindow.lte("_creationTime", from.at);
      })
      .order("desc")
      .take(size);
    // A hidden review is skipped but still counts as read, so the backfill resumes past it.
    return reviews.map((review) => ({
      _id: review._id,
      _creationTime: review._creationTime,
      activity: review.hiddenAt === undefined ? reviewActivity(review) : null,
    }));
  }
  if (kind === "list") {
    const rows = await ctx.db
      .query("listActivity")
      .withIndex("by_actor", (q) => {
        const inWindow = q.eq("actorId", authorId).gte("_creationTime", since);
        return from === null ? inWindow : inWindow.lte("_creationTime", from.at);
      })
      .order("desc")
      .take(size);
    const activity = (row: Doc<"listActivity">): Activity => ({
      kind: "list",
      activityId: row._id,
      authorId,
      time: row._creationTime,
    });
    return rows.map((row) => ({ _id: row._id, _creationTime: row._creationTime, activity: activity(row) }));
  }
  const shops = await ctx.db
    .query("shops")
    .withIndex("by_submitter", (q) => {
      const inWindow = q.eq("submittedBy", authorId).gte("_creationTime", since);
      return from === null ? inWindow : inWindow.lte("_creationTime", from.at);
    })
    .order("desc")
    .take(size);
  return shops.map((shop) => ({ _id: shop._id, _creationTime: shop._creationTime, activity: shopActivity(shop) }));
}

/** After a follow: the author's last 30 days join the follower's feed, in scheduled batches. */
export async function queueBackfill(ctx: MutationCtx, viewerId: Id<"users">, authorId: Id<"users">) {
  const step: BackfillStep = { kind: "review", from: null };
  await runStep(ctx, internal.feed.backfillBatch, {
    viewerId,
    authorId,
    since: Date.now() - FEED_WINDOW_MS,
    step,
  });
}

/**
 * One batch of a backfill: up to FEED_BATCH of the author's reviews, then shops, newest first,
 * from `start`; the rest in the next scheduled batch. `since` stays the one the follow started
 * with, so every batch copies the same window.
 */
export async function backfill(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  authorId: Id<"users">,
  since: number,
  start: BackfillStep,
) {
  let step: BackfillStep | null = start;
  let budget = FEED_BATCH;
  const bigFrom = await bigSince(ctx, authorId); // reviews read on open are not copied (decision 38)
  while (step !== null && budget > 0) {
    const size = readSize(budget, step.from);
    const read = await readActivity(ctx, authorId, since, step, size);
    const fresh = unseen(read, step.from);
    await addRows(
      ctx,
      viewerId,
      fresh.flatMap(({ activity: a }) =>
        a === null || (a.kind === "review" && readOnOpen(bigFrom, a.time)) ? [] : [a],
      ),
    );
    budget -= fresh.length;
    if (read.length === size) step = { kind: step.kind, from: resumeAfter(step.from, read) };
    else step = NEXT_KIND[step.kind] === null ? null : { kind: NEXT_KIND[step.kind]!, from: null };
  }
  if (step !== null) await runStep(ctx, internal.feed.backfillBatch, { viewerId, authorId, since, step });
}

/** After an unfollow: the author's rows leave the viewer's feed, in scheduled batches. */
export async function queueRemoval(ctx: MutationCtx, viewerId: Id<"users">, authorId: Id<"users">) {
  await runStep(ctx, internal.feed.removalBatch, { viewerId, authorId });
}

/** One batch of an unfollow's removal: FEED_BATCH of the author's rows, then the next batch. */
export async function removeAuthor(ctx: MutationCtx, viewerId: Id<"users">, authorId: Id<"users">) {
  const rows = await ctx.db
    .query("feedItems")
    .withIndex("by_viewer_author", (q) => q.eq("viewerId", viewerId).eq("authorId", authorId))
    .take(FEED_BATCH);
  await deleteRows(ctx, rows);
  if (rows.length === FEED_BATCH) await runStep(ctx, internal.feed.removalBatch, { viewerId, authorId });
}

/** A batch of a viewer's own feed rows (their account is deleted); says whether more may be left. */
export async function removeViewerRows(ctx: MutationCtx, viewerId: Id<"users">): Promise<boolean> {
  const rows = await ctx.db
    .query("feedItems")
    .withIndex("by_viewer_time", (q) => q.eq("viewerId", viewerId))
    .take(FEED_BATCH);
  await deleteRows(ctx, rows);
  return rows.length === FEED_BATCH;
}

/** After a review or shop is deleted: its rows leave every feed, in scheduled batches. */
export async function queueActivityRemoval(ctx: MutationCtx, activityId: Id<"reviews"> | Id<"shops">) {
  await runStep(ctx, internal.feed.activityRemovalBatch, { activityId });
}

/** One batch of a deleted activity's rows; says whether more may be left. */
export async function removeActivity(
  ctx: MutationCtx,
  activityId: Id<"reviews"> | Id<"shops"> | Id<"listActivity">,
): Promise<boolean> {
  const rows = await ctx.db
    .query("feedItems")
    .withIndex("by_activity_viewer", (q) => q.eq("activityId", activityId))
    .take(FEED_BATCH);
  await deleteRows(ctx, rows);
  return rows.length === FEED_BATCH;
}

/** Deletes a batch of rows older than `before`; says whether more may be left. */
export async function purgeBefore(ctx: MutationCtx, before: number): Promise<boolean> {
  const rows = await ctx.db
    .query("feedItems")
    .withIndex("by_time", (q) => q.lt("time", before))
    .take(FEED_BATCH);
  await deleteRows(ctx, rows);
  return rows.length === FEED_BATCH;
}
