// Whether a website's host, as typed, would mislead the person who reads it, judged by Unicode's
// security mechanisms (UTS #39): its restriction level ("Highly Restrictive": one script per label,
// or Latin with the Japanese, Chinese or Korean scripts) and its confusable skeleton (Unicode's
// confusables table, through `unhomoglyph`). And whether a website holds a character that only looks
// like a separator of web addresses ("apple.com∕login.evil.net" goes to evil.net).
import unhomoglyph from "unhomoglyph";

/** The scripts recommended for identifiers (UAX #31, table 4). A letter of any other script in a
 * host (Cherokee Ꭺ, Latin look-alikes in rare scripts) is "unrestricted" in UTS #39's terms. */
const RECOMMENDED = [
  "Arabic",
  "Armenian",
  "Bengali",
  "Bopomofo",
  "Cyrillic",
  "Devanagari",
  "Ethiopic",
  "Georgian",
  "Greek",
  "Gujarati",
  "Gurmukhi",
  "Han",
  "Hangul",
  "Hebrew",
  "Hiragana",
  "Kannada",
  "Katakana",
  "Khmer",
  "Lao",
  "Latin",
  "Malayalam",
  "Myanmar",
  "Oriya",
  "Sinhala",
  "Tamil",
  "Telugu",
  "Thaana",
  "Thai",
  "Tibetan",
] as const;
type Script = (typeof RECOMMENDED)[number];

const SCRIPT_TESTS = RECOMMENDED.map((name) => [name, new RegExp(`\\p{Script_Extensions=${name}}`, "u")] as const);
/** Characters every script uses (digits, the hyphen) and marks that take their letter's script. */
const ANY_SCRIPT = /[\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]/u;

/** The script sets a label may use under UTS #39's "Highly Restrictive" level: any one script, or
 * Latin with Han and Hiragana and Katakana (Japanese), with Han and Bopomofo, with Han and Hangul. */
const ALLOWED_SETS: readonly (readonly Script[])[] = [
  ...RECOMMENDED.map((script) => [script]),
  ["Latin", "Han", "Hiragana", "Katakana"],
  ["Latin", "Han", "Bopomofo"],
  ["Latin", "Han", "Hangul"],
];

/** Whether one label keeps to one allowed set of scripts (by each character's Script_Extensions). */
function highlyRestrictive(label: string): boolean {
  const scripts: Script[][] = [];
  for (const char of label) {
    if (ANY_SCRIPT.test(char)) continue;
    const own = SCRIPT_TESTS.filter(([, test]) => test.test(char)).map(([name]) => name);
    if (own.length === 0) return false;
    scripts.push(own);
  }
  return ALLOWED_SETS.some((set) => scripts.every((own) => own.some((script) => set.includes(script))));
}

/** UTS #39's skeleton: decomposed, without default-ignorable characters, each character replaced by
 * the one it is confusable with. Two strings that look alike have the same skeleton. */
export function skeleton(text: string): string {
  const bare = text.normalize("NFD").replace(/\p{Default_Ignorable_Code_Point}/gu, "");
  return unhomoglyph(bare).normalize("NFD");
}

/** A label with characters beyond ASCII that reads as an ASCII name ("аррӏе" in Cyrillic, "appǀe",
 * "ɡoogle"): a whole-script or same-script confusable of a name people know. */
function imitatesAscii(label: string): boolean {
  return /[^\p{ASCII}]/u.test(label) && /^[\x21-\x7E]+$/.test(skeleton(label));
}

/**
 * Whether a host as typed would mislead: a label that mixes scripts beyond what a language writes
 * together, uses a script not recommended for identifiers, or looks like an ASCII name it is not.
 * Plain ASCII hosts are what they say.
 */
export function hostMisleads(host: string): boolean {
  return host
    .normalize("NFC")
    .toLowerCase()
    .split(".")
    .some((label) => !highlyRestrictive(label) || imitatesAscii(label));
}

/** The characters that separate the parts of a web address. */
const SEPARATORS = "/.:?#@\\%";
/** Full stops the address standard reads as dots in a host (ideographic, halfwidth ideographic). */
const IDNA_DOTS = /[\u3002\uFF61]/u;

/** What an ASCII separator a character passes for, if it is not one: by its compatibility form
 * (／ is /) or by Unicode's confusables (∕ division slash and ⁄ fraction slash look like /). */
function imitatedSeparator(char: string): string | null {
  if (IDNA_DOTS.test(char)) return ".";
  const looks = [char.normalize("NFKC"), /[\p{P}\p{S}]/u.test(char) ? skeleton(char) : ""];
  for (const form of looks) {
    const separator = [...form].find((c) => SEPARATORS.includes(c));
    if (separator) return separator;
  }
  return null;
}

/** The first character of a website that only looks like a separator, and the separator it imitates. */
export function lookAlikeSeparator(website: string): { char: string; imitates: string } | null {
  for (const char of website) {
    if (char.charCodeAt(0) < 0x80) continue;
    const imitates = imitatedSeparator(char);
    if (imitates) return { char, imitates };
  }
  return null;
}
