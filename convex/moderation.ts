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
import { tellAuthor } from "./model/notifications";
import { closeShop, reopenShop } from "./model/shopClosure";
import { enforceRateLimit } from "./model/rateLimits";
import { photoUrls } from "./model/reviewView";
import { mutationWithUserId, queryWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";
import { fullName } from "./rules/profile";
import {
  ACTIONS_FOR,
  MODERATION_QUEUE_LIMIT,
  REPORTS_SHOWN,
  moderationReasonError,
  moderationStatement,
  subjectLabel,
  type ModerationAction,
} from "./rules/reports";
import { moderationActionValidator, reportKindValidator } from "./model/validators";

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

const preview = v.object({
  title: v.string(), // "Review of Thinking Cup by Ava Brew"
  text: v.optional(v.string()),
  photoUrl: v.optional(v.string()),
  hidden: v.boolean(),
  gone: v.boolean(),
});

/** An action that does nothing to the item as it is (hide what is hidden, reopen what is open). */
function notNow(action: ModerationAction, shown: typeof preview.type): boolean {
  if (action === "hide" || action === "close") return shown.hidden;
  if (action === "restore" || action === "reopen") return !shown.hidden;
  return false;
}

/** What a moderator needs to judge the item without opening it. */
async function previewOf(ctx: QueryCtx, thing: ReportedThing | null, ownerName: string): Promise<typeof preview.type> {
  if (thing === null) return { title: "Already gone", hidden: false, gone: true };
  switch (thing.kind) {
    case "review":
      return {
        title: `Review of ${thing.review.shopName} by ${thing.review.userName}`,
        text: thing.review.text,
        hidden: thing.review.hiddenAt !== undefined,
        gone: false,
      };
    case "photo": {
      const urls = await photoUrls(ctx, thing.photo);
      return {
        title: `Photo of ${thing.shopName ?? "a shop"} by ${ownerName}`,
        photoUrl: urls?.smallUrl,
        hidden: thing.photo.hiddenAt !== undefined,
        gone: false,
      };
    }
    case "shop":
      // A closed shop counts as hidden: it is off the map.
      return {
        title: `Shop: ${thing.shop.name}, ${thing.shop.city}, ${thing.shop.state}`,
        text: thing.shop.streetAddress,
        hidden: thing.shop.closedAt !== undefined,
        gone: false,
      };
    case "profile":
      return { title: `Profile of ${ownerName}`, text: thing.user.about, hidden: false, gone: false };
  }
}

async function ownerName(ctx: QueryCtx, item: Doc<"reportedItems">): Promise<string> {
  const owner = item.ownerId && (await ctx.db.get("users", item.ownerId));
  return (owner && fullName(owner)) || "A former member";
}

/**
 * The open reported items, most reported first and, among equals, the longest waiting first: what
 * each is, the reasons and notes given (not who gave them), and what may be done to it. Live. At
 * most MODERATION_QUEUE_LIMIT at once (the most reported; where equals are cut off, the ones shown
 * are not always the oldest): acting on them brings up the next.
 */
export const queue = queryWithUserId({
  args: {},
  returns: v.array(
    v.object({
      subject: v.string(),
      kind: reportKindValidator,
      itemId: v.string(),
      reports: v.number(),
      firstReportedAt: v.number(),
      preview,
      reasons: v.array(v.object({ reason: v.string(), note: v.optional(v.string()) })),
      actions: v.array(moderationActionValidator),
    }),
  ),
  handler: async (ctx) => {
    await requireModerator(ctx, ctx.userId);
    const open = await ctx.db
      .query("reportedItems")
      .withIndex("by_open_reports", (q) => q.eq("open", true))
      .order("desc")
      .take(MODERATION_QUEUE_LIMIT);
    const ordered = open.toSorted((a, b) => b.reports - a.reports || a.firstReportedAt - b.firstReportedAt);
    return await Promise.all(
      ordered.map(async (item) => {
        const [thing, reports, name] = await Promise.all([
          reportedThing(ctx, item.kind, item.itemId),
          ctx.db
            .query("reports")
            .withIndex("by_subject", (q) => q.eq("subject", item.subject))
            .order("desc")
            .take(REPORTS_SHOWN),
          ownerName(ctx, item),
        ]);
        const shown = await previewOf(ctx, thing, name);
        return {
          subject: item.subject,
          kind: item.kind,
          itemId: item.itemId,
          reports: item.reports,
          firstReportedAt: item.firstReportedAt,
          preview: shown,
          reasons: reports.map(({ reason, note }) => ({ reason, note })),
          // What applies now: Hide while it is shown, Restore while it is hidden; Mark closed or Reopen.
          actions:
            thing === null ? ["dismiss" as const] : ACTIONS_FOR[item.kind].filter((action) => !notNow(action, shown)),
        };
      }),
    );
  },
});

/** The latest moderation actions, newest first: who, when, what, on whose item and why. */
export const log = queryWithUserId({
  args: {},
  returns: v.array(
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
  handler: async (ctx) => {
    await requireModerator(ctx, ctx.userId);
    const entries = await ctx.db.query("moderationLog").order("desc").take(50);
    return await Promise.all(
      entries.map(async (entry) => {
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
      }),
    );
  },
});

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
      return true;
    case "suspend":
      await suspend(ctx, thing.ownerId, moderatorId, reason);
      return true;
    case "close":
      return thing.kind === "shop" && (await closeShop(ctx, thing.shop));
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
        moderator._id,
        moderationStatement(action, subjectLabel(item.kind, thing.shopName), reason),
      );
    await ctx.db.patch("reportedItems", item._id, { open: false, establishedReporters: 0 });
    await logAction(ctx, { moderatorId: moderator._id, action, subject, ownerId: item.ownerId, reason });
    return null;
  },
});
