import type { Id } from "@convex/_generated/dataModel";
import type { SandboxBackend } from "../../sandbox/backend";
import { insertShop, type shopDoc } from "./testData";

// Shops for the map's filters (shops.inViewport with filters): what tests/backend/map/shops-filters.test.ts and
// tests/backend/map/shops-filters-budget.test.ts share.

/** A view of central Boston. */
export const BOSTON = { south: 42.33, west: -71.1, north: 42.39, east: -71.02 };

export type ShopFields = NonNullable<Parameters<typeof shopDoc>[1]>;

/** Writes the shops straight into the database, as `insertShop` writes one. */
export async function insertShops(backend: SandboxBackend, submittedBy: Id<"users">, shops: ShopFields[]) {
  // A hundred a transaction: a crowded tile is re-read for every shop added to it.
  for (let start = 0; start < shops.length; start += 100) {
    await backend.t.run(async (ctx) => {
      for (const shop of shops.slice(start, start + 100)) await insertShop(ctx, submittedBy, shop);
    });
  }
}

/** The names of the shops a view shows, sorted. */
export const names = (result: { shops: { name: string }[] }) => result.shops.map((s) => s.name).sort();

/** A shop that has none of what the filters ask for: light roast, nothing else, Latte only. */
export const PLAIN: ShopFields = {
  roastStyle: "light",
  dairyFree: false,
  glutenFriendly: false,
  mealOptions: false,
  bakeryOptions: false,
  roastsOwnBeans: false,
  beverages: ["Latte"],
};
