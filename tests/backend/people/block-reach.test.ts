import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { reviewCountsOf } from "../../support/counts";
import { insertShop, reviewDoc } from "../../support/testData";

// A block, either way, reaches past the screens (docs/product.md §6): the blocked person's Helpful vote
// moves none of the blocker's counts and tells them nothing, and neither is suggested to the other, in
// "people to follow" or the people search.

async function setUp() {
  const backend = await createBackend();
  const vic = await signUp(backend, { firstName: "Vic", lastName: "Blocker" });
  const tro = await signUp(backend, { firstName: "Tro", lastName: "Blocked" });
  const amy = await signUp(backend, { firstName: "Amy", lastName: "Bystander" });
  for (const user of [vic, tro, amy]) {
    await establish(backend, user.userId);
    // Active reviewers, as "people to follow" suggests.
    await backend.t.run((ctx) => ctx.db.patch("users", user.userId, { reviewCount: 3 }));
  }
  return { backend, vic, tro, amy };
}

async function reviewBy(backend: Awaited<ReturnType<typeof setUp>>["backend"], userId: Id<"users">) {
  return backend.t.run(async (ctx) => {
    const shop = (await ctx.db.get(await insertShop(ctx, userId)))!;
    return await ctx.db.insert("reviews", reviewDoc(shop, userId));
  });
}

describe("a block reaches", () => {
  it.each(["the writer blocked the voter", "the voter blocked the writer"])(
    "Helpful votes: when %s, the vote is the voter's own mark, counted nowhere and told to no one",
    async (way) => {
      const { backend, vic, tro, amy } = await setUp();
      const reviewId = await reviewBy(backend, vic.userId);
      if (way === "the writer blocked the voter") await vic.as.mutation(api.blocks.block, { userId: tro.userId });
      else await tro.as.mutation(api.blocks.block, { userId: vic.userId });

      expect(await tro.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true })).toBe(0);
      await finishScheduled(backend);
      expect(await tro.as.query(api.helpfulVotes.mine, { reviewIds: [reviewId] })).toEqual([reviewId]);
      const after = await backend.t.run(async (ctx) => ({
        count: (await reviewCountsOf(ctx, reviewId)).helpfulCount,
        notices: (await ctx.db.query("notifications").collect()).filter((row) => row.userId === vic.userId).length,
      }));
      expect(after).toEqual({ count: 0, notices: 0 });

      // Someone else's vote still counts and tells: the block is all that stopped it.
      expect(await amy.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true })).toBe(1);
      await finishScheduled(backend);
      expect((await backend.t.run((ctx) => reviewCountsOf(ctx, reviewId))).helpfulCount).toBe(1);
      // Taken back, the blocked vote takes nothing from the count.
      await tro.as.mutation(api.helpfulVotes.set, { reviewId, helpful: false });
      await finishScheduled(backend);
      expect((await backend.t.run((ctx) => reviewCountsOf(ctx, reviewId))).helpfulCount).toBe(1);
    },
  );

  it("people to follow and the people search: neither side is suggested to or found by the other", async () => {
    const { vic, tro, amy } = await setUp();
    const suggested = async (who: typeof vic) =>
      (await who.as.query(api.people.suggestions, {})).map((person) => person.name).sort();
    const found = async (who: typeof vic) =>
      (await who.as.query(api.search.people, { text: "blocke" })).map((person) => person.name).sort();
    expect(await suggested(vic)).toEqual(["Amy Bystander", "Tro Blocked"]);
    expect(await found(vic)).toEqual(["Tro Blocked"]);

    await vic.as.mutation(api.blocks.block, { userId: tro.userId });
    expect(await suggested(vic)).toEqual(["Amy Bystander"]);
    expect(await suggested(tro)).toEqual(["Amy Bystander"]);
    expect(await found(vic)).toEqual([]);
    expect(await found(tro)).toEqual([]);
    // Others still see both.
    expect(await suggested(amy)).toEqual(["Tro Blocked", "Vic Blocker"]);
    expect(await found(amy)).toEqual(["Tro Blocked", "Vic Blocker"]);

    await vic.as.mutation(api.blocks.unblock, { userId: tro.userId });
    expect(await suggested(tro)).toEqual(["Amy Bystander", "Vic Blocker"]);
  });
});
