import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { SandboxBackend } from "../../sandbox/backend";
import { createBackend, signUp } from "./backendHarness";

// Adding and editing shops through the real mutations: what tests/backend/shops/shops-create.test.ts and
// tests/backend/shops/shops-update.test.ts share, and an edit as the edit form sends it.

/** A shop as the add form sends it (shops.create's arguments). */
export const newShop = {
  name: "Render Coffee",
  streetAddress: "563  Columbus Ave",
  city: "boston",
  state: "ma",
  about: "Espresso and sandwiches.",
  roastsOwnBeans: false,
  dairyFree: true,
  glutenFriendly: false,
  mealOptions: true,
  bakeryOptions: true,
  hours: "Daily 7am-5pm",
  website: "rendercoffee.com",
  beverages: ["Espresso", "Latte"],
  roastStyle: "medium",
  lat: 42.3417,
  lng: -71.0812,
};

/** One address written three other ways: the duplicate check must see through all of them. */
export const SAME_AS_107_TREMONT_ST = ["107 Tremont Street", "107 TREMONT ST", "107 Tremont St."];

/** A fresh backend with Alice Adder signed up. */
export async function setUpAlice() {
  const backend = await createBackend();
  const alice = await signUp(backend, { firstName: "Alice", lastName: "Adder" });
  return { backend, alice };
}

/**
 * An edit of the shop as `who` saves it from the edit form: its fields and version as stored now,
 * with `changes` (a new name, new hours, "It is open"). Returns what shops.update answers.
 */
export async function editShopAs(
  backend: SandboxBackend,
  who: { as: ReturnType<SandboxBackend["t"]["withIdentity"]> },
  shopId: Id<"shops">,
  changes: { hours?: string; reopen?: boolean; name?: string } = {},
) {
  const { name, streetAddress, roastsOwnBeans, website, beverages, roastStyle, hours, version } = (await backend.t.run(
    (ctx) => ctx.db.get("shops", shopId),
  ))!;
  return await who.as.mutation(api.shops.update, {
    id: shopId,
    version,
    name,
    streetAddress,
    roastsOwnBeans,
    website,
    beverages,
    roastStyle,
    hours,
    ...changes,
  });
}
