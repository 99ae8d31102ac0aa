// Cleaning of the texts other people see (names, shop details, a profile, bean lists, review texts):
// characters that are invisible or that reorder what follows them could make one user or shop look
// like another (e.g. "\u202Egnp.exe" shows as "exe.png"), or make a required field look filled, so
// they never reach the database.

/**
 * Bidirectional controls (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, the
 * U+200E/U+200F marks and the Arabic letter mark U+061C), zero-width characters (U+200B–U+200D, the
 * word joiner U+2060, the invisible operators U+2061–U+2064 and the byte-order mark U+FEFF), and
 * letters that draw nothing: the soft hyphen U+00AD, the combining grapheme joiner U+034F, the
 * Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the Khmer inherent vowels U+17B4–U+17B5, the
 * Mongolian vowel separator U+180E and the blank Braille pattern U+2800.
 */
const INVISIBLE =
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060-\u2064\uFEFF\u00AD\u115F\u1160\u3164\uFFA0\u180E\u2800]|\u034F|\u17B4|\u17B5/g; // combining marks stay out of the class

/** Control characters that separate words (tab, line breaks): read as a space so "Ada\nLovelace" keeps its two words. */
const SPACING_CONTROLS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

/** Every other control character (Unicode category Cc). */
const CONTROLS = /\p{Cc}/gu;

/**
 * A short user-visible text as it is stored: without bidirectional controls, zero-width and blank
 * characters and other control characters (tabs and line breaks become spaces), trimmed. Empty when
 * nothing visible is left, which the required-field checks then refuse.
 */
export function cleanText(value: string): string {
  return value.replace(INVISIBLE, "").replace(SPACING_CONTROLS, " ").replace(CONTROLS, "").trim();
}

/** A zero-width joiner inside an emoji sequence (👩‍🍳), which draws one picture instead of two. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
const KEPT_JOINER = "\uE000"; // a private-use stand-in while the other invisibles go

/**
 * A text of several lines (a review, "about you") as it is stored: cleaned as cleanText cleans,
 * except that line breaks stay (any kind becomes "\n", at most one empty line in a row) and a joiner
 * inside an emoji sequence stays.
 */
export function cleanLongText(value: string): string {
  return value
    .replace(EMOJI_JOINER, KEPT_JOINER)
    .replace(INVISIBLE, "")
    .replace(new RegExp(KEPT_JOINER, "g"), "\u200D")
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .replace(/[\t\v\f]/g, " ")
    .replace(/[^\P{Cc}\n]/gu, "")
    .replace(/[ ]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
