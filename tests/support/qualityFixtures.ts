// Documents and arguments for the quality tests (authorization, fuzzing, bench, consistency).
import type { ShopDetails } from "@convex/rules/shopForm";
import type { TestConvex } from "convex-test";
import type { Doc, Id } from "@convex/_generated/dataModel";
import type schema from "@convex/schema";
import { locationFields } from "@convex/rules/geo";
import { randomPublicId } from "@convex/rules/identifiers";

type T = TestConvex<typeof schema>;
type ShopFields = Omit<Doc<"shops">, "_id" | "_creationTime">;
type ReviewFields = Omit<Doc<"reviews">, "_id" | "_creationTime">;

/** A complete shop document (as shops.create would store it) at the given point. */
export function shopDoc(submittedBy: Id<"users">, overrides: Partial<ShopFields> & { lat?: number; lng?: number } = {}): ShopFields {
  const { lat = 42.3601, lng = -71.0589, ...rest } = overrides;
  return {
    publicId: randomPublicId(),
    name: "Fixture Roasters",
    submittedBy,
    submitterName: "Test User",
    streetAddress: "1 Fixture St",
    city: "BOSTON",
    state: "MA",
    roastsOwnBeans: true,
    hours: "7am-5pm",
    website: "https://fixture.example",
    beverages: ["Latte", "Espresso"],
    roastStyle: "medium",
    dairyFree: true,
    glutenFriendly: false,
    mealOptions: false,
    bakeryOptions: true,
    about: "",
    ...locationFields(lat, lng),
    version: 1,
    ...rest,
  };
}

/** A complete review document (as reviews.create would store it). */
export function reviewDoc(shop: Pick<Doc<"shops">, "_id" | "name" | "city" | "state">, userId: Id<"users">, overrides: Partial<ReviewFields> = {}): ReviewFields {
  return {
    shopId: shop._id,
    number: 1,
    shopName: shop.name,
    city: shop.city,
    state: shop.state,
    userId,
    userName: "Test User",
    bev: "Latte",
    milk: "Oat",
    temp: "Hot",
    roast: "Medium",
    process: "Washed",
    flavoring: false,
    drinkRating: 4,
    shopRating: 5,
    staffRating: 4,
    text: "Lovely.",
    photos: [],
    userFavDrink: "Latte",
    userFavTemp: "Hot",
    userFavMilk: "Oat",
    userFavRoast: "Medium",
    userFavProcess: "",
    ...overrides,
  };
}

/** Inserts a shop directly (no geocoding, no counters) and returns the document. */
export async function insertShopDoc(t: T, submittedBy: Id<"users">, overrides: Parameters<typeof shopDoc>[1] = {}): Promise<Doc<"shops">> {
  return t.run(async (ctx) => (await ctx.db.get(await ctx.db.insert("shops", shopDoc(submittedBy, overrides))))!);
}

/** Every document of every app table (auth tables included), for before/after comparisons. */
export async function snapshotTables(t: T, tables: readonly string[]): Promise<string> {
  return t.run(async (ctx) => {
    const all: Record<string, unknown[]> = {};
    for (const table of tables) all[table] = await ctx.db.query(table as "users").collect();
    return JSON.stringify(all);
  });
}

let shopCounter = 0;

export type ShopInput = ShopDetails & { lat: number; lng: number };

/** Valid arguments for shops.create (a distinct address each call). */
export function shopInput(overrides: Partial<ShopInput> = {}): ShopInput {
  shopCounter += 1;
  return {
    name: `Fixture Roasters ${shopCounter}`,
    streetAddress: `${shopCounter} Fixture St`,
    city: "Boston",
    state: "MA",
    about: "",
    roastsOwnBeans: true,
    dairyFree: true,
    glutenFriendly: false,
    mealOptions: false,
    bakeryOptions: true,
    hours: "7am-5pm",
    website: "https://fixture.example",
    beverages: ["Latte", "Espresso"],
    roastStyle: "medium",
    lat: 42.3601,
    lng: -71.0589,
    ...overrides,
  };
}
