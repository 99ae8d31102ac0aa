import { describe, expect, it } from "vitest";
import { lngCell, latCell } from "./geo";
import {
  MAX_EDGE_REGIONS,
  WIDE_REGIONS,
  edgeKeysCovering,
  isRegionKey,
  isWideKey,
  markersInView,
  regionCells,
  regionObjectKey,
  regionOf,
  regionsCovering,
  regionsOfWide,
  weekFromBase64,
  wideKeyOf,
  weekToBase64,
  type RegionMarker,
} from "./mapRegions";
import { traitsOf } from "./markerTraits";
import { encodeOpeningHours } from "./weeklyHours";
import { MAX_MARKERS } from "./viewport";

const BOSTON_VIEW = { south: 42.34, west: -71.09, north: 42.38, east: -71.03 };
const plain = { roastStyle: "", beverages: [], dairyFree: false, glutenFriendly: false, mealOptions: false };
const traits = (extra: Partial<Parameters<typeof traitsOf>[0]> = {}) =>
  traitsOf({ ...plain, bakeryOptions: false, roastsOwnBeans: false, ...extra });
const marker = (over: Partial<RegionMarker> = {}): RegionMarker => ({
  id: "shop1",
  name: "Bench",
  lat: 42.36,
  lng: -71.06,
  rating: 4.5,
  reviews: 3,
  traits: traits(),
  practical: 0,
  ...over,
});

describe("map regions", () => {
  it("names the region of a point and lists its tiles: the 10 × 10 map tiles holding it", () => {
    const key = regionOf(42.3601, -71.0589);
    expect(key).toBe("423_-711");
    expect(isRegionKey(key)).toBe(true);
    const { latCells, lngCells } = regionCells(key);
    expect(latCells).toEqual([4230, 4239]);
    expect(lngCells).toEqual([-7110, -7101]);
    expect(latCell(42.3601)).toBeGreaterThanOrEqual(latCells[0]);
    expect(lngCell(-71.0589)).toBeLessThanOrEqual(lngCells[1]);
    for (const bad of ["", "1_2_3", "a_b", "12345_1", "1;2"]) expect(isRegionKey(bad)).toBe(false);
  });

  it("covers a city view with a few regions; a wide view or one across the antimeridian with none", () => {
    expect(regionsCovering(BOSTON_VIEW)).toEqual(["423_-711"]);
    expect(regionsCovering({ ...BOSTON_VIEW, north: 42.41, east: -70.99 })).toEqual([
      "423_-711",
      "423_-710",
      "424_-711",
      "424_-710",
    ]);
    expect(regionsCovering({ south: 40, west: -75, north: 43, east: -70 })).toBeNull();
    const widest = regionsCovering({ south: 42.3, west: -71.2, north: 42.5, east: -71.0 });
    expect(widest).toHaveLength(MAX_EDGE_REGIONS);
    expect(regionsCovering({ south: -17, west: 179.9, north: -16.9, east: -179.9 })).toBeNull();
  });

  it("gives every file of a region a new key", () => {
    const a = regionObjectKey("423_-711", crypto.randomUUID());
    const b = regionObjectKey("423_-711", crypto.randomUUID());
    expect(a).toMatch(/^map\/423_-711\/[0-9a-f-]{36}\.json$/);
    expect(a).not.toBe(b);
  });

  it("keeps a week of opening hours through base64", () => {
    const week = encodeOpeningHours("Mo-Fr 07:00-18:00; Sa,Su 08:00-17:00")!;
    expect([...weekFromBase64(weekToBase64(week))]).toEqual([...week]);
  });
});

describe("the markers of region files in a view", () => {
  it("keeps those in view that pass the filters, as the live query does", () => {
    const files = [
      {
        markers: [
          marker({ id: "in" }),
          marker({ id: "north", lat: 42.39 }),
          marker({ id: "light", traits: traits({ roastStyle: "light" }) }),
          marker({ id: "unrated", rating: 0, reviews: 0 }),
          marker({ id: "closed", traits: traits({ closedAt: 1 }) }),
        ],
      },
    ];
    const ids = (filters = {}) => markersInView(files, BOSTON_VIEW, filters).markers.map((m) => m.id);
    expect(ids()).toEqual(["in", "light", "unrated"]);
    expect(ids({ roastStyle: "light" })).toEqual(["light"]);
    expect(ids({ minRating: 4 })).toEqual(["in", "light"]);
    expect(ids({ closed: true })).toEqual(["in", "light", "unrated", "closed"]);
  });

  it("reads 'open now' at each shop's own clock", () => {
    const week = weekToBase64(encodeOpeningHours("Mo-Su 07:00-18:00")!);
    const files = [
      {
        markers: [marker({ id: "boston", week, timeZone: "America/New_York" }), marker({ id: "nohours" })],
      },
    ];
    // Wednesday 7 January 2026 15:00 UTC: 10:00 in Boston.
    const morning = Date.UTC(2026, 0, 7, 15, 0);
    const night = Date.UTC(2026, 0, 8, 4, 0);
    expect(markersInView(files, BOSTON_VIEW, { openAt: morning }).markers.map((m) => m.id)).toEqual(["boston"]);
    expect(markersInView(files, BOSTON_VIEW, { openAt: night }).markers).toEqual([]);
  });

  it("shows at most MAX_MARKERS and says so", () => {
    const many = Array.from({ length: MAX_MARKERS + 5 }, (_, i) => marker({ id: `s${i}` }));
    const { markers, truncated } = markersInView([{ markers: many }], BOSTON_VIEW);
    expect(markers).toHaveLength(MAX_MARKERS);
    expect(truncated).toBe(true);
    expect(markersInView([{ markers: many.slice(0, 3) }], BOSTON_VIEW).truncated).toBe(false);
  });

  it("takes a region at a time past MAX_MARKERS, so every part of a wide view shows", () => {
    // A crowded region in the south of the view, one shop in the region north of it.
    const view = { ...BOSTON_VIEW, south: 42.25 };
    const crowded = Array.from({ length: MAX_MARKERS + 5 }, (_, i) => marker({ id: `s${i}`, lat: 42.26 }));
    const lone = marker({ id: "north-east", lat: 42.379, lng: -71.031 });
    const { markers, truncated } = markersInView([{ markers: crowded }, { markers: [lone] }], view);
    expect(markers).toHaveLength(MAX_MARKERS);
    expect(truncated).toBe(true);
    expect(markers.map((m) => m.id)).toContain("north-east");
  });
});

describe("wide regions", () => {
  it("names a region's wide region and lists a wide region's regions", () => {
    expect(wideKeyOf("423_-711")).toBe("w42_-72");
    expect(isWideKey("w42_-72")).toBe(true);
    for (const bad of ["42_-72", "w", "w1_2_3", "wa_b", "w1234_1"]) expect(isWideKey(bad)).toBe(false);
    const regions = regionsOfWide("w42_-72");
    expect(regions).toHaveLength(WIDE_REGIONS * WIDE_REGIONS);
    expect(regions[0]).toBe("420_-720");
    expect(regions.at(-1)).toBe("429_-711");
    expect(regions.every((key) => wideKeyOf(key) === "w42_-72")).toBe(true);
  });

  it("draws a view too wide for regions from wide regions, and a country at once from neither", () => {
    expect(edgeKeysCovering(BOSTON_VIEW)).toEqual(["423_-711"]);
    const metro = { south: 42.0, west: -71.6, north: 42.8, east: -70.6 };
    expect(regionsCovering(metro)).toBeNull();
    expect(edgeKeysCovering(metro)).toEqual(["w42_-72", "w42_-71"]);
    expect(edgeKeysCovering({ south: 30, west: -100, north: 45, east: -70 })).toBeNull();
    expect(edgeKeysCovering({ south: -17, west: 179.9, north: -16.9, east: -179.9 })).toBeNull();
  });
});
