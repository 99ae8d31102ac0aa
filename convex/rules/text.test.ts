import { describe, expect, it } from "vitest";
import { cleanLongText, cleanText, hasLetterOrNumber } from "./text";

describe("cleanText", () => {
  it.each([
    ["right-to-left override", "\u202Egnp.exe", "gnp.exe"],
    ["every embedding and override", "\u202AA\u202Bd\u202Ca\u202D\u202E", "Ada"],
    ["isolates", "\u2066Ada\u2067 \u2068Arabica\u2069", "Ada Arabica"],
    ["direction marks", "\u200EAda\u200F\u061C", "Ada"],
    ["zero-width space, non-joiner and joiner", "A\u200Bd\u200Ca\u200D", "Ada"],
    ["word joiner and byte-order mark", "\uFEFFA\u2060da", "Ada"],
    ["control characters", "A\u0000d\u0007a\u001B\u007F\u009B", "Ada"],
    ["tabs and line breaks, read as spaces", "\tAda\nLovelace\r\n", "Ada Lovelace"],
    ["surrounding spaces", "  Ada  ", "Ada"],
  ])("removes %s", (_, value, cleaned) => {
    expect(cleanText(value)).toBe(cleaned);
  });

  it("leaves visible text alone: accents, other scripts, emoji, inner spaces", () => {
    for (const value of ["Zoë Ça", "Ana María", "محمد", "山田 太郎", "Café ☕", "O'Brien-Smith", "A  B"]) {
      expect(cleanText(value)).toBe(value);
    }
  });

  it("is empty when nothing visible is left", () => {
    expect(cleanText("\u200B\u202E\u2066 \u0000\uFEFF")).toBe("");
  });
});

describe("blank-looking characters", () => {
  it.each([
    ["Hangul filler U+3164", "\u3164"],
    ["blank Braille pattern U+2800", "\u2800\u2800"],
    ["soft hyphen U+00AD", "\u00AD"],
    ["halfwidth Hangul filler and choseong filler", "\uFFA0\u115F\u1160"],
    ["Khmer inherent vowels, Mongolian vowel separator, grapheme joiner", "\u17B4\u17B5\u180E\u034F"],
    ["invisible operators", "\u2061\u2062\u2063\u2064"],
  ])("count as invisible: %s", (_, value) => {
    expect(cleanText(value)).toBe("");
    expect(cleanLongText(` ${value} `)).toBe("");
  });
});

describe("cleanLongText", () => {
  it("removes what cleanText removes, line breaks aside", () => {
    expect(cleanLongText("\u202EBright\u200B and\u0000 sweet.\r\nWould go\tagain.")).toBe(
      "Bright and sweet.\nWould go again.",
    );
  });

  it("keeps paragraphs, at most one empty line between them", () => {
    expect(cleanLongText("First.  \n\n\n\nSecond.\u2028Third.")).toBe("First.\n\nSecond.\nThird.");
  });

  it("keeps emoji sequences whole and removes a stray joiner", () => {
    expect(cleanLongText("Barista 👩\u200D🍳 was great\u200D!")).toBe("Barista 👩\u200D🍳 was great!");
    expect(cleanLongText("Love it ❤\uFE0F\u200D🔥")).toBe("Love it ❤\uFE0F\u200D🔥");
  });

  it("leaves ordinary text alone", () => {
    for (const value of ["Zoë's café ☕, 5/5", "محمد", "山田 太郎", "Line one\nLine two"]) {
      expect(cleanLongText(value)).toBe(value);
    }
  });
});

// Each class once passed the required checks on its own and looked blank on screen: names, review
// texts and bean names made of nothing else are now empty, and inside a word they go.
describe("characters kept by what they are", () => {
  it.each([
    ["variation selectors", "\uFE00\uFE0F\u{E0100}\u{E01EF}"],
    ["tag characters", "\u{E0001}\u{E0041}\u{E0064}\u{E0061}\u{E007F}"],
    ["deprecated format characters U+206A–206F", "\u206A\u206B\u206C\u206D\u206E\u206F"],
    ["musical format characters U+1D173–1D17A", "\u{1D173}\u{1D174}\u{1D175}\u{1D176}\u{1D177}\u{1D178}\u{1D17A}"],
    ["Mongolian variation selectors U+180B–180F", "\u180B\u180C\u180D\u180E\u180F"],
    ["interlinear annotation characters U+FFF9–FFFB", "\uFFF9\uFFFA\uFFFB"],
    ["lone combining marks", "\u0301\u0308\u20DD\u0489"],
    ["private use characters", "\uE000\uF8FF\u{F0000}"],
    ["noncharacters and unassigned code points", "\uFDD0\uFFFE\u{10FFFF}\u0378"],
    ["lone surrogates", "\uD800\uDFFF"],
    ["the musical null notehead", "\u{1D159}"],
    ["line and paragraph separators, other spaces", "\u2028\u2029\u00A0\u3000\u2003\u202F"],
  ])("%s alone leave nothing", (_, value) => {
    expect(cleanText(value)).toBe("");
    expect(cleanLongText(value)).toBe("");
    expect(hasLetterOrNumber(value)).toBe(false);
  });

  it.each([
    ["variation selectors", "A\uFE0Fd\u{E0100}a"],
    ["tag characters", "A\u{E0041}d\u{E007F}a"],
    ["format characters", "A\u206Ad\u{1D173}a\uFFF9"],
    ["a combining mark after a space or punctuation", "Ada \u0301!\u0308"],
  ])("%s go from inside a word", (_, value) => {
    expect(cleanText(value).replace(/[ !]/g, "")).toBe("Ada");
  });

  it("reads every kind of space as the ordinary one", () => {
    expect(cleanText("Ada\u00A0Lovelace\u3000Byron")).toBe("Ada Lovelace Byron");
  });

  it.each([
    ["accents as combining marks", "Zoe\u0308 C\u0327a", "Zoë Ça"],
    ["a Hangul syllable in jamo", "\u1112\u1161\u11AB", "한"],
    ["a mark after an invisible character", "e\u200B\u0301", "é"],
  ])("composes text (NFC): %s", (_, value, composed) => {
    expect(cleanText(value)).toBe(composed);
    expect(cleanText(value)).toBe(composed.normalize("NFC"));
  });

  it.each([
    ["Devanagari", "नमस्ते"],
    ["Thai", "กาแฟ"],
    ["Vietnamese", "Cà phê sữa đá"],
    ["a Mongolian variation selector on its letter", "\u182D\u180B"],
    ["an ideographic variation sequence", "\u845B\u{E0100}"],
    ["emoji with a presentation selector", "Love ❤\uFE0F"],
    ["a keycap", "1\uFE0F\u20E3"],
    ["a skin tone", "👋🏽"],
    ["a subdivision flag", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"],
  ])("keeps what draws: %s", (_, value) => {
    expect(cleanText(value)).toBe(value);
    expect(cleanLongText(value)).toBe(value);
  });

  it("keeps one variation selector after a character it chooses the look of, no more", () => {
    expect(cleanText("❤\uFE0F\uFE0F\uFE0E")).toBe("❤\uFE0F");
    expect(cleanText("A\uFE0Fda\u{E0100} \u845B\u180B")).toBe("Ada \u845B");
  });
});

describe("hasLetterOrNumber", () => {
  it.each(["Ada", "7", "山", "٣"])("%j has one", (value) => expect(hasLetterOrNumber(value)).toBe(true));
  it.each(["", "   ", "☕", "-", "...", "\u3164", undefined])("%j has none", (value) =>
    expect(hasLetterOrNumber(value)).toBe(false),
  );
});
