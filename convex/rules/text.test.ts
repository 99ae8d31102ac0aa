import { describe, expect, it } from "vitest";
import { cleanLongText, cleanText } from "./text";

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
