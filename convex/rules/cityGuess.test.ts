import { describe, expect, it } from "vitest";
import rows from "../data/cities.json";
import { editDistance, suggestCities, townAt } from "./cityGuess";
import type { GazetteerRow } from "./gazetteer";

const cities = rows as GazetteerRow[];
const labels = (query: string) => suggestCities(cities, query).map((town) => town.label);

describe("towns a misspelt search may have meant", () => {
  it("counts edits, a swap of neighbours as one, and stops past the limit", () => {
    expect(editDistance("cambrige", "cambridge", 2)).toBe(1);
    expect(editDistance("bsoton", "boston", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
    expect(editDistance("abc", "xyzxyz", 1)).toBe(2);
  });

  it("offers Cambridge, MA first for 'Cambrige'", () => {
    expect(labels("Cambrige")[0]).toBe("Cambridge, MA");
    expect(labels("Cambrige")).toHaveLength(3);
    expect(labels("Bostn")[0]).toBe("Boston, MA");
    expect(labels("Philadelpia")[0]).toBe("Philadelphia, PA");
  });

  it("prefers the state typed, and offers the name in another state when the state was wrong", () => {
    expect(labels("Cambrige MD")[0]).toBe("Cambridge, MD");
    expect(labels("Cambridge TX")[0]).toBe("Cambridge, MA");
  });

  it("offers nothing for very short names or nonsense", () => {
    expect(labels("Xyzzyville")).toEqual([]);
    expect(labels("Bo")).toEqual([]);
  });
});

describe("the town a point of the map is in", () => {
  it("names the big town whose centre is near, not the hamlet beside it", () => {
    expect(townAt(cities, { lat: 42.3601, lng: -71.0589 })?.label).toBe("Boston, MA");
    expect(townAt(cities, { lat: 42.3736, lng: -71.1097 })?.label).toBe("Cambridge, MA");
    expect(townAt(cities, { lat: 45.5152, lng: -122.6784 })?.label).toBe("Portland, OR");
  });

  it("names no town in the middle of the ocean", () => {
    expect(townAt(cities, { lat: 35, lng: -40 })).toBeNull();
  });
});

describe("towns guessed anywhere", () => {
  it("offers towns of other countries, labelled with their country", () => {
    expect(labels("Melbourn")[0]).toBe("Melbourne, Victoria, Australia");
    expect(suggestCities(cities, "Cambrige", "GB")[0]?.label).toBe("Cambridge, United Kingdom");
    expect(townAt(cities, { lat: 51.5074, lng: -0.1278 })).toMatchObject({ city: "London", country: "GB", state: "" });
  });
});
