import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { othersLooking } from "@convex/rules/presence";
import { MAX_BLOCKS } from "@convex/rules/blocks";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { insertShop, reviewDoc } from "../../support/testData";

// Blocking (docs/product.md §6): blocking someone ends following both ways, keeps them from following again and
// from notifying, and takes them out of "people looking"; the screens hide the rest (UI tests).

async function setUp() {
  const backend = await createBackend();
  const vic = await signUp(backend, { firstName: "Vic", lastName: "Victim" });
  const tro = await signUp(backend, { firstName: "Tro", lastName: "Troll" });
  for (const user of [vic, tro]) await establish(backend, user.userId);
  return { backend, vic, tro };
}

describe("blocking", () => {
  it("ends following both ways, and neither can follow the other again until unblocked", async () => {
    const { backend, vic, tro } = await setUp();
    await tro.as.mutation(api.follows.follow, { userId: vic.userId });
    await vic.as.mutation(api.follows.follow, { userId: tro.userId });
    await vic.as.mutation(api.blocks.block, { userId: tro.userId });
    await finishScheduled(backend);

    expect(await vic.as.query(api.people.profile, { userId: vic.userId })).toMatchObject({
      counts: { followers: 0, following: 0 },
    });
    expect(await tro.as.query(api.follows.isFollowing, { userId: vic.userId })).toBe(false);
    await expect(tro.as.mutation(api.follows.follow, { userId: vic.userId })).rejects.toThrow(
      MESSAGES.cannotFollowBlocked,
    );
    await expect(vic.as.mutation(api.follows.follow, { userId: tro.userId })).rejects.toThrow(
      MESSAGES.cannotFollowBlocked,
    );
    expect(await vic.as.query(api.blocks.mine, {})).toEqual([{ userId: tro.userId, name: "Tro Troll" }]);
    expect(await tro.as.query(api.blocks.mine, {})).toEqual([]);

    await vic.as.mutation(api.blocks.unblock, { userId: tro.userId });
    await tro.as.mutation(api.follows.follow, { userId: vic.userId });
    expect(await tro.as.query(api.follows.isFollowing, { userId: vic.userId })).toBe(true);
  });

  it("takes away their notifications and tells no new ones", async () => {
    const { backend, vic, tro } = await setUp();
    const reviewId = await backend.t.run(async (ctx) => {
      const shop = (await ctx.db.get(await insertShop(ctx, tro.userId)))!;
      return await ctx.db.insert("reviews", reviewDoc(shop, vic.userId));
    });
    await tro.as.mutation(api.follows.follow, { userId: vic.userId });
    await tro.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
    await finishScheduled(backend);
    expect((await vic.as.query(api.users.me, {}))?.unreadNotifications).toBe(2);

    await vic.as.mutation(api.blocks.block, { userId: tro.userId });
    await finishScheduled(backend);
    expect((await vic.as.query(api.users.me, {}))?.unreadNotifications).toBe(0);
    expect(
      (await vic.as.query(api.notifications.list, { paginationOpts: { numItems: 10, cursor: null } })).page,
    ).toEqual([]);
    await tro.as.mutation(api.helpfulVotes.set, { reviewId, helpful: false });
    await tro.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
    await finishScheduled(backend);
    expect((await vic.as.query(api.users.me, {}))?.unreadNotifications).toBe(0);
  });

  it("takes them out of a grouped notification they share with someone else, who stays named", async () => {
    const { backend, vic, tro } = await setUp();
    const ann = await signUp(backend, { firstName: "Ann", lastName: "Friend" });
    await ann.as.mutation(api.follows.follow, { userId: vic.userId });
    await tro.as.mutation(api.follows.follow, { userId: vic.userId });
    await finishScheduled(backend);
    const before = (await vic.as.query(api.notifications.list, { paginationOpts: { numItems: 10, cursor: null } }))
      .page;
    expect(before.map(({ actorName, others }) => ({ actorName, others }))).toEqual([
      { actorName: "Tro Troll", others: 1 },
    ]);

    await vic.as.mutation(api.blocks.block, { userId: tro.userId });
    await finishScheduled(backend);
    const after = (await vic.as.query(api.notifications.list, { paginationOpts: { numItems: 10, cursor: null } })).page;
    expect(after.map(({ actorName, others }) => ({ actorName, others }))).toEqual([
      { actorName: "Ann Friend", others: 0 },
    ]);
    expect((await vic.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);
  });

  it("leaves them out of the people looking at a shop, for the one who blocked only", async () => {
    const { backend, vic, tro } = await setUp();
    const bystander = await signUp(backend);
    await establish(backend, bystander.userId);
    const shopId = await backend.t.run((ctx) => insertShop(ctx, vic.userId));
    await tro.as.mutation(api.presence.join, { shopId, sessionId: crypto.randomUUID() });
    // What the panel shows: the shared count, less the people the viewer's own query says they blocked (decision
    // 39); neither viewer here has the panel open.
    const watching = async (viewer: typeof vic) => {
      const { looking } = await viewer.as.query(api.shopPanel.live, { id: shopId });
      const mine = await viewer.as.query(api.shopPanel.mine, { shopId, reviewIds: [] });
      return othersLooking(looking, { here: false, blockedHere: mine.blockedLooking });
    };
    expect(await watching(vic)).toEqual({ others: 1, capped: false });
    await vic.as.mutation(api.blocks.block, { userId: tro.userId });
    expect(await watching(vic)).toEqual({ others: 0, capped: false });
    expect(await watching(bystander)).toEqual({ others: 1, capped: false });
  });

  it("refuses oneself, an unknown person and more than the limit, with a message", async () => {
    const { backend, vic, tro } = await setUp();
    await expect(vic.as.mutation(api.blocks.block, { userId: vic.userId })).rejects.toThrow(MESSAGES.cannotBlockSelf);
    const gone = await backend.t.run(async (ctx) => {
      const id = await ctx.db.insert("users", { name: "Gone" });
      await ctx.db.delete("users", id);
      return id;
    });
    await expect(vic.as.mutation(api.blocks.block, { userId: gone })).rejects.toThrow(MESSAGES.userNotFound);
    await backend.t.run(async (ctx) => {
      for (let i = 0; i < MAX_BLOCKS; i++)
        await ctx.db.insert("blocks", {
          blockerId: vic.userId,
          blockedId: await ctx.db.insert("users", { name: `Spam ${i}` }),
        });
    });
    await expect(vic.as.mutation(api.blocks.block, { userId: tro.userId })).rejects.toThrow(
      MESSAGES.tooManyBlocks(MAX_BLOCKS),
    );
  });
});
