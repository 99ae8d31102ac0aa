// @vitest-environment edge-runtime
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { feedCounts, feedTotal } from "@convex/model/feedRows";
import { markersOf } from "@convex/model/mapTiles";
import { ratingsSummary } from "@convex/rules/ratings";
import { createBackend, finishScheduled, signUp } from "../support/backendHarness";
import { shopInput } from "../support/testData";
import { REVIEW, uploadPhoto, pngBytes } from "../support/testData";

// Consistency (issue 7): random sequences of sign-ups, shops, reviews with photos and follows, through
// the real functions; then everything is recounted from the records. Badge counters, each shop's
// photo list and each shop's ratings (review count and Coffee, Vibe, Staff sums, and its map
// marker's overall rating and count) must match exactly, follows stay a set, and each user's feed
// rows (and their count in the feed aggregate and feedTotals) are exactly the reviews and shops of
// the people they follow.

type Step =
  | { kind: "signUp" }
  | { kind: "shop"; by: number; city: number }
  | { kind: "review"; by: number; shop: number; photos: number; rating: number; vibe: number; staff: number }
  | { kind: "follow"; by: number; whom: number; unfollow: boolean };

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
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("follow" as const), by: fc.nat(), whom: fc.nat(), unfollow: fc.boolean() }) },
);

type Actor = Awaited<ReturnType<typeof signUp>>;

/** A ConvexError is a refusal the app explains (rate limit, follow yourself, ...); anything else is a bug. */
async function allowRefusal(action: Promise<unknown>) {
  try {
    await action;
  } catch (error) {
    if ((error as Error).name !== "ConvexError") throw error;
  }
}

async function addShop(by: Actor, n: number, cityIndex: number): Promise<Id<"shops"> | null> {
  const place = CITIES[cityIndex % CITIES.length]!;
  try {
    const { _id } = await by.as.mutation(
      api.shops.create,
      shopInput({ name: `Consistency Coffee ${n}`, streetAddress: `${n} Random Walk`, city: place.city, state: place.state, lat: place.lat, lng: place.lng }),
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
  const shops: Id<"shops">[] = [(await addShop(users[0]!, 0, 0))!];
  let photoSeed = 0;
  for (const [n, s] of steps.entries()) {
    if (s.kind === "signUp") users.push(await signUp(backend));
    else if (s.kind === "shop") {
      const shopId = await addShop(users[s.by % users.length]!, n + 1, s.city);
      if (shopId) shops.push(shopId);
    }
    else if (s.kind === "review") {
      const author = users[s.by % users.length]!;
      const photos: Id<"_storage">[] = [];
      for (let i = 0; i < s.photos; i++) photos.push(await uploadPhoto(backend, author, pngBytes(++photoSeed)));
      await allowRefusal(
        author.as.mutation(api.reviews.create, {
          shopId: shops[s.shop % shops.length]!,
          ...REVIEW,
          drinkRating: s.rating,
          shopRating: s.vibe,
          staffRating: s.staff,
          photos,
        }),
      );
    } else {
      const who = users[s.by % users.length]!;
      const whom = users[s.whom % users.length]!;
      await allowRefusal(who.as.mutation(s.unfollow ? api.follows.unfollow : api.follows.follow, { userId: whom.userId }));
    }
  }
  return { backend, users, shops };
}

async function recount({ backend, users, shops }: Awaited<ReturnType<typeof run>>) {
  // Feed rows are written by scheduled batches that ran between the steps; let the last ones end.
  await finishScheduled(backend);
  await backend.t.run(async (ctx) => {
    for (const { userId } of users) {
      const badges = await ctx.db.query("badges").withIndex("by_user", (q) => q.eq("userId", userId)).unique();
      const reviews = await ctx.db.query("reviews").withIndex("by_user", (q) => q.eq("userId", userId)).collect();
      const added = await ctx.db.query("shops").withIndex("by_submitter", (q) => q.eq("submittedBy", userId)).collect();
      expect(badges, `badges of ${userId}`).toMatchObject({
        reviews: reviews.length,
        photos: reviews.filter((r) => r.photos.length > 0).length,
        cafes: added.length,
      });
      expect([...badges!.cities].sort()).toEqual([...new Set(added.map((s) => `${s.city}, ${s.state}`))].sort());

      const follows = await ctx.db.query("follows").withIndex("by_follower_followee", (q) => q.eq("followerId", userId)).collect();
      const followees = follows.map((f) => f.followeeId);
      expect(new Set(followees).size, "a follow is never stored twice").toBe(followees.length);
      expect(followees).not.toContain(userId);

      // Everything here was written moments ago, well inside the 30-day window.
      const expected: string[] = [];
      for (const followeeId of followees) {
        const theirReviews = await ctx.db.query("reviews").withIndex("by_user", (q) => q.eq("userId", followeeId)).collect();
        const theirShops = await ctx.db.query("shops").withIndex("by_submitter", (q) => q.eq("submittedBy", followeeId)).collect();
        expected.push(...theirReviews.map((r) => r._id), ...theirShops.map((s) => s._id));
      }
      const rows = await ctx.db.query("feedItems").withIndex("by_viewer_author", (q) => q.eq("viewerId", userId)).collect();
      expect(rows.map((row) => row.activityId as string).sort(), `feed of ${userId}`).toEqual(expected.sort());
      expect(await feedCounts.count(ctx, { namespace: userId }), `feed count of ${userId}`).toBe(rows.length);
      expect(await feedTotal(ctx, userId), `feed total of ${userId}`).toBe(rows.length);
    }
    for (const shopId of shops) {
      // The shop's photos are its reviews' photos, in the order the reviews were written.
      const reviews = await ctx.db.query("reviews").withIndex("by_shop", (q) => q.eq("shopId", shopId)).collect();
      const photos = await ctx.db.query("photos").withIndex("by_shop", (q) => q.eq("shopId", shopId)).collect();
      expect(photos.map((p) => p.storageId)).toEqual(reviews.flatMap((r) => r.photos));
      for (const photo of photos) {
        const review = reviews.find((r) => r._id === photo.reviewId);
        expect(review?.photos).toContain(photo.storageId);
        expect(photo.userId).toBe(review?.userId);
      }

      // The shop's ratings are its reviews' count and Coffee, Vibe and Staff sums, and its marker
      // (the one marker of it on the map) shows their overall rating and count.
      const shop = (await ctx.db.get("shops", shopId))!;
      const sum = (pick: (r: (typeof reviews)[number]) => number) => reviews.reduce((total, r) => total + pick(r), 0);
      const recounted = { reviews: reviews.length, coffee: sum((r) => r.drinkRating), vibe: sum((r) => r.shopRating), staff: sum((r) => r.staffRating) };
      expect(shop.ratingTotals ?? { reviews: 0, coffee: 0, vibe: 0, staff: 0 }, `ratings of ${shopId}`).toEqual(recounted);
      const markers = (await ctx.db.query("mapTiles").collect()).flatMap(markersOf).filter((m) => m.shopId === shopId);
      const summary = ratingsSummary(recounted);
      expect(markers.map((m) => [m.rating, m.reviews]), `marker of ${shopId}`).toEqual([[summary?.overall ?? 0, reviews.length]]);
    }
    // Nothing left half-attached: an upload row is never also a review photo.
    for (const upload of await ctx.db.query("uploads").collect()) {
      expect(await ctx.db.query("photos").withIndex("by_storage", (q) => q.eq("storageId", upload.storageId)).first()).toBeNull();
    }
  });
}

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("consistency under random use", () => {
  it("badge counters, shop photo lists, shop ratings and feeds always match the records", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 18 }), async (steps) => recount(await run(steps))),
      { numRuns: 6, seed: Number(process.env.FUZZ_SEED ?? 20261121), endOnFailure: true },
    );
  }, 240_000);
});
