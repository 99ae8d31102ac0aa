import { describe, expect, it } from "vitest";
import { isChainName, isChainPlace } from "./chains";
import { WORLD_CHAIN_VARIANTS, WORLD_REFUSED_ONLY_ALONE } from "./worldChains";

/** The big chains abroad, as people type them. */
const CHAINS_ABROAD = [
  "Costa Coffee",
  "Caffè Nero",
  "Pret A Manger",
  "Tim Hortons",
  "Gloria Jean's Coffees",
  "Tully's Coffee",
  "Doutor Coffee",
  "Ediya Coffee",
  "Luckin Coffee",
  "The Coffee Bean & Tea Leaf",
  "Second Cup",
  "Espresso House",
  "Espresso House Södermalm",
  "Joe & the Juice",
  "JOE AND THE JUICE Canary Wharf",
  "McCafé",
  "Komeda's Coffee",
  "A Twosome Place",
  "Mega MGC Coffee",
  "Paik’s Coffee",
  "Café Amazon",
  "Highlands Coffee",
  "Kopi Kenangan",
  "Muffin Break",
  "Michel's Patisserie",
  "The Coffee Club",
  "Jamaica Blue",
  "Hungry Jack's",
  "Greggs",
  "Juan Valdez Café",
];

/** Independent shops abroad that share a word with a chain and must be accepted. */
const INDEPENDENT_ABROAD = [
  "Prufrock Coffee",
  "Market Lane Coffee",
  "Seven Seeds",
  "Monmouth Coffee",
  "Paul Rhodes Bakery",
  "Nero Roasters Bristol",
  "Leon Street Espresso",
  "The Coffee House Project",
  "The Coffee Club Of Fitzroy",
  "Mega Beans",
  "Red Rooster Roasters",
  "Fuglen Tokyo",
  "Onibus Coffee",
  "Fritz Coffee Company",
  "Toby's Estate",
];

describe("chain check abroad", () => {
  it.each(CHAINS_ABROAD)("refuses %j", (name) => {
    expect(isChainName(name)).toBe(true);
  });

  it.each(INDEPENDENT_ABROAD)("accepts the independent %j", (name) => {
    expect(isChainName(name)).toBe(false);
  });

  it("lists every name in lower case, and the alone-only ones among them", () => {
    for (const name of WORLD_CHAIN_VARIANTS) expect(name).toBe(name.toLowerCase().trim());
    for (const name of WORLD_REFUSED_ONLY_ALONE) expect(WORLD_CHAIN_VARIANTS).toContain(name);
  });

  it("reads OpenStreetMap's brand tags", () => {
    expect(isChainPlace({ name: "Bean There", "brand:wikidata": "Q608845" })).toBe(true);
    expect(isChainPlace({ name: "Kiosk 4", brand: "Doutor" })).toBe(true);
    expect(isChainPlace({ name: "Costa Coffee" })).toBe(true);
    expect(isChainPlace({ name: "Prufrock Coffee", brand: "Prufrock" })).toBe(false);
    expect(isChainPlace({ name: "Monmouth Coffee", "brand:wikidata": " " })).toBe(false);
    expect(isChainPlace({})).toBe(false);
  });
});
