import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { feedCounts } from "@convex/model/feedRows";
import { FEED_BATCH, FEED_PURGE_AFTER_MS, FEED_WINDOW_MS } from "@convex/rules/feed";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { DAY } from "../../support/clock";
import { insertReview, insertShop } from "../../support/testData";
import { rowsOf } from "../../support/viewerFeeds";

// The feed purge (docs/decisions/0005-feed-fan-out.md): rows that left the 30-day window a day ago are deleted in
// batches, the feed's totals kept right.

afterEach(() => {
  vi.useRealTimers();
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
