// How a review reads on screen.
import { formatCount } from "./numbers";
import { aDrink, drinkPhrase } from "./profile";

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Ratings are shown as cups out of 5; anything outside 0..5 is clamped for display (docs/product.md §5). */
export function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(RATING_MAX, Math.max(0, Math.round(rating)));
}

type Order = { temp?: string; milk?: string; bev?: string; roast?: string; process?: string; flavoring?: boolean };

/**
 * What was ordered: "Ordered a Hot Oat Milk Latte (Medium roast, Washed, flavored)"; "" when the
 * reviewer left every detail unanswered (docs/product.md §5), "Ordered a drink (...)" when only the drink.
 */
export function orderSentence({ temp, milk, bev, roast, process, flavoring }: Order): string {
  const details = [roast && `${roast} roast`, process, flavoring ? "flavored" : ""].filter(Boolean);
  const drink = drinkPhrase(temp, milk, bev);
  if (!drink && details.length === 0) return "";
  return `Ordered ${aDrink(drink || "drink")}${details.length ? ` (${details.join(", ")})` : ""}`;
}

/** "1 person found this helpful", "3 people found this helpful". */
export function helpfulText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "person" : "people"} found this helpful`;
}
