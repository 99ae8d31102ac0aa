import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { feedCounts, feedTotal } from "@convex/model/feedRows";
import { markersOf } from "@convex/model/mapTiles";
import { drinkCounterOf, drinkKey } from "@convex/rules/popularDrink";
import { ratingsSummary, reviewOverall } from "@convex/rules/ratings";
import { finishScheduled } from "../../support/backendHarness";
import { recountTogether } from "../../support/randomTogether";
import { randomStep, runSteps } from "../../support/randomUse";
import { reviewCountsOf, shopTotalsNow } from "../../support/counts";

// Consistency: random sequences of sign-ups, shops, reviews with photos and follows, edits and deletes of
// reviews (by their author or, refused, by someone else) and helpful votes, blocks and unblocks and a
// moderator's dismissals, hides, restores and removals of reported reviews, account deletions and list edits, through
// the real functions; then everything is recounted from the records. Badge counters, each shop's photo list
// (and no stored file that neither an upload nor a photo holds), each shop's ratings (review count and
// Coffee, Vibe, Staff sums of reviews that count, the number waiting to count, and its map marker's overall
// rating and count), its popular-drink counters and
// each review's helpful count must match exactly, follows stay a set and never cross a block, and each
// user's feed rows (and their count in the feed aggregate and feedTotals) are exactly the reviews and shops
// of the people they follow and their news of lists; each list's count is its entries, each at its own place, and a deleted list or account
// leaves no list rows; every review's comment count and every cheer total match their rows, and plan votes stay
// one per person and option of a plan they are in (tests/support/randomTogether.ts).
// The steps and how they run are in tests/support/randomUse.ts.

const shown = (review: { hiddenAt?: number }) => review.hiddenAt === undefined;

async function recount({ backend, users, shops, gone }: Awaited<ReturnType<typeof runSteps>>) {
  // Feed rows are written by scheduled batches that ran between the steps; let the last ones end.
  await finishScheduled(backend);
  await backend.t.run(async (ctx) => {
    for (const { userId } of users) {
      const badges = await ctx.db
        .query("badges")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .unique();
      // A hidden review is out of every count (decision 20): only the shown ones are counted.
      const reviews = (
        await ctx.db
          .query("reviews")
          .withIndex("by_user", (q) => q.eq("userId", userId))
          .collect()
      ).filter(shown);
      const added = await ctx.db
        .query("shops")
        .withIndex("by_submitter", (q) => q.eq("submittedBy", userId))
        .collect();
      expect(badges, `badges of ${userId}`).toMatchObject({
        reviews: reviews.length,
        photos: reviews.filter((r) => r.photos.length > 0).length,
        cafes: added.length,
      });
      expect([...badges!.cities].sort()).toEqual([...new Set(added.map((s) => `${s.city}, ${s.state}`))].sort());

      const follows = await ctx.db
        .query("follows")
        .withIndex("by_follower_followee", (q) => q.eq("followerId", userId))
        .collect();
      const followees = follows.map((f) => f.followeeId);
      expect(new Set(followees).size, "a follow is never stored twice").toBe(followees.length);
      expect(followees).not.toContain(userId);
      // Nobody follows across a block, either way.
      const blockOf = (blockerId: Id<"users">, blockedId: Id<"users">) =>
        ctx.db
          .query("blocks")
          .withIndex("by_blocker_blocked", (q) => q.eq("blockerId", blockerId).eq("blockedId", blockedId))
          .unique();
      for (const followeeId of followees) {
        expect(
          [await blockOf(userId, followeeId), await blockOf(followeeId, userId)],
          `${userId} follows ${followeeId} across a block`,
        ).toEqual([null, null]);
      }

      // Everything here was written moments ago, well inside the 30-day window.
      const expected: string[] = [];
      for (const followeeId of followees) {
        const theirReviews = (
          await ctx.db
            .query("reviews")
            .withIndex("by_user", (q) => q.eq("userId", followeeId))
            .collect()
        ).filter(shown);
        const theirShops = await ctx.db
          .query("shops")
          .withIndex("by_submitter", (q) => q.eq("submittedBy", followeeId))
          .collect();
        // What they did to public and friends lists: one row per person, list and hour (model/listFeed.ts).
        const theirListNews = await ctx.db
          .query("listActivity")
          .withIndex("by_actor", (q) => q.eq("actorId", followeeId))
          .collect();
        expected.push(...theirReviews.map((r) => r._id), ...theirShops.map((s) => s._id));
        expected.push(...theirListNews.map((row) => row._id));
      }
      const rows = await ctx.db
        .query("feedItems")
        .withIndex("by_viewer_author", (q) => q.eq("viewerId", userId))
        .collect();
      expect(rows.map((row) => row.activityId as string).sort(), `feed of ${userId}`).toEqual(expected.sort());
      expect(await feedCounts.count(ctx, { namespace: userId }), `feed count of ${userId}`).toBe(rows.length);
      expect(await feedTotal(ctx, userId), `feed total of ${userId}`).toBe(rows.length);
    }
    for (const shopId of shops) {
      // The shop's photos are its reviews' photos, each review's in its own order (an edit's new
      // photos come after the shop's others, in upload order).
      const allReviews = await ctx.db
        .query("reviews")
        .withIndex("by_shop", (q) => q.eq("shopId", shopId))
        .collect();
      // Ratings and popular drinks count the shown reviews of established authors (decision 28).
      const reviews = allReviews.filter((r) => shown(r) && r.counted !== false);
      const waiting = allReviews.filter((r) => shown(r) && r.counted === false);
      const photos = await ctx.db
        .query("photos")
        .withIndex("by_shop", (q) => q.eq("shopId", shopId))
        .collect();
      // A hidden review keeps its photos (restoring brings them back).
      expect(photos.map((p) => p.storageId).sort()).toEqual(allReviews.flatMap((r) => r.photos).sort());
      for (const review of allReviews) {
        expect(
          photos.filter((p) => p.reviewId === review._id).map((p) => p.storageId),
          `photos of ${review._id}`,
        ).toEqual(review.photos);
      }
      for (const photo of photos) {
        const review = allReviews.find((r) => r._id === photo.reviewId);
        expect(review?.photos).toContain(photo.storageId);
        expect(photo.userId).toBe(review?.userId);
      }

      // The popular-drink counters are the 4+ reviews grouped by drink, no group left at zero.
      const drinks = new Map<string, number>();
      // A 4+ review with its drink unanswered counts toward the unnamed counter (docs/product.md §8).
      for (const group of reviews.map(drinkCounterOf)) {
        if (group) drinks.set(drinkKey(group), (drinks.get(drinkKey(group)) ?? 0) + 1);
      }
      const stats = await ctx.db
        .query("drinkStats")
        .withIndex("by_shop_key", (q) => q.eq("shopId", shopId))
        .collect();
      expect(Object.fromEntries(stats.map((stat) => [stat.key, stat.count])), `popular drink of ${shopId}`).toEqual(
        Object.fromEntries(drinks),
      );

      // Each review's helpful count is its counted votes; its sort rating is its own.
      for (const review of allReviews) {
        const votes = await ctx.db
          .query("helpfulVotes")
          .withIndex("by_review_user", (q) => q.eq("reviewId", review._id))
          .collect();
        expect((await reviewCountsOf(ctx, review._id)).helpfulCount, `helpful count of ${review._id}`).toBe(
          votes.filter((vote) => vote.counted !== false).length,
        );
        expect(votes.every((vote) => vote.userId !== review.userId)).toBe(true);
        expect(new Set(votes.map((vote) => vote.userId)).size).toBe(votes.length);
        expect(review.overall).toBe(reviewOverall(review));
      }

      // The shop's ratings are its reviews' count and Coffee, Vibe and Staff sums, and its marker
      // (the one marker of it on the map) shows their overall rating and count.
      const sum = (pick: (r: (typeof reviews)[number]) => number) => reviews.reduce((total, r) => total + pick(r), 0);
      const recounted = {
        reviews: reviews.length,
        coffee: sum((r) => r.drinkRating),
        vibe: sum((r) => r.shopRating),
        staff: sum((r) => r.staffRating),
      };
      const kept = await shopTotalsNow(ctx, shopId);
      expect(kept.ratingTotals ?? { reviews: 0, coffee: 0, vibe: 0, staff: 0 }, `ratings of ${shopId}`).toEqual(
        recounted,
      );
      expect(kept.uncountedReviews ?? 0, `reviews not counted yet of ${shopId}`).toBe(waiting.length);
      const markers = (await ctx.db.query("mapTiles").collect()).flatMap(markersOf).filter((m) => m.shopId === shopId);
      const summary = ratingsSummary(recounted);
      expect(
        markers.map((m) => [m.rating, m.reviews]),
        `marker of ${shopId}`,
      ).toEqual([[summary?.overall ?? 0, reviews.length]]);
    }
    // Nothing left half-attached: an upload row is never also a review photo.
    for (const upload of await ctx.db.query("uploads").collect()) {
      expect(
        await ctx.db
          .query("photos")
          .withIndex("by_storage", (q) => q.eq("storageId", upload.storageId))
          .first(),
      ).toBeNull();
    }
    // A photo an edit or a delete let go of has left storage: every stored file is an upload or a photo.
    // Both sizes count: a photo's file and its small copy.
    const uploads = await ctx.db.query("uploads").collect();
    const photos = await ctx.db.query("photos").collect();
    const held = new Set([...uploads, ...photos].flatMap((row) => [row.storageId, row.smallStorageId]));
    const stored = new Set((await ctx.db.system.query("_storage").collect()).map((file) => file._id));
    for (const row of [...uploads, ...photos]) {
      expect(row.smallStorageId, `small copy of ${row.storageId}`).toBeDefined();
      expect(stored.has(row.smallStorageId! as Id<"_storage">), `small copy of ${row.storageId} is stored`).toBe(true);
    }
    for (const file of stored) expect(held.has(file), `stored file ${file} is held`).toBe(true);
    // A deleted account leaves nothing that names it but the marker that keeps its old tokens from writing.
    for (const userId of gone) {
      expect(await ctx.db.get("users", userId)).toBeNull();
      for (const table of [
        "reviews",
        "photos",
        "uploads",
        "helpfulVotes",
        "follows",
        "blocks",
        "badges",
        "feedItems",
        "notifications",
        "savedShops",
        "lists",
        "listEditors",
        "listEntries",
        "listActivity",
      ] as const) {
        const rows = (await ctx.db.query(table).collect()).filter((row) => JSON.stringify(row).includes(userId));
        expect(rows, `${table} rows of deleted ${userId}`).toEqual([]);
      }
    }
    // Each list's count is its entries, which sit at distinct places; a deleted list leaves no rows.
    const entries = await ctx.db.query("listEntries").collect();
    for (const row of await ctx.db.query("listCounts").collect()) {
      expect(await ctx.db.get("lists", row.listId), `count of deleted list ${row.listId}`).not.toBeNull();
    }
    for (const list of await ctx.db.query("lists").collect()) {
      const own = entries.filter((entry) => entry.listId === list._id);
      const count = await ctx.db
        .query("listCounts")
        .withIndex("by_list", (q) => q.eq("listId", list._id))
        .unique();
      expect(count?.entries ?? 0, `count of list ${list._id}`).toBe(own.length);
      expect(new Set(own.map((entry) => entry.orderKey)).size, `places in list ${list._id}`).toBe(own.length);
      expect(new Set(own.map((entry) => entry.shopId)).size, `shops in list ${list._id}`).toBe(own.length);
    }
    for (const entry of entries) expect(await ctx.db.get("lists", entry.listId)).not.toBeNull();
    for (const news of await ctx.db.query("listActivity").collect())
      expect(await ctx.db.get("lists", news.listId), `news of deleted list ${news.listId}`).not.toBeNull();
    for (const editor of await ctx.db.query("listEditors").collect())
      expect(await ctx.db.get("lists", editor.listId)).not.toBeNull();
    // The votes of deleted reviews are gone once the scheduled batches have run.
    for (const vote of await ctx.db.query("helpfulVotes").collect())
      expect(await ctx.db.get("reviews", vote.reviewId)).not.toBeNull();
  });
  await recountTogether(backend);
}

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("consistency under random use", () => {
  it("badge counters, shop photo lists and files, shop ratings, popular drinks, helpful counts and feeds always match the records", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(randomStep, { minLength: 5, maxLength: 30 }), async (steps) =>
        recount(await runSteps(steps)),
      ),
      { numRuns: 12, seed: Number(process.env.FUZZ_SEED ?? 20261121), endOnFailure: true },
    );
  });
});
