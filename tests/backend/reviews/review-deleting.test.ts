import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { feedCounts, feedTotal, reviewActivity } from "@convex/model/feedRows";
import { earnedBadges } from "@convex/rules/badges";
import { establish, finishScheduled, signUp } from "../../support/backendHarness";
import { countsOf, fileExists, listed, setUpReviewers, write } from "../../support/reviewWrites";
import { insertShop, pngBytes, uploadPhoto } from "../../support/testData";

// Deleting reviews (docs/product.md §10): a review's author deletes it, and everything counted from it follows in the
// same transaction (feed rows and votes in scheduled batches).

describe("deleting one's own review", () => {
  it("takes it out of everything it counted in: badges (a tier is lost), ratings, marker, popular drink, photos and files, feeds and votes", async () => {
    const { backend, ann, bob, shopId } = await setUpReviewers();
    const cleo = await signUp(backend, { firstName: "Cleo" });
    await establish(backend, cleo.userId);
    await bob.as.mutation(api.follows.follow, { userId: ann.userId });
    await cleo.as.mutation(api.follows.follow, { userId: ann.userId });
    const otherShop = await backend.t.run((ctx) => insertShop(ctx, bob.userId, { name: "Other Coffee" }));
    for (let i = 0; i < 4; i++) await write(ann, otherShop, { text: `Visit ${i}.` });
    const photo = await uploadPhoto(backend, ann, pngBytes(7));
    const reviewId = await write(ann, shopId, { drinkRating: 5, shopRating: 4, staffRating: 3 }, [photo]);
    await write(bob, shopId, { drinkRating: 3, shopRating: 3, staffRating: 3, text: "Bob's." });
    await bob.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
    await cleo.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
    await finishScheduled(backend);

    const before = await countsOf(backend, shopId, ann.userId);
    expect(before.badges).toEqual({ reviews: 5, photos: 1 });
    expect(earnedBadges({ cafes: 0, ...before.badges }).map((b) => b.name)).toEqual([
      "Caffeine Shutterbug",
      "Grounded Reviewer",
    ]);
    expect(before.drinks).toEqual({ "hot|oat|latte|medium|washed": 1 });

    await ann.as.mutation(api.reviews.remove, { reviewId });
    await finishScheduled(backend);
    const after = await countsOf(backend, shopId, ann.userId);
    expect(after.badges).toEqual({ reviews: 4, photos: 0 });
    expect(earnedBadges({ cafes: 0, ...after.badges }).map((b) => b.name)).toEqual(["Percolating Critic"]);
    expect(after.totals).toEqual({ reviews: 1, coffee: 3, vibe: 3, staff: 3 });
    expect(after.marker).toEqual({ rating: 3, reviews: 1 });
    expect(after.drinks).toEqual({});
    expect(after.photos).toEqual([]);
    expect(await fileExists(backend, photo)).toBe(false);
    expect((await listed(bob, shopId)).map((r) => r.text)).toEqual(["Bob's."]);

    // Feed rows and votes leave in scheduled batches.
    await finishScheduled(backend);
    await backend.t.run(async (ctx) => {
      for (const viewer of [bob.userId, cleo.userId]) {
        const rows = await ctx.db
          .query("feedItems")
          .withIndex("by_viewer_author", (q) => q.eq("viewerId", viewer).eq("authorId", ann.userId))
          .collect();
        expect(rows.map((r) => r.activityId)).not.toContain(reviewId);
        expect(rows).toHaveLength(4);
        expect(await feedCounts.count(ctx, { namespace: viewer })).toBe(await feedTotal(ctx, viewer));
      }
      expect(
        await ctx.db
          .query("helpfulVotes")
          .withIndex("by_review_user", (q) => q.eq("reviewId", reviewId))
          .collect(),
      ).toEqual([]);
    });
  });

  it("a fan-out batch that runs after the review was deleted and its rows removed writes nothing", async () => {
    const { backend, ann, bob, shopId } = await setUpReviewers();
    await bob.as.mutation(api.follows.follow, { userId: ann.userId });
    const reviewId = await write(ann, shopId);
    await finishScheduled(backend);
    const review = (await backend.t.run((ctx) => ctx.db.get(reviewId)))!;
    await ann.as.mutation(api.reviews.remove, { reviewId });
    await finishScheduled(backend);
    // A late batch: the next batch of a long fan-out, or a retry, arriving after the removal ended.
    await backend.t.mutation(internal.feed.fanOutBatch, { activity: reviewActivity(review), from: null });
    const rows = await backend.t.run((ctx) =>
      ctx.db
        .query("feedItems")
        .withIndex("by_activity_viewer", (q) => q.eq("activityId", reviewId))
        .collect(),
    );
    expect(rows).toEqual([]);
  });
});
