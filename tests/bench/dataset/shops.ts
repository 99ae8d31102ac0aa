import type { Doc, Id } from "@convex/_generated/dataModel";
import { TILE_CAPACITY, columnsOf, markerOf, type MapMarker } from "@convex/model/mapTiles";
import { tileOf } from "@convex/rules/geo";
import { closedWeek, sameEveryDay, toOpeningHours, type Week } from "@convex/rules/openingHours";
import { timeZoneField } from "@convex/rules/timeZone";
import world from "@convex/data/cities.json";
import { DRINKS, ROASTS, SHOP_ROASTS } from "@convex/rules/catalog";
import { withReview, type RatedReview, type RatingTotals } from "@convex/rules/ratings";
import { shopDoc } from "../../support/testData";
import type { Sizes } from "../dataset";
import { inBatches, random, type Seeding } from "./seeding";
import { nameFieldsOf } from "@convex/model/shopNames";

// The data set's shops and what is kept with them: the dropdowns' places, each shop's ratings, the
// map's tiles and the shops' beans.

export type CityRow = [name: string, state: string, lat: number, lng: number, population: number];
/** The gazetteer's US towns, as the bench's data set was first drawn from them. */
const usCities: CityRow[] = (world as [string, string, string, number, number, number][])
  .filter((row) => row[1] === "US")
  .map(([name, , state, lat, lng, population]) => [name, state, lat, lng, population]);

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

/** The practical traits of a shop someone answered them for (three in five), with how often each is yes. */
function benchPractical(rand: () => number) {
  if (rand() < 0.4) return {};
  return {
    wifi: rand() < 0.8,
    laptopFriendly: rand() < 0.5,
    indoorSeating: rand() < 0.9,
    outdoorSeating: rand() < 0.4,
    stepFreeAccess: rand() < 0.6,
    priceLevel: 1 + Math.floor(rand() * 3),
  };
}

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
    ...benchPractical(rand),
  };
}

/** Shops over the largest US cities, more where more people live, and the dropdowns' places. */
export async function insertShops({ t, seed, rand, pick, gauss, sized }: Seeding, sizes: Sizes, users: Id<"users">[]) {
  const top = usCities.slice(0, sizes.cities);
  const weights = top.map((row) => Math.pow(row[4], 0.6));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shopCity = (): CityRow => {
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
  await inBatches(t, shopInputs, 2000, async (ctx, doc) => {
    const shop = (await ctx.db.get(await ctx.db.insert("shops", sized("shops", doc))))!;
    shops.push(shop);
    // Its search copy, as keepShopName writes it for a new shop (without its lookup: seeding reads nothing).
    await ctx.db.insert("shopNames", nameFieldsOf(shop));
  });
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
  return { shops, cities: top };
}

/**
 * Each shop's ratings, as reviews.create keeps them (convex/model/ratings.ts): review count and sums.
 * `shops` is updated in place.
 */
export async function insertRatings(
  { t, bytes }: Seeding,
  shops: Doc<"shops">[],
  reviews: (RatedReview & { shopId: Id<"shops"> })[],
) {
  const totals = new Map<Id<"shops">, RatingTotals>();
  for (const doc of reviews) totals.set(doc.shopId, withReview(totals.get(doc.shopId), doc, 1));
  await inBatches(t, [...shops.entries()], 2000, async (ctx, [i, shop]) => {
    const ratingTotals = totals.get(shop._id);
    if (!ratingTotals) return;
    // In the shop's shopTotals row, as the ratings job keeps it (decision 37); the marker copies it.
    const row = { shopId: shop._id, ratingTotals };
    await ctx.db.insert("shopTotals", row);
    bytes.shopTotals = (bytes.shopTotals ?? 0) + JSON.stringify(row).length;
    shops[i] = { ...shop, ratingTotals };
  });
}

/** The map's tiles, as shops.create and reviews.create keep them (convex/model/mapTiles.ts). */
export async function insertTiles({ t, sized }: Seeding, shops: Doc<"shops">[]) {
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
}

/** Beans for one shop in sizes.beansEvery; returns how many shops have them. */
export async function insertBeans({ t, pick, sized }: Seeding, sizes: Sizes, shops: Doc<"shops">[]) {
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
  return beanShops.length;
}
