import { describe, expect, it } from "vitest";
import { internal } from "@convex/_generated/api";
import type { Doc, Id } from "@convex/_generated/dataModel";
import { markerOf } from "@convex/model/mapTiles";
import { openingHoursToStore } from "@convex/model/openingHours";
import { tileOf } from "@convex/rules/geo";
import { createBackend, signUp } from "../../support/backendHarness";
import {
  comparable,
  expectNothingMoreToDo,
  get,
  insertOldShop,
  markerInTiles,
  migrate,
} from "../../support/oldDeployment";
import { reviewDoc } from "../../support/testData";
import { shopTotalsNow } from "../../support/counts";

// Each migration of convex/migrations.ts on data stored in the shape an older deployment has (fields
// missing, or counters that counted only what happened after the deploy): a dry run changes nothing, the
// run brings today's shape, and a second run from the start changes nothing.
// Here the migrations of shops and what is counted from them: shopHours, shopRatings, mapMarkers and placeCounts.

describe("migrations for an older deployment", () => {
  it("shopHours: typed hours that read for sure become the week, every shop gets its time zone, and the marker follows", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const readable = await insertOldShop(backend, ann.userId, { hours: "Mon-Fri 7am-5pm" });
    const unreadable = await insertOldShop(backend, ann.userId, { hours: "Call ahead", lat: 42.3611, lng: -71.0579 });
    // On the map as the old code put it: no week.
    await backend.t.run(async (ctx) => {
      for (const id of [readable, unreadable]) {
        const shop = (await ctx.db.get(id))!;
        await ctx.db.insert("mapTiles", {
          ...tileOf(shop.lat, shop.lng),
          shopIds: [id],
          names: [shop.name],
          roastStyles: [shop.roastStyle],
          lats: [shop.lat],
          lngs: [shop.lng],
        });
      }
    });

    await migrate(backend, internal.migrations.shopHours);
    const shop = await get(backend, readable);
    expect(shop.openingHours).toBe(openingHoursToStore(undefined, "Mon-Fri 7am-5pm"));
    expect(shop.openingHours).toMatch(/^Mo-Fr 07:00-17:00/);
    expect(shop.timeZone).toBe("America/New_York");
    expect((await markerInTiles(backend, shop))?.week).not.toBeNull();
    const other = await get(backend, unreadable);
    expect(other.openingHours).toBeUndefined();
    expect(other.timeZone).toBe("America/New_York");
    await expectNothingMoreToDo(backend, internal.migrations.shopHours);
  });

  it("shopRatings: totals counted from the shown reviews, whether absent or counting only the reviews since, with the marker's copy", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const [never, since, unreviewed] = [
      await insertOldShop(backend, ann.userId),
      await insertOldShop(backend, ann.userId, { lat: 42.37 }),
      await insertOldShop(backend, ann.userId, { lat: 42.38 }),
    ];
    await backend.t.run(async (ctx) => {
      for (const id of [never, since]) {
        const shop = (await ctx.db.get(id))!;
        await ctx.db.insert("reviews", reviewDoc(shop, ann.userId, { drinkRating: 5, shopRating: 4, staffRating: 3 }));
        await ctx.db.insert("reviews", reviewDoc(shop, ann.userId, { drinkRating: 3, shopRating: 4, staffRating: 5 }));
        await ctx.db.insert(
          "reviews",
          reviewDoc(shop, ann.userId, { drinkRating: 1, shopRating: 1, staffRating: 1, hiddenAt: 1 }),
        );
        await ctx.db.insert("mapTiles", { ...tileOf(shop.lat, shop.lng), ...columns(shop) });
      }
      // A review written after the deploy counted from nothing.
      await ctx.db.patch("shops", since, { ratingTotals: { reviews: 1, coffee: 3, vibe: 4, staff: 5 } });
    });

    await migrate(backend, internal.migrations.shopRatings);
    const totalsOf = async (id: Id<"shops">) => (await backend.t.run((ctx) => shopTotalsNow(ctx, id))).ratingTotals;
    for (const id of [never, since]) {
      const shop = await get(backend, id);
      expect(await totalsOf(id)).toEqual({ reviews: 2, coffee: 8, vibe: 8, staff: 8 });
      expect(await markerInTiles(backend, shop)).toMatchObject({ reviews: 2, rating: 4 });
    }
    expect(await totalsOf(unreviewed)).toBeUndefined();
    await expectNothingMoreToDo(backend, internal.migrations.shopRatings);
  });

  it("mapMarkers: a shop missing from the map, and tiles written before ratings, traits and weeks, hold today's markers", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const fields = {
      openingHours: "Mo-Su 07:00-17:00",
      timeZone: "America/New_York",
      ratingTotals: { reviews: 2, coffee: 9, vibe: 8, staff: 7 },
      glutenFriendly: true,
    };
    const inOldTile = [
      await insertOldShop(backend, ann.userId, fields),
      await insertOldShop(backend, ann.userId, { roastStyle: "dark", lat: 42.3602 }),
    ];
    const offMap = await insertOldShop(backend, ann.userId, { ...fields, lat: 42.4 });
    await backend.t.run(async (ctx) => {
      const shops = await Promise.all(inOldTile.map(async (id) => (await ctx.db.get(id))!));
      // The oldest tile shape: roast styles as strings, no ratings, traits or weeks.
      await ctx.db.insert("mapTiles", {
        ...tileOf(shops[0]!.lat, shops[0]!.lng),
        shopIds: shops.map((s) => s._id),
        names: shops.map((s) => s.name),
        roastStyles: shops.map((s) => s.roastStyle),
        lats: shops.map((s) => s.lat),
        lngs: shops.map((s) => s.lng),
      });
    });

    await migrate(backend, internal.migrations.mapMarkers);
    for (const id of [...inOldTile, offMap]) {
      const shop = await get(backend, id);
      expect(await markerInTiles(backend, shop), shop.name).toEqual(comparable(markerOf(shop)));
    }
    const tiles = await backend.t.run((ctx) => ctx.db.query("mapTiles").collect());
    expect(tiles).toHaveLength(2);
    for (const tile of tiles)
      expect(tile.roastStyles === undefined && tile.ratings && tile.traits && tile.weeks).toBeTruthy();
    await expectNothingMoreToDo(backend, internal.migrations.mapMarkers);
  });

  it("placeCounts: every town and state counted from its shops, over rows that counted only the shops since", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    for (const [city, state] of [
      ["BOSTON", "MA"],
      ["BOSTON", "MA"],
      ["BOSTON", "MA"],
      ["CAMBRIDGE", "MA"],
      ["PROVIDENCE", "RI"],
    ]) {
      await insertOldShop(backend, ann.userId, { city, state });
    }
    await backend.t.run(async (ctx) => {
      await ctx.db.insert("places", { level: "state", state: "MA", city: "", shops: 1 });
      await ctx.db.insert("places", { level: "city", state: "MA", city: "BOSTON", shops: 1 });
    });
    const places = () =>
      backend.t.run(async (ctx) =>
        (await ctx.db.query("places").collect())
          .map(({ level, state, city, shops }) => `${level} ${state} ${city} ${shops}`)
          .sort(),
      );

    await migrate(backend, internal.migrations.placeCounts);
    expect(await places()).toEqual([
      "city MA BOSTON 3",
      "city MA CAMBRIDGE 1",
      "city RI PROVIDENCE 1",
      "state MA  4",
      "state RI  1",
    ]);
    await expectNothingMoreToDo(backend, internal.migrations.placeCounts);
  });

  it("ratingsToShopTotals: a shop's ratings and uncounted reviews move into its shopTotals row; a row a job started is kept", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const rated = await insertOldShop(backend, ann.userId, {
      ratingTotals: { reviews: 2, coffee: 9, vibe: 8, staff: 7 },
      uncountedReviews: 1,
    });
    const started = await insertOldShop(backend, ann.userId, {
      ratingTotals: { reviews: 1, coffee: 5, vibe: 5, staff: 5 },
    });
    const unreviewed = await insertOldShop(backend, ann.userId);
    // A review's job after the deploy, before the migration: it started the row from the shop's fields.
    const jobRow = { reviews: 2, coffee: 9, vibe: 9, staff: 9 };
    await backend.t.run((ctx) => ctx.db.insert("shopTotals", { shopId: started, ratingTotals: jobRow }));

    await migrate(backend, internal.migrations.ratingsToShopTotals);
    const now = (id: Id<"shops">) => backend.t.run((ctx) => shopTotalsNow(ctx, id));
    expect(await now(rated)).toEqual({
      ratingTotals: { reviews: 2, coffee: 9, vibe: 8, staff: 7 },
      uncountedReviews: 1,
    });
    expect((await now(started)).ratingTotals).toEqual(jobRow);
    expect(await now(unreviewed)).toEqual({ ratingTotals: undefined, uncountedReviews: undefined });
    expect(await backend.t.run((ctx) => ctx.db.query("shopTotals").collect())).toHaveLength(2);
    for (const id of [rated, started, unreviewed]) {
      const shop = await get(backend, id);
      expect([shop.ratingTotals, shop.uncountedReviews]).toEqual([undefined, undefined]);
    }
    await expectNothingMoreToDo(backend, internal.migrations.ratingsToShopTotals);
  });
});

/** A tile's columns for one shop as written before traits and weeks: a roast-style string and no ratings. */
function columns(shop: Doc<"shops">) {
  return {
    shopIds: [shop._id],
    names: [shop.name],
    roastStyles: [shop.roastStyle],
    lats: [shop.lat],
    lngs: [shop.lng],
  };
}
