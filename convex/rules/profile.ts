// How drinks and people read on screen.
import { drinkLabel } from "./catalog";

/** "Hot Oat Milk Latte": temperature, milk, the word Milk unless the milk is Black, then the drink. */
export function drinkPhrase(temp?: string, milk?: string, drink?: string): string {
  const milkWords = milk ? (milk === "Black" ? "Black" : `${milk} Milk`) : "";
  return [temp, milkWords, drink && drinkLabel(drink)].filter(Boolean).join(" ");
}

/** A drink phrase with its article: "a Hot Latte", "an Oat Milk Latte", "an Espresso". */
export function aDrink(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

type DrinkPreference = { cafeTemp?: string; cafeMilk?: string; cafeDrink?: string };

/** The favourite cafe drink line of a profile (docs/product.md §2). */
export function favouriteDrinkSentence({ cafeTemp, cafeMilk, cafeDrink }: DrinkPreference): string {
  return drinkPhrase(cafeTemp, cafeMilk, cafeDrink);
}

export function fullName(user: { firstName?: string; lastName?: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ");
}

/** How a shop names who added or edited it: the full name, else the email. */
export function nameOrEmail(user: { firstName?: string; lastName?: string; email?: string }): string {
  return fullName(user) || (user.email ?? "");
}
