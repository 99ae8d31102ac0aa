import { describe, expect, it } from "vitest";
import { CHAIN_NAMES, CHAIN_VARIANTS, REFUSED_ONLY_ALONE, isChainName } from "./chains";

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

/** A chain's name, as typed, with more words after it: a branch, a format, a place. */
const CHAINS_WITH_MORE_WORDS = [
  "Starbucks Reserve",
  "Starbuck's Reserve",
  "Starbuck’s Reserve Roastery",
  "Starbucks Boston Common",
  "STARBUCKS® Reserve Bar",
  "Star\u200Bbucks Reserve", // an invisible character does not hide it
  "Dunkin Donuts Express",
  "Dunkin' Express",
  "Tim Hortons Drive-Thru",
  "Peet's Reserve",
  "Peets Coffee Harvard Square",
  "Caribou Coffee Express",
  "Costa Coffee Boston",
  "Krispy Kreme Doughnut Shop",
  "McDonald's McCafe",
  "Chick-fil-A Express",
  "7-Eleven Coffee Bar",
  "Dutch Bros. Coffee Drive-Thru",
  "The Coffee Bean & Tea Leaf Downtown",
  "Gloria Jeans Coffees Mall",
];

/**
 * Independent shops whose names begin with, or are one letter from, a word of a listed chain: the
 * chain check must not catch these (a place, a street, a surname, a first name, a generic phrase).
 */
const SHARES_A_WORD = [
  "Costa Rica Coffee Lab",
  "Peet Street Coffee",
  "McDonald Street Coffee",
  "Subway Station Espresso",
  "Sonic Roasters",
  "Wendy's Corner Cafe",
  "Caribou Lodge Roasters",
  "Cafe Nero Nuevo",
  "Second Cup Coffee Co",
  "Honey Dew Farm Coffee",
  "BK Roasters",
  "The Coffee Bean Exchange",
  "Bucks County Coffee",
  "Dunmore Roasters",
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

  it.each(CHAINS_WITH_MORE_WORDS)("refuses the chain followed by more words %j", (name) => {
    expect(isChainName(name)).toBe(true);
  });

  it.each(SHARES_A_WORD)("accepts %j, which only shares a word with a chain", (name) => {
    expect(isChainName(name)).toBe(false);
  });

  it("refuses the names that are also ordinary words on their own, and lists only listed names", () => {
    for (const name of REFUSED_ONLY_ALONE) {
      expect([...CHAIN_NAMES, ...CHAIN_VARIANTS]).toContain(name);
      expect(isChainName(` ${name.toUpperCase()} `)).toBe(true);
    }
  });

  it("does not flag a blank name (the required-field check covers that)", () => {
    expect(isChainName("   ")).toBe(false);
  });
});
