// Reports, what was reported, moderators' actions and suspensions.
import { defineTable } from "convex/server";
import { v } from "convex/values";
import { moderationActionValidator, reportKindValidator } from "../model/validators";

export const moderationTables = {
  // Reports (convex/reports.ts): one per person per item; `subject` is "kind:id" (rules/reports.ts).
  reports: defineTable({
    reporterId: v.id("users"),
    subject: v.string(),
    reason: v.string(),
    note: v.optional(v.string()),
    // Whether the reporter was established (rules/trust.ts) when reporting: only those hide an item.
    established: v.boolean(),
  })
    .index("by_reporter_subject", ["reporterId", "subject"])
    .index("by_subject", ["subject"]),

  // One row per reported (or flagged) item: what the moderation queue lists. `open` until a moderator
  // acts; a new report or flag opens it again. `ownerId` is the author, who is told what a moderator did.
  reportedItems: defineTable({
    subject: v.string(),
    kind: reportKindValidator,
    itemId: v.string(),
    ownerId: v.optional(v.id("users")),
    reports: v.number(),
    establishedReporters: v.number(),
    firstReportedAt: v.number(),
    open: v.boolean(),
    // The queue's order (decision 27): the weights of the reports since it opened (rules/reports.ts
    // reportWeight) plus SYSTEM_FLAG_WEIGHT per flag; -firstReportedAt, so equals wait oldest first.
    // Absent on rows from before decision 27 until migrations:reportWeights reaches them.
    weight: v.optional(v.number()),
    waitOrder: v.optional(v.number()),
    // Why the app itself put it in the queue (model/moderation.ts flagForModerators), shown to moderators.
    flag: v.optional(v.string()),
  })
    .index("by_subject", ["subject"])
    // The queue: open items, heaviest first, then the longest waiting (one index range, paginated).
    .index("by_open_weight", ["open", "weight", "waitOrder"]),

  // Each reporter's record, updated by a scheduled job when a moderator acts on what they reported:
  // how many of their reports were upheld (hide, remove, suspend, close) and how many dismissed.
  reporterRecords: defineTable({
    reporterId: v.id("users"),
    upheld: v.number(),
    dismissed: v.number(),
  }).index("by_reporter", ["reporterId"]),

  // How many items wait in the queue: one document, changed only by scheduled jobs
  // (convex/moderationJobs.ts), so no reporter's mutation writes it (decision 25).
  moderationCounts: defineTable({ waiting: v.number() }),

  // Every moderator action (and automatic hide), newest last: who, when (_creationTime), what, why.
  moderationLog: defineTable({
    moderatorId: v.optional(v.id("users")), // absent: hidden automatically by reports
    action: moderationActionValidator,
    subject: v.string(),
    ownerId: v.optional(v.id("users")),
    reason: v.string(),
  }),

  // Suspended accounts: they cannot post, vote, follow or report (model/session.ts refuses their writes).
  // A row of their own, so a write's check reads one index range and not the much-patched user document.
  // A deleted account keeps one (`deleted`), so a token issued before the deletion can write nothing.
  suspensions: defineTable({
    userId: v.id("users"),
    reason: v.string(),
    moderatorId: v.optional(v.id("users")),
    deleted: v.optional(v.boolean()),
  }).index("by_user", ["userId"]),
};
