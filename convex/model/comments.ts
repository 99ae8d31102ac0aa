import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { COMMENT_REMOVAL_BATCH } from "../rules/comments";
import { withdraw } from "./notifications";
import { runStep } from "./backgroundSteps";

// Comments under reviews. Every write to comments is here. A review's count (reviews.commentCount) and
// the notices (the review's author, the people mentioned) follow in the comment's shared-totals job
// (convex/totals.ts commentChanged, decision 25), so people commenting on one review at once write
// nothing another one read.

export type Mention = { userId: Id<"users">; name: string };

/** The comment, or null when it is gone. */
export async function commentOf(ctx: Pick<QueryCtx, "db">, commentId: Id<"comments">) {
  return await ctx.db.get("comments", commentId);
}

/** A count change and what to tell: `tell` false for a moderator's restore (old news is no news). */
async function queueCommentChange(ctx: MutationCtx, comment: Doc<"comments">, change: 1 | -1, tell = true) {
  await runStep(ctx, internal.totals.commentChanged, {
    reviewId: comment.reviewId,
    commentId: comment._id,
    authorId: comment.authorId,
    change,
    mentions: comment.mentions.map((m) => m.userId),
    tell,
  });
}

/** Stores a comment (under its top comment when it replies) and queues its count and notices. */
export async function insertComment(
  ctx: MutationCtx,
  fields: {
    review: Doc<"reviews">;
    authorId: Id<"users">;
    top: Doc<"comments"> | null;
    text: string;
    mentions: Mention[];
  },
): Promise<Id<"comments">> {
  const { review, authorId, top, text, mentions } = fields;
  const at = Date.now();
  const commentId = await ctx.db.insert("comments", {
    reviewId: review._id,
    authorId,
    ...(top ? { parentId: top._id } : {}),
    threadAt: top ? top.threadAt : at,
    text,
    mentions,
  });
  if (top === null)
    await ctx.db.patch("comments", commentId, { threadAt: (await ctx.db.get("comments", commentId))!._creationTime });
  await queueCommentChange(ctx, (await ctx.db.get("comments", commentId))!, 1);
  return commentId;
}

/** The author's new text; people newly mentioned are told and those taken out have their notice withdrawn, in a job. */
export async function editComment(ctx: MutationCtx, comment: Doc<"comments">, text: string, mentions: Mention[]) {
  await ctx.db.patch("comments", comment._id, { text, mentions, editedAt: Date.now() });
  const before = new Set(comment.mentions.map((m) => m.userId));
  const after = new Set(mentions.map((m) => m.userId));
  const added = [...after].filter((id) => !before.has(id));
  const removed = [...before].filter((id) => !after.has(id));
  if (added.length + removed.length > 0)
    await runStep(ctx, internal.comments.mentionsChanged, { commentId: comment._id, added, removed });
}

/** A comment goes (its author, the review's author, a moderator or an erasure); a top comment's replies follow in batches. */
export async function removeComment(ctx: MutationCtx, comment: Doc<"comments">): Promise<void> {
  await ctx.db.delete("comments", comment._id);
  if (comment.hiddenAt === undefined) await queueCommentChange(ctx, comment, -1);
  if (comment.parentId === undefined) await runStep(ctx, internal.comments.repliesRemoval, { parentId: comment._id });
}

/** Out of sight and count until a moderator restores it; says whether it was shown. */
export async function hideComment(ctx: MutationCtx, comment: Doc<"comments">): Promise<boolean> {
  if (comment.hiddenAt !== undefined) return false;
  await ctx.db.patch("comments", comment._id, { hiddenAt: Date.now() });
  await queueCommentChange(ctx, comment, -1);
  return true;
}

/** Back in sight and count; its notices stay gone. Says whether it was hidden. */
export async function restoreComment(ctx: MutationCtx, comment: Doc<"comments">): Promise<boolean> {
  if (comment.hiddenAt === undefined) return false;
  await ctx.db.patch("comments", comment._id, { hiddenAt: undefined });
  await queueCommentChange(ctx, comment, 1, false);
  return true;
}

/** One batch of a removed top comment's replies; says whether more may be left. */
export async function removeReplies(ctx: MutationCtx, parentId: Id<"comments">): Promise<boolean> {
  const replies = await ctx.db
    .query("comments")
    .withIndex("by_parent", (q) => q.eq("parentId", parentId))
    .take(COMMENT_REMOVAL_BATCH);
  for (const reply of replies) await removeComment(ctx, reply);
  return replies.length === COMMENT_REMOVAL_BATCH;
}

/** After a review is deleted: its comments go, in scheduled batches. */
export async function queueReviewCommentsRemoval(ctx: MutationCtx, reviewId: Id<"reviews">): Promise<void> {
  await runStep(ctx, internal.comments.reviewRemoval, { reviewId });
}

/**
 * One batch of a deleted review's comments; the count went with the review, so only the mentioned
 * people's notices are withdrawn. Says whether more may be left.
 */
export async function removeReviewComments(ctx: MutationCtx, reviewId: Id<"reviews">): Promise<boolean> {
  const comments = await ctx.db
    .query("comments")
    .withIndex("by_review_thread", (q) => q.eq("reviewId", reviewId))
    .take(COMMENT_REMOVAL_BATCH);
  for (const comment of comments) {
    await ctx.db.delete("comments", comment._id);
    for (const { userId } of comment.mentions)
      await withdraw(ctx, userId, comment.authorId, mentionEvent(comment, null));
  }
  return comments.length === COMMENT_REMOVAL_BATCH;
}

/** The mention notice of a comment (the review's shop only names it; a withdrawal needs only the key). */
export function mentionEvent(comment: Doc<"comments">, review: Doc<"reviews"> | null) {
  const ref = review ?? { _id: comment.reviewId, shopId: "" as Id<"shops">, shopName: "" };
  return { kind: "mention" as const, review: ref, commentId: comment._id };
}

/** Whether the author still has a shown comment on the review (then the review's author stays told). */
export async function stillCommenting(ctx: Pick<QueryCtx, "db">, reviewId: Id<"reviews">, authorId: Id<"users">) {
  for await (const comment of ctx.db
    .query("comments")
    .withIndex("by_review_author", (q) => q.eq("reviewId", reviewId).eq("authorId", authorId)))
    if (comment.hiddenAt === undefined) return true;
  return false;
}
