import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MAX_MARKERS, MAX_TILE_READS } from "@convex/rules/viewport";
import { createBackend, signUp } from "../../support/backendHarness";
import { BOSTON, PLAIN, insertShops, names } from "../../support/filterShops";

// The map's filters within the view's budget (shops.inViewport with filters): only matching shops count towards
// MAX_MARKERS, and a view reads at most MAX_TILE_READS tiles however few shops match.

describe("shops.inViewport with filters", () => {
  it("counts only matching shops towards the budget, so many others around cannot empty the view", async () => {
    const backend = await createBackend();
    const user = await signUp(backend);
    // One strip crowded with more non-matching shops than the whole budget, its matches at the
    // north end, read last; a sparse neighbour with matches of its own.
    const crowd = Array.from({ length: MAX_MARKERS + 100 }, (_, i) => ({
      ...PLAIN,
      name: `Crowd ${i}`,
      lat: 42.34 + i * 0.00001,
      lng: -71.055,
    }));
    const northMatches = Array.from({ length: 10 }, (_, i) => ({
      ...PLAIN,
      name: `North match ${i}`,
      dairyFree: true,
      lat: 42.385 + i * 0.0001,
      lng: -71.055,
    }));
    const sparse = Array.from({ length: 5 }, (_, i) => ({
      ...PLAIN,
      name: `Sparse match ${i}`,
      dairyFree: true,
      lat: 42.35 + i * 0.001,
      lng: -71.045,
    }));
    await insertShops(backend, user.userId, [...crowd, ...northMatches, ...sparse]);

    const unfiltered = await user.as.query(api.shops.inViewport, BOSTON);
    expect(unfiltered.truncated).toBe(true);
    const filtered = await user.as.query(api.shops.inViewport, { ...BOSTON, filters: { dairyFree: true } });
    expect(filtered.truncated).toBe(false);
    expect(names(filtered)).toEqual([...northMatches, ...sparse].map((s) => s.name).sort());
  });

  it("stops after MAX_TILE_READS tiles when few shops match, and says the area was cut short", async () => {
    const backend = await createBackend();
    const user = await signUp(backend);
    // One shop a tile, more tiles than the cap, none matching.
    const spread = Array.from({ length: MAX_TILE_READS + 60 }, (_, i) => ({
      ...PLAIN,
      name: `Spread ${i}`,
      lat: 40.005 + (i % 40) * 0.01,
      lng: -74.995 + Math.floor(i / 40) * 0.01,
    }));
    await insertShops(backend, user.userId, spread);
    const area = { south: 39.9, west: -75.1, north: 40.5, east: -74.5 };
    expect(await backend.t.run(async (ctx) => (await ctx.db.query("mapTiles").collect()).length)).toBe(spread.length);
    const filtered = await user.as.query(api.shops.inViewport, { ...area, filters: { mealOptions: true } });
    expect(filtered).toEqual({ shops: [], truncated: true });
  });
});
