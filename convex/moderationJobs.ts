import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { runStep } from "./model/backgroundSteps";

// The scheduled side of the moderation queue (decision 27): the count of waiting items and each
// reporter's record change here, a moment after the report or the moderator's action, so no
// reporter's mutation writes a document every other reporter's writes too (decision 25). A run that
// fails commits nothing, so the failure watcher (convex/jobs.ts) running it again applies it once.

/** Reports of one item read per run when its reporters' records are updated. */
const TALLY_BATCH = 50;

/** An item started (+1) or stopped (-1) waiting for a moderator. */
export const waitingChanged = internalMutation({
  args: { change: v.union(v.literal(1), v.literal(-1)) },
  returns: v.null(),
  handler: async (ctx, { change }) => {
    // Not held at zero: differences add up in any order (decision 25); the screen shows it only above zero.
    const counts = await ctx.db.query("moderationCounts").first();
    if (counts === null) await ctx.db.insert("moderationCounts", { waiting: change });
    else await ctx.db.patch("moderationCounts", counts._id, { waiting: counts.waiting + change });
    return null;
  },
});

/** Open items counted per run of recountWaiting. */
const RECOUNT_BATCH = 500;

/**
 * Counts the waiting items again, a batch a run, and sets the count at the end: once on a deployment whose
 * queue had items before the count was kept (`npx convex run moderationJobs:recountWaiting`, README).
 */
export const recountWaiting = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())), counted: v.optional(v.number()) },
  returns: v.null(),
  handler: async (ctx, { cursor = null, counted = 0 }) => {
    const { page, isDone, continueCursor } = await ctx.db
      .query("reportedItems")
      .withIndex("by_open_weight", (q) => q.eq("open", true))
      .paginate({ numItems: RECOUNT_BATCH, cursor });
    const waiting = counted + page.length;
    if (!isDone) {
      await runStep(ctx, internal.moderationJobs.recountWaiting, {
        cursor: continueCursor,
        counted: waiting,
      });
      return null;
    }
    const counts = await ctx.db.query("moderationCounts").first();
    if (counts === null) await ctx.db.insert("moderationCounts", { waiting });
    else await ctx.db.patch("moderationCounts", counts._id, { waiting });
    return null;
  },
});

/**
 * A moderator acted on an item: each report made on it since it opened counts, in its reporter's
 * record, as upheld or dismissed; a batch at a time, the next scheduled from where this one ended.
 */
export const tallyReporters = internalMutation({
  args: {
    subject: v.string(),
    since: v.number(),
    // The moderator's action: reports made after it reopened the item and wait for the next action.
    until: v.optional(v.number()),
    outcome: v.union(v.literal("upheld"), v.literal("dismissed")),
    cursor: v.union(v.string(), v.null()),
  },
  returns: v.null(),
  handler: async (ctx, { subject, since, until = Infinity, outcome, cursor }) => {
    const { page, isDone, continueCursor } = await ctx.db
      .query("reports")
      .withIndex("by_subject", (q) => q.eq("subject", subject).gte("_creationTime", since).lt("_creationTime", until))
      .paginate({ numItems: TALLY_BATCH, cursor });
    for (const report of page) {
      const record = await ctx.db
        .query("reporterRecords")
        .withIndex("by_reporter", (q) => q.eq("reporterId", report.reporterId))
        .unique();
      if (record === null)
        await ctx.db.insert("reporterRecords", {
          reporterId: report.reporterId,
          upheld: outcome === "upheld" ? 1 : 0,
          dismissed: outcome === "dismissed" ? 1 : 0,
        });
      else await ctx.db.patch("reporterRecords", record._id, { [outcome]: record[outcome] + 1 });
    }
    if (!isDone)
      await runStep(ctx, internal.moderationJobs.tallyReporters, {
        subject,
        since,
        until,
        outcome,
        cursor: continueCursor,
      });
    return null;
  },
});
