import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { markersOf } from "@convex/model/mapTiles";
import { MESSAGES } from "@convex/rules/messages";
import { practicalOf } from "@convex/rules/practicalTraits";
import type { ViewportFilters } from "@convex/rules/shopFilters";
import { finishScheduled, signUp } from "../../support/backendHarness";
import { BOSTON, PLAIN, insertShops, names } from "../../support/filterShops";
import { newShop, setUpAlice } from "../../support/shopWrites";

// The practical traits (docs/product.md §3): Wi-Fi, laptop friendly, indoor and outdoor seating, step-free access
// and a price level, unknown until someone answers; an edit answers, changes or clears them, the history records
// it, and the map's tiles carry them for the filters, where an unknown answer never matches.

const firstPage = { numItems: 10, cursor: null };

async function withShop(practical: Record<string, unknown> = {}) {
  const { backend, alice } = await setUpAlice();
  const bob = await signUp(backend, { firstName: "Bob", lastName: "Brewer" });
  const { _id } = await alice.as.mutation(api.shops.create, { ...newShop, ...practical });
  await finishScheduled(backend); // its marker follows the add in a job (decision 37)
  const { name, streetAddress, hours, website, beverages, roastStyle } = (await backend.t.run((ctx) =>
    ctx.db.get("shops", _id),
  ))!;
  const edit = { id: _id, name, streetAddress, hours, website, beverages, roastStyle };
  const stored = async () => (await backend.t.run((ctx) => ctx.db.get("shops", _id)))!;
  const view = async (filters: ViewportFilters) =>
    (await finishScheduled(backend), await bob.as.query(api.shops.inViewport, { ...BOSTON, filters })).shops.map(
      (s) => s._id,
    );
  return { backend, bob, _id, edit, stored, view };
}

describe("a shop's practical traits", () => {
  it("are stored as answered when the shop is added, and absent when not", async () => {
    const { stored } = await withShop({ wifi: true, outdoorSeating: false, priceLevel: 2 });
    const shop = await stored();
    expect(shop).toMatchObject({ wifi: true, outdoorSeating: false, priceLevel: 2 });
    for (const unanswered of ["laptopFriendly", "indoorSeating", "stepFreeAccess"] as const)
      expect(shop[unanswered]).toBeUndefined();
  });

  it("refuse a price level off the scale, on adding and on editing", async () => {
    const { backend, alice } = await setUpAlice();
    for (const priceLevel of [0, 4, 1.5])
      await expect(alice.as.mutation(api.shops.create, { ...newShop, priceLevel })).rejects.toThrow(
        MESSAGES.badChoice("price level"),
      );
    expect(await backend.t.run(async (ctx) => (await ctx.db.query("shops").collect()).length)).toBe(0);
    const { bob, edit, stored } = await withShop({ priceLevel: 1 });
    await expect(bob.as.mutation(api.shops.update, { ...edit, version: 1, priceLevel: 5 })).rejects.toThrow(
      MESSAGES.badChoice("price level"),
    );
    expect(await stored()).toMatchObject({ priceLevel: 1, version: 1 });
  });

  it("are answered, changed and cleared back to unknown by an edit, each recorded in the history", async () => {
    const { bob, _id, edit, stored } = await withShop({ laptopFriendly: true, priceLevel: 3 });
    await bob.as.mutation(api.shops.update, { ...edit, version: 1, wifi: true, priceLevel: 2 });
    // Left out keeps what is stored; null clears it.
    await bob.as.mutation(api.shops.update, { ...edit, version: 2, laptopFriendly: null, stepFreeAccess: false });
    const shop = await stored();
    expect(shop).toMatchObject({ wifi: true, priceLevel: 2, stepFreeAccess: false, version: 3 });
    expect("laptopFriendly" in shop).toBe(false);
    const history = await bob.as.query(api.shops.history, { shopId: _id, paginationOpts: firstPage });
    expect(history.page.map((edit) => edit.changes)).toEqual([
      [
        { field: "laptopFriendly", before: "Yes", after: "Not known" },
        { field: "stepFreeAccess", before: "Not known", after: "No" },
      ],
      [
        { field: "wifi", before: "Not known", after: "Yes" },
        { field: "priceLevel", before: "$$$", after: "$$" },
      ],
    ]);
    // Clearing what nobody answered changes nothing.
    expect(await bob.as.mutation(api.shops.update, { ...edit, version: 3, indoorSeating: null })).toMatchObject({
      changed: 0,
    });
  });

  it("ride on the marker's tile, which follows an edit, and the filters read them there", async () => {
    const { backend, bob, _id, edit, view } = await withShop({ wifi: true, priceLevel: 2 });
    const tile = async () => (await backend.t.run((ctx) => ctx.db.query("mapTiles").first()))!;
    expect(markersOf(await tile())[0]!.practical).toBe(practicalOf({ wifi: true, priceLevel: 2 }));
    expect(await view({ wifi: true })).toEqual([_id]);
    expect(await view({ maxPrice: 2 })).toEqual([_id]);
    expect(await view({ maxPrice: 1 })).toEqual([]);
    expect(await view({ laptopFriendly: true })).toEqual([]);
    await bob.as.mutation(api.shops.update, { ...edit, version: 1, wifi: null, laptopFriendly: true });
    expect(await view({ wifi: true })).toEqual([]);
    expect(await view({ laptopFriendly: true, maxPrice: 3 })).toEqual([_id]);
  });

  it("filter out shops nobody answered, and read a tile written before the column as unknown", async () => {
    const { backend, alice } = await setUpAlice();
    await insertShops(backend, alice.userId, [
      { ...PLAIN, name: "Wired", wifi: true, priceLevel: 1, lat: 42.35, lng: -71.06 },
      { ...PLAIN, name: "No Wi-Fi", wifi: false, priceLevel: 3, lat: 42.351, lng: -71.061 },
      { ...PLAIN, name: "Nobody said", lat: 42.36, lng: -71.07 },
    ]);
    const view = async (filters: ViewportFilters) =>
      names(await alice.as.query(api.shops.inViewport, { ...BOSTON, filters }));
    expect(await view({ wifi: true })).toEqual(["Wired"]);
    expect(await view({ maxPrice: 3 })).toEqual(["No Wi-Fi", "Wired"]);
    expect(await view({ maxPrice: 2 })).toEqual(["Wired"]);
    // A tile written before the practical byte (3 bytes a marker): every marker unknown, no filter of
    // these matches, the rest still does.
    await backend.t.run(async (ctx) => {
      for (const tile of await ctx.db.query("mapTiles").collect()) {
        const traits = new Uint8Array(tile.traits!).filter((_, i) => i % 4 !== 3);
        await ctx.db.patch("mapTiles", tile._id, { traits: traits.buffer });
      }
    });
    expect(await view({ wifi: true })).toEqual([]);
    expect(await view({ roastStyle: "light" })).toEqual(["No Wi-Fi", "Nobody said", "Wired"]);
  });
});
