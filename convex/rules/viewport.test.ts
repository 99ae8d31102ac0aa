import { describe, expect, it } from "vitest";
import { FINE_CELLS_PER_DEGREE, lngCell, lngCellCoarse } from "./geo";
import {
  MAX_FINE_STRIPS,
  boxCentre,
  containsLng,
  coverStrips,
  isValidBounds,
  keepsQuery,
  queryBounds,
  type Bounds,
} from "./viewport";

const BOSTON_VIEW: Bounds = { south: 42.34, west: -71.09, north: 42.38, east: -71.03 };

describe("viewport strips", () => {
  it("covers a city view with the 0.01° strips of every shop inside it", () => {
    const { index, cells } = coverStrips(BOSTON_VIEW);
    expect(index).toBe("fine");
    expect(cells[0]).toBe(lngCell(-71.09));
    expect(cells.at(-1)).toBe(lngCell(-71.03));
    expect(cells).toHaveLength(lngCell(-71.03) - lngCell(-71.09) + 1);
    for (const lng of [-71.09, -71.0589, -71.0301]) expect(cells).toContain(lngCell(lng));
  });

  it("switches to 1° strips for wide views and never lists more strips than the world has", () => {
    const region = coverStrips({ south: 40, west: -74.5, north: 43, east: -70.2 });
    expect(region).toEqual({ index: "coarse", cells: [-75, -74, -73, -72, -71] });
    expect(
      coverStrips({ south: 0, west: 0, north: 1, east: (MAX_FINE_STRIPS - 1) / FINE_CELLS_PER_DEGREE }).index,
    ).toBe("fine");
    expect(coverStrips({ south: 0, west: 0, north: 1, east: MAX_FINE_STRIPS / FINE_CELLS_PER_DEGREE }).index).toBe(
      "coarse",
    );
    const world = coverStrips({ south: -90, west: -180, north: 90, east: 180 });
    expect(world.cells).toHaveLength(360);
    expect(new Set(world.cells).size).toBe(360);
  });

  it("wraps strips across the antimeridian", () => {
    const { index, cells } = coverStrips({ south: -20, west: 178.5, north: -15, east: 181.5 });
    expect(index).toBe("coarse");
    expect(cells).toEqual([178, 179, -180, -179].map((c) => c));
    expect(cells).toContain(lngCellCoarse(-179.5));
    expect(containsLng({ south: -20, west: 178.5, north: -15, east: 181.5 }, -179.5)).toBe(true);
    expect(containsLng({ south: -20, west: 178.5, north: -15, east: 181.5 }, 170)).toBe(false);
  });

  it("validates bounds", () => {
    expect(isValidBounds(BOSTON_VIEW)).toBe(true);
    expect(isValidBounds({ ...BOSTON_VIEW, south: 43 })).toBe(false);
    expect(isValidBounds({ ...BOSTON_VIEW, north: 91 })).toBe(false);
    expect(isValidBounds({ ...BOSTON_VIEW, east: -72 })).toBe(false);
    expect(isValidBounds({ ...BOSTON_VIEW, west: Number.NaN })).toBe(false);
    expect(isValidBounds({ south: 0, west: -180, north: 1, east: 181 })).toBe(false);
  });
});

describe("query bounds", () => {
  it("adds a margin on every side and stays valid", () => {
    const q = queryBounds(BOSTON_VIEW);
    expect(isValidBounds(q)).toBe(true);
    expect(q.south).toBeLessThanOrEqual(BOSTON_VIEW.south - 0.01);
    expect(q.north).toBeGreaterThanOrEqual(BOSTON_VIEW.north + 0.01);
    expect(q.west).toBeLessThanOrEqual(BOSTON_VIEW.west - 0.015);
    expect(q.east).toBeGreaterThanOrEqual(BOSTON_VIEW.east + 0.015);
    // Still a city-sized request: the fine strips answer it.
    expect(coverStrips(q).index).toBe("fine");
  });

  it("keeps the query for pans inside the margin, and replaces it when the view leaves or shrinks", () => {
    const queried = queryBounds(BOSTON_VIEW);
    const pan = (d: number) => ({
      south: BOSTON_VIEW.south + d,
      west: BOSTON_VIEW.west + d,
      north: BOSTON_VIEW.north + d,
      east: BOSTON_VIEW.east + d,
    });
    expect(keepsQuery(queried, BOSTON_VIEW)).toBe(true);
    expect(keepsQuery(queried, pan(0.005))).toBe(true);
    expect(keepsQuery(queried, pan(0.02))).toBe(false);
    expect(keepsQuery(queried, pan(-0.02))).toBe(false);
    const zoomedIn = { south: 42.355, west: -71.065, north: 42.36, east: -71.058 };
    expect(keepsQuery(queried, zoomedIn)).toBe(false);
    // Across the antimeridian, a view given with wrapped longitudes is still recognised.
    const pacific = queryBounds({ south: -18, west: 179.9, north: -17.9, east: 180.1 });
    expect(keepsQuery(pacific, { south: -18, west: -180.1 + 0.05, north: -17.9, east: -179.9 + 0.05 })).toBe(true);
  });

  it("asks for the whole world when zoomed far out, and normalises wrapped longitudes", () => {
    expect(queryBounds({ south: -80, west: -300, north: 80, east: 300 })).toMatchObject({ west: -180, east: 180 });
    const wrapped = queryBounds({ south: 10, west: 530, north: 12, east: 532 });
    expect(isValidBounds(wrapped)).toBe(true);
    expect(wrapped.west).toBeGreaterThanOrEqual(-180);
    expect(wrapped.west).toBeLessThan(180);
    expect(containsLng(wrapped, 171)).toBe(true);
  });
});

describe("query bounds shared between viewers", () => {
  it("gives nearby views at one zoom the same bounds: twenty views a few metres apart ask a handful of questions", () => {
    const nudged = (d: number) => ({
      south: BOSTON_VIEW.south + d,
      west: BOSTON_VIEW.west + d,
      north: BOSTON_VIEW.north + d,
      east: BOSTON_VIEW.east + d,
    });
    const asked = Array.from({ length: 20 }, (_, i) => JSON.stringify(queryBounds(nudged(i * 0.00005))));
    // Moved by less than one grid step, each of the four edges crosses a grid line at most once.
    // Without the grid every view was a question of its own (20).
    expect(new Set(asked).size).toBeLessThanOrEqual(5);
  });

  it("widens by at most about a third more than the margin", () => {
    const q = queryBounds(BOSTON_VIEW);
    const latSpan = BOSTON_VIEW.north - BOSTON_VIEW.south;
    expect(q.north - q.south).toBeLessThanOrEqual(latSpan * (1 + 2 * 0.25 * 1.25) + 1e-9);
  });
});

describe("boxCentre", () => {
  it("is the middle of a box, its longitude brought back into [-180, 180)", () => {
    expect(boxCentre(BOSTON_VIEW).lat).toBeCloseTo(42.36);
    expect(boxCentre(BOSTON_VIEW).lng).toBeCloseTo(-71.06);
    // Across the antimeridian, written either way round, and a view panned once round the world.
    expect(boxCentre({ south: 0, west: 170, north: 2, east: 200 })).toEqual({ lat: 1, lng: -175 });
    expect(boxCentre({ south: 0, west: 170, north: 2, east: -160 })).toEqual({ lat: 1, lng: -175 });
    expect(boxCentre({ south: 0, west: -431.09, north: 2, east: -431.03 }).lng).toBeCloseTo(-71.06);
  });
});
