import { describe, expect, it } from "vitest";
import { decodeUserId, encodeUserId, otherUserPath, randomPublicId } from "./identifiers";
import { favouriteDrinkSentence, fullName } from "./profile";

describe("favourite drink sentence", () => {
  it("says Milk after the milk unless it is Black", () => {
    expect(favouriteDrinkSentence({ cafeTemp: "Hot", cafeMilk: "Oat", cafeDrink: "Latte" })).toBe("Hot Oat Milk Latte");
    expect(favouriteDrinkSentence({ cafeTemp: "Cold", cafeMilk: "Black", cafeDrink: "Cold Brew" })).toBe(
      "Cold Black Cold Brew",
    );
  });

  it("skips what the user did not choose", () => {
    expect(favouriteDrinkSentence({ cafeTemp: "", cafeMilk: "", cafeDrink: "Espresso" })).toBe("Espresso");
    // The first specification's stored spelling reads as the drink is spelt (docs/product.md §3).
    expect(favouriteDrinkSentence({ cafeTemp: "Hot", cafeMilk: "Oat", cafeDrink: "Macchiatto" })).toBe(
      "Hot Oat Milk Macchiato",
    );
    expect(favouriteDrinkSentence({})).toBe("");
  });

  it("joins first and last name", () => {
    expect(fullName({ firstName: "Ada", lastName: "Arabica" })).toBe("Ada Arabica");
    expect(fullName({ firstName: "Ada" })).toBe("Ada");
  });
});

describe("identifiers", () => {
  it("makes 12-digit shop ids from 100000000000 up", () => {
    expect(randomPublicId(() => 0)).toBe("100000000000");
    expect(randomPublicId(() => 0.999999999999)).toMatch(/^9\d{11}$/);
    expect(randomPublicId()).toMatch(/^[1-9]\d{11}$/);
  });

  it("round-trips a user id through base64 and refuses garbage", () => {
    expect(decodeUserId(encodeUserId("k57abc123"))).toBe("k57abc123");
    expect(decodeUserId("%%%not-base64")).toBeNull();
    expect(decodeUserId(btoa("<script>"))).toBeNull();
    expect(decodeUserId(null)).toBeNull();
  });

  it("builds the other-user path from the name, readable, and the whole id in uid", () => {
    expect(otherUserPath("k57abc123", "Ada Arabica")).toBe(
      `/otheruser/ada-arabica?uid=${encodeURIComponent(btoa("k57abc123"))}`,
    );
  });
});
