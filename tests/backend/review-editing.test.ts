import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { feedCounts, feedTotal, reviewActivity } from "@convex/model/feedRows";
import { markersOf } from "@convex/model/mapTiles";
import { coarseNow } from "@convex/rules/feed";
import { MESSAGES } from "@convex/rules/messages";
import { earnedBadges } from "@convex/rules/badges";
import type { ReviewDraft } from "@convex/rules/reviewRules";
import type { SandboxBackend } from "../../sandbox/backend";
import { createBackend, establish, finishScheduled, signUp } from "../support/backendHarness";
import { REVIEW, insertShop, pngBytes, reviewDoc, uploadPhoto } from "../support/testData";

// Editing reviews (docs/product.md §10): a review's author edits or deletes it, and everything
// counted from it follows in the same transaction (feed rows and votes in scheduled batches); anyone else marks it helpful.

type Actor = Awaited<ReturnType<typeof signUp>>;

async function setUp() {
  const backend = await createBackend();
  const ann = await signUp(backend, { firstName: "Ann", lastName: "Author" });
  const bob = await signUp(backend, { firstName: "Bob", lastName: "Reader" });
  // Established (rules/trust.ts), so their Helpful votes count.
  for (const user of [ann, bob]) await establish(backend, user.userId);
  const shopId = await backend.t.run((ctx) => insertShop(ctx, bob.userId, { name: "Edit Coffee" }));
  return { backend, ann, bob, shopId };
}

type Changes = Partial<ReviewDraft>;

const write = (who: Actor, shopId: Id<"shops">, changes: Changes = {}, photos: Id<"_storage">[] = []) =>
  who.as.mutation(api.reviews.create, { shopId, ...REVIEW, ...changes, photos });

const edit = (who: Actor, reviewId: Id<"reviews">, changes: Changes = {}, photos: Id<"_storage">[] = []) =>
  who.as.mutation(api.reviews.update, { reviewId, ...REVIEW, ...changes, photos });

/** Everything a review counts into: the author's badges, the shop's ratings, marker, popular drink and photos. */
function countsOf(backend: SandboxBackend, shopId: Id<"shops">, userId: Id<"users">) {
  return backend.t.run(async (ctx) => {
    const shop = (await ctx.db.get("shops", shopId))!;
    const badges = (await ctx.db
      .query("badges")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .unique())!;
    const tile = (await ctx.db.query("mapTiles").collect()).find((t) => t.shopIds.includes(shopId))!;
    const marker = markersOf(tile).find((m) => m.shopId === shopId)!;
    const drinks = await ctx.db
      .query("drinkStats")
      .withIndex("by_shop_key", (q) => q.eq("shopId", shopId))
      .collect();
    const photos = await ctx.db
      .query("photos")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .collect();
    return {
      badges: { reviews: badges.reviews, photos: badges.photos },
      totals: shop.ratingTotals,
      marker: { rating: marker.rating, reviews: marker.reviews },
      drinks: Object.fromEntries(drinks.map((d) => [d.key, d.count])),
      photos: photos.map((p) => p.storageId),
    };
  });
}

const fileExists = (backend: SandboxBackend, storageId: Id<"_storage">) =>
  backend.t.run(async (ctx) => (await ctx.db.system.get("_storage", storageId)) !== null);

const listed = async (
  who: Actor,
  shopId: Id<"shops">,
  sort?: "newest" | "helpful" | "highest" | "lowest",
  numItems = 20,
) => (await who.as.query(api.reviews.listForShop, { shopId, sort, paginationOpts: { numItems, cursor: null } })).page;

describe("editing one's own review", () => {
  it("changes the review in place, marks it edited, and moves the shop's ratings, marker and popular drink with it", async () => {
    const { backend, ann, bob, shopId } = await setUp();
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
    const { backend, ann, shopId } = await setUp();
    const reviewId = await write(ann, shopId);
    await edit(ann, reviewId);
    expect((await backend.t.run((ctx) => ctx.db.get(reviewId)))!.editedAt).toBeUndefined();
  });

  it("keeps, removes and adds photos: removed files leave storage, the photo badge follows the review having any", async () => {
    const { backend, ann, shopId } = await setUp();
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
    const { backend, ann, bob, shopId } = await setUp();
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
    const { backend, ann, bob, shopId } = await setUp();
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
    const { backend, ann, bob, shopId } = await setUp();
    await bob.as.mutation(api.follows.follow, { userId: ann.userId });
    const reviewId = await write(ann, shopId, { text: "First take." });
    await finishScheduled(backend);
    await edit(ann, reviewId, { text: "Second take.", drinkRating: 2 });
    const { items } = await bob.as.query(api.feed.list, { now: coarseNow(Date.now()), page: 1 });
    const item = items.find((i) => i._id === reviewId);
    expect(item).toMatchObject({ kind: "review", review: { text: "Second take.", drinkRating: 2 } });
  });
});

describe("deleting one's own review", () => {
  it("takes it out of everything it counted in: badges (a tier is lost), ratings, marker, popular drink, photos and files, feeds and votes", async () => {
    const { backend, ann, bob, shopId } = await setUp();
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
    const { backend, ann, bob, shopId } = await setUp();
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

describe("helpful votes", () => {
  it("one per user and review, toggled, counted on the review, never on one's own", async () => {
    const { backend, ann, bob, shopId } = await setUp();
    const cleo = await signUp(backend, { firstName: "Cleo" });
    await establish(backend, cleo.userId);
    const reviewId = await write(ann, shopId);
    // Each vote's count follows it in a scheduled job (decision 25), run before the next vote.
    const helpful = async (who: Actor, value: boolean) => {
      const expected = await who.as.mutation(api.helpfulVotes.set, { reviewId, helpful: value });
      await finishScheduled(backend);
      return expected;
    };
    const countNow = async () => (await backend.t.run((ctx) => ctx.db.get(reviewId)))!.helpfulCount;

    expect(await helpful(bob, true)).toBe(1);
    expect(await helpful(bob, true)).toBe(1); // twice is once
    expect(await helpful(cleo, true)).toBe(2);
    expect(await countNow()).toBe(2);
    const mine = (who: Actor) => who.as.query(api.helpfulVotes.mine, { reviewIds: [reviewId] });
    expect((await listed(bob, shopId))[0]).toMatchObject({ helpfulCount: 2 });
    expect(await mine(bob)).toEqual([reviewId]);
    expect(await mine(ann)).toEqual([]);

    expect(await helpful(bob, false)).toBe(1);
    expect(await helpful(bob, false)).toBe(1); // taking back a vote never given changes nothing
    expect((await listed(bob, shopId))[0]).toMatchObject({ helpfulCount: 1 });
    expect(await mine(bob)).toEqual([]);

    await expect(helpful(ann, true)).rejects.toThrow(MESSAGES.helpfulOwnReview);
    await expect(backend.t.mutation(api.helpfulVotes.set, { reviewId, helpful: true })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    expect(await countNow()).toBe(1);
    const votes = await backend.t.run((ctx) => ctx.db.query("helpfulVotes").collect());
    expect(votes.map((v) => v.userId)).toEqual([cleo.userId]);

    await ann.as.mutation(api.reviews.remove, { reviewId });
    await expect(helpful(bob, true)).rejects.toThrow(MESSAGES.reviewNotFound);
  });

  it("a new account's vote is its own mark: it moves no count, and taking it back takes nothing", async () => {
    const { backend, ann, bob, shopId } = await setUp();
    const newcomer = await signUp(backend, { firstName: "Nell" });
    const reviewId = await write(ann, shopId);
    // Each vote's count and notification follow it in a scheduled job (decision 25), run before the next vote.
    const vote = async (who: Actor, helpful: boolean) => {
      const expected = await who.as.mutation(api.helpfulVotes.set, { reviewId, helpful });
      await finishScheduled(backend);
      return expected;
    };
    expect(await vote(bob, true)).toBe(1);
    expect(await vote(newcomer, true)).toBe(1);
    expect(await newcomer.as.query(api.helpfulVotes.mine, { reviewIds: [reviewId] })).toEqual([reviewId]);
    expect(await ann.as.query(api.notifications.unreadCount, {})).toBe(1); // Bob's, not Nell's
    expect(await vote(newcomer, false)).toBe(1);

    // Established later, a new vote counts; one given before stays uncounted when taken back.
    await vote(newcomer, true);
    await establish(backend, newcomer.userId);
    expect(await vote(newcomer, false)).toBe(1);
    expect(await vote(newcomer, true)).toBe(2);
    expect(await newcomer.as.query(api.users.me, {})).toMatchObject({ establishedFrom: 0 });
  });
});

describe("sorting a shop's reviews", () => {
  it("newest (the default), most helpful, highest and lowest rated, page after page", async () => {
    const { backend, ann, bob, shopId } = await setUp();
    const cleo = await signUp(backend, { firstName: "Cleo" });
    await establish(backend, cleo.userId);
    const ratings = [
      [3, 3, 3],
      [5, 5, 5],
      [1, 2, 1],
      [4, 4, 5],
      [2, 2, 2],
    ] as const;
    const ids: Id<"reviews">[] = [];
    for (const [i, [drinkRating, shopRating, staffRating]] of ratings.entries()) {
      ids.push(await write(ann, shopId, { drinkRating, shopRating, staffRating, text: `Review ${i}.` }));
    }
    // Review 2 is found helpful by two people, review 4 by one.
    for (const who of [bob, cleo]) await who.as.mutation(api.helpfulVotes.set, { reviewId: ids[2]!, helpful: true });
    await bob.as.mutation(api.helpfulVotes.set, { reviewId: ids[4]!, helpful: true });
    await finishScheduled(backend);

    /** Every review in `sort` order, two a page. */
    const all = async (sort?: "newest" | "helpful" | "highest" | "lowest") => {
      const seen: Id<"reviews">[] = [];
      let cursor: string | null = null;
      for (;;) {
        const page: { page: { _id: Id<"reviews"> }[]; isDone: boolean; continueCursor: string } = await bob.as.query(
          api.reviews.listForShop,
          {
            shopId,
            sort,
            paginationOpts: { numItems: 2, cursor },
          },
        );
        seen.push(...page.page.map((r) => r._id));
        if (page.isDone) return seen;
        cursor = page.continueCursor;
      }
    };
    const by = (order: number[]) => order.map((i) => ids[i]);
    expect(await all()).toEqual(by([4, 3, 2, 1, 0]));
    expect(await all("newest")).toEqual(by([4, 3, 2, 1, 0]));
    // Ties (no votes) newest first.
    expect(await all("helpful")).toEqual(by([2, 4, 3, 1, 0]));
    expect(await all("highest")).toEqual(by([1, 3, 0, 4, 2]));
    expect(await all("lowest")).toEqual(by([2, 4, 0, 3, 1]));

    // An edit moves a review in the rating orders, not in the newest.
    await edit(ann, ids[0]!, { drinkRating: 5, shopRating: 5, staffRating: 5, text: "Review 0, better now." });
    await finishScheduled(backend);
    expect((await all("highest"))[1]).toBe(ids[0]);
    expect(await all("newest")).toEqual(by([4, 3, 2, 1, 0]));
  });
});

describe("reviews written before sorting", () => {
  it("get their sort fields from the reviewSortFields migration, then sort with the rest", async () => {
    const { backend, ann, bob, shopId } = await setUp();
    const old = await backend.t.run(async (ctx) => {
      const doc = reviewDoc((await ctx.db.get("shops", shopId))!, bob.userId, {
        drinkRating: 5,
        shopRating: 5,
        staffRating: 5,
      });
      const { overall: _overall, helpfulCount: _helpfulCount, ...before } = doc;
      return await ctx.db.insert("reviews", before);
    });
    const fresh = await write(ann, shopId, { drinkRating: 2, shopRating: 2, staffRating: 2 });
    expect((await listed(bob, shopId, "highest")).map((r) => r._id)).toEqual([fresh, old]); // no overall: sorts lowest

    await backend.t.mutation(internal.migrations.reviewSortFields, {});
    await finishScheduled(backend);
    expect(await backend.t.run((ctx) => ctx.db.get(old))).toMatchObject({ overall: 5, helpfulCount: 0 });
    expect((await listed(bob, shopId, "highest")).map((r) => r._id)).toEqual([old, fresh]);
  });
});
