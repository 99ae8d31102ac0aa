import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { coarseNow } from "@convex/rules/feed";
import { MESSAGES } from "@convex/rules/messages";
import { finishScheduled } from "../../support/backendHarness";
import { countsOf, edit, fileExists, listed, setUpReviewers, write } from "../../support/reviewWrites";
import { REVIEW, pngBytes, uploadPhoto } from "../../support/testData";

// Editing reviews (docs/product.md §10): a review's author edits it, and everything counted from it follows in the
// same transaction (feed rows point at the review).

describe("editing one's own review", () => {
  it("changes the review in place, marks it edited, and moves the shop's ratings, marker and popular drink with it", async () => {
    const { backend, ann, bob, shopId } = await setUpReviewers();
    const first = await write(ann, shopId, { bev: "Latte", drinkRating: 5, shopRating: 4, staffRating: 3 });
    const second = await write(bob, shopId, {
      bev: "Cortado",
      milk: "Cow",
      drinkRating: 4,
      shopRating: 4,
      staffRating: 4,
      text: "Bob's.",
    });
    // The shop's totals follow each write in a scheduled job (decision 25).
    await finishScheduled(backend);
    expect(await countsOf(backend, shopId, ann.userId)).toMatchObject({
      totals: { reviews: 2, coffee: 9, vibe: 8, staff: 7 },
      drinks: { "hot|oat|latte|medium|washed": 1, "hot|cow|cortado|medium|washed": 1 },
    });

    await edit(ann, first, {
      bev: "Cortado",
      milk: "Cow",
      drinkRating: 4,
      shopRating: 2,
      staffRating: 5,
      text: "  Went back: different order.  ",
    });
    const saved = (await backend.t.run((ctx) => ctx.db.get(first)))!;
    expect(saved).toMatchObject({
      bev: "Cortado",
      milk: "Cow",
      drinkRating: 4,
      shopRating: 2,
      staffRating: 5,
      text: "Went back: different order.",
      overall: 3.7,
    });
    expect(saved.editedAt).toBeGreaterThan(saved._creationTime);

    await finishScheduled(backend);
    const after = await countsOf(backend, shopId, ann.userId);
    expect(after.totals).toEqual({ reviews: 2, coffee: 8, vibe: 6, staff: 9 });
    // (8 + 6 + 9) / 6 = 3.83
    expect(after.marker).toEqual({ rating: 3.8, reviews: 2 });
    expect(after.drinks).toEqual({ "hot|cow|cortado|medium|washed": 2 });
    expect(after.badges).toEqual({ reviews: 1, photos: 0 });

    // It keeps its place: newest first is still by when it was written.
    expect((await listed(bob, shopId)).map((r) => r._id)).toEqual([second, first]);

    // Rated below 4 it leaves the popular drink; the shop then has no 4+ group of its own left but Bob's.
    await edit(ann, first, { bev: "Cortado", milk: "Cow", drinkRating: 2 });
    await finishScheduled(backend);
    expect((await countsOf(backend, shopId, ann.userId)).drinks).toEqual({ "hot|cow|cortado|medium|washed": 1 });
  });

  it("an edit that changes nothing (a second click) is not marked edited", async () => {
    const { backend, ann, shopId } = await setUpReviewers();
    const reviewId = await write(ann, shopId);
    await edit(ann, reviewId);
    expect((await backend.t.run((ctx) => ctx.db.get(reviewId)))!.editedAt).toBeUndefined();
  });

  it("keeps, removes and adds photos: removed files leave storage, the photo badge follows the review having any", async () => {
    const { backend, ann, shopId } = await setUpReviewers();
    const [a, b, c] = [
      await uploadPhoto(backend, ann, pngBytes(1)),
      await uploadPhoto(backend, ann, pngBytes(2)),
      await uploadPhoto(backend, ann, pngBytes(3)),
    ];
    const reviewId = await write(ann, shopId, {}, [a, b, c]);
    expect(await countsOf(backend, shopId, ann.userId)).toMatchObject({
      badges: { reviews: 1, photos: 1 },
      photos: [a, b, c],
    });

    // Keep c and a (given in any order, they keep theirs), drop b, add d.
    const d = await uploadPhoto(backend, ann, pngBytes(4));
    await edit(ann, reviewId, {}, [c, a, d]);
    expect((await backend.t.run((ctx) => ctx.db.get(reviewId)))!.photos).toEqual([a, c, d]);
    expect((await countsOf(backend, shopId, ann.userId)).photos).toEqual([a, c, d]);
    expect(await fileExists(backend, b)).toBe(false);
    expect(await fileExists(backend, a)).toBe(true);
    expect(await backend.t.run((ctx) => ctx.db.query("uploads").collect())).toEqual([]);

    // All removed: the review no longer counts toward the photo badge, and every file is gone.
    await edit(ann, reviewId, {}, []);
    expect(await countsOf(backend, shopId, ann.userId)).toMatchObject({
      badges: { reviews: 1, photos: 0 },
      photos: [],
    });
    for (const id of [a, c, d]) expect(await fileExists(backend, id)).toBe(false);

    // A first photo added later counts it again.
    const e = await uploadPhoto(backend, ann, pngBytes(5));
    await edit(ann, reviewId, {}, [e]);
    expect(await countsOf(backend, shopId, ann.userId)).toMatchObject({
      badges: { reviews: 1, photos: 1 },
      photos: [e],
    });
  });

  it("refuses more than 10 photos in all, someone else's upload and another review's photo, changing nothing", async () => {
    const { backend, ann, bob, shopId } = await setUpReviewers();
    const kept: Id<"_storage">[] = [];
    for (let i = 0; i < 8; i++) kept.push(await uploadPhoto(backend, ann, pngBytes(10 + i)));
    const reviewId = await write(ann, shopId, {}, kept);
    const more = [
      await uploadPhoto(backend, ann, pngBytes(30)),
      await uploadPhoto(backend, ann, pngBytes(31)),
      await uploadPhoto(backend, ann, pngBytes(32)),
    ];
    const before = await backend.t.run((ctx) => ctx.db.get(reviewId));
    await expect(edit(ann, reviewId, { text: "Eleven." }, [...kept, ...more])).rejects.toThrow(MESSAGES.tooManyPhotos);

    const bobsUpload = await uploadPhoto(backend, bob, pngBytes(40));
    await expect(edit(ann, reviewId, {}, [...kept, bobsUpload])).rejects.toThrow(MESSAGES.photoNotYours);
    const bobsPhoto = await uploadPhoto(backend, bob, pngBytes(41));
    await write(bob, shopId, {}, [bobsPhoto]);
    await expect(edit(ann, reviewId, {}, [...kept, bobsPhoto])).rejects.toThrow(MESSAGES.photoNotYours);
    expect(await backend.t.run((ctx) => ctx.db.get(reviewId))).toEqual(before);
    for (const id of [...kept, bobsPhoto]) expect(await fileExists(backend, id)).toBe(true);

    // Ten in all is fine.
    await edit(ann, reviewId, {}, [...kept, ...more.slice(0, 2)]);
    expect((await backend.t.run((ctx) => ctx.db.get(reviewId)))!.photos).toHaveLength(10);
  });

  it("refuses anyone but the author, a review that is gone and bad fields, changing nothing", async () => {
    const { backend, ann, bob, shopId } = await setUpReviewers();
    const reviewId = await write(ann, shopId);
    const before = await countsOf(backend, shopId, ann.userId);
    const stored = await backend.t.run((ctx) => ctx.db.get(reviewId));

    await expect(edit(bob, reviewId, { text: "Bob rewrites Ann." })).rejects.toThrow(MESSAGES.reviewNotYours);
    await expect(bob.as.mutation(api.reviews.remove, { reviewId })).rejects.toThrow(MESSAGES.reviewNotYours);
    await expect(backend.t.mutation(api.reviews.update, { reviewId, ...REVIEW, photos: [] })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    await expect(backend.t.mutation(api.reviews.remove, { reviewId })).rejects.toThrow(MESSAGES.signedOut);
    await expect(edit(ann, reviewId, { drinkRating: 0 })).rejects.toThrow(MESSAGES.reviewRating("coffee"));
    await expect(edit(ann, reviewId, { bev: "Frappuccino" })).rejects.toThrow(MESSAGES.badChoice("drink"));
    expect(await backend.t.run((ctx) => ctx.db.get(reviewId))).toEqual(stored);
    expect(await countsOf(backend, shopId, ann.userId)).toEqual(before);

    await ann.as.mutation(api.reviews.remove, { reviewId });
    await expect(edit(ann, reviewId)).rejects.toThrow(MESSAGES.reviewNotFound);
    await expect(ann.as.mutation(api.reviews.remove, { reviewId })).rejects.toThrow(MESSAGES.reviewNotFound);
  });

  it("followers' feeds show the edited review at once (feed rows point at the review, they copy nothing of it)", async () => {
    const { backend, ann, bob, shopId } = await setUpReviewers();
    await bob.as.mutation(api.follows.follow, { userId: ann.userId });
    const reviewId = await write(ann, shopId, { text: "First take." });
    await finishScheduled(backend);
    await edit(ann, reviewId, { text: "Second take.", drinkRating: 2 });
    const { items } = await bob.as.query(api.feed.list, { now: coarseNow(Date.now()), page: 1 });
    const item = items.find((i) => i._id === reviewId);
    expect(item).toMatchObject({ kind: "review", review: { text: "Second take.", drinkRating: 2 } });
  });
});
