// Cleaning of the texts other people see (names, shop details, a profile, bean lists, review texts).
// A character is kept by what it is, its Unicode category, not by a list of what to remove: lists of
// invisible characters never keep up (tag characters, U+206A–206F, U+1D173–1D17A, U+FFF9–FFFB,
// variation selectors and lone combining marks all slipped past one). Characters that reorder what
// follows ("\u202Egnp.exe" shows as "exe.png"), draw nothing, or make a required field look filled
// never reach the database.

/** Characters whose category is a letter or a symbol yet draw nothing: Hangul fillers, the blank
 * Braille pattern, the musical null notehead. (Most blank letters are also default-ignorable.) */
const BLANK = /[\u115F\u1160\u3164\uFFA0\u2800\u{1D159}]/u;

/** What text is made of: letters, numbers, punctuation, symbols (emoji among them). */
const TEXT = /[\p{L}\p{N}\p{P}\p{S}]/u;
/** What a mark can sit on: a letter, a number (a keycap 1️⃣) or a symbol (❤️). */
const CARRIER = /[\p{L}\p{N}\p{S}]/u;
const MARK = /\p{M}/u;
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const VARIATION_SELECTOR = /\p{Variation_Selector}/u;
/** Which character each kind of variation selector chooses the look of: emoji (❤️ or ❤︎),
 * ideographs (their registered variants), Mongolian letters (their positional forms). */
const SELECTED: [RegExp, RegExp][] = [
  [/[\uFE0E\uFE0F]/u, /\p{Emoji}/u],
  [/[\uFE00-\uFE0D\u{E0100}-\u{E01EF}]/u, /\p{Ideographic}/u],
  [/[\u180B-\u180D\u180F]/u, /\p{Script=Mongolian}/u],
];
/** Tab, line breaks and every space of Unicode (no-break, ideographic, thin…): read as a space. */
const SPACING = /[\t\n\v\f\r\u0085\u2028\u2029\p{Zs}]/u;
const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const NEXT_PICTOGRAPH = /^\p{Extended_Pictographic}/u;
/** A subdivision flag (🏴 then tag letters and the cancel tag): the one use of tag characters. */
const FLAG_TAGS = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,7}\u{E007F}/uy;

/** Where the cleaner is: what it has kept so far, the character marks may still attach to, and
 * whether that character has had its variation selector. */
type Kept = { text: string; carrier: string | null; selected: boolean };

const selects = (selector: string, carrier: string | null) =>
  carrier !== null && SELECTED.some(([kind, base]) => kind.test(selector) && base.test(carrier));

/** One character's fate: its text to keep, and how it changes what may follow. */
function keep(kept: Kept, char: string, rest: string, lineBreaks: boolean): void {
  const add = (text: string, carrier: string | null, selected = false) => {
    kept.text += text;
    kept.carrier = carrier;
    kept.selected = selected;
  };
  if (char === "\n" && lineBreaks) return add("\n", null);
  if (SPACING.test(char)) return add(" ", null);
  if (char === "\u200D") {
    // A joiner inside an emoji sequence (👩‍🍳) draws one picture instead of two; anywhere else it goes.
    const last = [...kept.text].pop() ?? "";
    if (PICTOGRAPH.test(last) && NEXT_PICTOGRAPH.test(rest)) add(char, null);
    return;
  }
  if (VARIATION_SELECTOR.test(char)) {
    // Chooses how the character before it looks: one, on a character it has a choice for.
    if (!kept.selected && selects(char, kept.carrier)) add(char, kept.carrier, true);
    return;
  }
  if (IGNORABLE.test(char) || BLANK.test(char)) return;
  if (MARK.test(char)) {
    if (kept.carrier !== null) add(char, kept.carrier, kept.selected);
    return;
  }
  if (TEXT.test(char)) add(char, CARRIER.test(char) ? char : null);
  // Anything else (controls, format characters, private use, unassigned, lone surrogates) goes.
}

/** The characters of a text that belong in text, in composed form (NFC). */
function visibleCharacters(value: string, lineBreaks: boolean): string {
  const kept: Kept = { text: "", carrier: null, selected: false };
  let at = 0;
  while (at < value.length) {
    FLAG_TAGS.lastIndex = at;
    const flag = FLAG_TAGS.exec(value)?.[0];
    if (flag) {
      kept.text += flag;
      kept.carrier = null;
      at += flag.length;
      continue;
    }
    const char = String.fromCodePoint(value.codePointAt(at)!);
    at += char.length;
    keep(kept, char, value.slice(at, at + 2), lineBreaks);
  }
  return kept.text.normalize("NFC");
}

/**
 * A short user-visible text as it is stored: only letters, marks on them, numbers, punctuation,
 * symbols and the ordinary space (tabs, line breaks and other spaces become spaces), composed (NFC)
 * and trimmed. Empty when nothing visible is left.
 */
export function cleanText(value: string): string {
  return visibleCharacters(value, false).trim();
}

/**
 * A text of several lines (a review, "about") as it is stored: cleaned as cleanText cleans, except
 * that line breaks stay (any kind becomes "\n", at most one empty line in a row).
 */
export function cleanLongText(value: string): string {
  const lines = value.replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n");
  return visibleCharacters(lines, true)
    .replace(/[ ]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Whether a text has something a required field asks for: at least one visible letter or number. */
export function hasLetterOrNumber(value: string | undefined): boolean {
  return /[\p{L}\p{N}]/u.test(cleanText(value ?? ""));
}
