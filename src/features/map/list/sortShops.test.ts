import { describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { MarkerShop } from "@/features/map/types";
import { shopsInside, sortShops } from "@/features/map/list/sortShops";

const shop = (name: string, rating: number, reviews: number, lat: number, lng: number): MarkerShop => ({
  _id: name as Id<"shops">,
  name,
  roastStyle: "medium",
  rating,
  reviews,
  lat,
  lng,
});
const SHOPS = [
  shop("Far and loved", 4.8, 40, 42.4, -71.0),
  shop("Near, unreviewed", 0, 0, 42.3602, -71.0589),
  shop("Middle", 4.2, 90, 42.37, -71.06),
  shop("Also 4.2, fewer reviews", 4.2, 3, 42.38, -71.07),
];
const names = (list: { name: string }[]) => list.map((s) => s.name);

describe("sorting the shops in view", () => {
  it("by rating: best first, more reviews first among equals, unreviewed last", () => {
    expect(names(sortShops(SHOPS, "rating", null))).toEqual([
      "Far and loved",
      "Middle",
      "Also 4.2, fewer reviews",
      "Near, unreviewed",
    ]);
  });

  it("by number of reviews", () => {
    expect(names(sortShops(SHOPS, "reviews", null))).toEqual([
      "Middle",
      "Far and loved",
      "Also 4.2, fewer reviews",
      "Near, unreviewed",
    ]);
  });

  it("by distance from the person, with each distance", () => {
    const sorted = sortShops(SHOPS, "distance", { lat: 42.3601, lng: -71.0589 });
    expect(names(sorted)).toEqual(["Near, unreviewed", "Middle", "Also 4.2, fewer reviews", "Far and loved"]);
    expect(sorted[0]!.distanceKm).toBeLessThan(0.05);
    expect(sortShops(SHOPS, "rating", null).every((s) => s.distanceKm === null)).toBe(true);
  });

  it("lists only the shops inside the visible area, also across the antimeridian", () => {
    expect(names(shopsInside(SHOPS, { south: 42.35, north: 42.375, west: -71.065, east: -71.05 }))).toEqual([
      "Near, unreviewed",
      "Middle",
    ]);
    const fiji = [
      shop("West", 4, 1, -17.7, 179.5),
      shop("East", 4, 1, -17.7, -179.8),
      shop("Tonga", 4, 1, -21.1, -175.2),
    ];
    expect(names(shopsInside(fiji, { south: -19, north: -16, west: 179, east: 181 }))).toEqual(["West", "East"]);
  });
});
