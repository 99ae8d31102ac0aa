import { describe, expect, it } from "vitest";
import { distanceKm, formatDistance } from "./distance";

describe("distance", () => {
  it("measures along the globe", () => {
    expect(distanceKm({ lat: 42.3601, lng: -71.0589 }, { lat: 42.3601, lng: -71.0589 })).toBe(0);
    // Boston to New York: about 306 km.
    expect(distanceKm({ lat: 42.3601, lng: -71.0589 }, { lat: 40.7128, lng: -74.006 })).toBeCloseTo(306, 0);
    // A degree of latitude is about 111.2 km anywhere.
    expect(distanceKm({ lat: 10, lng: 50 }, { lat: 11, lng: 50 })).toBeCloseTo(111.2, 1);
    // Across the antimeridian, the short way.
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.2, 1);
  });

  it("reads in miles: a tenth under 10, whole miles above, never 0", () => {
    expect(formatDistance(0)).toBe("0.1 mi");
    expect(formatDistance(0.5)).toBe("0.3 mi");
    expect(formatDistance(6.76)).toBe("4.2 mi");
    expect(formatDistance(19.3)).toBe("12 mi");
    expect(formatDistance(1937.6)).toBe("1,204 mi");
  });
});
