import { describe, expect, it } from "vitest";
import { boxAround, boxCentre } from "@convex/rules/viewport";
import { grownBox, nearest } from "@/features/map/empty-view/emptyView";

const view = { south: 42.3, west: -71.2, north: 42.4, east: -71.0 };

describe("moving on from an empty view", () => {
  it("grows a box around its middle", () => {
    const grown = grownBox(view, 3);
    expect(boxCentre(grown).lat).toBeCloseTo(42.35);
    expect(boxCentre(grown).lng).toBeCloseTo(-71.1);
    expect(grown.north - grown.south).toBeCloseTo(0.3);
    expect(grown.east - grown.west).toBeCloseTo(0.6);
  });

  it("never grows past the map's edges", () => {
    expect(grownBox({ south: -80, west: -170, north: 80, east: 170 }, 4)).toEqual({
      south: -85,
      west: -180,
      north: 85,
      east: 180,
    });
  });

  it("puts a box around points, and finds the nearest ones first", () => {
    const from = { lat: 42.39, lng: -71.1 }; // Somerville
    const shops = [
      { name: "far", lat: 40.7, lng: -74 },
      { name: "near", lat: 42.36, lng: -71.06 },
      { name: "nearer", lat: 42.37, lng: -71.11 },
    ];
    expect(nearest(shops, from, 2).map((s) => s.name)).toEqual(["nearer", "near"]);
    expect(boxAround([from, ...nearest(shops, from, 2)])).toEqual({
      south: 42.36,
      west: -71.11,
      north: 42.39,
      east: -71.06,
    });
  });
});
