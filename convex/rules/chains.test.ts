import { describe, expect, it } from "vitest";
import { CHAIN_NAMES, CHAIN_VARIANTS, isChainName } from "./chains";

/** Independent specialty shops (real and plausible) that must never be refused. */
const SPECIALTY = [
  "Blue Bottle Coffee",
  "George Howell Coffee",
  "Tatte Bakery & Cafe",
  "Render Coffee",
  "Thinking Cup",
  "Counter Culture Coffee",
  "Stumptown Coffee Roasters",
  "Intelligentsia Coffee",
  "La Colombe",
  "Sightglass Coffee",
  "Ritual Coffee Roasters",
  "Verve Coffee Roasters",
  "Onyx Coffee Lab",
  "Heart Coffee",
  "Coava Coffee",
  "Madcap Coffee",
  "Joe Coffee Company",
  "Sey Coffee",
  "Devocion",
  "Little Wolf Coffee",
  "Gracenote",
  "Cuppa Coffee",
  "Bean & Leaf",
  "Donut Hole Coffee Bar",
  "Subtle Brew",
  "Sunny Side Cafe",
  "Kings Coffee",
  "Castle Island Brewing",
  "Peach Pit Coffee",
  "Dunmore Roasters",
  "Costa Rica Cafe",
  "Caribou Lodge Roasters",
  "Star Coffee House",
  "The Daily Grind",
];

/** Chains as people type them: odd case, spacing, apostrophes, near spellings. */
const CHAINS_AS_TYPED = [
  "Starbucks",
  "  STARBUCKS  ",
  "Starbuck's",
  "Starbucks Coffee",
  "Dunkin'",
  "Dunkin Donuts",
  "dunks",
  "Tim Hortons",
  "Timmies",
  "Peets Coffee",
  "Caribou Coffee",
  "McDonalds",
  "McDonald’s",
  "Mickey D's",
  "Burger King",
  "Krispy Kreme",
  "Chick Fil A",
  "Panera",
  "Panera Bread Co",
  "Dutch Bros.",
  "7-Eleven",
  "Wawa",
  "The Coffee Bean & Tea Leaf",
  "Caffe Nero",
  "Dairy Queen",
  "Pret A Manger",
];

describe("chain check", () => {
  it("has about 37 main names and a longer list of variants, all lower case", () => {
    expect(CHAIN_NAMES.length).toBeGreaterThanOrEqual(35);
    expect(CHAIN_NAMES.length).toBeLessThanOrEqual(40);
    expect(CHAIN_VARIANTS.length).toBeGreaterThan(CHAIN_NAMES.length);
    for (const name of [...CHAIN_NAMES, ...CHAIN_VARIANTS]) expect(name).toBe(name.toLowerCase().trim());
  });

  it.each(CHAINS_AS_TYPED)("refuses %j", (name) => {
    expect(isChainName(name)).toBe(true);
  });

  it("refuses every main name and every variant", () => {
    for (const name of [...CHAIN_NAMES, ...CHAIN_VARIANTS]) expect(isChainName(name.toUpperCase())).toBe(true);
  });

  it.each(SPECIALTY)("accepts the specialty shop %j", (name) => {
    expect(isChainName(name)).toBe(false);
  });


  it("does not flag a blank name (the required-field check covers that)", () => {
    expect(isChainName("   ")).toBe(false);
  });
});
