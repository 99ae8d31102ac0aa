import { describe, expect, it } from "vitest";
import {
  SHOP_SEARCH_MAX_LENGTH,
  SHOP_SEARCH_MAX_TERMS,
  matchedWords,
  normalizeSearchText,
  rankByName,
  searchWords,
} from "./search";

describe("normalizeSearchText", () => {
  it("trims, cleans and collapses spaces; blank is empty", () => {
    expect(normalizeSearchText("  Thinking \t Cup\n")).toBe("Thinking Cup");
    expect(normalizeSearchText("\u202EThinking\u200B")).toBe("Thinking");
    expect(normalizeSearchText("   ")).toBe("");
    expect(normalizeSearchText("")).toBe("");
  });

  it("caps the length and the number of words", () => {
    expect(normalizeSearchText("x".repeat(5000))).toHaveLength(SHOP_SEARCH_MAX_LENGTH);
    expect(normalizeSearchText(Array.from({ length: 30 }, (_, i) => `w${i}`).join(" ")).split(" ")).toHaveLength(
      SHOP_SEARCH_MAX_TERMS,
    );
  });
});

describe("searchWords / matchedWords", () => {
  it("splits at punctuation and lowers case", () => {
    expect(searchWords("Joe's CAFÉ-Bar 12")).toEqual(["joe", "s", "café", "bar", "12"]);
  });

  it("counts the typed words that start a word of the name", () => {
    expect(matchedWords(["think", "cu"], "Thinking Cup")).toBe(2);
    expect(matchedWords(["cup"], "Thinking Cup")).toBe(1);
    expect(matchedWords(["inking"], "Thinking Cup")).toBe(0);
  });
});

describe("rankByName", () => {
  it("puts names matching more of the words first, keeping the index's order on ties", () => {
    const candidates = [{ name: "Cup of Joe" }, { name: "Cupboard" }, { name: "Thinking Cup" }, { name: "Cups & Co" }];
    expect(rankByName("thinking cup", candidates).map((c) => c.name)).toEqual([
      "Thinking Cup",
      "Cup of Joe",
      "Cupboard",
      "Cups & Co",
    ]);
    expect(rankByName("cup", candidates)).toEqual(candidates);
  });
});
