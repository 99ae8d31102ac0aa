import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { FEED_BATCH, FEED_WINDOW_MS } from "@convex/rules/feed";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { DAY, at } from "../../support/clock";
import { insertReview, insertShop } from "../../support/testData";
import { rowsOf } from "../../support/viewerFeeds";

// Following and unfollowing (docs/decisions/0005-feed-fan-out.md): a follow copies the last 30 days of the author's
// reviews and shops into the viewer's feed, an unfollow takes them out, both in scheduled batches.

afterEach(() => {
  vi.useRealTimers();
});

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
