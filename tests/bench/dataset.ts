import type { TestConvex } from "convex-test";
import type { Doc, Id } from "@convex/_generated/dataModel";
import { feedCounts, type Activity } from "@convex/model/feedRows";
import { TILE_CAPACITY, columnsOf, markerOf, type MapMarker } from "@convex/model/mapTiles";
import { tileOf } from "@convex/rules/geo";
import { closedWeek, sameEveryDay, toOpeningHours, type Week } from "@convex/rules/openingHours";
import { timeZoneField } from "@convex/rules/timeZone";
import cities from "@convex/data/usCities.json";
import { DRINKS, PROCESSES, PROFILE_MILKS, ROASTS, SHOP_ROASTS, TEMPS } from "@convex/rules/catalog";
import { drinkKey } from "@convex/rules/popularDrink";
import { withReview, type RatingTotals } from "@convex/rules/ratings";
import type schema from "@convex/schema";
import { reviewDoc, shopDoc } from "../support/testData";

// The bench's data set: a large, realistic Brew Map, inserted straight into convex-test in batches.
//
// Feed rows (fan-out on write, docs/decisions/0005-feed-fan-out.md) are seeded for the two viewers
// whose feed the bench measures only (the median-follows user and the heavy user): every viewer's
// rows would be millions of documents in convex-test's in-memory store. A feed query reads only its
// viewer's rows, total and aggregate namespace, so the other viewers' rows would not change what it
// reads. They go in through the same three writes as convex/model/feedRows.ts (row, aggregate, total),
// in bulk: the data set knows each row is new, so it skips the per-row duplicate check.

export const SIZES = {
  shops: 20_000,
  users: 2_000,
  reviews: 200_000,
  follows: 20_000,
  beansEvery: 3, // beans for one shop in three
  photoEvery: 10, // one review in ten has a photo
  cities: 400,
  // One user follows this many people: 10× the average, ~11,000 feed rows. BENCH_HEAVY_FOLLOWS=500
  // gives ~55,000; convex-test's store makes seeding those rows take many minutes.
  heavyFollows: Number(process.env.BENCH_HEAVY_FOLLOWS ?? 100),
};

export type Sizes = typeof SIZES;

/** The data set shrunk by `scale` (0.01: 2,000 reviews, 200 shops, 20 users), for the scaling curve. */
export function sizesAt(scale: number): Sizes {
  const users = Math.round(SIZES.users * scale);
  return {
    ...SIZES,
    shops: Math.round(SIZES.shops * scale),
    users,
    reviews: Math.round(SIZES.reviews * scale),
    follows: Math.round(SIZES.follows * scale),
    heavyFollows: Math.min(SIZES.heavyFollows, users - 1),
  };
}

type T = TestConvex<typeof schema>;
type Row = [name: string, state: string, lat: number, lng: number, population: number];

/** Mulberry32: a small seeded generator, so every run builds the same data set. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Dataset = {
  counts: Record<string, number>;
  /** JSON size of each table's documents: what the naive design downloads. */
  bytes: Record<string, number>;
  users: Id<"users">[];
  /** The shop with the most reviews, the user with the most reviews, the user who follows the most people. */
  busiestShop: Doc<"shops">;
  busiestReviewer: Id<"users">;
  keenestFollower: Id<"users">;
  /** A user who follows a typical number of people (the median). */
  typicalFollower: Id<"users">;
  /** How many followers each user has (who a new review or shop fans out to). */
  followers: Map<Id<"users">, number>;
  /**
   * Someone the first bench user does not follow, with the most activity: the follow rows measure
   * the user's own mutation (the copy is scheduled; writes.test.ts measures its batches).
   */
  busyAuthor: { userId: Id<"users">; items: number };
  /** Feed rows seeded per measured viewer (all inside the 30-day window). */
  feedRows: Map<Id<"users">, number>;
  /** A city with many shops, for dropdown and viewport measurements. */
  busyCity: { state: string; city: string; lat: number; lng: number };
  seconds: number;
};

type Ctx = Parameters<Parameters<TestConvex<typeof schema>["run"]>[0]>[0];

async function inBatches<I>(t: T, items: I[], size: number, insert: (ctx: Ctx, item: I) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) {
    const batch = items.slice(start, start + size);
    await t.run(async (ctx) => {
      for (const item of batch) await insert(ctx, item);
    });
  }
}

const range = (open: string, close: string) => ({ open, close });
const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr"] as const;
const week = (weekdays: Week["Mo"], saturday: Week["Sa"], sunday: Week["Su"]): Week => ({
  ...closedWeek(),
  ...Object.fromEntries(WEEKDAYS.map((day) => [day, weekdays])),
  Sa: saturday,
  Su: sunday,
});
/** Opening hours as shops commonly keep them; one shop in five has none ("Hours not confirmed"). */
const BENCH_HOURS: [share: number, openingHours: string | undefined][] = [
  [0.4, toOpeningHours(week([range("07:00", "18:00")], [range("08:00", "17:00")], [range("08:00", "17:00")]))],
  [0.25, toOpeningHours(sameEveryDay([range("06:30", "19:00")]))],
  [0.1, toOpeningHours(week([range("07:00", "15:00")], [range("08:00", "14:00")], []))],
  [
    0.05,
    toOpeningHours(
      week([range("07:00", "12:00"), range("13:00", "22:00")], [range("09:00", "01:00")], [range("09:00", "16:00")]),
    ),
  ],
  [0.2, undefined],
];

/** A shop's yes/no options and opening hours, with how often shops have each. */
function benchOptions(rand: () => number) {
  let x = rand();
  const openingHours = BENCH_HOURS.find(([share]) => (x -= share) < 0)?.[1];
  return {
    dairyFree: rand() < 0.5,
    glutenFriendly: rand() < 0.3,
    mealOptions: rand() < 0.3,
    bakeryOptions: rand() < 0.6,
    roastsOwnBeans: rand() < 0.3,
    ...(openingHours ? { openingHours } : {}),
  };
}

/** `_id` and `_creationTime` as JSON. */
const SYSTEM_FIELDS_BYTES = JSON.stringify({
  _id: "10000;reviews00000000000",
  _creationTime: 1763700000000.123,
}).length;

export async function seedDataset(t: T, sizes: Sizes = SIZES, seed = 7): Promise<Dataset> {
  const started = Date.now();
  const bytes: Record<string, number> = {};
  const sized = <D>(table: string, doc: D): D => {
    bytes[table] = (bytes[table] ?? 0) + JSON.stringify(doc).length + SYSTEM_FIELDS_BYTES;
    return doc;
  };
  const rand = random(seed);
  const pick = <V>(list: readonly V[]): V => list[Math.floor(rand() * list.length)]!;
  const gauss = () => (rand() + rand() + rand() - 1.5) / 1.5;

  // Users and their (empty) badges.
  const userDocs = Array.from({ length: sizes.users }, (_, i) => ({
    name: `Bench User${i}`,
    email: `bench${i}@brewmap.test`,
    firstName: "Bench",
    lastName: `User${i}`,
    isActive: true,
    selectedRoast: pick(ROASTS),
    cafeDrink: pick(DRINKS),
    cafeMilk: pick(PROFILE_MILKS),
    cafeTemp: pick(TEMPS),
    favCafe: "",
    homeDrink: pick(DRINKS),
    homeMilk: pick(PROFILE_MILKS),
    homeTemp: pick(TEMPS),
    yourCity: "",
    yourState: "",
    about: "",
    // Long-standing members: their votes and presence count (rules/trust.ts), the costly case.
    establishedAt: 0,
  }));
  const users: Id<"users">[] = [];
  await inBatches(t, userDocs, 1000, async (ctx, doc) => users.push(await ctx.db.insert("users", sized("users", doc))));

  // Shops over the largest US cities, more where more people live.
  const top = (cities as Row[]).slice(0, sizes.cities);
  const weights = top.map((row) => Math.pow(row[4], 0.6));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shopCity = (): Row => {
    let x = rand() * total;
    for (const [i, w] of weights.entries()) if ((x -= w) <= 0) return top[i]!;
    return top[0]!;
  };
  // Options and opening hours come from a generator of their own, so the rest of the data set (and
  // every other figure) stays what it was before the map had filters.
  const traitRand = random(seed + 1);
  const shopInputs = Array.from({ length: sizes.shops }, (_, i) => {
    const [name, state, lat, lng] = shopCity();
    const [roastStyle, beverages] = [pick(SHOP_ROASTS), [pick(DRINKS), pick(DRINKS)]];
    const point = { lat: lat + gauss() * 0.05, lng: lng + gauss() * 0.05 };
    return shopDoc(users[i % users.length]!, {
      name: `Bench Coffee ${i}`,
      streetAddress: `${i + 1} Bench St`,
      city: name.toUpperCase(),
      state,
      roastStyle,
      beverages,
      ...point,
      ...benchOptions(traitRand),
      ...timeZoneField(point.lat, point.lng),
    });
  });
  const shops: Doc<"shops">[] = [];
  await inBatches(t, shopInputs, 2000, async (ctx, doc) =>
    shops.push((await ctx.db.get(await ctx.db.insert("shops", sized("shops", doc))))!),
  );
  // The dropdowns' places, as shops.create keeps them.
  const placeCounts = new Map<string, { level: "state" | "city"; state: string; city: string; shops: number }>();
  for (const { state, city } of shopInputs) {
    for (const place of [
      { level: "state" as const, state, city: "" },
      { level: "city" as const, state, city },
    ]) {
      const key = `${place.level}|${place.state}|${place.city}`;
      placeCounts.set(key, { ...place, shops: (placeCounts.get(key)?.shops ?? 0) + 1 });
    }
  }
  await inBatches(t, [...placeCounts.values()], 4000, (ctx, place) => ctx.db.insert("places", sized("places", place)));
  // A few stored images that review photos point at.
  const storageIds = await t.run(async (ctx) =>
    Promise.all(
      Array.from({ length: 20 }, (_, i) => ctx.storage.store(new Blob([`photo ${i}`], { type: "image/jpeg" }))),
    ),
  );

  // Reviews: a few shops are very popular (squared uniform), reviewers at random.
  const perShop = new Map<Id<"shops">, number>();
  const perUser = new Map<Id<"users">, number>();
  const reviewInputs = Array.from({ length: sizes.reviews }, (_, i) => {
    const shop = shops[Math.floor(rand() * rand() * shops.length)]!;
    const userId = pick(users);
    const number = (perShop.get(shop._id) ?? 0) + 1;
    perShop.set(shop._id, number);
    perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
    return reviewDoc(shop, userId, {
      number,
      userName: "Bench User",
      bev: pick(DRINKS),
      milk: pick(PROFILE_MILKS),
      temp: pick(TEMPS),
      roast: pick(ROASTS),
      process: pick(PROCESSES),
      drinkRating: 1 + Math.floor(rand() * 5),
      shopRating: 1 + Math.floor(rand() * 5),
      staffRating: 1 + Math.floor(rand() * 5),
      text: "A bench review: ".padEnd(120, "·"),
      photos: i % sizes.photoEvery === 0 ? [pick(storageIds)] : [],
      // One review in five found helpful by a few people (no extra draw: the data set stays the same).
      helpfulCount: i % 5 === 0 ? i % 13 : 0,
    });
  });
  // Each shop's ratings, as reviews.create keeps them (convex/model/ratings.ts): review count and sums.
  const totals = new Map<Id<"shops">, RatingTotals>();
  for (const doc of reviewInputs) totals.set(doc.shopId, withReview(totals.get(doc.shopId), doc, 1));
  await inBatches(t, [...shops.entries()], 2000, async (ctx, [i, shop]) => {
    const ratingTotals = totals.get(shop._id);
    if (!ratingTotals) return;
    await ctx.db.patch("shops", shop._id, { ratingTotals });
    bytes.shops = (bytes.shops ?? 0) + JSON.stringify({ ratingTotals }).length - 1; // the field, as `sized` counts a document
    shops[i] = { ...shop, ratingTotals };
  });

  // The map's tiles, as shops.create and reviews.create keep them (convex/model/mapTiles.ts).
  const tiles = new Map<string, MapMarker[][]>();
  for (const shop of shops) {
    const key = JSON.stringify(tileOf(shop.lat, shop.lng));
    const docs = tiles.get(key) ?? [[]];
    if (docs.at(-1)!.length === TILE_CAPACITY) docs.push([]);
    docs.at(-1)!.push(markerOf(shop));
    tiles.set(key, docs);
  }
  const tileDocs = [...tiles].flatMap(([key, docs]) =>
    docs.map((markers) => ({ ...(JSON.parse(key) as ReturnType<typeof tileOf>), ...columnsOf(markers) })),
  );
  await inBatches(t, tileDocs, 500, (ctx, tile) => ctx.db.insert("mapTiles", sized("mapTiles", tile)));

  const stats = new Map<string, Omit<Doc<"drinkStats">, "_id" | "_creationTime">>();
  let reviewCount = 0;
  let photoCount = 0;
  const activityOf = new Map<Id<"users">, Activity[]>();
  const addActivity = (activity: Activity) => {
    const list = activityOf.get(activity.authorId);
    if (list) list.push(activity);
    else activityOf.set(activity.authorId, [activity]);
  };
  for (const shop of shops)
    addActivity({ kind: "shop", activityId: shop._id, authorId: shop.submittedBy, time: shop._creationTime });
  await inBatches(t, reviewInputs, 4000, async (ctx, doc) => {
    const reviewId = await ctx.db.insert("reviews", sized("reviews", doc));
    addActivity({
      kind: "review",
      activityId: reviewId,
      authorId: doc.userId,
      time: (await ctx.db.get(reviewId))!._creationTime,
    });
    reviewCount++;
    for (const storageId of doc.photos) {
      await ctx.db.insert("photos", sized("photos", { shopId: doc.shopId, reviewId, userId: doc.userId, storageId }));
      photoCount++;
    }
    if (doc.drinkRating >= 4) {
      const key = drinkKey(doc);
      const id = `${doc.shopId}|${key}`;
      const row = stats.get(id);
      if (row) row.count++;
      else
        stats.set(id, {
          shopId: doc.shopId,
          key,
          temp: doc.temp,
          milk: doc.milk,
          bev: doc.bev,
          roast: doc.roast,
          process: doc.process,
          count: 1,
          lastReviewAt: reviewCount,
        });
    }
  });
  await inBatches(t, [...stats.values()], 4000, (ctx, doc) => ctx.db.insert("drinkStats", sized("drinkStats", doc)));

  // Follows: unique random pairs.
  // One very social user follows sizes.heavyFollows people; the rest at random.
  const pairs = new Set<string>(Array.from({ length: sizes.heavyFollows }, (_, i) => `0:${i + 1}`));
  while (pairs.size < sizes.follows) {
    const a = Math.floor(rand() * users.length);
    const b = Math.floor(rand() * users.length);
    if (a !== b) pairs.add(`${a}:${b}`);
  }
  const following = new Map<Id<"users">, number>();
  const followers = new Map<Id<"users">, number>();
  const followeesOf = new Map<Id<"users">, Id<"users">[]>();
  await inBatches(t, [...pairs], 4000, (ctx, pair) => {
    const [follower, followee] = pair.split(":").map((i) => users[Number(i)]!);
    following.set(follower!, (following.get(follower!) ?? 0) + 1);
    followers.set(followee!, (followers.get(followee!) ?? 0) + 1);
    followeesOf.set(follower!, [...(followeesOf.get(follower!) ?? []), followee!]); // ~10 each
    return ctx.db.insert("follows", sized("follows", { followerId: follower!, followeeId: followee! }));
  });
  const keenestFollower = [...following.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const typicalFollower = [...following.entries()].sort((a, b) => a[1] - b[1])[Math.floor(following.size / 2)]![0];

  // Feed rows of the two measured viewers (see the top of this file).
  const feedRows = new Map<Id<"users">, number>();
  for (const viewerId of new Set([typicalFollower, keenestFollower])) {
    const rows = (followeesOf.get(viewerId) ?? []).flatMap((authorId) => activityOf.get(authorId) ?? []);
    // Small batches: each aggregate insert reads several index ranges, and a transaction may read 4,096.
    await inBatches(t, rows, 200, async (ctx, activity) => {
      const rowId = await ctx.db.insert("feedItems", sized("feedItems", { viewerId, ...activity }));
      await feedCounts.insert(ctx, (await ctx.db.get(rowId))!);
    });
    await t.run((ctx) => ctx.db.insert("feedTotals", { viewerId, rows: rows.length }));
    feedRows.set(viewerId, rows.length);
  }
  const firstFollows = new Set(followeesOf.get(users[0]!) ?? []);
  const [busyUserId, busyItems] = [...activityOf.entries()]
    .map(([userId, items]) => [userId, items.length] as const)
    .filter(([userId]) => userId !== users[0] && !firstFollows.has(userId))
    // In the smallest data sets the first user may follow everyone; then any other user will do.
    .sort((a, b) => b[1] - a[1])[0] ?? [users[1]!, 0];

  // Beans for one shop in three.
  const beanShops = shops.filter((_, i) => i % sizes.beansEvery === 0);
  await inBatches(t, beanShops, 4000, (ctx, shop) =>
    ctx.db.insert(
      "beans",
      sized("beans", {
        shopId: shop._id,
        updatedBy: shop.submittedBy,
        beans: [0, 1, 2].map((n) => ({
          name: `Bag ${n}`,
          roast: pick(ROASTS),
          notes: "chocolate, cherry, caramel",
          origin: "Ethiopia",
        })),
      }),
    ),
  );

  // Badge counters that match the records.
  const cafes = new Map<Id<"users">, Doc<"shops">[]>();
  for (const shop of shops) cafes.set(shop.submittedBy, [...(cafes.get(shop.submittedBy) ?? []), shop]);
  await inBatches(t, users, 2000, async (ctx, userId) => {
    const added = cafes.get(userId) ?? [];
    // The people fields kept with them (convex/model/people.ts); home: the city of the user's first shop.
    await ctx.db.patch("users", userId, {
      reviewCount: perUser.get(userId) ?? 0,
      followers: followers.get(userId) ?? 0,
      following: following.get(userId) ?? 0,
      ...(added[0] ? { homeKey: `${added[0].state}|${added[0].city}` } : {}),
    });
    return ctx.db.insert(
      "badges",
      sized("badges", {
        userId,
        cafes: added.length,
        photos: 0,
        reviews: perUser.get(userId) ?? 0,
        cities: [...new Set(added.map((s) => `${s.city}, ${s.state}`))],
      }),
    );
  });

  const most = <K>(m: Map<K, number>) => [...m.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const busiestShopId = most(perShop);
  const byCity = new Map<string, number>();
  for (const shop of shops)
    byCity.set(`${shop.state}|${shop.city}`, (byCity.get(`${shop.state}|${shop.city}`) ?? 0) + 1);
  const [state, city] = most(byCity).split("|") as [string, string];
  const cityRow = top.find((row) => row[1] === state && row[0].toUpperCase() === city)!;

  return {
    counts: {
      users: users.length,
      shops: shops.length,
      reviews: reviewCount,
      photos: photoCount,
      follows: pairs.size,
      beans: beanShops.length,
      drinkStats: stats.size,
      badges: users.length,
      feedItems: [...feedRows.values()].reduce((sum, n) => sum + n, 0),
    },
    bytes,
    users,
    busiestShop: shops.find((s) => s._id === busiestShopId)!,
    busiestReviewer: most(perUser),
    keenestFollower,
    typicalFollower,
    followers,
    busyAuthor: { userId: busyUserId, items: busyItems },
    feedRows,
    busyCity: { state, city, lat: cityRow[2], lng: cityRow[3] },
    seconds: (Date.now() - started) / 1000,
  };
}
