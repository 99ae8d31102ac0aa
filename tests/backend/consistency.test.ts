import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { feedCounts, feedTotal } from "@convex/model/feedRows";
import { markersOf } from "@convex/model/mapTiles";
import { POPULAR_MIN_RATING, drinkKey } from "@convex/rules/popularDrink";
import { ratingsSummary, reviewOverall } from "@convex/rules/ratings";
import { createBackend, establish, finishScheduled, signUp } from "../support/backendHarness";
import { shopInput } from "../support/testData";
import { REVIEW, uploadPhoto, pngBytes } from "../support/testData";

// Consistency: random sequences of sign-ups, shops, reviews with photos and follows, edits and deletes of
// reviews (by their author or, refused, by someone else) and helpful votes, blocks and unblocks and a
// moderator's dismissals, hides, restores and removals of reported reviews, and account deletions, through
// the real functions; then everything is recounted from the records. Badge counters, each shop's photo list
// (and no stored file that neither an upload nor a photo holds), each shop's ratings (review count and
// Coffee, Vibe, Staff sums, and its map marker's overall rating and count), its popular-drink counters and
// each review's helpful count must match exactly, follows stay a set and never cross a block, and each
// user's feed rows (and their count in the feed aggregate and feedTotals) are exactly the reviews and shops
// of the people they follow.

type Step =
  | { kind: "signUp" }
  | { kind: "shop"; by: number; city: number }
  | { kind: "review"; by: number; shop: number; photos: number; rating: number; vibe: number; staff: number }
  | { kind: "follow"; by: number; whom: number; unfollow: boolean }
  | {
      kind: "edit";
      review: number;
      byAuthor: boolean;
      by: number;
      keep: number;
      add: number;
      drink: number;
      rating: number;
      vibe: number;
      staff: number;
    }
  | { kind: "delete"; review: number; byAuthor: boolean; by: number }
  | { kind: "vote"; review: number; by: number; helpful: boolean }
  | { kind: "block"; by: number; whom: number; unblock: boolean }
  | { kind: "moderate"; review: number; by: number; action: "dismiss" | "hide" | "restore" | "remove" }
  | { kind: "leave"; by: number };

const DRINKS = ["Latte", "Cortado", "Espresso"] as const;

const CITIES = [
  { city: "Boston", state: "MA", lat: 42.3601, lng: -71.0589 },
  { city: "Cambridge", state: "MA", lat: 42.3736, lng: -71.1097 },
  { city: "Portland", state: "ME", lat: 43.6591, lng: -70.2568 },
];

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: "signUp" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("shop" as const), by: fc.nat(), city: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("review" as const),
      by: fc.nat(),
      shop: fc.nat(),
      photos: fc.integer({ min: 0, max: 3 }),
      rating: fc.integer({ min: 1, max: 5 }),
      vibe: fc.integer({ min: 1, max: 5 }),
      staff: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("follow" as const),
      by: fc.nat(),
      whom: fc.nat(),
      unfollow: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("edit" as const),
      review: fc.nat(),
      byAuthor: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      by: fc.nat(),
      keep: fc.nat({ max: 7 }), // which of the first three photos stay (bits)
      add: fc.integer({ min: 0, max: 2 }),
      drink: fc.nat(),
      rating: fc.integer({ min: 1, max: 5 }),
      vibe: fc.integer({ min: 1, max: 5 }),
      staff: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("delete" as const),
      review: fc.nat(),
      byAuthor: fc.boolean(),
      by: fc.nat(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("vote" as const), review: fc.nat(), by: fc.nat(), helpful: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("block" as const), by: fc.nat(), whom: fc.nat(), unblock: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("moderate" as const),
      review: fc.nat(),
      by: fc.nat(),
      action: fc.constantFrom("dismiss" as const, "hide" as const, "restore" as const, "remove" as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("leave" as const), by: fc.nat() }) },
);

type Actor = Awaited<ReturnType<typeof signUp>>;

/** A ConvexError is a refusal the app explains (rate limit, follow yourself, ...); anything else is a bug. */
async function allowRefusal<T>(action: Promise<T>): Promise<T | undefined> {
  try {
    return await action;
  } catch (error) {
    if ((error as Error).name !== "ConvexError") throw error;
    return undefined;
  }
}

async function addShop(by: Actor, n: number, cityIndex: number): Promise<Id<"shops"> | null> {
  const place = CITIES[cityIndex % CITIES.length]!;
  try {
    const { _id } = await by.as.mutation(
      api.shops.create,
      shopInput({
        name: `Consistency Coffee ${n}`,
        streetAddress: `${n} Random Walk`,
        city: place.city,
        state: place.state,
        lat: place.lat,
        lng: place.lng,
      }),
    );
    return _id;
  } catch (error) {
    if ((error as Error).name !== "ConvexError") throw error;
    return null;
  }
}

async function run(steps: Step[]) {
  const backend = await createBackend();
  const users: Actor[] = [await signUp(backend), await signUp(backend)];
  // One established account (its votes count) and the rest new (theirs do not).
  await establish(backend, users[0]!.userId);
  const moderator = await signUp(backend);
  await backend.t.run((ctx) => ctx.db.patch("users", moderator.userId, { role: "moderator" }));
  const shops: Id<"shops">[] = [(await addShop(users[0]!, 0, 0))!];
  const reviews: { id: Id<"reviews">; author: Actor }[] = [];
  const gone: Id<"users">[] = [];
  let photoSeed = 0;
  const upload = async (author: Actor, count: number) => {
    const photos: Id<"_storage">[] = [];
    for (let i = 0; i < count; i++) photos.push(await uploadPhoto(backend, author, pngBytes(++photoSeed)));
    return photos;
  };
  for (const [n, s] of steps.entries()) {
    if (s.kind === "signUp") users.push(await signUp(backend));
    else if (s.kind === "shop") {
      const shopId = await addShop(users[s.by % users.length]!, n + 1, s.city);
      if (shopId) shops.push(shopId);
    } else if (s.kind === "review") {
      const author = users[s.by % users.length]!;
      const photos = await upload(author, s.photos);
      const id = await allowRefusal(
        author.as.mutation(api.reviews.create, {
          shopId: shops[s.shop % shops.length]!,
          ...REVIEW,
          drinkRating: s.rating,
          shopRating: s.vibe,
          staffRating: s.staff,
          photos,
        }),
      );
      if (id !== undefined && !reviews.some((r) => r.id === id)) reviews.push({ id, author });
    } else if (s.kind === "edit" || s.kind === "delete" || s.kind === "vote") {
      if (reviews.length === 0) continue;
      const index = s.review % reviews.length;
      const target = reviews[index]!;
      const who = s.kind !== "vote" && s.byAuthor ? target.author : users[s.by % users.length]!;
      if (s.kind === "vote") {
        await allowRefusal(who.as.mutation(api.helpfulVotes.set, { reviewId: target.id, helpful: s.helpful }));
      } else if (s.kind === "delete") {
        const removed = await allowRefusal(who.as.mutation(api.reviews.remove, { reviewId: target.id }));
        if (removed === null) reviews.splice(index, 1);
      } else {
        const current = await backend.t.run((ctx) => ctx.db.get("reviews", target.id));
        const kept = (current?.photos ?? []).filter((_, i) => i >= 3 || (s.keep & (1 << i)) !== 0);
        const added = await upload(who, s.add);
        await allowRefusal(
          who.as.mutation(api.reviews.update, {
            reviewId: target.id,
            ...REVIEW,
            bev: DRINKS[s.drink % DRINKS.length]!,
            drinkRating: s.rating,
            shopRating: s.vibe,
            staffRating: s.staff,
            text: `Edited at step ${n}.`,
            photos: [...kept, ...added],
          }),
        );
      }
    } else if (s.kind === "leave") {
      // Someone deletes their account (two people always stay): everything of theirs goes in batches.
      if (users.length <= 2) continue;
      const index = s.by % users.length;
      const leaving = users[index]!;
      await leaving.as.action(api.account.remove, { password: leaving.params.password });
      users.splice(index, 1);
      gone.push(leaving.userId);
      for (let i = reviews.length - 1; i >= 0; i--) if (reviews[i]!.author === leaving) reviews.splice(i, 1);
    } else if (s.kind === "moderate") {
      // Someone reports a review (refused on their own), then the moderator acts on it.
      if (reviews.length === 0) continue;
      const index = s.review % reviews.length;
      const target = reviews[index]!;
      await allowRefusal(
        users[s.by % users.length]!.as.mutation(api.reports.create, {
          kind: "review",
          itemId: target.id,
          reason: "spam",
        }),
      );
      const done = await allowRefusal(
        moderator.as.mutation(api.moderation.act, {
          subject: `review:${target.id}`,
          action: s.action,
          reason: `Step ${n}`,
        }),
      );
      if (done === null && s.action === "remove") reviews.splice(index, 1);
    } else if (s.kind === "block") {
      const who = users[s.by % users.length]!;
      const whom = users[s.whom % users.length]!;
      await allowRefusal(who.as.mutation(s.unblock ? api.blocks.unblock : api.blocks.block, { userId: whom.userId }));
    } else {
      const who = users[s.by % users.length]!;
      const whom = users[s.whom % users.length]!;
      await allowRefusal(
        who.as.mutation(s.unfollow ? api.follows.unfollow : api.follows.follow, { userId: whom.userId }),
      );
    }
  }
  return { backend, users, shops, gone };
}

const shown = (review: { hiddenAt?: number }) => review.hiddenAt === undefined;

async function recount({ backend, users, shops, gone }: Awaited<ReturnType<typeof run>>) {
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
        expected.push(...theirReviews.map((r) => r._id), ...theirShops.map((s) => s._id));
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
      const reviews = allReviews.filter(shown);
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
      for (const review of reviews.filter((r) => r.drinkRating >= POPULAR_MIN_RATING))
        drinks.set(drinkKey(review), (drinks.get(drinkKey(review)) ?? 0) + 1);
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
        expect(review.helpfulCount ?? 0, `helpful count of ${review._id}`).toBe(
          votes.filter((vote) => vote.counted !== false).length,
        );
        expect(votes.every((vote) => vote.userId !== review.userId)).toBe(true);
        expect(new Set(votes.map((vote) => vote.userId)).size).toBe(votes.length);
        expect(review.overall).toBe(reviewOverall(review));
      }

      // The shop's ratings are its reviews' count and Coffee, Vibe and Staff sums, and its marker
      // (the one marker of it on the map) shows their overall rating and count.
      const shop = (await ctx.db.get("shops", shopId))!;
      const sum = (pick: (r: (typeof reviews)[number]) => number) => reviews.reduce((total, r) => total + pick(r), 0);
      const recounted = {
        reviews: reviews.length,
        coffee: sum((r) => r.drinkRating),
        vibe: sum((r) => r.shopRating),
        staff: sum((r) => r.staffRating),
      };
      expect(shop.ratingTotals ?? { reviews: 0, coffee: 0, vibe: 0, staff: 0 }, `ratings of ${shopId}`).toEqual(
        recounted,
      );
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
      expect(stored.has(row.smallStorageId!), `small copy of ${row.storageId} is stored`).toBe(true);
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
      ] as const) {
        const rows = (await ctx.db.query(table).collect()).filter((row) => JSON.stringify(row).includes(userId));
        expect(rows, `${table} rows of deleted ${userId}`).toEqual([]);
      }
    }
    // The votes of deleted reviews are gone once the scheduled batches have run.
    for (const vote of await ctx.db.query("helpfulVotes").collect())
      expect(await ctx.db.get("reviews", vote.reviewId)).not.toBeNull();
  });
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
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => recount(await run(steps))),
      { numRuns: 12, seed: Number(process.env.FUZZ_SEED ?? 20261121), endOnFailure: true },
    );
  });
});
