import { getAuthUserId } from "@convex-dev/auth/server";
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { internalMutation, query, type MutationCtx, type QueryCtx } from "./_generated/server";
import { eitherBlocked } from "./model/blocks";
import {
  commentOf,
  editComment,
  insertComment,
  mentionEvent,
  removeComment,
  removeReplies,
  removeReviewComments,
  type Mention,
} from "./model/comments";
import { notify, withdraw } from "./model/notifications";
import { boundedPage } from "./model/pagination";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId, postingMutationWithUser } from "./model/session";
import { MAX_MENTIONS, commentError, mentionsInText } from "./rules/comments";
import { MESSAGES } from "./rules/messages";
import { objectionableError } from "./rules/objectionable";
import { fullName } from "./rules/profile";
import { cleanLongText } from "./rules/text";
import { runStep } from "./model/backgroundSteps";

// Comments under reviews (docs/product.md, "Comments and cheers"): one level of replies, @mentions,
// edit and delete. Text is cleaned and checked exactly as a review's.

const commentView = v.object({
  _id: v.id("comments"),
  _creationTime: v.number(),
  reviewId: v.id("reviews"),
  parentId: v.optional(v.id("comments")),
  authorId: v.id("users"),
  authorName: v.string(),
  text: v.string(),
  mentions: v.array(v.object({ userId: v.id("users"), name: v.string() })),
  editedAt: v.optional(v.number()),
});

const EMPTY_PAGE = { page: [], isDone: true, continueCursor: "" };

/**
 * A review's comments, a page at a time, oldest thread first with each comment's replies under it
 * (one index range). Nothing for a hidden or deleted review. The viewer (a visitor too) does not see
 * comments of people they blocked or who blocked them, so this one reads the session when there is one.
 */
export const list = query({
  args: { reviewId: v.id("reviews"), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(commentView),
  handler: async (ctx, { reviewId, paginationOpts }) => {
    const review = await ctx.db.get("reviews", reviewId);
    if (review === null || review.hiddenAt !== undefined) return EMPTY_PAGE;
    const viewerId = await getAuthUserId(ctx);
    const page = await ctx.db
      .query("comments")
      .withIndex("by_review_thread", (q) => q.eq("reviewId", reviewId))
      // Hidden comments are rare: filtering reads few past the page.
      // eslint-disable-next-line @convex-dev/no-filter-in-query
      .filter((q) => q.eq(q.field("hiddenAt"), undefined))
      .paginate(boundedPage(paginationOpts));
    const authors = new Map<Id<"users">, Doc<"users"> | null>();
    for (const { authorId } of page.page) {
      if (authors.has(authorId)) continue;
      const blocked = viewerId !== null && (await eitherBlocked(ctx, viewerId, authorId));
      authors.set(authorId, blocked ? null : await ctx.db.get("users", authorId));
    }
    const shown = page.page.filter((comment) => authors.get(comment.authorId));
    return { ...page, page: shown.map((comment) => viewOf(comment, authors.get(comment.authorId)!)) };
  },
});

function viewOf(comment: Doc<"comments">, author: Doc<"users">) {
  const { _id, _creationTime, reviewId, parentId, authorId, text, mentions, editedAt } = comment;
  return {
    _id,
    _creationTime,
    reviewId,
    ...(parentId ? { parentId } : {}),
    authorId,
    authorName: fullName(author) || "A member",
    text,
    mentions,
    ...(editedAt !== undefined ? { editedAt } : {}),
  };
}

/** The text as stored, refused with the reason when it breaks a rule or the language filter. */
function checkedText(given: string): string {
  const text = cleanLongText(given);
  const problem = commentError(text) ?? objectionableError([["Comment", text]]);
  if (problem) throw new ConvexError(problem);
  return text;
}

/** The people mentioned, checked: each may be mentioned by the author, and "@Name" is in the text. */
async function checkedMentions(ctx: QueryCtx, authorId: Id<"users">, text: string, ids: Id<"users">[]) {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_MENTIONS) throw new ConvexError(MESSAGES.tooManyMentions(MAX_MENTIONS));
  const mentions: Mention[] = [];
  for (const userId of unique) {
    const user = await ctx.db.get("users", userId);
    if (
      user === null ||
      user.deletedAt !== undefined ||
      userId === authorId ||
      (await eitherBlocked(ctx, authorId, userId))
    )
      throw new ConvexError(MESSAGES.mentionGone);
    mentions.push({ userId, name: fullName(user) });
  }
  return mentionsInText(text, mentions);
}

/** The review when the person may comment on it: shown, and neither of them blocked the other. */
async function commentableReview(ctx: QueryCtx, reviewId: Id<"reviews">, userId: Id<"users">) {
  const review = await ctx.db.get("reviews", reviewId);
  if (review === null || review.hiddenAt !== undefined) throw new ConvexError(MESSAGES.reviewNotFound);
  if (await eitherBlocked(ctx, userId, review.userId)) throw new ConvexError(MESSAGES.commentNotAllowed);
  return review;
}

/** The top comment a reply goes under (a reply to a reply goes under its top comment). */
async function topComment(ctx: QueryCtx, reviewId: Id<"reviews">, userId: Id<"users">, parentId?: Id<"comments">) {
  if (parentId === undefined) return null;
  const parent = await commentOf(ctx, parentId);
  if (parent === null || parent.hiddenAt !== undefined || parent.reviewId !== reviewId)
    throw new ConvexError(MESSAGES.commentNotFound);
  if (await eitherBlocked(ctx, userId, parent.authorId)) throw new ConvexError(MESSAGES.commentNotAllowed);
  const top = parent.parentId === undefined ? parent : await commentOf(ctx, parent.parentId);
  if (top === null) throw new ConvexError(MESSAGES.commentNotFound);
  return top;
}

/** Comment on a review, or reply to a comment on it; the review's author and the people mentioned are told. */
export const add = postingMutationWithUser({
  args: {
    reviewId: v.id("reviews"),
    parentId: v.optional(v.id("comments")),
    text: v.string(),
    mentions: v.array(v.id("users")),
  },
  returns: v.id("comments"),
  handler: async (ctx, { reviewId, parentId, text: given, mentions: ids }) => {
    const authorId = ctx.user._id;
    const text = checkedText(given);
    const review = await commentableReview(ctx, reviewId, authorId);
    const top = await topComment(ctx, reviewId, authorId, parentId);
    const mentions = await checkedMentions(ctx, authorId, text, ids);
    await enforceRateLimit(ctx, "comment", authorId);
    return await insertComment(ctx, { review, authorId, top, text, mentions });
  },
});

/** The author's own comment, or a refusal. */
async function ownComment(ctx: MutationCtx, commentId: Id<"comments">, userId: Id<"users">) {
  const comment = await commentOf(ctx, commentId);
  if (comment === null) throw new ConvexError(MESSAGES.commentNotFound);
  if (comment.authorId !== userId) throw new ConvexError(MESSAGES.commentNotYours);
  return comment;
}

/** The author edits their comment: the same checks as a new one; it is marked edited. */
export const edit = postingMutationWithUser({
  args: { commentId: v.id("comments"), text: v.string(), mentions: v.array(v.id("users")) },
  returns: v.null(),
  handler: async (ctx, { commentId, text: given, mentions: ids }) => {
    const userId = ctx.user._id;
    const comment = await ownComment(ctx, commentId, userId);
    const text = checkedText(given);
    await commentableReview(ctx, comment.reviewId, userId);
    const mentions = await checkedMentions(ctx, userId, text, ids);
    await enforceRateLimit(ctx, "editComment", userId);
    await editComment(ctx, comment, text, mentions);
    return null;
  },
});

/** Its author, or the author of the review it is on, deletes a comment (a top comment's replies go with it). */
export const remove = mutationWithUserId({
  args: { commentId: v.id("comments") },
  returns: v.null(),
  handler: async (ctx, { commentId }) => {
    const comment = await commentOf(ctx, commentId);
    if (comment === null) throw new ConvexError(MESSAGES.commentNotFound);
    const review = await ctx.db.get("reviews", comment.reviewId);
    if (comment.authorId !== ctx.userId && review?.userId !== ctx.userId)
      throw new ConvexError(MESSAGES.commentDeleteNotAllowed);
    await enforceRateLimit(ctx, "editComment", ctx.userId);
    await removeComment(ctx, comment);
    return null;
  },
});

/** After an edit: the people newly mentioned are told, those taken out have their notice withdrawn. */
export const mentionsChanged = internalMutation({
  args: { commentId: v.id("comments"), added: v.array(v.id("users")), removed: v.array(v.id("users")) },
  returns: v.null(),
  handler: async (ctx, { commentId, added, removed }) => {
    const comment = await commentOf(ctx, commentId);
    const review = comment && (await ctx.db.get("reviews", comment.reviewId));
    if (comment === null || review === null) return null;
    for (const userId of removed) await withdraw(ctx, userId, comment.authorId, mentionEvent(comment, review));
    if (comment.hiddenAt !== undefined || review.hiddenAt !== undefined) return null;
    for (const userId of added) await notify(ctx, userId, comment.authorId, mentionEvent(comment, review));
    return null;
  },
});

/** The replies of a removed top comment, a batch at a time. */
export const repliesRemoval = internalMutation({
  args: { parentId: v.id("comments") },
  returns: v.null(),
  handler: async (ctx, { parentId }) => {
    if (await removeReplies(ctx, parentId)) await runStep(ctx, internal.comments.repliesRemoval, { parentId });
    return null;
  },
});

/** The comments of a deleted review, a batch at a time. */
export const reviewRemoval = internalMutation({
  args: { reviewId: v.id("reviews") },
  returns: v.null(),
  handler: async (ctx, { reviewId }) => {
    if (await removeReviewComments(ctx, reviewId)) await runStep(ctx, internal.comments.reviewRemoval, { reviewId });
    return null;
  },
});
