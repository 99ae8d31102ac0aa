import { describe, expect, it } from "vitest";
import { cleanText } from "./text";

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
