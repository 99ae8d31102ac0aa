import type { Doc, Id } from "@convex/_generated/dataModel";
import { busiestAuthor, insertFeedRows, shopActivity } from "./dataset/feed";
import { insertBadges, insertFollows, insertUsers } from "./dataset/people";
import { insertReviews, reviewInputs, storePhotoFiles } from "./dataset/reviews";
import { seeding, type T } from "./dataset/seeding";
import { insertBeans, insertRatings, insertShops, insertTiles } from "./dataset/shops";

// The bench's data set: a large, realistic Brew Map, inserted straight into convex-test in batches.
// Each kind of rows is built in tests/bench/dataset/ (people, shops, reviews, feed rows); here they are
// built in turn, drawing from one seeded generator in a fixed order, so every run builds the same data
// set. Feed rows are seeded for the two viewers whose feed the bench measures only (dataset/feed.ts).

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

export async function seedDataset(t: T, sizes: Sizes = SIZES, seed = 7): Promise<Dataset> {
  const started = Date.now();
  const s = seeding(t, seed);
  const users = await insertUsers(s, sizes);
  const { shops, cities } = await insertShops(s, sizes, users);
  const storageIds = await storePhotoFiles(s);
  const { inputs, perShop, perUser } = reviewInputs(s, sizes, shops, users, storageIds);
  await insertRatings(s, shops, inputs);
  await insertTiles(s, shops);
  const { activityOf, addActivity } = shopActivity(shops);
  const reviewed = await insertReviews(s, inputs, addActivity);
  const { follows, following, followers, followeesOf, keenestFollower, typicalFollower } = await insertFollows(
    s,
    sizes,
    users,
  );
  const feedRows = await insertFeedRows(s, new Set([typicalFollower, keenestFollower]), followeesOf, activityOf);
  const busyAuthor = busiestAuthor(users, followeesOf, activityOf);
  const beans = await insertBeans(s, sizes, shops);
  await insertBadges(s, users, shops, { perUser, followers, following });

  const most = <K>(m: Map<K, number>) => [...m.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const busiestShopId = most(perShop);
  const byCity = new Map<string, number>();
  for (const shop of shops)
    byCity.set(`${shop.state}|${shop.city}`, (byCity.get(`${shop.state}|${shop.city}`) ?? 0) + 1);
  const [state, city] = most(byCity).split("|") as [string, string];
  const cityRow = cities.find((row) => row[1] === state && row[0].toUpperCase() === city)!;

  return {
    counts: {
      users: users.length,
      shops: shops.length,
      reviews: reviewed.reviews,
      photos: reviewed.photos,
      follows,
      beans,
      drinkStats: reviewed.drinkStats,
      badges: users.length,
      feedItems: [...feedRows.values()].reduce((sum, n) => sum + n, 0),
    },
    bytes: s.bytes,
    users,
    busiestShop: shops.find((s) => s._id === busiestShopId)!,
    busiestReviewer: most(perUser),
    keenestFollower,
    typicalFollower,
    followers,
    busyAuthor,
    feedRows,
    busyCity: { state, city, lat: cityRow[2], lng: cityRow[3] },
    seconds: (Date.now() - started) / 1000,
  };
}
