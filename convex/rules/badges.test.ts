import { describe, expect, it } from "vitest";
import { MAX_BADGE_CITIES, badgeName, earnedBadges, withCities } from "./badges";

describe("badge tiers (SPEC §9)", () => {
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
    expect(badgeName("cafes", count, "profile")).toBe(name);
    expect(badgeName("cafes", count, "shop")).toBe(name);
  });

  it("names photo tiers differently on profiles and in the shop panel", () => {
    expect([1, 5, 15, 25].map((n) => badgeName("photos", n, "profile"))).toEqual([
      "Caffeine Shutterbug",
      "Snapshot Sipper",
      "Latte Luminary",
      "Brewtiful Visionary",
    ]);
    expect([4, 14, 24, 25].map((n) => badgeName("photos", n, "shop"))).toEqual([
      "Coffee Photographer",
      "Snapshot Sipper",
      "Latte Lens",
      "Coffee Cameraman",
    ]);
  });

  it("names review tiers, with the top tier read two ways", () => {
    expect([1, 5, 10, 20].map((n) => badgeName("reviews", n, "profile"))).toEqual([
      "Percolating Critic",
      "Grounded Reviewer",
      "Brewmaster Critic",
      "Cupping Connoisseur",
    ]);
    expect(badgeName("reviews", 20, "shop")).toBe("Caffeinated Maven");
  });

  it("lists only earned badges", () => {
    expect(earnedBadges({ cafes: 0, photos: 2, reviews: 7 }, "profile")).toEqual([
      { kind: "photos", name: "Caffeine Shutterbug", count: 2 },
      { kind: "reviews", name: "Grounded Reviewer", count: 7 },
    ]);
    expect(earnedBadges({ cafes: 0, photos: 0, reviews: 0 }, "shop")).toEqual([]);
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
