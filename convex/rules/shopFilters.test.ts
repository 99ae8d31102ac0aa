import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import { traitsOf } from "./markerTraits";
import { practicalOf } from "./practicalTraits";
import {
  filterCount,
  filtersError,
  filtersFromSearch,
  filtersToSearch,
  passesFilters,
  viewportFilters,
  type MapFilters,
} from "./shopFilters";

const marker = (overrides: Partial<Parameters<typeof traitsOf>[0]> = {}, rating = 4.2, reviews = 3) => ({
  traits: traitsOf({
    roastStyle: "light",
    beverages: ["Latte", "Espresso"],
    dairyFree: true,
    glutenFriendly: false,
    bakeryOptions: true,
    mealOptions: false,
    roastsOwnBeans: true,
    ...overrides,
  }),
  practical: 0,
  rating,
  reviews,
});
const open = () => true;
const closed = () => false;

describe("filters in the address", () => {
  it("read back what they write, in one order", () => {
    const filters: MapFilters = {
      openNow: true,
      minRating: 4.5,
      beverage: "Cold Brew",
      dairyFree: true,
      roastStyle: "dark",
      roastsOwnBeans: true,
      closed: true,
    };
    const search = new URLSearchParams(filtersToSearch(filters));
    expect(search.toString()).toBe(
      "roastStyle=dark&dairyFree=1&roastsOwnBeans=1&beverage=Cold+Brew&minRating=4.5&openNow=1&closed=1",
    );
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(filterCount(filters)).toBe(7);
  });

  it("leave out what is unknown or malformed, and other parameters", () => {
    const search = new URLSearchParams(
      "shop=abc&roastStyle=Burnt&dairyFree=yes&glutenFriendly=1&beverage=Frappuccino&minRating=2&openNow=0",
    );
    expect(filtersFromSearch(search)).toEqual({ glutenFriendly: true });
    expect(filtersFromSearch(new URLSearchParams(""))).toEqual({});
  });

  it("carry the practical traits and a price level at most, and drop a price level off the scale", () => {
    const filters: MapFilters = { wifi: true, stepFreeAccess: true, maxPrice: 2 };
    const search = new URLSearchParams(filtersToSearch(filters));
    expect(search.toString()).toBe("wifi=1&stepFreeAccess=1&maxPrice=2");
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(filterCount(filters)).toBe(3);
    expect(filtersFromSearch(new URLSearchParams("maxPrice=4&wifi=yes&outdoorSeating=1"))).toEqual({
      outdoorSeating: true,
    });
    expect(filtersFromSearch(new URLSearchParams("maxPrice="))).toEqual({});
  });
});

describe("filters sent to the server", () => {
  it("are none when nothing is set, and ask about the current minute for 'open now'", () => {
    expect(viewportFilters({}, 0)).toBeUndefined();
    expect(viewportFilters({ openNow: true, bakeryOptions: true }, Date.UTC(2026, 0, 7, 14, 30, 42, 500))).toEqual({
      bakeryOptions: true,
      openAt: Date.UTC(2026, 0, 7, 14, 30),
    });
  });

  it("are checked", () => {
    expect(filtersError({ roastStyle: "light", beverage: "Latte", minRating: 4, openAt: 0 })).toBeNull();
    expect(filtersError({ roastStyle: "Light" })).toBe(MESSAGES.badChoice("roast style"));
    expect(filtersError({ beverage: "Frappuccino" })).toBe(MESSAGES.badChoice("beverage"));
    expect(filtersError({ minRating: 6 })).toBe(MESSAGES.badChoice("minimum rating"));
    expect(filtersError({ minRating: Number.NaN })).toBe(MESSAGES.badChoice("minimum rating"));
    expect(filtersError({ openAt: Number.POSITIVE_INFINITY })).toBe(MESSAGES.badChoice("time"));
    expect(filtersError({ wifi: true, maxPrice: 3 })).toBeNull();
    expect(filtersError({ maxPrice: 0 })).toBe(MESSAGES.badChoice("price level"));
    expect(filtersError({ maxPrice: 1.5 })).toBe(MESSAGES.badChoice("price level"));
  });
});

describe("whether a marker passes", () => {
  it("leaves a permanently closed shop out unless the filters ask for closed shops", () => {
    expect(passesFilters(marker({ closedAt: 1 }), {}, closed)).toBe(false);
    expect(passesFilters(marker({ closedAt: 1 }), { roastStyle: "light" }, closed)).toBe(false);
    expect(passesFilters(marker({ closedAt: 1 }), { closed: true }, closed)).toBe(true);
    expect(passesFilters(marker({ closedAt: 1 }), { closed: true, roastStyle: "dark" }, closed)).toBe(false);
  });

  it("passes every filter it meets, alone and together", () => {
    expect(passesFilters(marker(), {}, closed)).toBe(true);
    expect(passesFilters(marker(), { roastStyle: "light" }, closed)).toBe(true);
    expect(passesFilters(marker(), { roastStyle: "dark" }, closed)).toBe(false);
    expect(passesFilters(marker(), { dairyFree: true, bakeryOptions: true, roastsOwnBeans: true }, closed)).toBe(true);
    expect(passesFilters(marker(), { glutenFriendly: true }, closed)).toBe(false);
    expect(passesFilters(marker(), { mealOptions: true }, closed)).toBe(false);
    expect(passesFilters(marker(), { dairyFree: false, mealOptions: false }, closed)).toBe(true);
    expect(passesFilters(marker(), { beverage: "Espresso" }, closed)).toBe(true);
    expect(passesFilters(marker(), { beverage: "Cold Brew" }, closed)).toBe(false);
    expect(passesFilters(marker(), { minRating: 4 }, closed)).toBe(true);
    expect(passesFilters(marker(), { minRating: 4.5 }, closed)).toBe(false);
    expect(passesFilters(marker(), { openAt: 0 }, open)).toBe(true);
    expect(passesFilters(marker(), { openAt: 0 }, closed)).toBe(false);
    expect(
      passesFilters(
        marker(),
        { roastStyle: "light", dairyFree: true, beverage: "Latte", minRating: 4, openAt: 0 },
        open,
      ),
    ).toBe(true);
    expect(
      passesFilters(
        marker(),
        { roastStyle: "light", dairyFree: true, beverage: "Latte", minRating: 4, openAt: 0 },
        closed,
      ),
    ).toBe(false);
  });

  it("never passes a minimum rating without reviews, and asks about the hours only when it must", () => {
    expect(passesFilters(marker({}, 0, 0), { minRating: 3 }, closed)).toBe(false);
    let asked = 0;
    const counting = () => ++asked > 0;
    passesFilters(marker(), { roastStyle: "dark", openAt: 0 }, counting);
    passesFilters(marker(), { dairyFree: true }, counting);
    expect(asked).toBe(0);
    passesFilters(marker(), { dairyFree: true, openAt: 0 }, counting);
    expect(asked).toBe(1);
  });

  it("passes a practical filter only on a yes, and a price filter only on a known price at most that", () => {
    const withPractical = (fields: Parameters<typeof practicalOf>[0]) => ({
      ...marker(),
      practical: practicalOf(fields),
    });
    const answered = withPractical({ wifi: true, laptopFriendly: false, outdoorSeating: true, priceLevel: 2 });
    expect(passesFilters(answered, { wifi: true, outdoorSeating: true }, closed)).toBe(true);
    expect(passesFilters(answered, { laptopFriendly: true }, closed)).toBe(false);
    expect(passesFilters(answered, { indoorSeating: true }, closed)).toBe(false);
    expect(passesFilters(answered, { maxPrice: 2 }, closed)).toBe(true);
    expect(passesFilters(answered, { maxPrice: 3 }, closed)).toBe(true);
    expect(passesFilters(answered, { maxPrice: 1 }, closed)).toBe(false);
    expect(passesFilters(answered, { wifi: true, dairyFree: true, maxPrice: 2 }, closed)).toBe(true);
    expect(passesFilters(answered, { wifi: true, glutenFriendly: true }, closed)).toBe(false);
    const unknown = withPractical({});
    expect(passesFilters(unknown, {}, closed)).toBe(true);
    expect(passesFilters(unknown, { wifi: true }, closed)).toBe(false);
    expect(passesFilters(unknown, { maxPrice: 3 }, closed)).toBe(false);
  });
});
