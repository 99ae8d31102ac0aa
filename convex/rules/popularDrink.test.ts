import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import { UNNAMED_DRINK, drinkCounterOf, drinkGroupOf, drinkKey, popularDrinkText } from "./popularDrink";

const latte = { temp: "Hot", milk: "Oat", bev: "Latte", roast: "Medium", process: "Washed" };

describe("most popular drink", () => {
  it("groups case-insensitively", () => {
    expect(drinkKey(latte)).toBe(
      drinkKey({ temp: "hot", milk: "OAT", bev: "latte", roast: "medium", process: "washed" }),
    );
    expect(drinkKey(latte)).not.toBe(drinkKey({ ...latte, process: "Natural" }));
  });

  it("gives the three messages of docs/product.md §8", () => {
    expect(popularDrinkText(null, false)).toBe(MESSAGES.popularNoReviews);
    expect(popularDrinkText(null, true)).toBe(MESSAGES.popularNoHighRating);
    expect(popularDrinkText({ temp: "", milk: "", bev: "", roast: "", process: "" }, true)).toBe(
      MESSAGES.popularUnknown,
    );
  });

  it("writes a sentence for the top group", () => {
    expect(popularDrinkText(latte, true)).toBe(
      "The most popular drink here is a Hot Oat Milk Latte (Medium roast, Washed process).",
    );
    expect(popularDrinkText({ temp: "Cold", milk: "Black", bev: "Cold Brew", roast: "", process: "" }, true)).toBe(
      "The most popular drink here is a Cold Black Cold Brew.",
    );
  });

  it("says 'an' before a vowel, now that the temperature may go unanswered", () => {
    expect(popularDrinkText({ temp: "", milk: "", bev: "Espresso", roast: "", process: "" }, true)).toBe(
      "The most popular drink here is an Espresso.",
    );
    expect(popularDrinkText({ ...latte, temp: "" }, true)).toBe(
      "The most popular drink here is an Oat Milk Latte (Medium roast, Washed process).",
    );
  });

  it("counts a review toward no drink when its drink is unanswered (docs/product.md §5)", () => {
    expect(drinkGroupOf({ drinkRating: 5 })).toBeNull();
    expect(drinkGroupOf({ drinkRating: 5, bev: "", temp: "Hot" })).toBeNull();
    expect(drinkGroupOf({ ...latte, drinkRating: 3 })).toBeNull();
    expect(drinkGroupOf({ drinkRating: 4, bev: "Espresso" })).toEqual({
      temp: "",
      milk: "",
      bev: "Espresso",
      roast: "",
      process: "",
    });
  });

  it("says no 4+ review names its drink, not that there is none, when only unnamed ones are rated 4 or more", () => {
    expect(popularDrinkText(null, true, true)).toBe(MESSAGES.popularNoDrinkNamed);
    expect(popularDrinkText(null, true, false)).toBe(MESSAGES.popularNoHighRating);
    expect(popularDrinkText(null, false, true)).toBe(MESSAGES.popularNoReviews);
    // A named top drink is the sentence, whatever the unnamed reviews.
    expect(popularDrinkText(latte, true, true)).toMatch(/^The most popular drink here is a Hot Oat Milk Latte/);
  });

  it("counts a 4+ review with its drink unanswered toward the unnamed counter, which no drink group shares", () => {
    expect(drinkCounterOf({ drinkRating: 5 })).toEqual(UNNAMED_DRINK);
    expect(drinkCounterOf({ drinkRating: 4, bev: " ", temp: "Hot" })).toEqual(UNNAMED_DRINK);
    expect(drinkCounterOf({ drinkRating: 3 })).toBeNull();
    expect(drinkCounterOf({ ...latte, drinkRating: 4 })).toEqual(latte);
    expect(drinkKey(UNNAMED_DRINK)).not.toBe(drinkKey({ ...UNNAMED_DRINK, bev: "Espresso" }));
  });
});
