import { describe, expect, it } from "vitest";
import { overpassQuery, osmObjectUrl, readOverpassAnswer } from "./overpass";

const HEADER = {
  version: 0.6,
  generator: "Overpass API 0.7.62",
  osm3s: {
    timestamp_osm_base: "2026-11-01T00:00:00Z",
    copyright:
      "The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.",
  },
};

describe("reading an Overpass answer", () => {
  it("reads nodes by their point and ways by their centre, and drops a way without one", () => {
    const text = JSON.stringify({
      ...HEADER,
      elements: [
        { type: "node", id: 1, lat: 51.5, lon: -0.1, tags: { amenity: "cafe", name: "Monmouth" } },
        { type: "way", id: 2, center: { lat: 51.6, lon: -0.2 }, tags: { shop: "coffee" } },
        { type: "way", id: 3, tags: { amenity: "cafe" } },
      ],
    });
    expect(readOverpassAnswer(text)).toEqual({
      ok: true,
      elements: [
        { type: "node", id: 1, lat: 51.5, lng: -0.1, tags: { amenity: "cafe", name: "Monmouth" } },
        { type: "way", id: 2, lat: 51.6, lng: -0.2, tags: { shop: "coffee" } },
      ],
    });
  });

  it("refuses a query Overpass stopped, an answer cut off, and one of another shape", () => {
    const stopped = {
      ...HEADER,
      elements: [],
      remark: 'runtime error: Query timed out in "query" at line 3 after 25 seconds.',
    };
    expect(readOverpassAnswer(JSON.stringify(stopped))).toEqual({ ok: false, problem: "timedOut" });
    const whole = JSON.stringify({ ...HEADER, elements: [{ type: "node", id: 1, lat: 1, lon: 2 }] });
    expect(readOverpassAnswer(whole.slice(0, whole.length - 20))).toEqual({ ok: false, problem: "cut" });
    expect(readOverpassAnswer("<html>504 Gateway Timeout</html>")).toEqual({ ok: false, problem: "malformed" });
    expect(readOverpassAnswer(JSON.stringify({ elements: [{ type: "area", id: 1 }] }))).toEqual({
      ok: false,
      problem: "malformed",
    });
  });

  it("asks for cafés and coffee shops in a box, with centres, and links each object", () => {
    const query = overpassQuery({ south: 51.5, west: -0.2, north: 51.6, east: -0.1 }, 25);
    expect(query).toContain("[out:json][timeout:25];");
    expect(query).toContain('nwr["amenity"="cafe"](51.500000,-0.200000,51.600000,-0.100000);');
    expect(query).toContain("out center tags;");
    expect(osmObjectUrl({ type: "way", id: 42 })).toBe("https://www.openstreetmap.org/way/42");
  });
});
