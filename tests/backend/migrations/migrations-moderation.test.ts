import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { ESTABLISHED_REPORT_WEIGHT, NEW_ACCOUNT_REPORT_WEIGHT } from "@convex/rules/reports";
import { createBackend, signUp } from "../../support/backendHarness";
import { expectNothingMoreToDo, migrate } from "../../support/oldDeployment";

// migrations:reportWeights (decision 27): reported items stored before the queue was ordered by weight
// get one from their counts, and then the queue lists them by it.

describe("migrations:reportWeights", () => {
  it("weighs old reported items by their established and other reporters, and the queue then lists them", async () => {
    const backend = await createBackend();
    const mod = await signUp(backend);
    await backend.t.mutation(internal.moderation.grant, { email: mod.params.email });
    const old = { kind: "profile" as const, itemId: mod.userId, establishedReporters: 0 };
    await backend.t.run(async (ctx) => {
      await ctx.db.insert("reportedItems", {
        ...old,
        subject: "profile:a",
        reports: 5,
        firstReportedAt: 1,
        open: true,
      });
      await ctx.db.insert("reportedItems", {
        ...old,
        subject: "profile:b",
        reports: 2,
        establishedReporters: 1,
        firstReportedAt: 2,
        open: true,
      });
      await ctx.db.insert("reportedItems", {
        ...old,
        subject: "profile:c",
        reports: 9,
        firstReportedAt: 3,
        open: false,
      });
    });
    await migrate(backend, internal.migrations.reportWeights);
    const rows = await backend.t.run((ctx) => ctx.db.query("reportedItems").collect());
    expect(rows.map((row) => [row.subject, row.weight, row.waitOrder])).toEqual([
      ["profile:a", 5 * NEW_ACCOUNT_REPORT_WEIGHT, -1],
      ["profile:b", ESTABLISHED_REPORT_WEIGHT + NEW_ACCOUNT_REPORT_WEIGHT, -2],
      ["profile:c", 0, -3],
    ]);
    const { page } = await mod.as.query(api.moderation.queue, { paginationOpts: { numItems: 10, cursor: null } });
    expect(page.map((item) => item.subject)).toEqual(["profile:b", "profile:a"]);
    await expectNothingMoreToDo(backend, internal.migrations.reportWeights);
  });
});
