import { describe, expect, it } from "vitest";
import { distanceKm, distanceUnitFor, formatDistance } from "./distance";

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

  it("reads in kilometres when asked: a tenth under 10, whole kilometres above", () => {
    expect(formatDistance(0, "km")).toBe("0.1 km");
    expect(formatDistance(0.5, "km")).toBe("0.5 km");
    expect(formatDistance(6.76, "km")).toBe("6.8 km");
    expect(formatDistance(19.3, "km")).toBe("19 km");
    expect(formatDistance(1937.6, "km")).toBe("1,938 km");
  });

  it("picks miles for American locales and kilometres for the rest", () => {
    expect(distanceUnitFor("en-US")).toBe("mi");
    expect(distanceUnitFor("es-US")).toBe("mi");
    expect(distanceUnitFor("en_US")).toBe("mi");
    expect(distanceUnitFor("my-MM")).toBe("mi");
    expect(distanceUnitFor("en-GB")).toBe("km");
    expect(distanceUnitFor("en-AU")).toBe("km");
    expect(distanceUnitFor("en-CA")).toBe("km");
    expect(distanceUnitFor("fr-FR")).toBe("km");
    expect(distanceUnitFor("zh-Hant-TW")).toBe("km");
    expect(distanceUnitFor("de")).toBe("km");
    expect(distanceUnitFor("ja")).toBe("km");
    // A bare "en" and no locale keep the app's old miles.
    expect(distanceUnitFor("en")).toBe("mi");
    expect(distanceUnitFor(undefined)).toBe("mi");
    expect(distanceUnitFor("")).toBe("mi");
  });
});
