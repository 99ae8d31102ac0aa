// How a user's taste profile reads on screen.

type DrinkPreference = { cafeTemp?: string; cafeMilk?: string; cafeDrink?: string };

/** SPEC §2: temperature, milk, the word Milk unless the milk is Black, then the drink. */
export function favoriteDrinkSentence({ cafeTemp, cafeMilk, cafeDrink }: DrinkPreference): string {
  const milk = cafeMilk ? (cafeMilk === "Black" ? "Black" : `${cafeMilk} Milk`) : "";
  return [cafeTemp, milk, cafeDrink].filter(Boolean).join(" ");
}

export function fullName(user: { firstName?: string; lastName?: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ");
}
