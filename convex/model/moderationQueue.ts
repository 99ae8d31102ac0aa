import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { fullName } from "../rules/profile";
import {
  ACTIONS_FOR,
  REPORTS_SHOWN,
  reportsOutcome,
  subjectKey,
  type ModerationAction,
  type ReportKind,
} from "../rules/reports";
import { moderationActionValidator, reportKindValidator } from "./validators";
import { photoUrls } from "./reviewView";
import { reportedThing, type ReportedThing } from "./moderation";
import { runStep } from "./backgroundSteps";

// The moderators' queue (decision 27): one reportedItems row per item, ordered by its weight on an
// index, so a page is one index range whatever the queue holds. The count of waiting items is one
// document changed only by scheduled jobs (convex/moderationJobs.ts), never by a reporter's mutation.

/** What moves an item up the queue: a report (its weight, and whether its reporter was established) or a flag. */
export type QueueAddition = {
  kind: ReportKind;
  itemId: string;
  ownerId?: Id<"users">;
  weight: number;
  reports: 0 | 1;
  established: 0 | 1;
  flag?: string;
  /** When it happened: a report's _creationTime, so the reports of the opening count (default: now). */
  at?: number;
};

/** The item's row, if it was ever reported or flagged. */
export async function queuedItem(ctx: Pick<QueryCtx, "db">, subject: string) {
  return await ctx.db
    .query("reportedItems")
    .withIndex("by_subject", (q) => q.eq("subject", subject))
    .unique();
}

/**
 * Adds to the item's weight, opening it (waiting from now, its earlier weight and flag forgotten)
 * when it was not waiting; says how many established people reported it since it opened.
 */
export async function addToQueue(ctx: MutationCtx, add: QueueAddition): Promise<{ establishedReporters: number }> {
  const subject = subjectKey(add.kind, add.itemId);
  const item = await queuedItem(ctx, subject);
  const open = item !== null && item.open ? item : null;
  const since = open?.firstReportedAt ?? add.at ?? Date.now();
  const fields = {
    reports: (item?.reports ?? 0) + add.reports,
    establishedReporters: (open?.establishedReporters ?? 0) + add.established,
    // The same flag again (a burst going on, a second "it is open" edit) adds nothing.
    weight: (open?.weight ?? 0) + (add.flag !== undefined && open?.flag === add.flag ? 0 : add.weight),
    firstReportedAt: since,
    waitOrder: -since,
    open: true,
    // The first flag stays while the item waits: a second one must not hide it from the moderator.
    flag: open?.flag ?? add.flag,
  };
  if (item === null) {
    const { flag, ...rest } = fields;
    const row = { subject, kind: add.kind, itemId: add.itemId, ...rest };
    await ctx.db.insert("reportedItems", {
      ...row,
      ...(add.ownerId ? { ownerId: add.ownerId } : {}),
      ...(flag ? { flag } : {}),
    });
  } else await ctx.db.patch("reportedItems", item._id, fields);
  if (open === null) await runStep(ctx, internal.moderationJobs.waitingChanged, { change: 1 });
  return fields;
}

/**
 * A moderator acted: the item leaves the queue until it is reported or flagged again, and, a moment
 * later, what the action says of the reports since it opened reaches each reporter's record.
 */
export async function takeOffQueue(
  ctx: MutationCtx,
  item: Doc<"reportedItems">,
  action: ModerationAction,
): Promise<void> {
  await ctx.db.patch("reportedItems", item._id, { open: false, establishedReporters: 0, weight: 0, flag: undefined });
  if (!item.open) return;
  await runStep(ctx, internal.moderationJobs.waitingChanged, { change: -1 });
  await runStep(ctx, internal.moderationJobs.tallyReporters, {
    subject: item.subject,
    since: item.firstReportedAt,
    until: Date.now(),
    outcome: reportsOutcome(action),
    cursor: null,
  });
}

/** How many items wait for a moderator (the count the jobs keep). */
export async function waitingCount(ctx: Pick<QueryCtx, "db">): Promise<number> {
  return Math.max(0, (await ctx.db.query("moderationCounts").first())?.waiting ?? 0);
}

export const previewValidator = v.object({
  title: v.string(), // "Review of Thinking Cup by Ava Brew"
  text: v.optional(v.string()),
  photoUrl: v.optional(v.string()),
  hidden: v.boolean(),
  gone: v.boolean(),
});
type Preview = typeof previewValidator.type;

export const queueItemValidator = v.object({
  subject: v.string(),
  kind: reportKindValidator,
  itemId: v.string(),
  reports: v.number(),
  firstReportedAt: v.number(),
  // Why the app itself put it here (a flag), if it did.
  flag: v.optional(v.string()),
  preview: previewValidator,
  reasons: v.array(v.object({ reason: v.string(), note: v.optional(v.string()) })),
  actions: v.array(moderationActionValidator),
});

/** An action that does nothing to the item as it is (hide what is hidden, reopen what is open). */
function notNow(action: ModerationAction, shown: Preview): boolean {
  if (action === "hide" || action === "close") return shown.hidden;
  if (action === "restore" || action === "reopen") return !shown.hidden;
  return false;
}

/** What a moderator needs to judge the item without opening it. */
async function previewOf(ctx: QueryCtx, thing: ReportedThing | null, ownerName: string): Promise<Preview> {
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
    case "comment":
      return {
        title: `Comment by ${ownerName} on a review of ${thing.shopName ?? "a shop"}`,
        text: thing.comment.text,
        hidden: thing.comment.hiddenAt !== undefined,
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

/** One waiting item as the queue shows it: what it is, the reasons and notes given (not who gave them), what may be done. */
export async function queueItemView(
  ctx: QueryCtx,
  item: Doc<"reportedItems">,
): Promise<typeof queueItemValidator.type> {
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
    ...(item.flag ? { flag: item.flag } : {}),
    preview: shown,
    reasons: reports.map(({ reason, note }) => ({ reason, note })),
    // What applies now: Hide while it is shown, Restore while it is hidden; Mark closed or Reopen.
    actions: thing === null ? ["dismiss"] : ACTIONS_FOR[item.kind].filter((action) => !notNow(action, shown)),
  };
}
