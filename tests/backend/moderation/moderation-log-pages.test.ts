import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MODERATION_PAGE } from "@convex/rules/reports";
import { createBackend, signUp } from "../../support/backendHarness";

// The moderation log grows with every action: the moderators read it a page at a time, newest first.

describe("the moderation log, a page at a time", () => {
  it("lists every action once, newest first, over pages of MODERATION_PAGE", async () => {
    const backend = await createBackend();
    const [mod, ann] = [await signUp(backend), await signUp(backend)];
    await backend.t.run(async (ctx) => {
      await ctx.db.patch("users", mod.userId, { role: "moderator" });
      for (let i = 0; i < MODERATION_PAGE + 5; i++) {
        await ctx.db.insert("moderationLog", {
          moderatorId: mod.userId,
          action: "dismiss",
          subject: `profile:${ann.userId}`,
          ownerId: ann.userId,
          reason: `Checked ${i}`,
        });
      }
    });
    const first = await mod.as.query(api.moderation.log, {
      paginationOpts: { numItems: MODERATION_PAGE, cursor: null },
    });
    expect(first.page).toHaveLength(MODERATION_PAGE);
    expect(first.isDone).toBe(false);
    const second = await mod.as.query(api.moderation.log, {
      paginationOpts: { numItems: MODERATION_PAGE, cursor: first.continueCursor },
    });
    const reasons = [...first.page, ...second.page].map((entry) => entry.reason);
    expect(reasons).toEqual(
      Array.from({ length: MODERATION_PAGE + 5 }, (_, i) => `Checked ${MODERATION_PAGE + 4 - i}`),
    );
    expect(second.isDone).toBe(true);
  });
});
