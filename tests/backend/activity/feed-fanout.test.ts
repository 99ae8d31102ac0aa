import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { DEMO_FOLLOWS, DEMO_USERS } from "@convex/data/demoData";
import { queueActivityRemoval } from "@convex/model/feedRows";
import { FEED_BATCH } from "@convex/rules/feed";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { REVIEW, insertReview, insertShop, reviewDoc, shopInput } from "../../support/testData";
import { rowsOf } from "../../support/viewerFeeds";

// Fan-out on write (docs/decisions/0005-feed-fan-out.md): a new review or shop reaches its author's followers' feeds
// in scheduled batches, and a deleted one leaves them; the demo data's feeds are written the same way.

afterEach(() => {
  vi.useRealTimers();
});

/** Users made straight in the database (no password hashing), for follower lists longer than a batch. */
async function quietUsers(backend: SandboxBackend, n: number): Promise<Id<"users">[]> {
  return backend.t.run(async (ctx) => {
    const ids: Id<"users">[] = [];
    for (let i = 0; i < n; i++)
      ids.push(
        await ctx.db.insert("users", { firstName: "Quiet", lastName: `Follower${i}`, email: `quiet${i}@brewmap.test` }),
      );
    return ids;
  });
}

async function followAll(backend: SandboxBackend, followers: Id<"users">[], followeeId: Id<"users">) {
  await backend.t.run(async (ctx) => {
    for (const followerId of followers) await ctx.db.insert("follows", { followerId, followeeId });
  });
}

describe("feed fan-out", () => {
  it("a new review reaches every follower's feed, and nobody else's", async () => {
    const backend = await createBackend();
    const [ann, bob, cy, dee] = [
      await signUp(backend),
      await signUp(backend),
      await signUp(backend),
      await signUp(backend),
    ];
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    await cy.as.mutation(api.follows.follow, { userId: bob.userId });
    await bob.as.mutation(api.follows.follow, { userId: dee.userId });
    const shop = await backend.t.run((ctx) => insertShop(ctx, dee.userId));

    const reviewId = await bob.as.mutation(api.reviews.create, { shopId: shop, ...REVIEW, photos: [] });
    await finishScheduled(backend);
    for (const viewer of [ann, cy])
      expect(await rowsOf(backend, viewer.userId)).toEqual({ ids: [reviewId], counted: 1 });
    // Bob follows Dee, so Dee's shop is in Bob's feed but Bob's own review is not; Dee follows nobody.
    expect(await rowsOf(backend, bob.userId)).toEqual({ ids: [shop], counted: 1 });
    expect(await rowsOf(backend, dee.userId)).toEqual({ ids: [], counted: 0 });
    const row = await backend.t.run((ctx) =>
      ctx.db
        .query("feedItems")
        .withIndex("by_activity_viewer", (q) => q.eq("activityId", reviewId).eq("viewerId", ann.userId))
        .unique(),
    );
    const review = await backend.t.run((ctx) => ctx.db.get(reviewId));
    expect(row).toMatchObject({ kind: "review", authorId: bob.userId, time: review!._creationTime });
  });

  it("a new shop reaches the adder's followers", async () => {
    const backend = await createBackend();
    const [ann, bob] = [await signUp(backend), await signUp(backend)];
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    const { _id } = await bob.as.mutation(
      api.shops.create,
      shopInput({ name: "Fanned Out", streetAddress: "9 Spread St" }),
    );
    await finishScheduled(backend);
    expect(await rowsOf(backend, ann.userId)).toEqual({ ids: [_id], counted: 1 });
    const feed = await ann.as.query(api.feed.list, { now: Date.now(), page: 1 });
    expect(feed.items).toEqual([
      expect.objectContaining({ kind: "shop", _id, shop: expect.objectContaining({ name: "Fanned Out" }) }),
    ]);
  });

  it("writes no feed row in the author's mutation; scheduled batches reach every follower", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const bob = await signUp(backend);
    const followers = await quietUsers(backend, 2 * FEED_BATCH + 17);
    await followAll(backend, followers, bob.userId);
    const shop = await backend.t.run((ctx) => insertShop(ctx, followers[0]!));

    const reviewId = await bob.as.mutation(api.reviews.create, { shopId: shop, ...REVIEW, photos: [] });
    expect(await reachedBy(backend, reviewId)).toEqual([]);
    await finishScheduled(backend);
    expect(await reachedBy(backend, reviewId)).toEqual([...followers].sort());
    expect(await rowsOf(backend, followers.at(-1)!)).toEqual({ ids: [reviewId], counted: 1 });
  });

  it("a batch run again neither duplicates nor loses a row, even with followers joining in between", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const bob = await signUp(backend);
    const followers = await quietUsers(backend, 2 * FEED_BATCH + 17);
    await followAll(backend, followers.slice(0, FEED_BATCH + 5), bob.userId);
    const shop = await backend.t.run((ctx) => insertShop(ctx, followers[0]!));
    // Written straight to the table, so that only the batches below share it.
    const reviewId = await backend.t.run(async (ctx) =>
      ctx.db.insert("reviews", reviewDoc((await ctx.db.get("shops", shop))!, bob.userId)),
    );
    const activity = { kind: "review" as const, activityId: reviewId, authorId: bob.userId, time: Date.now() };

    // The first batch runs, runs again (a retry), the rest follow while its continuation waits.
    await backend.t.mutation(internal.feed.fanOutBatch, { activity, from: null });
    await backend.t.mutation(internal.feed.fanOutBatch, { activity, from: null });
    await followAll(backend, followers.slice(FEED_BATCH + 5), bob.userId);
    await finishScheduled(backend);
    await backend.t.mutation(internal.feed.fanOutBatch, { activity, from: null });
    await finishScheduled(backend);

    expect(await reachedBy(backend, reviewId)).toEqual([...followers].sort());
    for (const viewer of [followers[0]!, followers[FEED_BATCH + 4]!, followers.at(-1)!]) {
      expect(await rowsOf(backend, viewer)).toEqual({ ids: [reviewId], counted: 1 });
    }
  });

  it("a deleted review's rows leave every feed in scheduled batches", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const bob = await signUp(backend);
    const followers = await quietUsers(backend, FEED_BATCH + 3);
    await followAll(backend, followers, bob.userId);
    const shop = await backend.t.run((ctx) => insertShop(ctx, followers[0]!));
    const [gone, kept] = await backend.t.run(async (ctx) => [
      await insertReview(ctx, shop, bob.userId),
      await insertReview(ctx, shop, bob.userId),
    ]);
    await finishScheduled(backend);
    expect(await reachedBy(backend, gone)).toHaveLength(followers.length);

    await backend.t.run(async (ctx) => {
      await ctx.db.delete(gone);
      await queueActivityRemoval(ctx, gone);
    });
    await finishScheduled(backend);
    expect(await reachedBy(backend, gone)).toEqual([]);
    expect(await rowsOf(backend, followers.at(-1)!)).toEqual({ ids: [kept], counted: 1 });
  });
});

/** The viewers whose feeds hold a row for this activity, sorted. */
async function reachedBy(backend: SandboxBackend, activityId: Id<"reviews"> | Id<"shops">) {
  const rows = await backend.t.run((ctx) =>
    ctx.db
      .query("feedItems")
      .withIndex("by_activity_viewer", (q) => q.eq("activityId", activityId))
      .collect(),
  );
  return rows.map((row) => row.viewerId as string).sort();
}

describe("demo data", () => {
  it("seeds each demo user's feed with what the demo follows imply", async () => {
    const backend = await createBackend();
    await backend.t.action(internal.seed.demo, {});
    const ids = await backend.t.run(async (ctx) =>
      Promise.all(
        DEMO_USERS.map(
          async ({ email }) =>
            (await ctx.db
              .query("users")
              .withIndex("email", (q) => q.eq("email", email))
              .unique())!._id,
        ),
      ),
    );
    for (const [i, viewerId] of ids.entries()) {
      const followees = DEMO_FOLLOWS.filter(([follower]) => follower === i).map(([, followee]) => ids[followee]!);
      const expected = await backend.t.run(async (ctx) => {
        const activity: string[] = [];
        for (const authorId of followees) {
          activity.push(
            ...(
              await ctx.db
                .query("reviews")
                .withIndex("by_user", (q) => q.eq("userId", authorId))
                .collect()
            ).map((r) => r._id),
          );
          activity.push(
            ...(
              await ctx.db
                .query("shops")
                .withIndex("by_submitter", (q) => q.eq("submittedBy", authorId))
                .collect()
            ).map((s) => s._id),
          );
        }
        return activity.sort();
      });
      expect(await rowsOf(backend, viewerId), DEMO_USERS[i]!.email).toEqual({
        ids: expected,
        counted: expected.length,
      });
    }
    // Ava follows two people with shops and reviews; Cleo follows nobody.
    expect((await rowsOf(backend, ids[0]!)).counted).toBeGreaterThan(20);
    expect((await rowsOf(backend, ids[2]!)).counted).toBe(0);
  });
});
