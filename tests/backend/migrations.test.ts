import { describe, expect, it } from "vitest";
import { convexToJson, type Value } from "convex/values";
import { internal } from "@convex/_generated/api";
import type { Doc, Id } from "@convex/_generated/dataModel";
import { markerOf, markersOf } from "@convex/model/mapTiles";
import { openingHoursToStore } from "@convex/model/openingHours";
import { tileOf } from "@convex/rules/geo";
import { reviewOverall } from "@convex/rules/ratings";
import { createBackend, finishScheduled, signUp } from "../support/backendHarness";
import { reviewDoc, shopDoc } from "../support/testData";

// Each migration of convex/migrations.ts on data stored in the shape an older deployment has (fields
// missing, or counters that counted only what happened after the deploy): a dry run changes nothing, the
// run brings today's shape, and a second run from the start changes nothing.

const TABLES = ["users", "badges", "follows", "shops", "reviews", "mapTiles", "places"] as const;

type Backend = Awaited<ReturnType<typeof createBackend>>;
type Migration = typeof internal.migrations.reviewSortFields;

/** Every document of the tables a migration may touch, bytes included (JSON.stringify drops ArrayBuffers). */
function snapshot(backend: Backend): Promise<string> {
  return backend.t.run(async (ctx) => {
    const all: Record<string, Value[]> = {};
    for (const table of TABLES) all[table] = await ctx.db.query(table).collect();
    return JSON.stringify(convexToJson(all));
  });
}

/** What the component says of a migration (its `migrations` table: cursor, processed, done). */
function statusOf(backend: Backend, name: string) {
  const t = backend.t as unknown as {
    runInComponent: <T>(
      path: string,
      run: (ctx: { db: { query: (table: string) => { collect: () => Promise<T[]> } } }) => Promise<T[]>,
    ) => Promise<T[]>;
  };
  return t
    .runInComponent<{ name: string; isDone: boolean; processed: number; cursor: string | null }>("migrations", (ctx) =>
      ctx.db.query("migrations").collect(),
    )
    .then((rows) => rows.find((row) => row.name === name));
}

/** As an operator runs it: a dry run first, which must leave every document as it was, then for real to the end. */
async function migrate(backend: Backend, migration: Migration): Promise<void> {
  const before = await snapshot(backend);
  const dryRun = (await backend.t.mutation(migration, { dryRun: true })) as { processed: number };
  expect(dryRun.processed, "a dry run works through a batch").toBeGreaterThan(0);
  await finishScheduled(backend);
  expect(await snapshot(backend), "a dry run commits nothing").toBe(before);
  await backend.t.mutation(migration, {});
  await finishScheduled(backend);
}

/** Runs it again from the start (`reset`): nothing is in the old shape any more, so nothing changes. */
async function expectNothingMoreToDo(backend: Backend, migration: Migration): Promise<void> {
  const after = await snapshot(backend);
  await backend.t.mutation(migration, { reset: true });
  await finishScheduled(backend);
  expect(await snapshot(backend), "a second run changes nothing").toBe(after);
}

const get = <T extends "users" | "shops" | "reviews">(backend: Backend, id: Id<T>) =>
  backend.t.run((ctx) => ctx.db.get(id)) as Promise<Doc<T>>;

/** A shop document as it was stored before opening hours, ratings and tiles: no week, zone or totals, not on the map, not counted in places. */
function insertOldShop(backend: Backend, userId: Id<"users">, fields: Parameters<typeof shopDoc>[1] = {}) {
  return backend.t.run((ctx) => ctx.db.insert("shops", shopDoc(userId, fields)));
}

const comparable = (marker: ReturnType<typeof markerOf> | undefined) =>
  marker && { ...marker, week: marker.week && [...marker.week] };

/** The marker a shop's tile holds for it (its week as numbers), or undefined. */
async function markerInTiles(backend: Backend, shop: Doc<"shops">) {
  const tiles = await backend.t.run(async (ctx) => {
    const { lngCell, latCell } = tileOf(shop.lat, shop.lng);
    return await ctx.db
      .query("mapTiles")
      .withIndex("by_lngCell_latCell", (q) => q.eq("lngCell", lngCell).eq("latCell", latCell))
      .collect();
  });
  return comparable(tiles.flatMap((tile) => markersOf(tile)).find((marker) => marker.shopId === shop._id));
}

describe("migrations for an older deployment", () => {
  it("reviewSortFields: reviews from before sorting get their overall rating and no votes; newer ones keep theirs", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const shopId = await insertOldShop(backend, ann.userId);
    const shop = await get(backend, shopId);
    const {
      overall: _o,
      helpfulCount: _h,
      ...old
    } = reviewDoc(shop, ann.userId, { drinkRating: 5, shopRating: 4, staffRating: 2 });
    const oldId = await backend.t.run((ctx) => ctx.db.insert("reviews", old));
    const newId = await backend.t.run((ctx) =>
      ctx.db.insert("reviews", reviewDoc(shop, ann.userId, { helpfulCount: 3 })),
    );

    await migrate(backend, internal.migrations.reviewSortFields);
    expect(await get(backend, oldId)).toMatchObject({ overall: reviewOverall(old), helpfulCount: 0 });
    expect(reviewOverall(old)).toBe(3.7);
    expect(await get(backend, newId)).toMatchObject({ helpfulCount: 3 });
    expect(await statusOf(backend, "migrations:reviewSortFields")).toMatchObject({ isDone: true, processed: 2 });
    await expectNothingMoreToDo(backend, internal.migrations.reviewSortFields);
  });

  it("profileStates: a state saved as typed is stored upper case, as shops store theirs", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend, { yourCity: "Boston", yourState: "MA" });
    const bob = await signUp(backend, { yourCity: "Providence", yourState: "RI" });
    const cleo = await signUp(backend);
    await backend.t.run((ctx) => ctx.db.patch("users", ann.userId, { yourState: "ma" }));

    await migrate(backend, internal.migrations.profileStates);
    expect((await get(backend, ann.userId)).yourState).toBe("MA");
    expect((await get(backend, bob.userId)).yourState).toBe("RI");
    expect((await get(backend, cleo.userId)).yourState).toBe("");
    await expectNothingMoreToDo(backend, internal.migrations.profileStates);
  });

  it("peopleFields: follower, following and review counts from the rows, and the home key, except on a deleted account", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend, { yourCity: "Boston", yourState: "MA" });
    const bob = await signUp(backend, { yourCity: "  cambridge ", yourState: "ma" });
    const cleo = await signUp(backend);
    const gone = await signUp(backend);
    await backend.t.run(async (ctx) => {
      // Stored before people lists: no counters, no home key; follows and reviews already there.
      for (const { userId } of [ann, bob, cleo]) {
        await ctx.db.patch("users", userId, {
          followers: undefined,
          following: undefined,
          reviewCount: undefined,
          homeKey: undefined,
        });
      }
      for (const [followerId, followeeId] of [
        [ann.userId, bob.userId],
        [cleo.userId, bob.userId],
        [bob.userId, ann.userId],
      ] as const) {
        await ctx.db.insert("follows", { followerId, followeeId });
      }
      const badge = await ctx.db
        .query("badges")
        .withIndex("by_user", (q) => q.eq("userId", bob.userId))
        .unique();
      await ctx.db.patch("badges", badge!._id, { reviews: 2 });
      // A follow made after the deploy counted from nothing: Cleo "follows 1" would be right by luck, so make it wrong.
      await ctx.db.patch("users", cleo.userId, { following: 5 });
      await ctx.db.replace("users", gone.userId, { deletedAt: 1, followers: 4, following: 4 });
    });

    await migrate(backend, internal.migrations.peopleFields);
    expect(await get(backend, ann.userId)).toMatchObject({
      followers: 1,
      following: 1,
      reviewCount: 0,
      homeKey: "MA|BOSTON",
    });
    expect(await get(backend, bob.userId)).toMatchObject({
      followers: 2,
      following: 1,
      reviewCount: 2,
      homeKey: "MA|CAMBRIDGE",
    });
    const cleoNow = await get(backend, cleo.userId);
    expect(cleoNow).toMatchObject({ followers: 0, following: 1, reviewCount: 0 });
    expect(cleoNow.homeKey).toBeUndefined();
    expect(await get(backend, gone.userId)).toMatchObject({ deletedAt: 1, followers: 4, following: 4 });
    await expectNothingMoreToDo(backend, internal.migrations.peopleFields);
  });

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
    for (const id of [never, since]) {
      const shop = await get(backend, id);
      expect(shop.ratingTotals).toEqual({ reviews: 2, coffee: 8, vibe: 8, staff: 8 });
      expect(await markerInTiles(backend, shop)).toMatchObject({ reviews: 2, rating: 4 });
    }
    expect((await get(backend, unreviewed)).ratingTotals).toBeUndefined();
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

  it("runAll: runs each in order once, skips finished ones, and a dry run of the series changes nothing", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend, { yourCity: "Boston", yourState: "MA" });
    const shopId = await insertOldShop(backend, ann.userId, { hours: "Daily 7am-5pm" });
    await backend.t.run(async (ctx) => {
      const shop = (await ctx.db.get(shopId))!;
      const { overall: _o, helpfulCount: _h, ...old } = reviewDoc(shop, ann.userId);
      await ctx.db.insert("reviews", old);
      await ctx.db.patch("users", ann.userId, { yourState: "ma", reviewCount: undefined, homeKey: undefined });
    });

    await migrate(backend, internal.migrations.runAll);
    const shop = await get(backend, shopId);
    expect(shop).toMatchObject({
      openingHours: "Mo-Su 07:00-17:00",
      timeZone: "America/New_York",
      ratingTotals: { reviews: 1 },
    });
    expect(await markerInTiles(backend, shop)).toEqual(comparable(markerOf(shop)));
    expect(await get(backend, ann.userId)).toMatchObject({ yourState: "MA", homeKey: "MA|BOSTON" });
    for (const name of [
      "reviewSortFields",
      "profileStates",
      "peopleFields",
      "shopHours",
      "shopRatings",
      "mapMarkers",
      "placeCounts",
    ]) {
      expect(await statusOf(backend, `migrations:${name}`), name).toMatchObject({ isDone: true });
    }
    // Run again as a deploy script would: everything is done, nothing runs.
    const after = await snapshot(backend);
    await backend.t.mutation(internal.migrations.runAll, {});
    await finishScheduled(backend);
    expect(await snapshot(backend)).toBe(after);
  });

  it("resumes from its cursor after its worker stopped, and starts over only when asked (reset)", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const shop = await get(backend, await insertOldShop(backend, ann.userId));
    const ids = await backend.t.run(async (ctx) => {
      const inserted: Id<"reviews">[] = [];
      for (let i = 0; i < 3; i++) {
        const { overall: _o, helpfulCount: _h, ...old } = reviewDoc(shop, ann.userId, { number: i + 1 });
        inserted.push(await ctx.db.insert("reviews", old));
      }
      return inserted;
    });
    // One batch of one review, then its worker is lost (a failed batch, a stopped deployment).
    await backend.t.mutation(internal.migrations.reviewSortFields, { batchSize: 1 });
    await backend.t.run(async (ctx) => {
      for (const job of await ctx.db.system.query("_scheduled_functions").collect()) {
        if (job.state.kind === "pending") await ctx.scheduler.cancel(job._id);
      }
    });
    expect(await statusOf(backend, "migrations:reviewSortFields")).toMatchObject({ isDone: false, processed: 1 });
    // The first review back in the old shape: a resume does not go back to it.
    await backend.t.run((ctx) => ctx.db.patch("reviews", ids[0]!, { overall: undefined, helpfulCount: undefined }));

    await backend.t.mutation(internal.migrations.reviewSortFields, {});
    await finishScheduled(backend);
    expect((await get(backend, ids[0]!)).overall).toBeUndefined();
    for (const id of ids.slice(1)) expect((await get(backend, id)).helpfulCount).toBe(0);
    expect(await statusOf(backend, "migrations:reviewSortFields")).toMatchObject({ isDone: true, processed: 3 });

    await backend.t.mutation(internal.migrations.reviewSortFields, { reset: true });
    await finishScheduled(backend);
    expect((await get(backend, ids[0]!)).helpfulCount).toBe(0);
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
