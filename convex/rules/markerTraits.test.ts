import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SHOP_BEVERAGES, SHOP_ROASTS } from "./catalog";
import {
  SHOP_OPTIONS,
  hasOption,
  isClosed,
  packTraits,
  roastStyleOf,
  servesBeverage,
  traitsOf,
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
    expect(unpackTraits(packTraits([gone]), 0)).toBe(gone);
  });

  it("say an unknown roast style as '' and ignore beverages off the menu", () => {
    expect(roastStyleOf(traitsOf(shop({ roastStyle: "Medium" })))).toBe("");
    expect(traitsOf(shop({ roastStyle: "", beverages: ["Frappuccino"] }))).toBe(0);
  });

  it("round-trip through a tile's column, 3 bytes a marker", () => {
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
      fc.property(fc.array(traitsArbitrary, { maxLength: 20 }), (list) => {
        const column = packTraits(list);
        expect(column.byteLength).toBe(3 * list.length);
        expect(list.map((_, i) => unpackTraits(column, i))).toEqual(list);
        expect(unpackTraits(column, list.length)).toBeNull();
      }),
    );
    expect(unpackTraits(undefined, 0)).toBeNull();
  });
});
