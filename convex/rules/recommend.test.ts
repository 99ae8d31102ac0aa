import { describe, expect, it } from "vitest";
import {
  orderedText,
  pickRecommendations,
  placeKey,
  preferencesProblem,
  rankRecommendations,
  recommendationListText,
  relaxedText,
  stateInput,
} from "./recommend";

const review = (shopId: string, userId: string, drinkRating: number, _creationTime: number) => ({
  shopId,
  userId,
  drinkRating,
  _creationTime,
});

describe("recommendation rules (docs/product.md §5)", () => {
  it("forces the state to upper case and 2 characters, and upper-cases the place", () => {
    expect(stateInput("mas")).toBe("MA");
    expect(placeKey(" boston ", "ma")).toEqual({ city: "BOSTON", state: "MA" });
  });

  it("keeps other users' reviews rated 4 or more, one per shop, best first, at most 6 shops", () => {
    const picked = pickRecommendations(
      [
        review("s1", "other", 4, 1),
        review("s1", "other", 5, 2), // a second review of s1: the better one wins
        review("s2", "me", 5, 3), // own review
        review("s3", "other", 3, 4), // rated 3
        review("s4", "other", 4, 9), // same rating as s5, more recent
        review("s5", "other", 4, 5),
        review("s6", "other", 5, 1),
        review("s7", "other", 4, 1),
        review("s8", "other", 4, 0),
        review("s9", "other", 4, 0),
      ],
      "me",
    );
    expect(picked.map((r) => r.shopId)).toEqual(["s1", "s6", "s4", "s5", "s7", "s8"]);
  });

  it("ranks best rated first: overall, then Coffee, then more reviews, then newer, then name; unrated last", () => {
    const shop = (name: string, overall: number | null, drinkRating?: number, reviews = 1, reviewedAt = 0) => ({
      name,
      ratings: overall === null ? null : { overall, reviews },
      drinkRating,
      reviewedAt,
    });
    const ranked = rankRecommendations([
      shop("a", 4.3, 5),
      shop("unrated", null),
      shop("b", 4.7, 4),
      shop("c", 4.3, 5, 1, 9),
      shop("d", 4.7, 5),
      shop("e", 4.3, 5, 3),
      shop("f", 4.3, 5),
      shop("g", 1),
    ]);
    expect(ranked.map((s) => s.name)).toEqual(["d", "b", "e", "c", "a", "f"]);
  });

  it("lists the shops as numbered lines for the clipboard, cities in title case, the Coffee rating named", () => {
    const text = recommendationListText([
      { name: "Render Coffee", streetAddress: "100 Columbus Ave", city: "BOSTON", state: "MA", drinkRating: 5 },
      { name: "Thinking Cup", streetAddress: "107 Tremont St", city: "BOSTON", state: "MA", drinkRating: 4 },
    ]);
    expect(text.split("\n")).toEqual([
      "1. Render Coffee - 100 Columbus Ave, Boston, MA (coffee rated 5/5)",
      "2. Thinking Cup - 107 Tremont St, Boston, MA (coffee rated 4/5)",
    ]);
  });
});

describe("recommendation preferences", () => {
  const ok = { state: "MA", city: "Boston", roast: "Light", drink: "Pour Over", temp: "Hot" };
  it.each([
    [ok, null],
    [{ ...ok, city: "  " }, "Please fill out all required fields."],
    [{ ...ok, temp: "" }, "Please fill out all required fields."],
    [{ ...ok, state: "M" }, "Please enter a valid 2-letter state abbreviation."],
    [{ ...ok, state: "M1" }, "Please enter a valid 2-letter state abbreviation."],
    [{ ...ok, roast: "Burnt" }, "Please choose a valid roast."],
  ])("%o → %s", (prefs, problem) => expect(preferencesProblem(prefs)).toBe(problem));
});

describe("a relaxed recommendation", () => {
  const prefs = { state: "ma", city: " Boston ", roast: "Light", drink: "Pour Over", temp: "Cold" };
  it("says which preference it let go", () => {
    expect(relaxedText("temperature", prefs)).toBe(
      "No cold Pour Over with a light roast rated 4 or more in Boston, MA yet; here are light-roast Pour Over picks, hot or cold.",
    );
    expect(relaxedText("drink", prefs)).toMatch(/^No Pour Over with a light roast .*other light-roast drinks/);
    expect(relaxedText("roastStyle", prefs)).toBe(
      "Nobody has rated a light-roast drink 4 or more in Boston, MA yet; here are shops whose typical roast is light.",
    );
  });

  it("lists a pick without a review without a rating", () => {
    expect(recommendationListText([{ name: "Light Shop", streetAddress: "1 A St", city: "BOSTON", state: "MA" }])).toBe(
      "1. Light Shop - 1 A St, Boston, MA",
    );
    expect(orderedText({ temp: "Hot", bev: "Latte", roast: "Dark" })).toBe("Hot Latte, Dark roast");
    // Unanswered details are left out (docs/product.md §5).
    expect(orderedText({ roast: "Dark" })).toBe("Dark roast");
    expect(orderedText({ bev: "Espresso" })).toBe("Espresso");
  });
});
