import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { closedWeek, sameEveryDay, toOpeningHours, type Week } from "@convex/rules/openingHours";
import { decodeWeek, weeklyStatus } from "@convex/rules/weeklyHours";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { BOSTON, PLAIN, type ShopFields, insertShops, names } from "../../support/filterShops";
import { REVIEW, shopInput } from "../../support/testData";

// The map's filters (shops.inViewport with filters): each trait, the rating and "open now" in the shop's own time
// zone, kept in step with every write, and refused when not valid.

const range = (open: string, close: string) => ({ open, close });
const WEEKDAYS: Week = {
  ...closedWeek(),
  ...Object.fromEntries((["Mo", "Tu", "We", "Th", "Fr"] as const).map((day) => [day, [range("07:00", "18:00")]])),
};
/** Wednesday 7 January 2026, 14:30 UTC: 09:30 in Boston and New York, 06:30 in Los Angeles, 23:30 in Tokyo. */
const WEDNESDAY_MORNING_EAST = Date.UTC(2026, 0, 7, 14, 30);

/** Boston shops, each different in one way from "Plain" (light roast, nothing else, Latte only). */
const BOSTON_SHOPS: ShopFields[] = [
  { ...PLAIN, name: "Plain", lat: 42.35, lng: -71.06 },
  { ...PLAIN, name: "Dark", roastStyle: "dark", lat: 42.351, lng: -71.061 },
  { ...PLAIN, name: "Dairy free", dairyFree: true, lat: 42.352, lng: -71.062 },
  { ...PLAIN, name: "Gluten friendly", glutenFriendly: true, lat: 42.353, lng: -71.063 },
  { ...PLAIN, name: "Meals", mealOptions: true, lat: 42.354, lng: -71.064 },
  { ...PLAIN, name: "Bakery", bakeryOptions: true, lat: 42.355, lng: -71.065 },
  { ...PLAIN, name: "Roaster", roastsOwnBeans: true, lat: 42.356, lng: -71.066 },
  { ...PLAIN, name: "Cold brew", beverages: ["Latte", "Cold Brew"], lat: 42.357, lng: -71.067 },
  {
    ...PLAIN,
    name: "Everything",
    roastStyle: "dark",
    dairyFree: true,
    glutenFriendly: true,
    mealOptions: true,
    bakeryOptions: true,
    roastsOwnBeans: true,
    beverages: ["Cold Brew"],
    openingHours: toOpeningHours(WEEKDAYS),
    lat: 42.358,
    lng: -71.068,
  },
  { ...PLAIN, name: "Open weekdays", openingHours: toOpeningHours(WEEKDAYS), lat: 42.36, lng: -71.05 },
  {
    ...PLAIN,
    name: "Open nights",
    openingHours: toOpeningHours(sameEveryDay([range("18:00", "02:00")])),
    lat: 42.361,
    lng: -71.051,
  },
];

async function bostonSetup() {
  const backend = await createBackend();
  const user = await signUp(backend);
  await establish(backend, user.userId); // their reviews count in the rating filter (decision 28)
  await insertShops(backend, user.userId, BOSTON_SHOPS);
  return { backend, user };
}

describe("shops.inViewport with filters", () => {
  it("applies each filter, alone and together", async () => {
    const { user } = await bostonSetup();
    const view = (filters: object) => user.as.query(api.shops.inViewport, { ...BOSTON, filters });
    expect(names(await view({}))).toHaveLength(BOSTON_SHOPS.length);
    expect(names(await view({ roastStyle: "dark" }))).toEqual(["Dark", "Everything"]);
    expect(names(await view({ dairyFree: true }))).toEqual(["Dairy free", "Everything"]);
    expect(names(await view({ glutenFriendly: true }))).toEqual(["Everything", "Gluten friendly"]);
    expect(names(await view({ mealOptions: true }))).toEqual(["Everything", "Meals"]);
    expect(names(await view({ bakeryOptions: true }))).toEqual(["Bakery", "Everything"]);
    expect(names(await view({ roastsOwnBeans: true }))).toEqual(["Everything", "Roaster"]);
    expect(names(await view({ beverage: "Cold Brew" }))).toEqual(["Cold brew", "Everything"]);
    expect(names(await view({ beverage: "Espresso" }))).toEqual([]);
    expect(names(await view({ openAt: WEDNESDAY_MORNING_EAST }))).toEqual(["Everything", "Open weekdays"]);
    expect(names(await view({ roastStyle: "light", openAt: WEDNESDAY_MORNING_EAST }))).toEqual(["Open weekdays"]);
    expect(
      names(
        await view({
          dairyFree: true,
          bakeryOptions: true,
          beverage: "Cold Brew",
          roastStyle: "dark",
          openAt: WEDNESDAY_MORNING_EAST,
        }),
      ),
    ).toEqual(["Everything"]);
    expect(names(await view({ dairyFree: true, glutenFriendly: true, roastStyle: "light" }))).toEqual([]);
    // `false` asks nothing.
    expect(names(await view({ dairyFree: false }))).toHaveLength(BOSTON_SHOPS.length);
  });

  it("filters on the overall rating, which shops without reviews never reach", async () => {
    const { backend, user } = await bostonSetup();
    const reviewer = user.as;
    const { shops } = await reviewer.query(api.shops.inViewport, BOSTON);
    const id = (name: string) => shops.find((s) => s.name === name)!._id;
    await reviewer.mutation(api.reviews.create, {
      shopId: id("Plain"),
      ...REVIEW,
      drinkRating: 5,
      shopRating: 5,
      staffRating: 4,
      photos: [],
    });
    await reviewer.mutation(api.reviews.create, {
      shopId: id("Dark"),
      ...REVIEW,
      drinkRating: 3,
      shopRating: 3,
      staffRating: 3,
      photos: [],
    });
    // The markers' ratings follow the reviews a moment later (convex/totals.ts, decision 25).
    await finishScheduled(backend);
    const view = (minRating: number) => reviewer.query(api.shops.inViewport, { ...BOSTON, filters: { minRating } });
    expect(names(await view(4.5))).toEqual(["Plain"]);
    expect(names(await view(3))).toEqual(["Dark", "Plain"]);
    expect(names(await view(0))).toEqual(["Dark", "Plain"]);
  });

  it("reads 'open now' in each shop's own time zone at the minute asked, with daylight saving", async () => {
    const backend = await createBackend();
    const user = await signUp(backend);
    const hours = toOpeningHours(WEEKDAYS);
    await insertShops(backend, user.userId, [
      { ...PLAIN, name: "New York", openingHours: hours, lat: 40.7128, lng: -74.006 },
      { ...PLAIN, name: "Los Angeles", openingHours: hours, lat: 34.0522, lng: -118.2437 },
      { ...PLAIN, name: "Tokyo", openingHours: hours, lat: 35.6762, lng: 139.6503 },
      { ...PLAIN, name: "No hours", lat: 40.72, lng: -74.0 },
    ]);
    const WORLD = { south: -60, west: -180, north: 70, east: 180 };
    const openAt = (instant: number) => user.as.query(api.shops.inViewport, { ...WORLD, filters: { openAt: instant } });
    expect(names(await openAt(WEDNESDAY_MORNING_EAST))).toEqual(["New York"]);
    // Wednesday 18:30 UTC: 13:30 in New York, 10:30 in Los Angeles, Thursday 03:30 in Tokyo.
    expect(names(await openAt(Date.UTC(2026, 0, 7, 18, 30)))).toEqual(["Los Angeles", "New York"]);
    // Thursday 00:30 UTC: Wednesday 19:30 in New York (closed), 16:30 in Los Angeles, Thursday 09:30 in Tokyo.
    expect(names(await openAt(Date.UTC(2026, 0, 8, 0, 30)))).toEqual(["Los Angeles", "Tokyo"]);
    // 11:00 UTC is 07:00 in New York in July (daylight time) but 06:00 in January.
    expect(names(await openAt(Date.UTC(2026, 6, 8, 11, 0)))).toEqual(["New York"]); // 07:00 EDT
    expect(names(await openAt(Date.UTC(2026, 0, 7, 11, 0)))).toEqual([]); // 06:00 EST
    // A shop without structured hours never counts as open, and says so in the list.
    const all = await user.as.query(api.shops.inViewport, WORLD);
    const noHours = all.shops.find((s) => s.name === "No hours")!;
    expect(noHours.week).toBeUndefined();
    expect(noHours.timeZone).toBeUndefined();
    // A shop with hours carries its week and time zone, so the list can say its status every minute.
    const newYork = all.shops.find((s) => s.name === "New York")!;
    expect(newYork.timeZone).toBe("America/New_York");
    expect(weeklyStatus(decodeWeek(new Uint8Array(newYork.week!)), 2 * 1440 + 9 * 60 + 30)).toBe(
      "Open now · closes 6 pm",
    );
  });

  it("keeps the filters in step with every write: shops.create, shops.update and reviews", async () => {
    const backend = await createBackend();
    const user = await signUp(backend);
    await establish(backend, user.userId);
    const { _id } = await user.as.mutation(api.shops.create, {
      ...shopInput({
        roastStyle: "light",
        beverages: ["Latte"],
        dairyFree: true,
        mealOptions: false,
        lat: 42.36,
        lng: -71.06,
        // A note the week cannot say: typed hours that read as a week must agree with it (one week).
        hours: "Closed on holidays",
      }),
      openingHours: WEEKDAYS,
    });
    // The map once the markers' jobs have followed the writes (decision 37).
    const view = async (filters: object) => (
      await finishScheduled(backend),
      await user.as.query(api.shops.inViewport, { ...BOSTON, filters })
    );
    expect(
      names(await view({ dairyFree: true, beverage: "Latte", roastStyle: "light", openAt: WEDNESDAY_MORNING_EAST })),
    ).toHaveLength(1);
    expect(names(await view({ mealOptions: true }))).toEqual([]);

    const shop = (await backend.t.run((ctx) => ctx.db.get(_id)))!;
    const { name, streetAddress, roastsOwnBeans, hours, website } = shop;
    await user.as.mutation(api.shops.update, {
      id: _id,
      version: shop.version,
      name,
      streetAddress,
      roastsOwnBeans,
      hours,
      website,
      beverages: ["Cold Brew"],
      roastStyle: "dark",
      openingHours: sameEveryDay([range("18:00", "23:00")]),
    });
    expect(names(await view({ beverage: "Latte" }))).toEqual([]);
    expect(names(await view({ beverage: "Cold Brew", roastStyle: "dark" }))).toEqual([name]);
    expect(names(await view({ openAt: WEDNESDAY_MORNING_EAST }))).toEqual([]);
    expect(names(await view({ openAt: Date.UTC(2026, 0, 7, 23, 30) }))).toEqual([name]); // 18:30 in Boston
    // Cleared hours, with typed hours no one can read: "Hours not confirmed", never open.
    const edited = (await backend.t.run((ctx) => ctx.db.get(_id)))!;
    await user.as.mutation(api.shops.update, {
      id: _id,
      version: edited.version,
      name,
      streetAddress,
      roastsOwnBeans,
      hours: "Ask at the counter",
      website,
      beverages: edited.beverages,
      roastStyle: edited.roastStyle,
      openingHours: null,
    });
    expect(names(await view({ openAt: Date.UTC(2026, 0, 7, 23, 30) }))).toEqual([]);
    expect((await view({})).shops[0]!.week).toBeUndefined();

    expect(names(await view({ minRating: 4 }))).toEqual([]);
    await user.as.mutation(api.reviews.create, {
      shopId: _id,
      ...REVIEW,
      drinkRating: 5,
      shopRating: 4,
      staffRating: 4,
      photos: [],
    });
    await finishScheduled(backend);
    expect(names(await view({ minRating: 4 }))).toEqual([name]);
    // The rating changed in place: the other filters still hold.
    expect(names(await view({ minRating: 4, beverage: "Cold Brew", dairyFree: true }))).toEqual([name]);
  });

  it("refuses filters that are not valid", async () => {
    const { user } = await bostonSetup();
    const view = (filters: object) => user.as.query(api.shops.inViewport, { ...BOSTON, filters });
    await expect(view({ roastStyle: "Burnt" })).rejects.toThrow(MESSAGES.badChoice("roast style"));
    await expect(view({ beverage: "Frappuccino" })).rejects.toThrow(MESSAGES.badChoice("beverage"));
    await expect(view({ minRating: 7 })).rejects.toThrow(MESSAGES.badChoice("minimum rating"));
    await expect(view({ openAt: Number.NaN })).rejects.toThrow(MESSAGES.badChoice("time"));
    await expect(view({ colour: "red" })).rejects.toThrow();
  });
});
