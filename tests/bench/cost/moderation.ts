// The cost rows of reports and moderation: reporting, the owner's hidden reviews, and a moderator's
// queue, log and action.
import { ESTABLISHED_REPORT_WEIGHT, MODERATION_PAGE, REPORTS_SHOWN } from "@convex/rules/reports";
import type { Dataset } from "../dataset";
import { t } from "./backend";
import { CONSTANT, ownWrite, perItem, type Row } from "./budgets";

/**
 * Makes the first bench user a moderator facing a full queue: more open items than it shows, each
 * with more reports than it shows (written directly: the queue's reads, not the reports', are measured).
 */
async function fillModerationQueue(d: Dataset) {
  await t.run(async (ctx) => {
    await ctx.db.patch("users", d.users[0]!, { role: "moderator" });
    if ((await ctx.db.query("reportedItems").first()) !== null) return;
    for (const [i, ownerId] of d.users.slice(1, MODERATION_PAGE + 6).entries()) {
      const subject = `profile:${ownerId}`;
      const reports = REPORTS_SHOWN + 1 + (i % 3);
      await ctx.db.insert("reportedItems", {
        subject,
        kind: "profile",
        itemId: ownerId,
        ownerId,
        reports,
        establishedReporters: 0,
        firstReportedAt: Date.now() - i,
        weight: reports * ESTABLISHED_REPORT_WEIGHT,
        waitOrder: i - Date.now(),
        open: true,
      });
      for (let r = 0; r < reports; r++) {
        await ctx.db.insert("reports", {
          reporterId: d.users[(i + r + 2) % d.users.length]!,
          subject,
          reason: "spam",
          note: `Report ${r}`,
          established: false,
        });
      }
      await ctx.db.insert("moderationLog", {
        moderatorId: d.users[0]!,
        action: "dismiss",
        subject,
        ownerId,
        reason: "Earlier look",
      });
    }
  });
}

export const MODERATION_ROWS: Record<string, Row> = {
  "reports:create": {
    screen: "Report (a profile; a review, photo or shop reads the same)",
    args: (d) => ({ kind: "profile", itemId: d.users[2]!, reason: "spam", note: "Posts ads" }),
    budget: ownWrite,
    naive: [],
  },
  "reports:mine": {
    screen: "report dialog: whether the viewer already reported it",
    args: (d) => ({ kind: "profile", itemId: d.users[2]! }),
    budget: () => ({ limit: 1, rule: "the caller's report of it" }),
    naive: [],
  },
  "reviews:hiddenMine": {
    screen: "profile: the owner's hidden reviews",
    args: () => ({}),
    budget: perItem(2),
    naive: [],
  },
  "moderation:queue": {
    screen: `moderation: a page of the queue (${MODERATION_PAGE} items of ${REPORTS_SHOWN}+ reports each, more waiting)`,
    prepare: (d) => fillModerationQueue(d),
    args: () => ({ paginationOpts: { numItems: MODERATION_PAGE, cursor: null } }),
    budget: perItem(REPORTS_SHOWN + 5),
    naive: [],
  },
  "moderation:waiting": {
    screen: "moderation: how many items wait",
    prepare: (d) => fillModerationQueue(d),
    args: () => ({}),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}: the moderator and one counter document` }),
    naive: [],
  },
  "moderation:log": {
    screen: "moderation: recent actions (a page of MODERATION_PAGE; Load more actions)",
    prepare: (d) => fillModerationQueue(d),
    args: () => ({ paginationOpts: { numItems: MODERATION_PAGE, cursor: null } }),
    budget: perItem(3),
    naive: [],
  },
  "moderation:act": {
    screen: "moderation: dismiss a reported profile",
    prepare: (d) => fillModerationQueue(d),
    args: (d) => ({ subject: `profile:${d.users[1]!}`, action: "dismiss", reason: "Checked" }),
    budget: ownWrite,
    naive: [],
  },
  // Decision 28: a moderator vouching for a member; the reviews are counted in by scheduled batches.
  "trust:establish": {
    screen: "member's page: a moderator vouches for a new member",
    prepare: (d) => fillModerationQueue(d),
    args: (d) => ({ userId: d.users[3]! }),
    budget: ownWrite,
    naive: [],
  },
  "trust:standing": {
    screen: "member's page: how many of a new member's reviews wait to count (moderators)",
    prepare: (d) => fillModerationQueue(d),
    args: (d) => ({ userId: d.users[3]! }),
    budget: () => ({ limit: 110, rule: "the moderator, the member and at most 100 waiting reviews" }),
    naive: [],
  },
};
