// Cleaning of the short texts other people see (names, shop details, a profile's city and favourite
// cafe): characters that are invisible or that reorder what follows them could make one user or shop
// look like another (e.g. "\u202Egnp.exe" shows as "exe.png"), so they never reach the database.

/**
 * Bidirectional controls (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, the
 * U+200E/U+200F marks and the Arabic letter mark U+061C) and zero-width characters (U+200B–U+200D,
 * the word joiner U+2060 and the byte-order mark U+FEFF).
 */
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF]/g;

/** Control characters that separate words (tab, line breaks): read as a space so "Ada\nLovelace" keeps its two words. */
const SPACING_CONTROLS = /[\t\n\v\f\r\u0085]/g;

/** Every other control character (Unicode category Cc). */
const CONTROLS = /\p{Cc}/gu;

/**
 * A short user-visible text as it is stored: without bidirectional controls, zero-width characters
 * and other control characters (tabs and line breaks become spaces), trimmed. Empty when nothing
 * visible is left, which the required-field checks then refuse.
 */
export function cleanText(value: string): string {
  return value.replace(INVISIBLE, "").replace(SPACING_CONTROLS, " ").replace(CONTROLS, "").trim();
}
