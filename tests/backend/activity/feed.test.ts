import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { fanOut } from "@convex/model/feedRows";
import { FEED_WINDOW_MS } from "@convex/rules/feed";
import { MESSAGES } from "@convex/rules/messages";
import type { SandboxBackend } from "../../../sandbox/backend";
import { measure } from "../../bench/meter";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { DAY, at } from "../../support/clock";
import { insertReview, insertShop } from "../../support/testData";
import { shopDoc } from "../../support/testData";

afterEach(() => {
  vi.useRealTimers();
});

/** New shops by `authorId` at `times`, put in their followers' feeds; each shop's id with its time. */
async function fanOutShops(backend: SandboxBackend, authorId: Id<"users">, times: number[]) {
  const timeOf = new Map<string, number>();
  await backend.t.run(async (ctx) => {
    for (const [i, time] of times.entries()) {
      const activityId = await ctx.db.insert(
        "shops",
        shopDoc(authorId, { name: `Shop ${i}`, streetAddress: `${i} Row St` }),
      );
      timeOf.set(activityId, time);
      await fanOut(ctx, { kind: "shop", activityId, authorId, time }, null);
    }
  });
  return timeOf;
}

async function followedPair() {
  const backend = await createBackend();
  const ann = await signUp(backend, { firstName: "Ann" });
  const bob = await signUp(backend, { firstName: "Bob", lastName: "Brew" });
  await ann.as.mutation(api.follows.follow, { userId: bob.userId });
  await finishScheduled(backend);
  return { backend, ann, bob };
}

describe("friends' feed", () => {
  it("lists the reviews and new shops of followed users only, newest first", async () => {
    const { backend, ann, bob } = await followedPair();
    const cy = await signUp(backend, { firstName: "Cy" });
    const ids = await backend.t.run(async (ctx) => {
      const shop = await insertShop(ctx, bob.userId, { name: "Bob's Beans", website: "https://bobs.example" });
      const review = await insertReview(ctx, shop, bob.userId, { text: "Bob liked it" });
      await insertReview(ctx, shop, cy.userId, { text: "Cy is not followed" });
      await insertReview(ctx, shop, ann.userId, { text: "Ann's own" });
      return { shop, review };
    });

    const feed = await ann.as.query(api.feed.list, { now: Date.now(), page: 1 });
    expect(feed).toMatchObject({ page: 1, totalPages: 1, totalItems: 2 });
    expect(feed.items.map((item) => [item.kind, item._id])).toEqual([
      ["review", ids.review],
      ["shop", ids.shop],
    ]);
    expect(feed.items[0]).toMatchObject({ review: { text: "Bob liked it", userName: "Bob Brew", photoUrls: [] } });
    expect(feed.items[1]).toMatchObject({
      shop: { name: "Bob's Beans", submitterName: "Bob Brew", website: "https://bobs.example" },
    });

    // Unfollowing empties it again; Cy's feed was always empty.
    await ann.as.mutation(api.follows.unfollow, { userId: bob.userId });
    await finishScheduled(backend);
    expect((await ann.as.query(api.feed.list, { now: Date.now(), page: 1 })).items).toEqual([]);
    expect(await cy.as.query(api.feed.list, { now: Date.now(), page: 1 })).toMatchObject({
      items: [],
      totalItems: 0,
      totalPages: 1,
    });
  });

  it("keeps activity exactly 30 days old and drops anything older", async () => {
    const { backend, ann, bob } = await followedPair();
    const start = Math.ceil(Date.now() / 1000) * 1000 + 60_000;
    const shop = await at(start, () => backend.t.run((ctx) => insertShop(ctx, bob.userId)));
    const review = await at(start + 5 * DAY, () => backend.t.run((ctx) => insertReview(ctx, shop, bob.userId)));

    const edge = await ann.as.query(api.feed.list, { now: start + FEED_WINDOW_MS, page: 1 });
    expect(edge.items.map((item) => item._id)).toEqual([review, shop]);
    const justPast = await ann.as.query(api.feed.list, { now: start + FEED_WINDOW_MS + 1, page: 1 });
    expect(justPast.items.map((item) => item._id)).toEqual([review]);
    const later = await ann.as.query(api.feed.list, { now: start + 5 * DAY + FEED_WINDOW_MS + 1, page: 1 });
    expect(later.items).toEqual([]);
  });

  it("shows only the window of a long history", async () => {
    const { backend, ann, bob } = await followedPair();
    const start = Math.ceil(Date.now() / 1000) * 1000 + 60_000;
    const shop = await at(start, () => backend.t.run((ctx) => insertShop(ctx, bob.userId)));
    // In batches: one transaction writing 300 reviews with their feed rows would break Convex's limits.
    for (let batch = 0; batch < 6; batch++) {
      await at(start + batch, () =>
        backend.t.run(async (ctx) => {
          for (let i = 0; i < 50; i++) await insertReview(ctx, shop, bob.userId, { text: `old ${batch * 50 + i}` });
        }),
      );
    }
    await at(start + 60 * DAY, () =>
      backend.t.run(async (ctx) => {
        await insertReview(ctx, shop, bob.userId, { text: "new 1" });
        await insertReview(ctx, shop, bob.userId, { text: "new 2" });
      }),
    );
    const feed = await ann.as.query(api.feed.list, { now: start + 61 * DAY, page: 1 });
    expect(feed.items.map((item) => item.kind === "review" && item.review.text)).toEqual(["new 2", "new 1"]);
  });

  it("pages 25 items 10 at a time, newest first, with the page kept in range", async () => {
    const { backend, ann, bob } = await followedPair();
    const dee = await signUp(backend, { firstName: "Dee" });
    const eve = await signUp(backend, { firstName: "Eve" });
    await ann.as.mutation(api.follows.follow, { userId: dee.userId });
    await finishScheduled(backend);
    const created: Id<"reviews" | "shops">[] = await backend.t.run(async (ctx) => {
      const ids: Id<"reviews" | "shops">[] = [];
      for (let i = 0; i < 25; i++) {
        const author = i % 2 ? bob.userId : dee.userId;
        // Reviews are of shops Eve added: Ann does not follow her, so those shops stay out.
        if (i % 3 === 0) ids.push(await insertShop(ctx, author, { name: `Shop ${i}` }));
        else ids.push(await insertReview(ctx, await insertShop(ctx, eve.userId, { name: `Shop ${i}` }), author));
      }
      return ids;
    });
    const now = Date.now();
    const pages = await Promise.all([1, 2, 3].map((page) => ann.as.query(api.feed.list, { now, page })));
    expect(pages.map((p) => [p.page, p.totalPages, p.totalItems, p.items.length])).toEqual([
      [1, 3, 25, 10],
      [2, 3, 25, 10],
      [3, 3, 25, 5],
    ]);
    expect(pages.flatMap((p) => p.items.map((item) => item._id))).toEqual([...created].reverse());
    expect((await ann.as.query(api.feed.list, { now, page: 9 })).page).toBe(3);
    expect((await ann.as.query(api.feed.list, { now, page: 0 })).page).toBe(1);
  });

  it("pages items that share a time without repeating or losing any, the same way every time", async () => {
    const { backend, ann, bob } = await followedPair();
    const now = Date.now();
    // Activity times as a busy backend could give them: many equal ones, across page boundaries.
    const times = Array.from({ length: 27 }, (_, i) => now - 1000 * (i < 4 ? 1 : i < 22 ? 2 : 3));
    const timeOf = await fanOutShops(backend, bob.userId, times);
    const read = async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => ann.as.query(api.feed.list, { now, page })));
      expect(pages.map((p) => p.items.length)).toEqual([10, 10, 7]);
      return pages.flatMap((p) => p.items.map((item) => item._id as string));
    };
    const ids = await read();
    expect(new Set(ids).size).toBe(times.length);
    expect(new Set(ids)).toEqual(new Set(timeOf.keys()));
    const shownTimes = ids.map((id) => timeOf.get(id)!);
    expect(shownTimes).toEqual([...shownTimes].sort((a, b) => b - a));
    expect(await read()).toEqual(ids);
  });

  it("puts rows sharing a time in one order, whether or not they cross the first page's edge", async () => {
    for (const counts of [
      [3, 7, 2], // ties inside the first page only: it is read from the viewer's rows
      [4, 18, 5], // ties across its edge: the aggregate's walk decides
    ]) {
      const { backend, ann, bob } = await followedPair();
      const now = Date.now();
      const times = counts.flatMap((n, group) => Array<number>(n).fill(now - 1000 * (group + 1)));
      await fanOutShops(backend, bob.userId, times);
      const pages = await Promise.all([1, 2, 3].map((page) => ann.as.query(api.feed.list, { now, page })));
      const ids = pages.slice(0, pages[0]!.totalPages).flatMap((p) => p.items.map((item) => item._id as string));
      // The aggregate's order: time, then the feed row's id, both newest (greatest) first.
      const rows = await backend.t.run((ctx) =>
        ctx.db
          .query("feedItems")
          .withIndex("by_viewer_time", (q) => q.eq("viewerId", ann.userId))
          .collect(),
      );
      rows.sort((a, b) => b.time - a.time || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0));
      expect(ids).toEqual(rows.map((row) => row.activityId));
    }
  });

  it("reads the first page the same however many rows the feed holds", async () => {
    const firstPageReads = async (rows: number) => {
      const { backend, ann, bob } = await followedPair();
      const now = Date.now();
      await fanOutShops(
        backend,
        bob.userId,
        Array.from({ length: rows }, (_, i) => now - 1000 * (i + 1)),
      );
      return (await measure(() => ann.as.query(api.feed.list, { now, page: 1 }))).documentsRead;
    };
    // The aggregate's tree grows a level past 16 rows; the first page no longer walks it.
    expect(await firstPageReads(80)).toBe(await firstPageReads(11));
  });

  it("refuses signed-out calls and impossible clocks", async () => {
    const { backend, ann } = await followedPair();
    await expect(backend.t.query(api.feed.list, { now: Date.now(), page: 1 })).rejects.toThrow(MESSAGES.signedOut);
    await expect(ann.as.query(api.feed.list, { now: Date.UTC(2400, 0, 1), page: 1 })).rejects.toThrow(
      MESSAGES.badFeedTime,
    );
    await expect(ann.as.query(api.feed.list, { now: Number.NaN, page: 1 })).rejects.toThrow(MESSAGES.badFeedTime);
  });
});
