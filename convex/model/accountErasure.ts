import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { FORMER_MEMBER } from "../rules/account";
import { forgetEmail } from "./emailTraces";
import { removeViewerRows } from "./feedRows";
import { setHelpfulVote } from "./helpfulVotes";
import { deleteReview } from "./moderation";
import { USER_KEYED_LIMITS, resetRateLimit } from "./rateLimits";
import { withdraw } from "./notifications";
import { endFollow } from "./people";
import { endSessions } from "./session";
import { deleteFiles } from "./storageCleanup";

// Deleting an account (decision 20). At once: the sign-in, the sessions and everything that
// names or finds the person (name, email, home, profile, the rows keyed by the email); every write of theirs is refused from
// then on. Then, in scheduled batches, one step at a time: everything the account holds or wrote
// goes, each through the same helpers as the person's own undo (a review as its author deletes it,
// a follow as an unfollow), so every count, rating, badge, tile and feed follows. Shops and shop or
// bean edits stay, credited to "A former member".

/** Reviews (each delete touches about a dozen documents), votes, follows and uploads per batch. */
export const ERASE_BATCH = 25;
/** Plain rows deleted or renamed per batch. */
const ROWS = 100;

export const ERASE_STEPS = [
  "reviews",
  "votes",
  "following",
  "followers",
  "feed",
  "notifications",
  "saved",
  "blocking",
  "blockedBy",
  "uploads",
  "reports",
  "shops",
  "shopEdits",
  "beanEdits",
  "account",
] as const;
export type EraseStep = (typeof ERASE_STEPS)[number];

/** The account stops at once: no sign-in, no session, no profile to find; writes are refused (model/session.ts). */
export async function closeAccount(ctx: MutationCtx, user: Doc<"users">): Promise<void> {
  for (const account of await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) => q.eq("userId", user._id))
    .collect()) {
    for (const code of await ctx.db
      .query("authVerificationCodes")
      .withIndex("accountId", (q) => q.eq("accountId", account._id))
      .collect()) {
      await ctx.db.delete("authVerificationCodes", code._id);
    }
    await ctx.db.delete("authAccounts", account._id);
  }
  await endSessions(ctx, user._id);
  if (user.email !== undefined) await forgetEmail(ctx, user.email);
  await ctx.db.insert("suspensions", { userId: user._id, reason: "Account deleted", deleted: true });
  // Only the follow counters stay, for the undone follows (and their shared-totals jobs) to count down.
  await ctx.db.replace("users", user._id, {
    deletedAt: Date.now(),
    followers: user.followers,
    following: user.following,
  });
}

/**
 * One batch of one step; returns where the next batch starts: the same step with a cursor (rows
 * renamed, not deleted, are paged), the same step again (rows deleted, so it starts over), or the
 * next step. Null when the account is gone.
 */
export async function eraseBatch(
  ctx: MutationCtx,
  userId: Id<"users">,
  step: EraseStep,
  cursor: string | null,
): Promise<{ step: EraseStep; cursor: string | null } | null> {
  const left = await ERASERS[step](ctx, userId, cursor);
  if (left !== DONE) return { step, cursor: left.cursor };
  return nextStep(step);
}

/** What one batch of a step leaves: nothing, or where the step's next batch starts. */
const DONE = "done";
type Left = typeof DONE | { cursor: string | null };
type Eraser = (ctx: MutationCtx, userId: Id<"users">, cursor: string | null) => Promise<Left>;

/** Each step's batch, in the order of ERASE_STEPS. */
const ERASERS: Record<EraseStep, Eraser> = {
  reviews: eraseReviews,
  votes: eraseVotes,
  following: (ctx, userId) => endFollows(ctx, userId, "following"),
  followers: (ctx, userId) => endFollows(ctx, userId, "followers"),
  feed: async (ctx, userId) => again(await removeViewerRows(ctx, userId)),
  notifications: eraseNotifications,
  saved: eraseSavedShops,
  blocking: (ctx, userId) => eraseBlocks(ctx, userId, "blocking"),
  blockedBy: (ctx, userId) => eraseBlocks(ctx, userId, "blockedBy"),
  uploads: eraseUploads,
  reports: eraseReports,
  shops: creditShops,
  shopEdits: (ctx, userId, cursor) => creditEdits(ctx, userId, "shopEdits", cursor),
  beanEdits: (ctx, userId, cursor) => creditEdits(ctx, userId, "beanEdits", cursor),
  account: eraseAccount,
};

/** Rows deleted: the step starts over while a batch was full. */
function again(more: boolean): Left {
  return more ? { cursor: null } : DONE;
}

/** Rows renamed: the step pages on until the last page. */
function pageOn(page: { isDone: boolean; continueCursor: string }): Left {
  return page.isDone ? DONE : { cursor: page.continueCursor };
}

async function eraseReviews(ctx: MutationCtx, userId: Id<"users">): Promise<Left> {
  const reviews = await ctx.db
    .query("reviews")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(ERASE_BATCH);
  for (const review of reviews) await deleteReview(ctx, review);
  return again(reviews.length === ERASE_BATCH);
}

async function eraseVotes(ctx: MutationCtx, userId: Id<"users">): Promise<Left> {
  const votes = await ctx.db
    .query("helpfulVotes")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(ERASE_BATCH);
  for (const vote of votes) {
    const review = await ctx.db.get("reviews", vote.reviewId);
    if (review === null) await ctx.db.delete("helpfulVotes", vote._id);
    else {
      await setHelpfulVote(ctx, review, userId, false, false);
      await withdraw(ctx, review.userId, userId, { kind: "helpful", review });
    }
  }
  return again(votes.length === ERASE_BATCH);
}

async function endFollows(ctx: MutationCtx, userId: Id<"users">, step: "following" | "followers"): Promise<Left> {
  const follows = await ctx.db
    .query("follows")
    .withIndex(step === "following" ? "by_follower" : "by_followee", (q) =>
      step === "following" ? q.eq("followerId", userId) : q.eq("followeeId", userId),
    )
    .take(ERASE_BATCH);
  for (const follow of follows) await endFollow(ctx, follow.followerId, follow.followeeId);
  return again(follows.length === ERASE_BATCH);
}

async function eraseNotifications(ctx: MutationCtx, userId: Id<"users">): Promise<Left> {
  const rows = await ctx.db
    .query("notifications")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(ROWS);
  return again(await deleteFullBatch(ctx, "notifications", rows));
}

async function eraseSavedShops(ctx: MutationCtx, userId: Id<"users">): Promise<Left> {
  const rows = await ctx.db
    .query("savedShops")
    .withIndex("by_user_list", (q) => q.eq("userId", userId))
    .take(ROWS);
  return again(await deleteFullBatch(ctx, "savedShops", rows));
}

async function eraseBlocks(ctx: MutationCtx, userId: Id<"users">, step: "blocking" | "blockedBy"): Promise<Left> {
  const rows = await ctx.db
    .query("blocks")
    .withIndex(step === "blocking" ? "by_blocker_blocked" : "by_blocked", (q) =>
      step === "blocking" ? q.eq("blockerId", userId) : q.eq("blockedId", userId),
    )
    .take(ROWS);
  return again(await deleteFullBatch(ctx, "blocks", rows));
}

async function eraseUploads(ctx: MutationCtx, userId: Id<"users">): Promise<Left> {
  const uploads = await ctx.db
    .query("uploads")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(ERASE_BATCH);
  for (const upload of uploads) {
    await ctx.db.delete("uploads", upload._id);
    await deleteFiles(ctx, [upload.storageId, upload.smallStorageId]);
  }
  return again(uploads.length === ERASE_BATCH);
}

async function eraseReports(ctx: MutationCtx, userId: Id<"users">): Promise<Left> {
  const rows = await ctx.db
    .query("reports")
    .withIndex("by_reporter_subject", (q) => q.eq("reporterId", userId))
    .take(ROWS);
  return again(await deleteFullBatch(ctx, "reports", rows));
}

async function creditShops(ctx: MutationCtx, userId: Id<"users">, cursor: string | null): Promise<Left> {
  const page = await ctx.db
    .query("shops")
    .withIndex("by_submitter", (q) => q.eq("submittedBy", userId))
    .paginate({ numItems: ROWS, cursor });
  for (const shop of page.page)
    if (shop.submitterName !== FORMER_MEMBER) await ctx.db.patch("shops", shop._id, { submitterName: FORMER_MEMBER });
  return pageOn(page);
}

async function creditEdits(
  ctx: MutationCtx,
  userId: Id<"users">,
  table: "shopEdits" | "beanEdits",
  cursor: string | null,
): Promise<Left> {
  const page = await ctx.db
    .query(table)
    .withIndex("by_editor", (q) => q.eq("editorId", userId))
    .paginate({ numItems: ROWS, cursor });
  for (const edit of page.page)
    if (edit.editorName !== FORMER_MEMBER) await ctx.db.patch(table, edit._id, { editorName: FORMER_MEMBER });
  return pageOn(page);
}

async function eraseAccount(ctx: MutationCtx, userId: Id<"users">): Promise<Left> {
  // Kept until now because the steps above count on them. The deletion's own suspension row stays:
  // a token issued before the deletion names this id until it expires, and its writes stay refused.
  const badges = await ctx.db
    .query("badges")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .collect();
  for (const row of badges) await ctx.db.delete("badges", row._id);
  const counts = await ctx.db
    .query("notificationCounts")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .collect();
  for (const row of counts) await ctx.db.delete("notificationCounts", row._id);
  const suspensions = await ctx.db
    .query("suspensions")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .collect();
  for (const row of suspensions) if (!row.deleted) await ctx.db.delete("suspensions", row._id);
  const total = await ctx.db
    .query("feedTotals")
    .withIndex("by_viewer", (q) => q.eq("viewerId", userId))
    .unique();
  if (total !== null) await ctx.db.delete("feedTotals", total._id);
  for (const name of USER_KEYED_LIMITS) await resetRateLimit(ctx, name, userId);
  if ((await ctx.db.get("users", userId)) !== null) await ctx.db.delete("users", userId);
  return DONE;
}

/** Deletes the rows; says whether the batch was full (so more may be left). */
async function deleteFullBatch<T extends "notifications" | "savedShops" | "blocks" | "reports">(
  ctx: MutationCtx,
  table: T,
  rows: Doc<T>[],
): Promise<boolean> {
  for (const row of rows) await ctx.db.delete(table, row._id);
  return rows.length === ROWS;
}

/** The step after this one, from its start; null after the last ("account"). */
function nextStep(step: EraseStep): { step: EraseStep; cursor: null } | null {
  const next = ERASE_STEPS[ERASE_STEPS.indexOf(step) + 1];
  return next === undefined ? null : { step: next, cursor: null };
}
