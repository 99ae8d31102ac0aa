import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import type { Doc } from "./_generated/dataModel";
import { internalMutation, type MutationCtx, type QueryCtx } from "./_generated/server";
import {
  deletePhoto,
  deleteReview,
  hideThing,
  logAction,
  reportedThing,
  requireModerator,
  restoreThing,
  suspend,
  type ReportedThing,
} from "./model/moderation";
import { removeComment } from "./model/comments";
import { tellAuthor } from "./model/notifications";
import { closeShop, reopenShop } from "./model/shopClosure";
import { queueItemValidator, queueItemView, takeOffQueue, waitingCount } from "./model/moderationQueue";
import { boundedPage } from "./model/pagination";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId, queryWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";
import { fullName } from "./rules/profile";
import {
  ACTIONS_FOR,
  moderationReasonError,
  moderationStatement,
  subjectLabel,
  type ModerationAction,
} from "./rules/reports";
import { moderationActionValidator } from "./model/validators";

// The moderators' side of reports (decision 20): the live queue, the actions with their
// statements of reasons, and the log. Every function refuses anyone who is not a moderator.

/** Makes the account with this email a moderator: `npx convex run moderation:grant '{"email": "…"}'`. */
export const grant = internalMutation({
  args: { email: v.string() },
  returns: v.null(),
  handler: async (ctx, { email }) => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email.trim().toLowerCase()))
      .first();
    if (user === null) throw new ConvexError(`No account has the email ${email}.`);
    await ctx.db.patch("users", user._id, { role: "moderator" });
    return null;
  },
});

/**
 * The waiting items, heaviest first (decision 27: what their reports since they opened weigh, by the
 * reporters' standing, and the app's own flags) and, among equals, the longest waiting first: one
 * index range, a page at a time. Live: acting on an item takes it off, a report brings one on.
 */
export const queue = queryWithUserId({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(queueItemValidator),
  handler: async (ctx, { paginationOpts }) => {
    await requireModerator(ctx, ctx.userId);
    const page = await ctx.db
      .query("reportedItems")
      .withIndex("by_open_weight", (q) => q.eq("open", true))
      .order("desc")
      .paginate(boundedPage(paginationOpts));
    return { ...page, page: await Promise.all(page.page.map((item) => queueItemView(ctx, item))) };
  },
});

/** How many items wait for a moderator (a count the queue's jobs keep, so it reads one document). */
export const waiting = queryWithUserId({
  args: {},
  returns: v.number(),
  handler: async (ctx) => {
    await requireModerator(ctx, ctx.userId);
    return await waitingCount(ctx);
  },
});

/** The moderation actions, newest first, a page at a time ("Load more"): who, when, what, on whose item and why. */
export const log = queryWithUserId({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(
    v.object({
      _id: v.id("moderationLog"),
      _creationTime: v.number(),
      moderatorName: v.string(),
      action: moderationActionValidator,
      subject: v.string(),
      ownerName: v.string(),
      reason: v.string(),
    }),
  ),
  handler: async (ctx, { paginationOpts }) => {
    await requireModerator(ctx, ctx.userId);
    const page = await ctx.db.query("moderationLog").order("desc").paginate(boundedPage(paginationOpts));
    return { ...page, page: await Promise.all(page.page.map((entry) => logEntryView(ctx, entry))) };
  },
});

/** A log entry as the moderators read it: the moderator's and the owner's names, not their ids. */
async function logEntryView(ctx: QueryCtx, entry: Doc<"moderationLog">) {
  const [moderator, owner] = await Promise.all([
    entry.moderatorId ? ctx.db.get("users", entry.moderatorId) : null,
    entry.ownerId ? ctx.db.get("users", entry.ownerId) : null,
  ]);
  return {
    _id: entry._id,
    _creationTime: entry._creationTime,
    moderatorName: entry.moderatorId
      ? (moderator && fullName(moderator)) || "A former moderator"
      : "Automatic (reports)",
    action: entry.action,
    subject: entry.subject,
    ownerName: (owner && fullName(owner)) || "A former member",
    reason: entry.reason,
  };
}

/** Carries out the action on the item as it is now; says whether its author is told. */
async function carryOut(
  ctx: MutationCtx,
  action: ModerationAction,
  thing: ReportedThing,
  moderatorId: Doc<"users">["_id"],
  reason: string,
): Promise<boolean> {
  switch (action) {
    case "dismiss":
      // Reports that did not hold: anything they hid comes back, and only then is the author told.
      return await restoreThing(ctx, thing);
    case "restore":
      return await restoreThing(ctx, thing);
    case "hide":
      return await hideThing(ctx, thing);
    case "remove":
      if (thing.kind === "review") await deleteReview(ctx, thing.review);
      if (thing.kind === "photo") await deletePhoto(ctx, thing.photo);
      if (thing.kind === "comment") await removeComment(ctx, thing.comment);
      return true;
    case "suspend":
      await suspend(ctx, thing.ownerId, moderatorId, reason);
      return true;
    case "close":
      return thing.kind === "shop" && (await closeShop(ctx, thing.shop, "moderator"));
    case "reopen":
      return thing.kind === "shop" && (await reopenShop(ctx, thing.shop));
  }
}

/**
 * A moderator acts on a reported item: dismiss the reports, hide or restore, remove, or suspend its
 * author. The reason is required: it is kept in the log and, except for a plain dismissal, reaches
 * the author as a notification. The item leaves the queue until someone reports it again.
 */
export const act = mutationWithUserId({
  args: { subject: v.string(), action: moderationActionValidator, reason: v.string() },
  returns: v.null(),
  handler: async (ctx, { subject, action, reason: given }) => {
    const moderator = await requireModerator(ctx, ctx.userId);
    await enforceRateLimit(ctx, "moderate", moderator._id);
    const reason = given.trim();
    const problem = moderationReasonError(reason);
    if (problem) throw new ConvexError(problem);
    const item = await ctx.db
      .query("reportedItems")
      .withIndex("by_subject", (q) => q.eq("subject", subject))
      .unique();
    if (item === null) throw new ConvexError(MESSAGES.moderationNotAllowed);
    const thing = await reportedThing(ctx, item.kind, item.itemId);
    if (thing === null && action !== "dismiss") throw new ConvexError(MESSAGES.reportedItemGone);
    if (!ACTIONS_FOR[item.kind].includes(action)) throw new ConvexError(MESSAGES.moderationNotAllowed);
    if (thing !== null && thing.ownerId === moderator._id && action === "suspend")
      throw new ConvexError(MESSAGES.moderationNotAllowed);

    const told = thing !== null && (await carryOut(ctx, action, thing, moderator._id, reason));
    if (told)
      await tellAuthor(
        ctx,
        thing.ownerId,
        moderationStatement(action, subjectLabel(item.kind, thing.shopName), reason),
      );
    await takeOffQueue(ctx, item, action);
    await logAction(ctx, { moderatorId: moderator._id, action, subject, ownerId: item.ownerId, reason });
    return null;
  },
});
