import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import type { Doc } from "./_generated/dataModel";
import { markRead as markReadUpTo, notificationCountsOf } from "./model/notifications";
import { boundedPage } from "./model/pagination";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId, queryWithUserId } from "./model/session";
import { MODERATORS_NAME } from "./rules/notifications";

const notificationView = v.object({
  _id: v.id("notifications"),
  _creationTime: v.number(),
  kind: v.union(
    v.literal("follow"),
    v.literal("review"),
    v.literal("helpful"),
    v.literal("moderation"),
    v.literal("comment"),
    v.literal("mention"),
    v.literal("cheer"),
    v.literal("plan"),
    v.literal("listGone"),
  ),
  // Absent on a moderators' notice: it never names the moderator who acted or the people who reported
  // (decision 27), whatever an older row stored.
  actorId: v.optional(v.id("users")),
  actorName: v.string(),
  // How many others did the same ("Ana and 3 others").
  others: v.number(),
  shopId: v.optional(v.id("shops")),
  shopName: v.optional(v.string()),
  // A moderator's statement of reasons (kind "moderation"), or the sentence of a list gone (kind "listGone").
  statement: v.optional(v.string()),
  // false for a cheer of a shop the person added (no review): the line says so.
  onReview: v.optional(v.boolean()),
  // A coffee plan's notice (kind "plan"): its plan, and the time chosen, shown in the reader's zone.
  planId: v.optional(v.id("plans")),
  planTime: v.optional(v.number()),
  unread: v.boolean(),
});

function viewOf(row: Doc<"notifications">, readUpTo: number): typeof notificationView.type {
  const { _id, _creationTime, kind, actorId, actorName, others, shopId, shopName, statement, reviewId } = row;
  const unread = _creationTime > readUpTo;
  if (kind === "moderation")
    return { _id, _creationTime, kind, actorName: MODERATORS_NAME, others: 0, statement, unread };
  if (kind === "plan") return { _id, _creationTime, kind, actorName, others: 0, statement, unread, ...planOf(row) };
  if (kind === "listGone") return { _id, _creationTime, kind, actorName, others: 0, statement, unread };
  const onReview = kind === "cheer" ? { onReview: reviewId !== undefined } : {};
  const base = { _id, _creationTime, kind, actorId, actorName, others: others?.length ?? 0, shopId, shopName };
  return { ...base, ...onReview, unread };
}

/** A plan notice's plan and time, when it has them. */
const planOf = ({ planId, planTime }: Doc<"notifications">) => ({
  ...(planId ? { planId } : {}),
  ...(planTime ? { planTime } : {}),
});

/** The signed-in user's notifications, newest first, a page at a time, each marked unread or not. */
export const list = queryWithUserId({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(notificationView),
  handler: async (ctx, { paginationOpts }) => {
    const readUpTo = (await notificationCountsOf(ctx, ctx.userId))?.readUpTo ?? 0;
    const page = await ctx.db
      .query("notifications")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .order("desc")
      .paginate(boundedPage(paginationOpts));
    return {
      ...page,
      page: page.page.map((row) => viewOf(row, readUpTo)),
    };
  },
});

/** The signed-in user has seen their notifications up to `upTo` (the newest one's creation time). */
export const markRead = mutationWithUserId({
  args: { upTo: v.number() },
  returns: v.null(),
  handler: async (ctx, { upTo }) => {
    await enforceRateLimit(ctx, "markRead", ctx.userId);
    await markReadUpTo(ctx, ctx.userId, upTo);
    return null;
  },
});
