import { describe, expect, it } from "vitest";
import { FORMER_MEMBER } from "@convex/rules/account";
import { eraseBatch } from "@convex/model/accountErasure";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertShop } from "../../support/testData";

// Where each batch of an erasure hands over (decision 20): a step whose rows are deleted runs again
// from the start while its batch was full; a step whose rows are renamed pages on by cursor; the last
// step ends the erasure. The account tests cover what is erased; these, how the steps follow.

const FULL_PAGE = 100;

describe("erasing an account in batches", () => {
  it("runs a deleting step again while its batch was full, then moves on", async () => {
    const backend = await createBackend();
    const { userId } = await signUp(backend);
    await backend.t.run(async (ctx) => {
      for (let i = 0; i <= FULL_PAGE; i++)
        await ctx.db.insert("notifications", { userId, kind: "follow", key: `k${i}`, actorName: "Someone" });
    });
    const erase = (cursor: string | null) => backend.t.run((ctx) => eraseBatch(ctx, userId, "notifications", cursor));
    expect(await erase(null)).toEqual({ step: "notifications", cursor: null });
    expect(await erase(null)).toEqual({ step: "saved", cursor: null });
    const left = await backend.t.run((ctx) =>
      ctx.db
        .query("notifications")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .collect(),
    );
    expect(left).toEqual([]);
  });

  it("pages a renaming step by cursor, then moves on", async () => {
    const backend = await createBackend();
    const { userId } = await signUp(backend);
    await backend.t.run(async (ctx) => {
      for (let i = 0; i <= FULL_PAGE; i++) await insertShop(ctx, userId, { name: `Shop ${i}` });
    });
    const first = await backend.t.run((ctx) => eraseBatch(ctx, userId, "shops", null));
    expect(first).toEqual({ step: "shops", cursor: expect.any(String) });
    const second = await backend.t.run((ctx) => eraseBatch(ctx, userId, "shops", first!.cursor));
    expect(second).toEqual({ step: "shopEdits", cursor: null });
    const names = await backend.t.run(async (ctx) =>
      (await ctx.db.query("shops").collect()).map((shop) => shop.submitterName),
    );
    expect(new Set(names)).toEqual(new Set([FORMER_MEMBER]));
  });

  it("ends after the last step, the account gone", async () => {
    const backend = await createBackend();
    const { userId } = await signUp(backend);
    expect(await backend.t.run((ctx) => eraseBatch(ctx, userId, "account", null))).toBeNull();
    expect(await backend.t.run((ctx) => ctx.db.get("users", userId))).toBeNull();
  });
});
