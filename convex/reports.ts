import { ConvexError, v } from "convex/values";
import type { Doc } from "./_generated/dataModel";
import type { MutationCtx } from "./_generated/server";
import { hideThing, logAction, reportedThing, type ReportedThing } from "./model/moderation";
import { addToQueue } from "./model/moderationQueue";
import { tellAuthor } from "./model/notifications";
import { enforceRateLimit } from "./model/rateLimits";
import { postingMutationWithUser, queryWithUserId } from "./model/session";
import { closeShop } from "./model/shopClosure";
import { MESSAGES } from "./rules/messages";
import {
  AUTO_HIDE_REPORTERS,
  CLOSED_AFTER_REPORTS,
  autoHideStatement,
  closedByReportsStatement,
  moderationStatement,
  reportError,
  reportWeight,
  subjectKey,
  subjectLabel,
} from "./rules/reports";
import { cleanLongText } from "./rules/text";
import { isEstablished } from "./rules/trust";
import { reportKindValidator } from "./model/validators";

/** Recent reports of a shop read to count "permanently closed" ones (far more than it takes). */
const REPORTS_READ_FOR_CLOSING = 20;

/**
 * Report a review, photo, shop or profile, with a reason and an optional note: once per person per
 * item. The reporter hears only thanks; reports reach the moderators' queue (convex/moderation.ts).
 * Reports from AUTO_HIDE_REPORTERS established accounts hide a review or photo until a moderator looks.
 */
export const create = postingMutationWithUser({
  args: { kind: reportKindValidator, itemId: v.string(), reason: v.string(), note: v.optional(v.string()) },
  returns: v.null(),
  handler: async (ctx, { kind, itemId, reason, note: given = "" }) => {
    const { user } = ctx;
    const note = cleanLongText(given);
    const problem = reportError(kind, reason, note);
    if (problem) throw new ConvexError(problem);
    const thing = await reportedThing(ctx, kind, itemId);
    if (thing === null) throw new ConvexError(MESSAGES.reportedItemGone);
    if (thing.ownerId === user._id) throw new ConvexError(MESSAGES.cannotReportOwn);
    const subject = subjectKey(kind, itemId);
    const earlier = await ctx.db
      .query("reports")
      .withIndex("by_reporter_subject", (q) => q.eq("reporterId", user._id).eq("subject", subject))
      .first();
    if (earlier !== null) throw new ConvexError(MESSAGES.alreadyReported);
    await enforceRateLimit(ctx, "report", user._id);

    const established = isEstablished(user, Date.now());
    const reportId = await ctx.db.insert("reports", {
      reporterId: user._id,
      subject,
      reason,
      ...(note ? { note } : {}),
      established,
    });
    const report = (await ctx.db.get("reports", reportId))!;
    const record = await ctx.db
      .query("reporterRecords")
      .withIndex("by_reporter", (q) => q.eq("reporterId", user._id))
      .unique();
    const { establishedReporters } = await addToQueue(ctx, {
      kind,
      itemId,
      ownerId: thing.ownerId,
      weight: reportWeight(established, record),
      reports: 1,
      established: established ? 1 : 0,
      at: report._creationTime,
    });
    if (establishedReporters >= AUTO_HIDE_REPORTERS) await hideUntilLooked(ctx, thing, subject);
    if (thing.kind === "shop" && reason === "closed") await closeWhenConfirmed(ctx, thing.shop, subject, user);
    return null;
  },
});

/** Enough established people reported it: out of sight until a moderator looks, and its author told why. */
async function hideUntilLooked(ctx: MutationCtx, thing: ReportedThing, subject: string): Promise<void> {
  if (!(await hideThing(ctx, thing))) return;
  const reason = `Reported by ${AUTO_HIDE_REPORTERS} members`;
  await logAction(ctx, { action: "hide", subject, ownerId: thing.ownerId, reason });
  await tellAuthor(ctx, thing.ownerId, autoHideStatement(subjectLabel(thing.kind, thing.shopName)));
}

/**
 * A shop reported closed by CLOSED_AFTER_REPORTS different established people since it was last
 * reopened, or by one moderator, is marked closed; its submitter is told, and only a moderator reopens it.
 */
async function closeWhenConfirmed(
  ctx: MutationCtx,
  shop: Doc<"shops">,
  subject: string,
  reporter: Doc<"users">,
): Promise<void> {
  if (shop.closedAt !== undefined) return;
  // Only reports since the shop was last reopened: a reopened shop is not closed again by one more.
  const reports = await ctx.db
    .query("reports")
    .withIndex("by_subject", (q) => q.eq("subject", subject).gt("_creationTime", shop.reopenedAt ?? 0))
    .order("desc")
    .take(REPORTS_READ_FOR_CLOSING);
  const sayClosed = reports.filter((report) => report.reason === "closed" && report.established).length;
  const byModerator = reporter.role === "moderator";
  if (!byModerator && sayClosed < CLOSED_AFTER_REPORTS) return;
  await closeShop(ctx, shop, byModerator ? "moderator" : "reports");
  const reason = byModerator ? "Reported closed by a moderator" : `Reported closed by ${CLOSED_AFTER_REPORTS} members`;
  await logAction(ctx, {
    ...(byModerator ? { moderatorId: reporter._id } : {}),
    action: "close",
    subject,
    ownerId: shop.submittedBy,
    reason,
  });
  const label = subjectLabel("shop", shop.name);
  // The notice names nobody: neither the moderator nor the members whose reports closed it.
  await tellAuthor(
    ctx,
    shop.submittedBy,
    byModerator ? moderationStatement("close", label, reason) : closedByReportsStatement(shop.name),
  );
}

/** Whether the signed-in user already reported this item (the Report button says "Reported"). */
export const mine = queryWithUserId({
  args: { kind: reportKindValidator, itemId: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { kind, itemId }) => {
    const subject = subjectKey(kind, itemId);
    const row = await ctx.db
      .query("reports")
      .withIndex("by_reporter_subject", (q) => q.eq("reporterId", ctx.userId).eq("subject", subject))
      .first();
    return row !== null;
  },
});
