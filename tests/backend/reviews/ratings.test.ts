import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { TILE_CAPACITY, markersOf } from "@convex/model/mapTiles";
import { MESSAGES } from "@convex/rules/messages";
import { markerRating } from "@convex/rules/ratings";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, establish, finishScheduled, scheduledStep, signUp } from "../../support/backendHarness";
import { REVIEW, insertReview, insertShop } from "../../support/testData";
import { shopTotalsNow } from "../../support/counts";

const AREA = { south: 42.34, west: -71.07, north: 42.37, east: -71.04 };
const SPOT = { lat: 42.3501, lng: -71.0501 };

/** The shop's stored totals and its marker as its tile holds it (document, position, marker). */
function shopAndMarker(backend: SandboxBackend, shopId: Id<"shops">) {
  return backend.t.run(async (ctx) => {
    const shop = await shopTotalsNow(ctx, shopId);
    const tiles = await ctx.db.query("mapTiles").collect();
    const tile = tiles.find((t) => t.shopIds.includes(shopId))!;
    const index = tile.shopIds.indexOf(shopId);
    return { totals: shop.ratingTotals, tileId: tile._id, index, marker: markersOf(tile)[index]!, tile };
  });
}

describe("shop ratings", () => {
  it("reviews.create counts the review into the shop's totals and its map marker, a scheduled job after it (decision 25)", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend, { firstName: "Ann" });
    const bob = await signUp(backend, { firstName: "Bob" });
    for (const { userId } of [ann, bob]) await establish(backend, userId); // their reviews count (decision 28)
    // A crowded spot: two tile documents, the shop in the middle of the first one.
    const ids = await backend.t.run(async (ctx) => {
      const made: Id<"shops">[] = [];
      for (let i = 0; i < TILE_CAPACITY + 3; i++)
        made.push(await insertShop(ctx, ann.userId, { name: `Crowd ${i}`, ...SPOT }));
      return made;
    });
    const shopId = ids[7]!;
    const before = await shopAndMarker(backend, shopId);
    expect(before.totals).toBeUndefined();
    expect(before.marker).toMatchObject({ rating: 0, reviews: 0 });

    await ann.as.mutation(api.reviews.create, {
      shopId,
      ...REVIEW,
      drinkRating: 5,
      shopRating: 4,
      staffRating: 3,
      photos: [],
    });
    // The reviewer's mutation leaves the shared totals to one job (and the feed to its own).
    const scheduled = await backend.t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
    const steps = scheduled.map((job) => scheduledStep(job).name);
    expect(steps.filter((name) => !name.startsWith("feed"))).toEqual(["totals:reviewAdded"]);
    expect((await shopAndMarker(backend, shopId)).totals).toBeUndefined();
    await finishScheduled(backend);
    const once = await shopAndMarker(backend, shopId);
    expect(once.totals).toEqual({ reviews: 1, coffee: 5, vibe: 4, staff: 3 });
    expect(once.marker).toMatchObject({ shopId, name: "Crowd 7", rating: 4, reviews: 1 });
    // Updated in place: same tile document, same position; the other markers are untouched.
    expect([once.tileId, once.index]).toEqual([before.tileId, before.index]);
    expect(markersOf(once.tile).filter((m) => m.shopId !== shopId)).toEqual(
      markersOf(before.tile).filter((m) => m.shopId !== shopId),
    );

    await bob.as.mutation(api.reviews.create, {
      shopId,
      ...REVIEW,
      drinkRating: 4,
      shopRating: 2,
      staffRating: 5,
      photos: [],
    });
    await finishScheduled(backend);
    const twice = await shopAndMarker(backend, shopId);
    expect(twice.totals).toEqual({ reviews: 2, coffee: 9, vibe: 6, staff: 8 });
    // (9 + 6 + 8) / 6 = 3.83
    expect(twice.marker).toMatchObject({ rating: 3.8, reviews: 2 });
    const { shops } = await ann.as.query(api.shops.inViewport, AREA);
    expect(shops.find((s) => s._id === shopId)).toMatchObject({ rating: 3.8, reviews: 2 });
    expect(shops.filter((s) => s._id !== shopId).every((s) => s.rating === 0 && s.reviews === 0)).toBe(true);
  });

  it("leaves the totals and the marker as they were when a review is refused", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    await establish(backend, ann.userId);
    const shopId = await backend.t.run((ctx) => insertShop(ctx, ann.userId, SPOT));
    await ann.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await finishScheduled(backend);
    const before = await shopAndMarker(backend, shopId);
    await expect(
      ann.as.mutation(api.reviews.create, { shopId, ...REVIEW, staffRating: 6, text: "Too good", photos: [] }),
    ).rejects.toThrow(MESSAGES.reviewRating("staff"));
    // The same review sent again is the one already stored, counted once.
    await ann.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await finishScheduled(backend);
    expect(await shopAndMarker(backend, shopId)).toEqual(before);
    expect(before.totals).toEqual({
      reviews: 1,
      coffee: REVIEW.drinkRating,
      vibe: REVIEW.shopRating,
      staff: REVIEW.staffRating,
    });
  });

  it("shows the summary everywhere a shop is shown: panel, dropdown, feed and recommendations", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend, { firstName: "Ann" });
    const bob = await signUp(backend, {
      firstName: "Bob",
      selectedRoast: "Light",
      cafeDrink: "Pour Over",
      cafeTemp: "Hot",
    });
    for (const { userId } of [ann, bob]) await establish(backend, userId);
    await bob.as.mutation(api.follows.follow, { userId: ann.userId });
    const [rated] = await backend.t.run(async (ctx) => [
      await insertShop(ctx, ann.userId, { name: "Rated Roasters", city: "BOSTON", state: "MA" }),
      await insertShop(ctx, ann.userId, { name: "Quiet Corner", city: "BOSTON", state: "MA" }),
    ]);
    const taste = { roast: "Light", bev: "Pour Over", temp: "Hot" };
    await ann.as.mutation(api.reviews.create, {
      shopId: rated,
      ...REVIEW,
      ...taste,
      drinkRating: 5,
      shopRating: 5,
      staffRating: 4,
      photos: [],
    });
    await backend.t.run((ctx) =>
      insertReview(ctx, rated, bob.userId, { drinkRating: 4, shopRating: 3, staffRating: 4 }),
    );
    await finishScheduled(backend);
    const summary = { reviews: 2, coffee: 4.5, vibe: 4, staff: 4, overall: 4.2 };

    const panel = await bob.as.query(api.shopPanel.shared, { id: rated });
    expect(panel!.shop.ratingTotals).toEqual({ reviews: 2, coffee: 9, vibe: 8, staff: 8 });
    expect(
      (
        await bob.as.query(api.shops.inCity, {
          state: "MA",
          city: "BOSTON",
          paginationOpts: { numItems: 100, cursor: null },
        })
      ).page,
    ).toEqual([
      expect.objectContaining({ name: "Quiet Corner", ratings: null }),
      expect.objectContaining({ name: "Rated Roasters", ratings: summary }),
    ]);
    const feed = await bob.as.query(api.feed.list, { now: Date.now(), page: 1 });
    expect(
      feed.items.map((item) => [
        item.kind,
        item.kind === "review" ? item.review.shopName : item.kind === "shop" ? item.shop.name : item.listTitle,
        item.kind === "shop" ? item.ratings : "–",
      ]),
    ).toEqual([
      ["review", "Rated Roasters", "–"],
      ["shop", "Quiet Corner", null],
      ["shop", "Rated Roasters", summary],
    ]);
    const picks = await bob.as.query(api.recommendations.forMe, {
      state: "MA",
      city: "Boston",
      roast: "Light",
      drink: "Pour Over",
      temp: "Hot",
    });
    expect(picks.shops.map((pick) => [pick.name, pick.ratings])).toEqual([["Rated Roasters", summary]]);
  });

  it("the demo seed's shops carry their reviews' ratings, on the shop and its marker", async () => {
    const backend = await createBackend();
    await backend.t.action(internal.seed.demo, {});
    await backend.t.run(async (ctx) => {
      const markers = (await ctx.db.query("mapTiles").collect()).flatMap(markersOf);
      let rated = 0;
      for (const shop of await ctx.db.query("shops").collect()) {
        const reviews = await ctx.db
          .query("reviews")
          .withIndex("by_shop", (q) => q.eq("shopId", shop._id))
          .collect();
        const sum = (pick: (r: (typeof reviews)[number]) => number) => reviews.reduce((total, r) => total + pick(r), 0);
        const totals = {
          reviews: reviews.length,
          coffee: sum((r) => r.drinkRating),
          vibe: sum((r) => r.shopRating),
          staff: sum((r) => r.staffRating),
        };
        const kept = (await shopTotalsNow(ctx, shop._id)).ratingTotals;
        expect(kept ?? { reviews: 0, coffee: 0, vibe: 0, staff: 0 }, shop.name).toEqual(totals);
        expect(
          markers.find((m) => m.shopId === shop._id),
          shop.name,
        ).toMatchObject(markerRating(totals));
        if (reviews.length > 0) rated++;
      }
      expect(rated).toBeGreaterThan(0);
    });
  });
});
