// The enumerations of docs/product.md §3, shared by the forms and the server validators.

export const ROASTS = ["Light", "Medium", "Dark"] as const;
export type Roast = (typeof ROASTS)[number];

/** Shop roast style is stored lowercase (docs/product.md §3). */
export const SHOP_ROASTS = ["light", "medium", "dark"] as const;
export type ShopRoast = (typeof SHOP_ROASTS)[number];

export const DRINKS = [
  "Cold Brew",
  "Latte",
  "Macchiatto",
  "French Press",
  "Aeropress",
  "Drip Coffee",
  "Pour Over",
  "Cortado",
  "Espresso",
  "Flat White",
  "Americano",
  "Other",
  "Moka Pot",
  "Cappuccino",
] as const;
export type Drink = (typeof DRINKS)[number];

/** How a drink reads. Stored values keep the first specification's spelling; "Macchiatto" reads "Macchiato". */
export function drinkLabel(drink: string): string {
  return drink === "Macchiatto" ? "Macchiato" : drink;
}

/** The drinks as choices: the stored value, the label people read. */
export const DRINK_CHOICES = DRINKS.map((drink) => ({ value: drink, label: drinkLabel(drink) }));

/**
 * The review form lists the profile drinks (the first specification listed "Other" twice; once is
 * enough: docs/product.md §3).
 */
export const REVIEW_DRINKS = DRINKS;

/** Beverages a shop can serve: the drink list, "Other" included. */
export const SHOP_BEVERAGES = DRINKS;

export const TEMPS = ["Hot", "Cold"] as const;
export type Temp = (typeof TEMPS)[number];

export const PROFILE_MILKS = ["Black", "Oat", "Almond", "Cow", "Cashew", "Coconut", "Flax"] as const;
export type ProfileMilk = (typeof PROFILE_MILKS)[number];

export const REVIEW_MILKS = ["Black", "Oat", "Almond", "Cow", "Coconut", "Flax", "Other"] as const;
export type ReviewMilk = (typeof REVIEW_MILKS)[number];

export const PROCESSES = ["Natural", "Washed", "Fermented"] as const;
export type Process = (typeof PROCESSES)[number];

export const PRODUCT_NAME = "Brew Map";

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}
