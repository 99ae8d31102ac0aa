import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { RATE_LIMITS } from "@convex/model/rateLimits";
import { MAX_NOTIFICATIONS_PER_ACTOR } from "@convex/rules/notifications";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { reviewCountsOf } from "../../support/counts";
import { REVIEW, insertShop, reviewDoc } from "../../support/testData";

// The notification floods (decision 18) a probe made with throwaway accounts, replayed. Each
// fails on the code before (one row per actor, kept after its cause was undone). Notifications are
// told and withdrawn by scheduled jobs a moment after the action (convex/totals.ts, decision 25): each
// check reads them after `finishScheduled` (only the Date is faked here, so it runs no timer early).

type User = Awaited<ReturnType<typeof signUp>>;

const rowsOf = (backend: SandboxBackend, userId: Id<"users">) =>
  backend.t.run((ctx) =>
    ctx.db
      .query("notifications")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .order("desc")
      .collect(),
  );
const listOf = async (user: User) =>
  (await user.as.query(api.notifications.list, { paginationOpts: { numItems: 100, cursor: null } })).page;

async function reviewBy(backend: SandboxBackend, author: Id<"users">, shopOwner: Id<"users">, i = 0) {
  return await backend.t.run(async (ctx) => {
    const shop = (await ctx.db.get(
      await insertShop(ctx, shopOwner, { name: `Shop ${i}`, streetAddress: `${i} Flood St` }),
    ))!;
    return await ctx.db.insert("reviews", reviewDoc(shop, author));
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("notifications under abuse", () => {
  it("a notification leaves when its cause is undone: unfollow, vote taken back, review deleted", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["Date"] });
    const backend = await createBackend();
    const victim = await signUp(backend, { firstName: "Vic" });
    const troll = await signUp(backend, { firstName: "Tro" });
    await establish(backend, troll.userId); // an old account: its votes count and are told
    const reviewId = await reviewBy(backend, victim.userId, troll.userId);
    const shopId = await backend.t.run((ctx) =>
      insertShop(ctx, victim.userId, { name: "Vic's Roastery", streetAddress: "1 Victim Way" }),
    );

    // The probe's burst: follow/unfollow, vote/unvote, review then delete, over and over. Each step's
    // jobs run before the next, so each one is told to the victim, then withdrawn.
    const settled = async <T>(action: Promise<T>): Promise<T> => {
      const result = await action;
      await finishScheduled(backend);
      return result;
    };
    for (let i = 0; i < 10; i++) {
      await settled(troll.as.mutation(api.follows.follow, { userId: victim.userId }));
      await settled(troll.as.mutation(api.follows.unfollow, { userId: victim.userId }));
      await settled(troll.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true }));
      await settled(troll.as.mutation(api.helpfulVotes.set, { reviewId, helpful: false }));
      const written = await settled(
        troll.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: `Visit ${i}`, photos: [] }),
      );
      await settled(troll.as.mutation(api.reviews.remove, { reviewId: written }));
    }
    expect(await rowsOf(backend, victim.userId)).toEqual([]);
    expect((await victim.as.query(api.users.me, {}))?.unreadNotifications).toBe(0);

    // An hour later (the burst spent the troll's allowance of notifications), what is not undone stays: one of each.
    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    await troll.as.mutation(api.follows.follow, { userId: victim.userId });
    await troll.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
    await troll.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "Kept", photos: [] });
    await finishScheduled(backend);
    expect((await listOf(victim)).map((n) => n.kind).sort()).toEqual(["follow", "helpful", "review"]);
    expect((await victim.as.query(api.users.me, {}))?.unreadNotifications).toBe(3);
  });

  it("twenty throwaway accounts collapse into one follow notification, their votes tell and count nothing, and the real one stays", async () => {
    const backend = await createBackend();
    const victim = await signUp(backend, { firstName: "Vic" });
    const friend = await signUp(backend, { firstName: "Fran", lastName: "Friend" });
    const reviewId = await reviewBy(backend, victim.userId, friend.userId);
    await friend.as.mutation(api.follows.follow, { userId: victim.userId });
    await finishScheduled(backend);
    await victim.as.mutation(api.notifications.markRead, { upTo: Date.now() + 1000 });

    const throwaways: User[] = [];
    for (let i = 0; i < 20; i++) throwaways.push(await signUp(backend, { firstName: "Throw", lastName: `Away${i}` }));
    for (const account of throwaways) {
      await account.as.mutation(api.follows.follow, { userId: victim.userId });
      await account.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
    }
    await finishScheduled(backend);
    expect(await listOf(victim)).toEqual([
      expect.objectContaining({ kind: "follow", actorName: "Throw Away19", others: 19, unread: true }),
      expect.objectContaining({ kind: "follow", actorId: friend.userId, others: 0, unread: false }),
    ]);
    expect((await victim.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);
    expect((await backend.t.run((ctx) => reviewCountsOf(ctx, reviewId))).helpfulCount).toBe(0);

    // One of them unfollowing leaves the group; the group's last person leaving takes it away.
    await throwaways[19]!.as.mutation(api.follows.unfollow, { userId: victim.userId });
    await finishScheduled(backend);
    expect((await listOf(victim))[0]).toMatchObject({ kind: "follow", actorName: "Throw Away18", others: 18 });
    for (const account of throwaways.slice(0, 19))
      await account.as.mutation(api.follows.unfollow, { userId: victim.userId });
    await finishScheduled(backend);
    expect((await listOf(victim)).map((n) => n.actorId)).toEqual([friend.userId]);
    expect((await victim.as.query(api.users.me, {}))?.unreadNotifications).toBe(0);
  });

  it("one account cannot push out the others: a few an hour, and at most a share of the list", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["Date"] });
    const backend = await createBackend();
    const victim = await signUp(backend, { firstName: "Vic" });
    const friend = await signUp(backend, { firstName: "Fran" });
    const troll = await signUp(backend, { firstName: "Tro" });
    await establish(backend, troll.userId);
    await friend.as.mutation(api.follows.follow, { userId: victim.userId });
    await finishScheduled(backend);
    // The votes' notifications are told within the hour they are given, before the clock moves on.
    const voteOnNewReviews = async (hour: number) => {
      for (let i = 0; i < 12; i++) {
        const reviewId = await reviewBy(backend, victim.userId, friend.userId, hour * 100 + i);
        await troll.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
      }
      await finishScheduled(backend);
    };

    // Votes on twelve different reviews in one go: only the hour's allowance is told.
    await voteOnNewReviews(0);
    const byTroll = async () => (await rowsOf(backend, victim.userId)).filter((row) => row.actorId === troll.userId);
    expect(await byTroll()).toHaveLength(RATE_LIMITS.notifyPerActor.capacity);

    // Hour after hour: the troll's own oldest go, never the friend's.
    for (const hour of [1, 2]) {
      vi.setSystemTime(Date.now() + 60 * 60 * 1000);
      await voteOnNewReviews(hour);
    }
    expect((await byTroll()).length).toBeLessThanOrEqual(MAX_NOTIFICATIONS_PER_ACTOR);
    const rows = await rowsOf(backend, victim.userId);
    expect(rows.filter((row) => row.actorId === friend.userId)).toHaveLength(1);
    expect((await victim.as.query(api.users.me, {}))?.unreadNotifications).toBe(rows.length);
  });
});
