import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { DEMO_FOLLOWS, DEMO_USERS } from "@convex/data/demoData";
import { feedCounts, feedTotal, queueActivityRemoval } from "@convex/model/feedRows";
import { FEED_BATCH, FEED_PURGE_AFTER_MS, FEED_WINDOW_MS } from "@convex/rules/feed";
import type { SandboxBackend } from "../../sandbox/backend";
import { createBackend, finishScheduled, signUp } from "../support/backendHarness";
import { DAY, at } from "../support/clock";
import { REVIEW, insertReview, insertShop, reviewDoc, shopInput } from "../support/testData";

// Fan-out on write (docs/decisions/0005-feed-fan-out.md): the rows each viewer's feed is read from.

afterEach(() => {
  vi.useRealTimers();
});

/** A viewer's feed rows (activity ids, sorted) and what the aggregate counts for them; the total must agree. */
async function rowsOf(backend: SandboxBackend, viewerId: Id<"users">) {
  return backend.t.run(async (ctx) => {
    const rows = await ctx.db
      .query("feedItems")
      .withIndex("by_viewer_author", (q) => q.eq("viewerId", viewerId))
      .collect();
    expect(await feedTotal(ctx, viewerId), "feedTotals").toBe(rows.length);
    return {
      ids: rows.map((row) => row.activityId as string).sort(),
      counted: await feedCounts.count(ctx, { namespace: viewerId }),
    };
  });
}

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

describe("follow and unfollow", () => {
  it("following copies the last 30 days of reviews and shops, and nothing older", async () => {
    const backend = await createBackend();
    const [ann, bob] = [await signUp(backend), await signUp(backend)];
    const now = Date.now() + 100 * DAY;
    const old = await at(now - FEED_WINDOW_MS - DAY, () =>
      backend.t.run(async (ctx) => {
        const shop = await insertShop(ctx, bob.userId, { name: "Old shop" });
        return [shop, await insertReview(ctx, shop, bob.userId, { text: "Old review" })];
      }),
    );
    const recent = await at(now - 2 * DAY, () =>
      backend.t.run(async (ctx) => {
        const shop = await insertShop(ctx, bob.userId, { name: "Recent shop" });
        return [shop, await insertReview(ctx, shop, bob.userId, { text: "Recent review" })];
      }),
    );
    expect(await rowsOf(backend, ann.userId)).toEqual({ ids: [], counted: 0 });

    await at(now, () => ann.as.mutation(api.follows.follow, { userId: bob.userId }));
    await finishScheduled(backend);
    const rows = await rowsOf(backend, ann.userId);
    expect(rows).toEqual({ ids: [...recent].sort(), counted: 2 });
    expect(rows.ids).not.toContain(old[0]);
    const feed = await ann.as.query(api.feed.list, { now, page: 1 });
    expect(feed.items.map((item) => item._id)).toEqual([recent[1], recent[0]]);

    // Following again copies nothing twice.
    await at(now, () => ann.as.mutation(api.follows.follow, { userId: bob.userId }));
    await finishScheduled(backend);
    expect((await rowsOf(backend, ann.userId)).counted).toBe(2);
  });

  it("backfills a long history in scheduled batches, newest first", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const [ann, bob] = [await signUp(backend), await signUp(backend)];
    const { shops, reviews } = await backend.t.run(async (ctx) => {
      const shops: string[] = [];
      const reviews: string[] = [];
      for (let i = 0; i < 30; i++) {
        const shop = await insertShop(ctx, bob.userId, { name: `Shop ${i}` });
        shops.push(shop);
        for (let j = 0; j < 5; j++)
          reviews.push(await insertReview(ctx, shop, bob.userId, { text: `Review ${i}.${j}` }));
      }
      return { shops, reviews };
    });
    const expected = [...shops, ...reviews].sort();
    expect(expected.length).toBeGreaterThan(FEED_BATCH);

    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    expect(await rowsOf(backend, ann.userId)).toEqual({ ids: [], counted: 0 });
    // The first batch is the newest reviews: the top of the feed.
    await backend.t.finishInProgressScheduledFunctions();
    vi.advanceTimersToNextTimer();
    await backend.t.finishInProgressScheduledFunctions();
    expect(await rowsOf(backend, ann.userId)).toEqual({ ids: reviews.slice(-FEED_BATCH).sort(), counted: FEED_BATCH });
    await finishScheduled(backend);
    expect(await rowsOf(backend, ann.userId)).toEqual({ ids: expected, counted: expected.length });
  });

  it("a backfill still scheduled stops when the viewer unfollows in between", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const [ann, bob] = [await signUp(backend), await signUp(backend)];
    await backend.t.run(async (ctx) => {
      const shop = await insertShop(ctx, bob.userId);
      for (let i = 0; i < FEED_BATCH + 20; i++) await insertReview(ctx, shop, bob.userId);
    });
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    await ann.as.mutation(api.follows.unfollow, { userId: bob.userId });
    await finishScheduled(backend);
    expect(await rowsOf(backend, ann.userId)).toEqual({ ids: [], counted: 0 });
    // A late batch on its own copies nothing for someone no longer followed.
    await backend.t.mutation(internal.feed.backfillBatch, {
      viewerId: ann.userId,
      authorId: bob.userId,
      since: 0,
      step: { kind: "review", from: null },
    });
    expect(await rowsOf(backend, ann.userId)).toEqual({ ids: [], counted: 0 });
  });

  it("unfollowing removes that author's rows only, in batches when there are many", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const [ann, bob, cy] = [await signUp(backend), await signUp(backend), await signUp(backend)];
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    await ann.as.mutation(api.follows.follow, { userId: cy.userId });
    await finishScheduled(backend);
    const cyShop = await backend.t.run(async (ctx) => {
      const shop = await insertShop(ctx, bob.userId);
      for (let i = 0; i < 2 * FEED_BATCH + 5; i++) await insertReview(ctx, shop, bob.userId);
      return insertShop(ctx, cy.userId);
    });
    expect((await rowsOf(backend, ann.userId)).counted).toBe(2 * FEED_BATCH + 7);

    await ann.as.mutation(api.follows.unfollow, { userId: bob.userId });
    expect((await rowsOf(backend, ann.userId)).counted, "the unfollow itself deletes no row").toBe(2 * FEED_BATCH + 7);
    await finishScheduled(backend);
    expect(await rowsOf(backend, ann.userId)).toEqual({ ids: [cyShop], counted: 1 });
  });

  it("a removal still scheduled stops when the viewer follows again, keeping the feed whole", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const [ann, bob] = [await signUp(backend), await signUp(backend)];
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    await finishScheduled(backend);
    const all = await backend.t.run(async (ctx) => {
      const shop = await insertShop(ctx, bob.userId);
      const ids: string[] = [shop];
      for (let i = 0; i < FEED_BATCH + 30; i++) ids.push(await insertReview(ctx, shop, bob.userId));
      return ids.sort();
    });
    await ann.as.mutation(api.follows.unfollow, { userId: bob.userId });
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    await finishScheduled(backend);
    expect(await rowsOf(backend, ann.userId)).toEqual({ ids: all, counted: all.length });
    // A late removal batch on its own removes nothing while Ann follows Bob.
    await backend.t.mutation(internal.feed.removalBatch, { viewerId: ann.userId, authorId: bob.userId });
    expect((await rowsOf(backend, ann.userId)).counted).toBe(all.length);
  });
});

/** Ann follows Bob, who reviews a shop Ann added. */
async function annFollowsBob() {
  const backend = await createBackend();
  const [ann, bob] = [await signUp(backend), await signUp(backend)];
  await ann.as.mutation(api.follows.follow, { userId: bob.userId });
  await finishScheduled(backend);
  const shop = await backend.t.run((ctx) => insertShop(ctx, ann.userId));
  return { backend, ann, bob, shop };
}

describe("feed purge", () => {
  it("deletes rows that left the window a day ago, in batches, and keeps the rest", async () => {
    vi.useFakeTimers();
    const { backend, ann, bob, shop } = await annFollowsBob();
    const now = Date.now() + 100 * DAY;
    vi.setSystemTime(now - FEED_PURGE_AFTER_MS - DAY);
    await backend.t.run(async (ctx) => {
      for (let i = 0; i < FEED_BATCH + 10; i++) await insertReview(ctx, shop, bob.userId, { text: `Long gone ${i}` });
    });
    vi.setSystemTime(now - FEED_WINDOW_MS - DAY / 2);
    const justOutside = await backend.t.run((ctx) =>
      insertReview(ctx, shop, bob.userId, { text: "Left the window, not yet purged" }),
    );
    vi.setSystemTime(now - DAY);
    const recent = await backend.t.run((ctx) => insertReview(ctx, shop, bob.userId, { text: "Recent" }));
    vi.setSystemTime(now);
    expect((await rowsOf(backend, ann.userId)).counted).toBe(FEED_BATCH + 12);

    await backend.t.mutation(internal.feed.purge, {});
    await finishScheduled(backend);
    expect(await rowsOf(backend, ann.userId)).toEqual({ ids: [justOutside, recent].sort(), counted: 2 });
    // What the feed shows never depended on the purge: the window is counted from `now`.
    const feed = await ann.as.query(api.feed.list, { now, page: 1 });
    expect(feed.items.map((item) => item._id)).toEqual([recent]);
  });
});

describe("feed purge with a row the aggregate lost", () => {
  it("still deletes the row, and the rest, and keeps the totals right", async () => {
    vi.useFakeTimers();
    const { backend, ann, bob, shop } = await annFollowsBob();
    const now = Date.now() + 100 * DAY;
    vi.setSystemTime(now - FEED_PURGE_AFTER_MS - DAY);
    await backend.t.run(async (ctx) => {
      for (let i = 0; i < 3; i++) await insertReview(ctx, shop, bob.userId, { text: `Long gone ${i}` });
    });
    vi.setSystemTime(now - DAY);
    const recent = await backend.t.run((ctx) => insertReview(ctx, shop, bob.userId, { text: "Recent" }));
    vi.setSystemTime(now);

    // One old row leaves the aggregate by hand: the table still holds it, the aggregate does not.
    const lost = await backend.t.run(async (ctx) => {
      const row = (
        await ctx.db
          .query("feedItems")
          .withIndex("by_viewer_author", (q) => q.eq("viewerId", ann.userId))
          .collect()
      ).find((item) => item.activityId !== recent)!;
      await feedCounts.delete(ctx, row);
      return row._id;
    });
    expect(await backend.t.run(async (ctx) => feedCounts.count(ctx, { namespace: ann.userId }))).toBe(3);

    await backend.t.mutation(internal.feed.purge, {});
    await finishScheduled(backend);
    expect(await backend.t.run((ctx) => ctx.db.get(lost))).toBeNull();
    // rowsOf checks the total against the rows too.
    expect(await rowsOf(backend, ann.userId)).toEqual({ ids: [recent], counted: 1 });
  });
});

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
