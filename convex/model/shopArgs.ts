// The arguments of the shop forms' two writes, apart from the functions that take them.
import { v } from "convex/values";
import { practicalArgs, practicalEditArgs } from "./validators";

/** What the add form sends (`shops.create`). */
export const shopDetailsArgs = {
  name: v.string(),
  streetAddress: v.string(),
  city: v.string(),
  state: v.string(), // the region code, "" where the country names none (rules/countries.ts)
  // Left out: "US" (clients from before countries); the postal code left out: not given.
  country: v.optional(v.string()),
  postalCode: v.optional(v.string()),
  about: v.string(),
  // Left out: not answered.
  roastsOwnBeans: v.optional(v.boolean()),
  dairyFree: v.optional(v.boolean()),
  glutenFriendly: v.optional(v.boolean()),
  mealOptions: v.optional(v.boolean()),
  bakeryOptions: v.optional(v.boolean()),
  ...practicalArgs,
  hours: v.string(),
  website: v.string(),
  beverages: v.array(v.string()),
  roastStyle: v.string(),
};

/** What the edit form sends (`shops.update`). */
export const shopEditArgs = {
  name: v.string(),
  streetAddress: v.string(),
  hours: v.string(),
  website: v.string(),
  beverages: v.array(v.string()),
  roastStyle: v.string(),
  // Editable as on the add form (docs/product.md §2 Edit shop); left out keeps what is stored (an
  // answered trait is not un-answered).
  roastsOwnBeans: v.optional(v.boolean()),
  about: v.optional(v.string()),
  dairyFree: v.optional(v.boolean()),
  glutenFriendly: v.optional(v.boolean()),
  mealOptions: v.optional(v.boolean()),
  bakeryOptions: v.optional(v.boolean()),
  ...practicalEditArgs,
};
