import { describe, expect, it } from "vitest";
import { MAX_BADGE_CITIES, badgeExplanation, badgeName, earnedBadges, sameBadges, withCities } from "./badges";

describe("badge tiers (docs/product.md §9)", () => {
  it.each([
    [0, null],
    [1, "Bean Scout"],
    [4, "Bean Scout"],
    [5, "Brew Pathfinder"],
    [9, "Brew Pathfinder"],
    [10, "Espresso Explorer"],
    [19, "Espresso Explorer"],
    [20, "Caffeine Pioneer"],
    [500, "Caffeine Pioneer"],
  ])("cafes %i → %s", (count, name) => {
    expect(badgeName("cafes", count)).toBe(name);
  });

  it("names every tier one way, wherever it is shown", () => {
    expect([1, 5, 15, 25].map((n) => badgeName("photos", n))).toEqual([
      "Caffeine Shutterbug",
      "Snapshot Sipper",
      "Latte Luminary",
      "Brewtiful Visionary",
    ]);
    expect([1, 5, 10, 20].map((n) => badgeName("reviews", n))).toEqual([
      "Percolating Critic",
      "Grounded Reviewer",
      "Brewmaster Critic",
      "Cupping Connoisseur",
    ]);
  });

  it("lists only earned badges", () => {
    expect(earnedBadges({ cafes: 0, photos: 2, reviews: 7 })).toEqual([
      { kind: "photos", name: "Caffeine Shutterbug", count: 2 },
      { kind: "reviews", name: "Grounded Reviewer", count: 7 },
    ]);
    expect(earnedBadges({ cafes: 0, photos: 0, reviews: 0 })).toEqual([]);
  });

  it("tells a change of badges from a count moving within a tier", () => {
    const critic = { cafes: 0, photos: 0, reviews: 1 };
    expect(sameBadges(critic, { ...critic, reviews: 4 })).toBe(true);
    expect(sameBadges(critic, { ...critic, reviews: 5 })).toBe(false);
    expect(sameBadges(critic, { ...critic, cafes: 1 })).toBe(false);
    expect(sameBadges(critic, { ...critic, reviews: 0 })).toBe(false);
  });

  it("explains what a badge counts and the next tier", () => {
    expect(badgeExplanation("cafes", 1)).toBe("1 café added · Brew Pathfinder at 5");
    expect(badgeExplanation("photos", 14)).toBe("14 photos shared · Latte Luminary at 15");
    expect(badgeExplanation("reviews", 20)).toBe("20 reviews written · the highest tier");
  });

  it("keeps badge cities distinct, in the order added, and at most as many as the highest tier needs", () => {
    expect(MAX_BADGE_CITIES).toBe(25);
    expect(withCities([], ["Boston, MA", "Cambridge, MA", "Boston, MA"])).toEqual(["Boston, MA", "Cambridge, MA"]);
    expect(withCities(["Boston, MA"], ["Portland, ME", "Boston, MA"])).toEqual(["Boston, MA", "Portland, ME"]);
    const many = Array.from({ length: 1000 }, (_, i) => `Town ${i}, MA`);
    expect(withCities([], many)).toEqual(many.slice(0, MAX_BADGE_CITIES));
    const full = many.slice(0, MAX_BADGE_CITIES);
    expect(withCities(full, ["Boston, MA"])).toEqual(full);
    // A list stored before the bound shrinks back to it on the next write.
    expect(withCities(many, [])).toEqual(full);
  });
});
