import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { MAX_MARKERS } from "@convex/rules/viewport";
import { TILE_CAPACITY } from "@convex/model/mapTiles";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { insertShop } from "../../support/testData";

const BOSTON = { south: 42.33, west: -71.1, north: 42.39, east: -71.02 };

async function insertShops(
  backend: SandboxBackend,
  submittedBy: Id<"users">,
  points: Array<{ name: string; lat: number; lng: number }>,
) {
  // A hundred a transaction: a crowded tile is re-read for every shop added to it.
  const ids: Id<"shops">[] = [];
  for (let start = 0; start < points.length; start += 100) {
    ids.push(
      ...(await backend.t.run(async (ctx) => {
        const batch: Id<"shops">[] = [];
        for (const p of points.slice(start, start + 100)) batch.push(await insertShop(ctx, submittedBy, p));
        return batch;
      })),
    );
  }
  return ids;
}

describe("shops.inViewport", () => {
  it("returns the markers inside the area, with only what a marker needs", async () => {
    const backend = await createBackend();
    const user = await signUp(backend);
    await insertShops(backend, user.userId, [
      { name: "Downtown", lat: 42.3601, lng: -71.0589 },
      { name: "West edge", lat: 42.35, lng: -71.0999 },
      { name: "East edge", lat: 42.35, lng: -71.0201 },
      { name: "Too far east", lat: 42.35, lng: -71.0199 }, // same 0.01° strip as East edge, outside the area
      { name: "Too far north", lat: 42.3901, lng: -71.05 },
      { name: "Providence", lat: 41.824, lng: -71.4128 },
    ]);
    const { shops, truncated } = await user.as.query(api.shops.inViewport, BOSTON);
    expect(truncated).toBe(false);
    expect(shops.map((s) => s.name).sort()).toEqual(["Downtown", "East edge", "West edge"]);
    expect(Object.keys(shops[0]).sort()).toEqual(["_id", "lat", "lng", "name", "rating", "reviews", "roastStyle"]);
    expect(shops.find((s) => s.name === "Downtown")).toMatchObject({
      lat: 42.3601,
      lng: -71.0589,
      roastStyle: "medium",
      rating: 0,
      reviews: 0,
    });
  });

  it("keeps each marker in step with its shop's edits, also in a crowded tile", async () => {
    const backend = await createBackend();
    const user = await signUp(backend);
    // More shops at one spot than one tile document holds.
    const crowd = Array.from({ length: TILE_CAPACITY + 5 }, (_, i) => ({
      name: `Hall ${i}`,
      lat: 42.3501,
      lng: -71.0501,
    }));
    const ids = await insertShops(backend, user.userId, crowd);
    expect(await backend.t.run(async (ctx) => (await ctx.db.query("mapTiles").collect()).length)).toBe(2);
    const moving = ids.at(-1)!;
    const shop = (await backend.t.run((ctx) => ctx.db.get(moving)))!;
    const { _id, version, roastsOwnBeans, hours, website, beverages } = shop;
    const pin = { lat: 42.3811, lng: -71.0911 };
    await user.as.mutation(api.shops.update, {
      id: _id,
      version,
      name: "Moved Out",
      streetAddress: "2 New St",
      roastsOwnBeans,
      hours,
      website,
      beverages,
      roastStyle: "dark",
      location: pin,
    });

    const near = (p: { lat: number; lng: number }) => ({
      south: p.lat - 0.002,
      north: p.lat + 0.002,
      west: p.lng - 0.002,
      east: p.lng + 0.002,
    });
    await finishScheduled(backend); // the marker follows the edit in a job (decision 37)
    const there = await user.as.query(api.shops.inViewport, near(pin));
    // Its typed hours, which it could read, became its week on this edit (one source of truth).
    expect(there.shops).toEqual([
      {
        _id: moving,
        name: "Moved Out",
        roastStyle: "dark",
        ...pin,
        rating: 0,
        reviews: 0,
        timeZone: "America/New_York",
        week: expect.any(ArrayBuffer),
      },
    ]);
    const left = await user.as.query(api.shops.inViewport, near(crowd[0]!));
    expect(left.shops).toHaveLength(TILE_CAPACITY + 4);
    expect(left.shops.map((s) => s._id)).not.toContain(moving);
  });

  it("answers wide views from the 1° strips", async () => {
    const backend = await createBackend();
    const user = await signUp(backend);
    await insertShops(backend, user.userId, [
      { name: "Boston", lat: 42.3601, lng: -71.0589 },
      { name: "Providence", lat: 41.824, lng: -71.4128 },
      { name: "Portland ME", lat: 43.6591, lng: -70.2568 },
      { name: "Albany", lat: 42.6526, lng: -73.7562 },
      { name: "Paris", lat: 48.8566, lng: 2.3522 },
    ]);
    const { shops } = await user.as.query(api.shops.inViewport, { south: 41, west: -72, north: 44, east: -70 });
    expect(shops.map((s) => s.name).sort()).toEqual(["Boston", "Portland ME", "Providence"]);
    const world = await user.as.query(api.shops.inViewport, { south: -85, west: -180, north: 85, east: 180 });
    expect(world.shops).toHaveLength(5);
  });

  it("finds shops across the antimeridian", async () => {
    const backend = await createBackend();
    const user = await signUp(backend);
    await insertShops(backend, user.userId, [
      { name: "Fiji west", lat: -17.7, lng: 179.5 },
      { name: "Fiji east", lat: -17.7, lng: -179.8 },
      { name: "Tonga", lat: -21.1, lng: -175.2 },
    ]);
    const { shops } = await user.as.query(api.shops.inViewport, { south: -19, west: 179, north: -16, east: 181 });
    expect(shops.map((s) => s.name).sort()).toEqual(["Fiji east", "Fiji west"]);
  });

  it("reads at most MAX_MARKERS shops, shared between strips, and says it left some out", async () => {
    const backend = await createBackend();
    const user = await signUp(backend);
    // A very dense strip and a sparse neighbour: the sparse one must not be starved.
    const dense = Array.from({ length: MAX_MARKERS + 50 }, (_, i) => ({
      name: `Dense ${i}`,
      lat: 42.34 + i * 0.00001,
      lng: -71.055,
    }));
    const sparse = Array.from({ length: 5 }, (_, i) => ({ name: `Sparse ${i}`, lat: 42.35 + i * 0.001, lng: -71.045 }));
    await insertShops(backend, user.userId, [...dense, ...sparse]);
    const { shops, truncated } = await user.as.query(api.shops.inViewport, BOSTON);
    expect(truncated).toBe(true);
    expect(shops.length).toBeLessThanOrEqual(MAX_MARKERS);
    expect(shops.length).toBeGreaterThan(MAX_MARKERS - 10);
    expect(shops.filter((s) => s.name.startsWith("Sparse"))).toHaveLength(5);
    expect(new Set(shops.map((s) => s._id)).size).toBe(shops.length);
  });

  it("does not lose shops that share a latitude when a strip is read in several rounds", async () => {
    const backend = await createBackend();
    const user = await signUp(backend);
    // More twins than one strip's first-round share (1000 / 9 strips), all in one 0.01° strip.
    const sameLat = Array.from({ length: 200 }, (_, i) => ({
      name: `Twin ${i}`,
      lat: 42.35,
      lng: -71.0551 - i * 0.00001,
    }));
    await insertShops(backend, user.userId, sameLat);
    const { shops, truncated } = await user.as.query(api.shops.inViewport, BOSTON);
    expect(truncated).toBe(false);
    expect(shops).toHaveLength(200);
  });

  it("shows a newly added shop to a subscriber of the area", async () => {
    const backend = await createBackend();
    const user = await signUp(backend);
    expect((await user.as.query(api.shops.inViewport, BOSTON)).shops).toEqual([]);
    await insertShops(backend, user.userId, [{ name: "Brand New", lat: 42.36, lng: -71.06 }]);
    expect((await user.as.query(api.shops.inViewport, BOSTON)).shops.map((s) => s.name)).toEqual(["Brand New"]);
  });

  it("answers a signed-out caller the same as a signed-in one, and refuses impossible areas", async () => {
    const backend = await createBackend();
    const user = await signUp(backend);
    await insertShops(backend, user.userId, [{ name: "Open To All", lat: 42.36, lng: -71.06 }]);
    // The markers read no session (one cached answer for everyone).
    const signedOut = await backend.t.query(api.shops.inViewport, BOSTON);
    expect(signedOut.shops.map((s) => s.name)).toEqual(["Open To All"]);
    expect(signedOut).toEqual(await user.as.query(api.shops.inViewport, BOSTON));
    await expect(user.as.query(api.shops.inViewport, { ...BOSTON, south: 43 })).rejects.toThrow(MESSAGES.badMapArea);
    await expect(user.as.query(api.shops.inViewport, { ...BOSTON, north: 95 })).rejects.toThrow(MESSAGES.badMapArea);
    await expect(user.as.query(api.shops.inViewport, { ...BOSTON, west: -200 })).rejects.toThrow(MESSAGES.badMapArea);
    await expect(user.as.query(api.shops.inViewport, { ...BOSTON, east: Number.NaN })).rejects.toThrow(
      MESSAGES.badMapArea,
    );
    await expect(user.as.query(api.shops.inViewport, { ...BOSTON, east: "east" } as never)).rejects.toThrow();
  });
});
