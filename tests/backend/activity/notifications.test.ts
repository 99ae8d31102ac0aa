import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { notify } from "@convex/model/notifications";
import { MESSAGES } from "@convex/rules/messages";
import { MAX_NOTIFICATIONS } from "@convex/rules/notifications";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop, reviewDoc } from "../../support/testData";

const firstPage = { numItems: 10, cursor: null };

// Notifications are told and withdrawn by scheduled jobs a moment after the follow, vote or review
// (convex/totals.ts, decision 25): each check reads them after `finishScheduled`.

type User = Awaited<ReturnType<typeof signUp>>;
const listOf = async (user: User) => (await user.as.query(api.notifications.list, { paginationOpts: firstPage })).page;

describe("notifications", () => {
  it("tells a user someone followed them, once while unread, and counts it unread until read", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend, { firstName: "Ann", lastName: "Follower" });
    const bob = await signUp(backend);
    expect((await bob.as.query(api.users.me, {}))?.unreadNotifications).toBe(0);

    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    await finishScheduled(backend);
    // Unfollowing and following again while the first is unread tells nothing new.
    await ann.as.mutation(api.follows.unfollow, { userId: bob.userId });
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    await finishScheduled(backend);
    expect((await bob.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);
    const [told] = await listOf(bob);
    expect(told).toMatchObject({ kind: "follow", actorId: ann.userId, actorName: "Ann Follower", unread: true });
    expect(await listOf(ann)).toEqual([]);

    await bob.as.mutation(api.notifications.markRead, { upTo: told!._creationTime });
    expect((await bob.as.query(api.users.me, {}))?.unreadNotifications).toBe(0);
    expect((await listOf(bob))[0]!.unread).toBe(false);

    // Once read, a new follow is news again; the read one left with the unfollow.
    await ann.as.mutation(api.follows.unfollow, { userId: bob.userId });
    await finishScheduled(backend);
    expect(await listOf(bob)).toEqual([]);
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    await finishScheduled(backend);
    expect((await bob.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);
    expect(await listOf(bob)).toHaveLength(1);
  });

  it("tells a shop's submitter about a review of it, but not about their own", async () => {
    const backend = await createBackend();
    const owner = await signUp(backend);
    const critic = await signUp(backend, { firstName: "Cy", lastName: "Critic" });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, owner.userId, { name: "Owner's Roastery" }));

    await owner.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await finishScheduled(backend);
    expect((await owner.as.query(api.users.me, {}))?.unreadNotifications).toBe(0);

    await critic.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "Good.", photos: [] });
    await finishScheduled(backend);
    expect((await owner.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);
    expect(await listOf(owner)).toEqual([
      expect.objectContaining({
        kind: "review",
        actorId: critic.userId,
        actorName: "Cy Critic",
        shopId,
        shopName: "Owner's Roastery",
        unread: true,
      }),
    ]);
  });

  it("tells a reviewer someone found their review helpful, once per voter while unread", async () => {
    const backend = await createBackend();
    const writer = await signUp(backend);
    const voter = await signUp(backend, { firstName: "Vi", lastName: "Voter" });
    await establish(backend, voter.userId); // a new account's vote tells nobody (rules/trust.ts)
    const shopId = await backend.t.run((ctx) => insertShop(ctx, voter.userId, { name: "Helpful Beans" }));
    const reviewId = await writer.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await finishScheduled(backend);
    expect((await writer.as.query(api.users.me, {}))?.unreadNotifications).toBe(0);

    await voter.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
    await finishScheduled(backend);
    // Voting again, or taking the vote back and giving it again, while the first is unread tells nothing new.
    await voter.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
    await voter.as.mutation(api.helpfulVotes.set, { reviewId, helpful: false });
    await voter.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
    await finishScheduled(backend);
    expect((await writer.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);
    expect(await listOf(writer)).toEqual([
      expect.objectContaining({
        kind: "helpful",
        actorId: voter.userId,
        actorName: "Vi Voter",
        shopId,
        shopName: "Helpful Beans",
      }),
    ]);
  });

  it("marks read only up to what was seen; later ones stay unread; a time in the future counts as the newest", async () => {
    const backend = await createBackend();
    const bob = await signUp(backend);
    // Three fans each find a different review of Bob's helpful: three notifications.
    for (let i = 0; i < 3; i++) {
      const fan = await signUp(backend);
      await establish(backend, fan.userId);
      const reviewId = await backend.t.run(async (ctx) => {
        const shop = (await ctx.db.get(
          await insertShop(ctx, fan.userId, { name: `Shop ${i}`, streetAddress: `${i} Read St` }),
        ))!;
        return await ctx.db.insert("reviews", reviewDoc(shop, bob.userId));
      });
      await fan.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
      await finishScheduled(backend);
    }
    const [newest, middle] = await listOf(bob);
    await bob.as.mutation(api.notifications.markRead, { upTo: middle!._creationTime });
    expect((await bob.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);
    // Going back changes nothing.
    await bob.as.mutation(api.notifications.markRead, { upTo: 0 });
    expect((await bob.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);

    await bob.as.mutation(api.notifications.markRead, { upTo: newest!._creationTime + 1e12 });
    expect((await bob.as.query(api.users.me, {}))?.unreadNotifications).toBe(0);
    const later = await signUp(backend);
    await later.as.mutation(api.follows.follow, { userId: bob.userId });
    await finishScheduled(backend);
    expect((await bob.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);
    expect((await listOf(bob))[0]).toMatchObject({ actorId: later.userId, unread: true });
  });

  it(`keeps the newest ${MAX_NOTIFICATIONS}, counting only what is kept`, async () => {
    const backend = await createBackend();
    const bob = await signUp(backend);
    const shopId = await backend.t.run((ctx) => insertShop(ctx, bob.userId, { name: "Busy" }));
    // Straight through the helper: a different fan and review each, as helpfulVotes.set would tell it.
    const reviewIds: Id<"reviews">[] = [];
    for (let i = 0; i < MAX_NOTIFICATIONS + 5; i++) {
      reviewIds.push(
        await backend.t.run(async (ctx) => {
          const shop = (await ctx.db.get(shopId))!;
          const fanId = await ctx.db.insert("users", { name: `Fan ${i}`, firstName: "Fan", lastName: String(i) });
          const reviewId = await ctx.db.insert("reviews", reviewDoc(shop, bob.userId, { number: i + 1 }));
          await notify(ctx, bob.userId, fanId, { kind: "helpful", review: (await ctx.db.get(reviewId))! });
          return reviewId;
        }),
      );
    }
    const rows = await backend.t.run((ctx) =>
      ctx.db
        .query("notifications")
        .withIndex("by_user", (q) => q.eq("userId", bob.userId))
        .collect(),
    );
    expect(rows).toHaveLength(MAX_NOTIFICATIONS);
    expect(rows[0]!.reviewId).toBe(reviewIds[5]);
    expect((await bob.as.query(api.users.me, {}))?.unreadNotifications).toBe(MAX_NOTIFICATIONS);
    const page = await bob.as.query(api.notifications.list, { paginationOpts: { numItems: 1000, cursor: null } });
    expect(page.page.length).toBeLessThanOrEqual(100);
    expect(page.page[0]).toMatchObject({ kind: "helpful", shopName: "Busy" });
  });

  it("refuses signed-out callers and reads only the caller's own", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const bob = await signUp(backend);
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    await finishScheduled(backend);
    expect(await backend.t.query(api.users.me, {})).toBeNull();
    await expect(backend.t.query(api.notifications.list, { paginationOpts: firstPage })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    await expect(backend.t.mutation(api.notifications.markRead, { upTo: Date.now() })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    // Ann marking read touches only her own (empty) counter.
    await ann.as.mutation(api.notifications.markRead, { upTo: Date.now() });
    expect((await bob.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);
  });
});
