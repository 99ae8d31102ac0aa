import { describe, expect, it } from "vitest";
import { distanceKm } from "./distance";
import { areaAround, areaError, IMPORT_AREA_KM, IMPORT_MAX_KM } from "./osmImport";

describe("the area a city search imports", () => {
  it.each([
    ["Boston", 42.3601, -71.0589],
    ["Melbourne", -37.8136, 144.9631],
    ["Oslo", 59.9139, 10.7522],
  ])("is a square %s km across around %s, inside the import's cap", (_name, lat, lng) => {
    const area = areaAround({ lat, lng });
    const middle = (area.south + area.north) / 2;
    const width = distanceKm({ lat: middle, lng: area.west }, { lat: middle, lng: area.east });
    const height = distanceKm({ lat: area.south, lng }, { lat: area.north, lng });
    expect(width).toBeCloseTo(IMPORT_AREA_KM, 0);
    expect(height).toBeCloseTo(IMPORT_AREA_KM, 0);
    expect(areaError(area)).toBeNull();
  });

  it("refuses a box wider than the cap, and one turned inside out", () => {
    expect(areaError(areaAround({ lat: 42.36, lng: -71.06 }, IMPORT_MAX_KM + 5))).toMatch(/too large/);
    expect(areaError({ south: 43, west: -71, north: 42, east: -70 })).toMatch(/too large/);
    expect(areaError({ south: 0, west: -Infinity, north: 0.01, east: 0.01 })).toMatch(/too large/);
    expect(areaError({ south: 0, west: 0, north: NaN, east: 0.01 })).toMatch(/too large/);
    expect(areaError({ south: 0, west: 179.99, north: 0.01, east: 180.05 })).toMatch(/too large/);
  });
});
