// The reader's own locale: the browser's language decides how dates, times and distances read.
import { distanceUnitFor, type DistanceUnit } from "@convex/rules/distance";

/** The browser's language, or undefined where there is none (server, a test's stand-in navigator). */
function navigatorLanguage(): string | undefined {
  try {
    return typeof navigator !== "undefined" ? navigator.language : undefined;
  } catch {
    return undefined;
  }
}

/** "en-GB", "fr-FR"…; "en-US" where the browser does not say. */
export function browserLocale(): string {
  return navigatorLanguage() || "en-US";
}

/** Kilometres or miles, from the browser's locale (decided in convex/rules/distance.ts). */
export function browserDistanceUnit(): DistanceUnit {
  return distanceUnitFor(navigatorLanguage());
}
