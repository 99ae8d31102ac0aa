import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SHOP_BEVERAGES, SHOP_ROASTS } from "./catalog";
import {
  SHOP_OPTIONS,
  hasOption,
  isClosed,
  holdsPractical,
  packTraits,
  roastStyleOf,
  servesBeverage,
  traitsOf,
  unpackPractical,
  unpackTraits,
  type TraitFields,
} from "./markerTraits";

const shop = (overrides: Partial<TraitFields> = {}): TraitFields => ({
  roastStyle: "medium",
  beverages: [],
  dairyFree: false,
  glutenFriendly: false,
  bakeryOptions: false,
  mealOptions: false,
  roastsOwnBeans: false,
  ...overrides,
});

describe("marker traits", () => {
  it("keep the roast style, each yes/no option and each beverage apart", () => {
    const traits = traitsOf(
      shop({ roastStyle: "dark", dairyFree: true, mealOptions: true, beverages: ["Latte", "Cappuccino"] }),
    );
    expect(roastStyleOf(traits)).toBe("dark");
    expect(SHOP_OPTIONS.filter((option) => hasOption(traits, option))).toEqual(["dairyFree", "mealOptions"]);
    expect(SHOP_BEVERAGES.filter((beverage) => servesBeverage(traits, beverage))).toEqual(["Latte", "Cappuccino"]);
    expect(servesBeverage(traits, "Frappuccino")).toBe(false);
  });

  it("carry 'permanently closed' in a bit of its own that changes nothing else", () => {
    const open = shop({ roastStyle: "dark", dairyFree: true, beverages: ["Latte"] });
    const gone = traitsOf({ ...open, closedAt: 1 });
    expect(isClosed(gone)).toBe(true);
    expect(isClosed(traitsOf(open))).toBe(false);
    expect(roastStyleOf(gone)).toBe("dark");
    expect(hasOption(gone, "dairyFree")).toBe(true);
    expect(SHOP_BEVERAGES.filter((beverage) => servesBeverage(gone, beverage))).toEqual(["Latte"]);
    expect(unpackTraits(packTraits([gone], [0]), 0, 1)).toBe(gone);
  });

  it("say an unknown roast style as '' and ignore beverages off the menu", () => {
    expect(roastStyleOf(traitsOf(shop({ roastStyle: "Medium" })))).toBe("");
    expect(traitsOf(shop({ roastStyle: "", beverages: ["Frappuccino"] }))).toBe(0);
  });

  it("round-trip through a tile's column with the practical byte, 4 bytes a marker", () => {
    const traitsArbitrary = fc
      .record({
        roastStyle: fc.constantFrom(...SHOP_ROASTS),
        beverages: fc.subarray([...SHOP_BEVERAGES]),
        dairyFree: fc.boolean(),
        glutenFriendly: fc.boolean(),
        bakeryOptions: fc.boolean(),
        mealOptions: fc.boolean(),
        roastsOwnBeans: fc.boolean(),
      })
      .map(traitsOf);
    fc.assert(
      fc.property(fc.array(fc.tuple(traitsArbitrary, fc.integer({ min: 0, max: 127 })), { maxLength: 20 }), (pairs) => {
        const list = pairs.map(([traits]) => traits);
        const practical = pairs.map(([, byte]) => byte);
        const column = packTraits(list, practical);
        expect(column.byteLength).toBe(4 * list.length);
        expect(holdsPractical(column, list.length)).toBe(true);
        expect(list.map((_, i) => unpackTraits(column, i, list.length))).toEqual(list);
        expect(list.map((_, i) => unpackPractical(column, i, list.length))).toEqual(practical);
        expect(unpackTraits(column, list.length, list.length)).toBeNull();
      }),
    );
    expect(unpackTraits(undefined, 0, 1)).toBeNull();
    expect(unpackPractical(undefined, 0, 1)).toBe(0);
  });

  it("read a tile written before the practical byte, 3 bytes a marker, as practical unknown", () => {
    const a = traitsOf(shop({ roastStyle: "light", beverages: ["Latte"] }));
    const b = traitsOf(shop({ roastStyle: "dark", dairyFree: true }));
    const old = new Uint8Array([
      a & 0xff,
      (a >>> 8) & 0xff,
      (a >>> 16) & 0xff,
      b & 0xff,
      (b >>> 8) & 0xff,
      (b >>> 16) & 0xff,
    ]);
    expect(holdsPractical(old.buffer, 2)).toBe(false);
    expect([0, 1].map((i) => unpackTraits(old.buffer, i, 2))).toEqual([a, b]);
    expect([0, 1].map((i) => unpackPractical(old.buffer, i, 2))).toEqual([0, 0]);
  });
});
