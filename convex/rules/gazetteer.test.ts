import { describe, expect, it } from "vitest";
import rows from "../data/cities.json";
import { findCity, findZip, parseCityQuery, type GazetteerRow, type ZipRow } from "./gazetteer";

const cities = rows as GazetteerRow[];

describe("offline gazetteer", () => {
  it("parses the ways people type a city", () => {
    const us = (region: string) => [{ country: "US", region }];
    expect(parseCityQuery("portland, or")).toEqual({ name: "portland", within: us("OR") });
    expect(parseCityQuery("Portland ME")).toEqual({ name: "portland", within: us("ME") });
    expect(parseCityQuery("Salt Lake City, Utah")).toEqual({ name: "salt lake city", within: us("UT") });
    expect(parseCityQuery("Kansas City North Carolina")).toEqual({ name: "kansas city", within: us("NC") });
    expect(parseCityQuery("  boston  ")).toEqual({ name: "boston", within: [] });
  });

  it("finds the right state's city", () => {
    expect(findCity(cities, "Boston")?.label).toBe("Boston, MA");
    expect(findCity(cities, "portland, or")?.label).toBe("Portland, OR");
    expect(findCity(cities, "Portland ME")?.label).toBe("Portland, ME");
    expect(findCity(cities, "Providence RI")?.label).toBe("Providence, RI");
    const boston = findCity(cities, "boston")!;
    expect(boston.lat).toBeCloseTo(42.36, 1);
    expect(boston.lng).toBeCloseTo(-71.06, 1);
  });

  it("resolves ambiguous names to the most populous city", () => {
    expect(findCity(cities, "Portland")?.label).toBe("Portland, OR");
    expect(findCity(cities, "Springfield")?.label).toBe("Springfield, MO");
    expect(findCity(cities, "Cambridge")?.label).toBe("Cambridge, MA");
  });

  it("knows common aliases and accents", () => {
    expect(findCity(cities, "New York")?.label).toBe("New York City, NY");
    expect(findCity(cities, "saint louis")?.label).toBe("St. Louis, MO");
    expect(findCity(cities, "Sao Paulo, IN")).toBeNull();
    expect(findCity(cities, "Cañon City CO")?.label).toBe("Cañon City, CO");
  });

  it("returns null for unknown names and for a state mismatch", () => {
    expect(findCity(cities, "Xyzzyville")).toBeNull();
    expect(findCity(cities, "Boston, CA")).toBeNull();
    expect(findCity(cities, "")).toBeNull();
  });
});

describe("towns of the world", () => {
  it("finds the biggest of a name first, a town at home counting ten times its size", () => {
    expect(findCity(cities, "melbourne")?.label).toBe("Melbourne, Victoria, Australia");
    expect(findCity(cities, "London")?.label).toBe("London, United Kingdom");
    expect(findCity(cities, "Oslo")?.label).toBe("Oslo, Norway");
    expect(findCity(cities, "Birmingham")?.label).toBe("Birmingham, AL");
    expect(findCity(cities, "Birmingham", "GB")?.label).toBe("Birmingham, United Kingdom");
    expect(findCity(cities, "Cambridge", "GB")?.label).toBe("Cambridge, United Kingdom");
  });

  it("picks the place named after the town", () => {
    expect(findCity(cities, "melbourne, fl")?.label).toBe("Melbourne, FL");
    expect(findCity(cities, "melbourne florida")?.label).toBe("Melbourne, FL");
    expect(findCity(cities, "Melbourne VIC")?.label).toBe("Melbourne, Victoria, Australia");
    expect(findCity(cities, "london, uk")?.label).toBe("London, United Kingdom");
    expect(findCity(cities, "london, ontario")?.label).toBe("London, Ontario, Canada");
    expect(findCity(cities, "London, Canada")?.label).toBe("London, Ontario, Canada");
    expect(findCity(cities, "Perth WA")?.label).toBe("Perth, Western Australia, Australia");
    expect(findCity(cities, "Tokyo, Japan")).toMatchObject({ country: "JP", state: "13", city: "Tokyo" });
    expect(findCity(cities, "Melbourne, Australia")).toMatchObject({ country: "AU", state: "VIC" });
    expect(findCity(cities, "london, uk")).toMatchObject({ country: "GB", state: "", city: "London" });
    expect(findCity(cities, "Seoul, Korea")?.label).toBe("Seoul, South Korea");
  });
});

describe("findZip", () => {
  const zips: ZipRow[] = [
    ["02108", "Boston", "MA", 42.3576, -71.0684],
    ["60601", "Chicago", "IL", 41.8858, -87.6181],
  ];
  it("finds a five-digit ZIP code, with or without its +4 part, as its town", () => {
    expect(findZip(zips, "02108")).toEqual({
      lat: 42.3576,
      lng: -71.0684,
      label: "Boston, MA 02108",
      city: "Boston",
      state: "MA",
      country: "US",
    });
    expect(findZip(zips, " 60601-0001 ")?.label).toBe("Chicago, IL 60601");
  });
  it("ignores what is not a known ZIP code", () => {
    expect(findZip(zips, "99999")).toBeNull();
    expect(findZip(zips, "2108")).toBeNull();
    expect(findZip(zips, "Boston 02108")).toBeNull();
  });
});
