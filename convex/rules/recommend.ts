// Custom coffee shop recommendation (docs/product.md §5 Recommendation, §9).
import { DRINKS, ROASTS, TEMPS, isOneOf } from "./catalog";
import { MESSAGES } from "./messages";
import { countryOf, DEFAULT_COUNTRY, hasRegions, regionName } from "./countries";
import { addressLine } from "./placeNames";
import { drinkPhrase } from "./profile";

export const RECOMMENDATION_MIN_RATING = 4;
export const RECOMMENDATION_MAX_SHOPS = 6;
/** Best matching reviews read at most per request (index order: best drink rating, then newest). */
export const RECOMMENDATION_SCAN_LIMIT = 200;
/**
 * Shops read per request to order the picks by their rating: the first this many shops whose reviews
 * qualify (best drink rating first), of which the best rated 6 are shown.
 */
export const RECOMMENDATION_CANDIDATE_SHOPS = 24;

/** State input: forced upper case and cut to 2 characters (docs/product.md §5). */
export function stateInput(value: string): string {
  return value.toUpperCase().slice(0, 2);
}

/** A region as typed for the country: the US's 2-letter state as before, else its code in upper case. */
export function regionInput(country: string, value: string): string {
  return country === DEFAULT_COUNTRY ? stateInput(value) : value.toUpperCase().slice(0, 3);
}

/** City and state are upper-cased for the lookup. */
export function placeKey(city: string, state: string): { city: string; state: string } {
  return { city: city.trim().toUpperCase(), state: state.trim().toUpperCase() };
}

/** The place and taste asked for; `country` defaults to the United States, where the dialog began. */
export type RecommendationPreferences = {
  country?: string;
  state: string;
  city: string;
  roast: string;
  drink: string;
  temp: string;
};

/** What is wrong with the place asked for, or null: a region only where the country has regions. */
function placeProblem(country: string, city: string, state: string): string | null {
  if (!countryOf(country)) return MESSAGES.unknownCountry;
  if (!city || (hasRegions(country) && !state)) return MESSAGES.missingFields;
  if (country === DEFAULT_COUNTRY) return /^[A-Z]{2}$/.test(state) ? null : MESSAGES.badState;
  if (hasRegions(country) && !regionName(country, state)) return MESSAGES.badState;
  return null;
}

/** What is wrong with the preferences, or null; the dialog and the server ask the same question. */
export function preferencesProblem(prefs: RecommendationPreferences): string | null {
  const { city, state } = placeKey(prefs.city, prefs.state);
  const place = placeProblem(prefs.country ?? DEFAULT_COUNTRY, city, state);
  if (place) return place;
  if (!prefs.roast || !prefs.drink || !prefs.temp) return MESSAGES.missingFields;
  if (!isOneOf(ROASTS, prefs.roast)) return MESSAGES.badChoice("roast");
  if (!isOneOf(DRINKS, prefs.drink)) return MESSAGES.badChoice("drink");
  if (!isOneOf(TEMPS, prefs.temp)) return MESSAGES.badChoice("temperature");
  return null;
}

type Candidate = { shopId: string; userId: string; drinkRating: number; _creationTime: number };

/**
 * From matching reviews, best first (highest drink rating, then most recent), keep those of other users
 * with a drink rating of 4 or more, one per shop, at most `maxShops` shops.
 */
export function pickRecommendations<T extends Candidate>(
  reviews: readonly T[],
  viewerId: string,
  maxShops: number = RECOMMENDATION_MAX_SHOPS,
): T[] {
  const picked: T[] = [];
  const shops = new Set<string>();
  for (const review of [...reviews].sort(compareRecommendations)) {
    if (picked.length >= maxShops) break;
    if (review.userId === viewerId || review.drinkRating < RECOMMENDATION_MIN_RATING) continue;
    if (shops.has(review.shopId)) continue;
    shops.add(review.shopId);
    picked.push(review);
  }
  return picked;
}

/** Best first: highest drink rating, then the most recent review. */
export function compareRecommendations(a: Candidate, b: Candidate): number {
  return b.drinkRating - a.drinkRating || b._creationTime - a._creationTime;
}

type Ranked = {
  name: string;
  ratings: { overall: number; reviews: number } | null;
  drinkRating?: number;
  reviewedAt?: number;
};

/**
 * The order the results dialog promises, "best rated first": the shop's overall rating (the one each
 * result shows; a shop without counted reviews last), then the Coffee rating of the review it comes
 * from, then the shop with more reviews, then the newer review, then by name, so ties never shuffle.
 */
export function compareRecommended(a: Ranked, b: Ranked): number {
  return (
    (b.ratings?.overall ?? -1) - (a.ratings?.overall ?? -1) ||
    (b.drinkRating ?? 0) - (a.drinkRating ?? 0) ||
    (b.ratings?.reviews ?? 0) - (a.ratings?.reviews ?? 0) ||
    (b.reviewedAt ?? 0) - (a.reviewedAt ?? 0) ||
    a.name.localeCompare(b.name)
  );
}

/** The shops to show: best rated first (`compareRecommended`), at most 6. */
export function rankRecommendations<T extends Ranked>(shops: readonly T[]): T[] {
  return [...shops].sort(compareRecommended).slice(0, RECOMMENDATION_MAX_SHOPS);
}

type Listed = { name: string; streetAddress: string; city: string; state: string; drinkRating?: number };

/** The text the copy button puts on the clipboard: one numbered line per shop. */
export function recommendationListText(shops: readonly Listed[]): string {
  return shops
    .map(
      (shop, i) =>
        `${i + 1}. ${shop.name} - ${addressLine(shop)}${shop.drinkRating === undefined ? "" : ` (coffee rated ${shop.drinkRating}/5)`}`,
    )
    .join("\n");
}

/**
 * When nothing matches every preference, a recommendation lets go of the least important one
 * first and says so: the temperature, then the drink (any drink of that roast rated 4 or more);
 * last, shops whose typical roast style is the roast asked for. The roast itself is never dropped.
 */
export const RELAXATIONS = ["temperature", "drink", "roastStyle"] as const;
export type Relaxation = (typeof RELAXATIONS)[number];

/** What a relaxed recommendation says above its shops. */
export function relaxedText(relaxed: Relaxation, prefs: RecommendationPreferences): string {
  const roast = prefs.roast.toLowerCase();
  const town = `${prefs.city.trim()}, ${prefs.state.trim().toUpperCase()}`;
  const drink = `${prefs.temp.toLowerCase()} ${prefs.drink}`;
  switch (relaxed) {
    case "temperature":
      return `No ${drink} with a ${roast} roast rated 4 or more in ${town} yet; here are ${roast}-roast ${prefs.drink} picks, hot or cold.`;
    case "drink":
      return `No ${prefs.drink} with a ${roast} roast rated 4 or more in ${town} yet; here are shops whose other ${roast}-roast drinks people rate 4 or more.`;
    case "roastStyle":
      return `Nobody has rated a ${roast}-roast drink 4 or more in ${town} yet; here are shops whose typical roast is ${roast}.`;
  }
}

/**
 * What was ordered in the review a pick comes from: "Hot Pour Over, Light roast". A detail the
 * reviewer left unanswered is left out (docs/product.md §5); "" when none was given.
 */
export function orderedText(review: { temp?: string; bev?: string; roast?: string }): string {
  return [drinkPhrase(review.temp, undefined, review.bev), review.roast && `${review.roast} roast`]
    .filter(Boolean)
    .join(", ");
}
