import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import {
  PRACTICAL_OPTIONS,
  hasPractical,
  passesPractical,
  practicalAnswers,
  practicalOf,
  priceLevelError,
  priceLevelOf,
  priceLevelText,
  priceText,
} from "./practicalTraits";

describe("practical traits in a marker's byte", () => {
  it("holds each yes and the price level, and nothing for what is unanswered", () => {
    expect(practicalOf({})).toBe(0);
    for (const [option] of PRACTICAL_OPTIONS) {
      const bits = practicalOf({ [option]: true });
      expect(PRACTICAL_OPTIONS.filter(([o]) => hasPractical(bits, o)).map(([o]) => o)).toEqual([option]);
      expect(hasPractical(practicalOf({ [option]: false }), option)).toBe(false);
    }
    expect(priceLevelOf(practicalOf({ priceLevel: 3, wifi: true }))).toBe(3);
    expect(priceLevelOf(practicalOf({ priceLevel: 7 }))).toBeNull();
    expect(practicalOf({ wifi: true, stepFreeAccess: true, priceLevel: 3 })).toBeLessThan(256);
    expect(priceText(2)).toBe("$$");
  });

  it("filters: a yes asked needs a yes; a price ceiling needs a known price at or under it", () => {
    const laptopCafe = practicalOf({ wifi: true, laptopFriendly: true, priceLevel: 2 });
    const unknown = practicalOf({});
    expect(passesPractical(laptopCafe, { wifi: true })).toBe(true);
    expect(passesPractical(unknown, { wifi: true })).toBe(false);
    expect(passesPractical(laptopCafe, { wifi: true, outdoorSeating: true })).toBe(false);
    expect(passesPractical(laptopCafe, { maxPrice: 2 })).toBe(true);
    expect(passesPractical(laptopCafe, { maxPrice: 1 })).toBe(false);
    expect(passesPractical(unknown, { maxPrice: 3 })).toBe(false);
    expect(passesPractical(unknown, {})).toBe(true);
  });
});

describe("practical traits as people read them", () => {
  it("lists the answered ones in form order and groups the unanswered", () => {
    expect(practicalAnswers({ wifi: true, laptopFriendly: false, stepFreeAccess: true, priceLevel: 2 })).toEqual({
      answered: [
        { text: "Wi-Fi", yes: true },
        { text: "Not laptop friendly", yes: false },
        { text: "Step-free access", yes: true },
        { text: "$$", yes: true },
      ],
      unknown: ["Indoor seating", "Outdoor seating"],
    });
    expect(practicalAnswers({}).answered).toEqual([]);
    expect(practicalAnswers({}).unknown).toHaveLength(6);
  });

  it("checks a price level and shows it as the history does", () => {
    expect(priceLevelError(undefined)).toBeNull();
    expect(priceLevelError(3)).toBeNull();
    expect(priceLevelError(0)).toBe(MESSAGES.badChoice("price level"));
    expect(priceLevelError(2.5)).toBe(MESSAGES.badChoice("price level"));
    expect(priceLevelText(1)).toBe("$");
    expect(priceLevelText(9)).toBe("9");
  });
});
