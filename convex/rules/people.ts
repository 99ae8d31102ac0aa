// People: finding users to follow, and the limits of what the people screens read. Shared by
// convex/people.ts, convex/follows.ts and the UI.
import { DEFAULT_COUNTRY } from "./countries";
import { cleanText } from "./text";

/** People the search box lists at most. */
export const PEOPLE_SEARCH_LIMIT = 8;
/** People an empty feed suggests at most. */
export const SUGGESTION_LIMIT = 5;
/** Candidates read for the suggestions: the viewer and people they already follow are skipped. */
export const SUGGESTION_CANDIDATES = 8;
/** Followed reviewers a shop panel names at most. */
export const FOLLOWED_REVIEWERS_LIMIT = 5;
/** The newest follows checked for reviews of a shop: a bounded read however many people one follows. */
export const FOLLOWEES_CHECKED = 50;
/** A page of followers, following or saved shops. */
export const PEOPLE_PAGE = 10;
/** A person's reviews on their profile a page at a time; the first comes with the profile (decision 48). */
export const PROFILE_REVIEWS = 10;

/**
 * Where a profile says its owner lives, as the people-to-follow index keys it: "STATE|CITY", upper
 * case, spaces collapsed ("ma|  boston " → "MA|BOSTON"), with the country before it outside the US
 * ("GB||LONDON"), so the keys written before countries stay right. Undefined without a city.
 */
export function homeKeyOf(profile: {
  yourCity?: string;
  yourState?: string;
  yourCountry?: string;
}): string | undefined {
  const tidy = (text = "") => cleanText(text).replace(/\s+/g, " ").toUpperCase();
  const city = tidy(profile.yourCity);
  const country = tidy(profile.yourCountry);
  const abroad = country && country !== DEFAULT_COUNTRY ? `${country}|` : "";
  return city ? `${abroad}${tidy(profile.yourState)}|${city}` : undefined;
}
