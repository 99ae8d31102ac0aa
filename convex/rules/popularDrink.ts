// The shop panel's most-popular-drink sentence (docs/product.md §8, §9).
import { MESSAGES } from "./messages";
import { aDrink, drinkPhrase } from "./profile";

/** Only reviews rating the drink 4 or more count. */
export const POPULAR_MIN_RATING = 4;

export type DrinkGroup = { temp: string; milk: string; bev: string; roast: string; process: string };

/** A review's drink details as written; each may be unanswered (docs/product.md §5). */
export type ReviewDrink = { drinkRating: number } & { [K in keyof DrinkGroup]?: string };

/**
 * The drink group a review counts toward, or null when it counts toward none: rated below 4, or the
 * drink itself unanswered (a review with ratings and text only names no drink to be popular). Other
 * unanswered details are blank parts of the group, as an unknown roast always was.
 */
export function drinkGroupOf(review: ReviewDrink): DrinkGroup | null {
  if (review.drinkRating < POPULAR_MIN_RATING || !review.bev?.trim()) return null;
  const { temp = "", milk = "", bev, roast = "", process = "" } = review;
  return { temp, milk, bev, roast, process };
}

/** The counter of top-rated reviews that name no drink: every part blank, a key no drink group has. */
export const UNNAMED_DRINK: DrinkGroup = { temp: "", milk: "", bev: "", roast: "", process: "" };

/**
 * The counter a review adds to: its drink group, or, rated 4 or more with its drink unanswered,
 * `UNNAMED_DRINK`, so the panel can tell "no review rated 4 or more" from "none of them names its
 * drink" (docs/product.md §8). Null when rated below 4.
 */
export function drinkCounterOf(review: ReviewDrink): DrinkGroup | null {
  if (review.drinkRating < POPULAR_MIN_RATING) return null;
  return drinkGroupOf(review) ?? UNNAMED_DRINK;
}

/** Reviews are grouped by the lowercased combination of temp, milk, beverage, roast and process. */
export function drinkKey({ temp, milk, bev, roast, process }: DrinkGroup): string {
  return [temp, milk, bev, roast, process].map((part) => part.trim().toLowerCase()).join("|");
}

const isKnown = (value: string) => value.trim() !== "" && value.trim().toLowerCase() !== "unknown";

/**
 * The sentence for the top group (the most frequent; ties go to the most recent review, so the
 * sentence never flickers), or one of the messages of docs/product.md §8. `unnamedTopRated`: the shop
 * has reviews rated 4 or more that name no drink, so with no top group it is not "no 4+ reviews".
 */
export function popularDrinkText(top: DrinkGroup | null, shopHasReviews: boolean, unnamedTopRated = false): string {
  if (!shopHasReviews) return MESSAGES.popularNoReviews;
  if (!top) return unnamedTopRated ? MESSAGES.popularNoDrinkNamed : MESSAGES.popularNoHighRating;
  const { temp, milk, bev, roast, process } = top;
  if (![temp, milk, bev, roast, process].some(isKnown)) return MESSAGES.popularUnknown;
  const drink =
    drinkPhrase(...([temp, milk, bev].map((part) => (isKnown(part) ? part : "")) as [string, string, string])) ||
    "drink";
  const details = [isKnown(roast) ? `${roast} roast` : "", isKnown(process) ? `${process} process` : ""].filter(
    Boolean,
  );
  return `The most popular drink here is ${aDrink(drink)}${details.length ? ` (${details.join(", ")})` : ""}.`;
}
