import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { FORMER_MEMBER } from "../rules/account";
import { MAX_LIST_EDITORS } from "../rules/lists";
import type { EraseStep } from "./accountErasure";
import { removeViewerRows } from "./feedRows";
import { setCheer } from "./cheers";
import { removeComment } from "./comments";
import { setHelpfulVote } from "./helpfulVotes";
import { removeListContents } from "./listEntries";
import { removeActorActivity, removeListActivity } from "./listFeed";
import { deleteReview } from "./moderation";
import { tellPlanGone } from "./planNotices";
import { leavePlan, removePlanContents } from "./plans";
import { tellListGone, withdraw } from "./notifications";
import { removeFollowerCount } from "./followerCounts";
import { endFollow } from "./people";
import { USER_KEYED_LIMITS, resetRateLimit } from "./rateLimits";
import { deleteStored } from "./photoStore";
import { panelChanged } from "./panelFiles";

// One eraser per step of an account's erasure (model/accountErasure.ts), each taking one batch of one
// table through the same helper as the person's own undo, so counts, ratings, tiles and feeds follow.

/** Reviews (each delete touches about a dozen documents), votes, follows and uploads per batch. */
export const ERASE_BATCH = 25;
/** Plain rows deleted or renamed per batch. */
const ROWS = 100;

/** "more": rows were deleted and more may be left, so the step runs again; a cursor pages rows renamed in place. */
type Outcome = "more" | "done" | { cursor: string };
type Eraser = (ctx: MutationCtx, userId: Id<"users">, cursor: string | null) => Promise<Outcome>;

const moreIf = (full: boolean): Outcome => (full ? "more" : "done");

/** Takes a batch of `size` rows and undoes each; "more" when the batch was full (so more may be left). */
async function eachOfBatch<T>(
  rows: { take: (n: number) => Promise<T[]> },
  size: number,
  undo: (row: T) => Promise<unknown>,
): Promise<Outcome> {
  const batch = await rows.take(size);
  for (const row of batch) await undo(row);
  return moreIf(batch.length === size);
}

async function reviews(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  const rows = ctx.db.query("reviews").withIndex("by_user", (q) => q.eq("userId", userId));
  return eachOfBatch(rows, ERASE_BATCH, (review) => deleteReview(ctx, review));
}

async function votes(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  const rows = ctx.db.query("helpfulVotes").withIndex("by_user", (q) => q.eq("userId", userId));
  return eachOfBatch(rows, ERASE_BATCH, async (vote) => {
    const review = await ctx.db.get("reviews", vote.reviewId);
    if (review === null) return ctx.db.delete("helpfulVotes", vote._id);
    await setHelpfulVote(ctx, review, userId, false, false);
    await withdraw(ctx, review.userId, userId, { kind: "helpful", review });
  });
}

function follows(side: "follower" | "followee"): Eraser {
  return async (ctx, userId) => {
    const rows = ctx.db
      .query("follows")
      .withIndex(side === "follower" ? "by_follower" : "by_followee", (q) =>
        side === "follower" ? q.eq("followerId", userId) : q.eq("followeeId", userId),
      );
    return eachOfBatch(rows, ERASE_BATCH, (follow) => endFollow(ctx, follow.followerId, follow.followeeId));
  };
}

function blocks(side: "blocker" | "blocked"): Eraser {
  return async (ctx, userId) => {
    const rows = ctx.db
      .query("blocks")
      .withIndex(side === "blocker" ? "by_blocker_blocked" : "by_blocked", (q) =>
        side === "blocker" ? q.eq("blockerId", userId) : q.eq("blockedId", userId),
      );
    return eachOfBatch(rows, ROWS, (row) => ctx.db.delete("blocks", row._id));
  };
}

async function uploads(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  const rows = ctx.db.query("uploads").withIndex("by_user", (q) => q.eq("userId", userId));
  return eachOfBatch(rows, ERASE_BATCH, async (upload) => {
    await ctx.db.delete("uploads", upload._id);
    await deleteStored(ctx, [upload.storageId, upload.smallStorageId]);
  });
}

/** The person's shops stay on the map, credited to a former member. */
async function shops(ctx: MutationCtx, userId: Id<"users">, cursor: string | null): Promise<Outcome> {
  const page = await ctx.db
    .query("shops")
    .withIndex("by_submitter", (q) => q.eq("submittedBy", userId))
    .paginate({ numItems: ROWS, cursor });
  for (const shop of page.page)
    // An imported shop names its source, not the moderator who imported it.
    if (shop.submitterName !== FORMER_MEMBER && !shop.osm) {
      await ctx.db.patch("shops", shop._id, { submitterName: FORMER_MEMBER });
      await panelChanged(ctx, shop._id);
    }
  return page.isDone ? "done" : { cursor: page.continueCursor };
}

/** Shop and bean edits stay in their histories, credited to a former member. */
function edits(table: "shopEdits" | "beanEdits"): Eraser {
  return async (ctx, userId, cursor) => {
    const page = await ctx.db
      .query(table)
      .withIndex("by_editor", (q) => q.eq("editorId", userId))
      .paginate({ numItems: ROWS, cursor });
    for (const edit of page.page)
      if (edit.editorName !== FORMER_MEMBER) await ctx.db.patch(table, edit._id, { editorName: FORMER_MEMBER });
    return page.isDone ? "done" : { cursor: page.continueCursor };
  };
}

/** Last: the rows the steps above count on, then the user. */
async function account(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  for (const table of ["badges", "notificationCounts"] as const) {
    const rows = await ctx.db
      .query(table)
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .collect();
    for (const row of rows) await ctx.db.delete(table, row._id);
  }
  // The deletion's own suspension row stays: a token issued before the deletion names this id until it
  // expires, and its writes stay refused.
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
  await removeFollowerCount(ctx, userId);
  for (const name of USER_KEYED_LIMITS) await resetRateLimit(ctx, name, userId);
  if ((await ctx.db.get("users", userId)) !== null) await ctx.db.delete("users", userId);
  return "done";
}

async function notifications(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  const rows = ctx.db.query("notifications").withIndex("by_user", (q) => q.eq("userId", userId));
  return eachOfBatch(rows, ROWS, (row) => ctx.db.delete("notifications", row._id));
}

async function saved(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  const rows = ctx.db.query("savedShops").withIndex("by_user_list", (q) => q.eq("userId", userId));
  return eachOfBatch(rows, ROWS, (row) => ctx.db.delete("savedShops", row._id));
}

/** The person's lists, each with its entries and editors, as the owner's own delete takes them. */
async function lists(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  const list = await ctx.db
    .query("lists")
    .withIndex("by_owner", (q) => q.eq("ownerId", userId))
    .first();
  if (list === null) return "done";
  await tellEditorsListGone(ctx, list);
  // The list itself goes after its rows, so the step finds it again until they are all gone.
  const more = await removeListContents(ctx, list._id);
  if (!(await removeListActivity(ctx, list._id)) && !more) await ctx.db.delete("lists", list._id);
  return "more";
}

/** Each editor still on the list is told once: the first batch of its rows removes them all (at most 20). */
async function tellEditorsListGone(ctx: MutationCtx, list: Doc<"lists">): Promise<void> {
  const editors = await ctx.db
    .query("listEditors")
    .withIndex("by_list_user", (q) => q.eq("listId", list._id))
    .take(MAX_LIST_EDITORS);
  for (const editor of editors) await tellListGone(ctx, editor.userId, list);
}

async function listEditing(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  const rows = ctx.db.query("listEditors").withIndex("by_user", (q) => q.eq("userId", userId));
  return eachOfBatch(rows, ROWS, (row) => ctx.db.delete("listEditors", row._id));
}

/** Entries they added to others' lists stay on those lists (the owner's and editors' work), naming no one. */
async function listEntries(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  const rows = ctx.db.query("listEntries").withIndex("by_adder", (q) => q.eq("addedBy", userId));
  return eachOfBatch(rows, ROWS, (row) => ctx.db.patch("listEntries", row._id, { addedBy: undefined }));
}

/** A coffee plan they organise: its notices go and its members are told (the first pass takes every member), then its rows, then the plan. */
async function plans(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  const plan = await ctx.db
    .query("plans")
    .withIndex("by_organiser_ended", (q) => q.eq("organiserId", userId))
    .first();
  if (plan === null) return "done";
  await tellPlanGone(ctx, plan, "organiserLeft");
  if (!(await removePlanContents(ctx, plan._id))) await ctx.db.delete("plans", plan._id);
  return "more";
}

/** Others' plans they were in: they leave each with their votes, as leaving does. */
async function planMemberships(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  const rows = ctx.db.query("planMembers").withIndex("by_user", (q) => q.eq("userId", userId));
  return eachOfBatch(rows, ERASE_BATCH, (row) => leavePlan(ctx, row.planId, userId));
}

async function reports(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  const rows = ctx.db.query("reports").withIndex("by_reporter_subject", (q) => q.eq("reporterId", userId));
  return eachOfBatch(rows, ROWS, (row) => ctx.db.delete("reports", row._id));
}

/** Their comments go, as when they delete them (counts and notices follow; a top comment's replies with it). */
async function comments(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  const rows = ctx.db.query("comments").withIndex("by_author", (q) => q.eq("authorId", userId));
  return eachOfBatch(rows, ERASE_BATCH, (comment) => removeComment(ctx, comment));
}

/** Their cheers are taken back (counts and notices follow). */
async function cheers(ctx: MutationCtx, userId: Id<"users">): Promise<Outcome> {
  const rows = ctx.db.query("cheers").withIndex("by_user", (q) => q.eq("userId", userId));
  return eachOfBatch(rows, ERASE_BATCH, (cheer) => setCheer(ctx, cheer.targetId, userId, false));
}

export const ERASERS: Record<EraseStep, Eraser> = {
  reviews,
  votes,
  comments,
  cheers,
  following: follows("follower"),
  followers: follows("followee"),
  feed: async (ctx, userId) => moreIf(await removeViewerRows(ctx, userId)),
  notifications,
  saved,
  lists,
  listEditing,
  listEntries,
  listActivity: async (ctx, userId) => moreIf(await removeActorActivity(ctx, userId)),
  plans,
  planMemberships,
  blocking: blocks("blocker"),
  blockedBy: blocks("blocked"),
  uploads,
  reports,
  shops,
  shopEdits: edits("shopEdits"),
  beanEdits: edits("beanEdits"),
  account,
};
