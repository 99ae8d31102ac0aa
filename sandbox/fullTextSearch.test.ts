import { describe, expect, it } from "vitest";
import {
  fullTextSearch,
  MAX_CANDIDATES,
  MAX_MATCHED_TERMS,
  MAX_QUERY_TERMS,
  queryTerms,
  tokenize,
  type IndexedDocument,
} from "./fullTextSearch";

/** Documents made one after another: the later, the newer. */
const indexOf = (...texts: string[]): (IndexedDocument & { text: string })[] =>
  texts.map((text, i) => ({ text, tokens: tokenize(text), creationTime: i + 1, id: `${100 + i}shops` }));
const search = (index: (IndexedDocument & { text: string })[], text: string, options = {}) =>
  fullTextSearch(index, text, options).map((doc) => doc.text);

describe("tokenize", () => {
  it("splits at spaces and punctuation, in lower case", () => {
    expect(tokenize("Joe's Blue-Bottle, 2nd  floor!")).toEqual(["joe", "s", "blue", "bottle", "2nd", "floor"]);
    expect(tokenize("Café Ünïcode 東京")).toEqual(["café", "ünïcode", "東京"]);
    expect(tokenize("  ...  ")).toEqual([]);
  });

  it("lowers one character at a time, as Tantivy does (no final sigma)", () => {
    expect(tokenize("ΟΔΟΣ")).toEqual(["οδοσ"]);
  });

  it("leaves out words of 32 bytes or more", () => {
    expect(tokenize(`${"a".repeat(31)} ${"b".repeat(32)} ok`)).toEqual(["a".repeat(31), "ok"]);
    expect(tokenize(`${"é".repeat(15)} ${"é".repeat(16)}`)).toEqual(["é".repeat(15)]); // 30 and 32 bytes
  });
});

describe("queryTerms", () => {
  it("searches at most 16 words, the last of them also as a prefix", () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`);
    const terms = queryTerms(words.join(" "));
    expect(terms).toHaveLength(MAX_QUERY_TERMS);
    expect(terms.filter((term) => term.prefix)).toEqual([{ text: "w15", prefix: true }]);
  });
});

describe("fullTextSearch", () => {
  const shops = indexOf("Thinking Cup", "Cup of Joe", "Blue Bottle", "Joe's Coffee", "Blue-Bottle Kiosk");

  it("matches any word searched: whole words, and the last one as the start of a word", () => {
    expect(search(shops, "blu cup")).toEqual(["Thinking Cup", "Cup of Joe"]);
    expect(search(shops, "cup blu")).toEqual(["Thinking Cup", "Cup of Joe", "Blue Bottle", "Blue-Bottle Kiosk"]);
    expect(search(shops, "bottle")).toEqual(["Blue Bottle", "Blue-Bottle Kiosk"]);
    expect(search(shops, "zzz")).toEqual([]);
    expect(search(shops, " - ")).toEqual([]);
  });

  it("ranks by BM25: more of the words, rarer words and shorter text first", () => {
    expect(search(shops, "joe coffee")[0]).toBe("Joe's Coffee");
    const index = indexOf("Grind House Coffee Roasting Company", "The Grind", "Daily Grind Bakery and Coffee Bar");
    expect(search(index, "grind")).toEqual([
      "The Grind",
      "Grind House Coffee Roasting Company",
      "Daily Grind Bakery and Coffee Bar",
    ]);
    // "kiosk" is in one document, "blue" in three: the rarer word weighs more.
    const cafes = indexOf("Blue Bottle Cafe", "Kiosk Bottle Cafe", "Blue Door Cafe", "Blue Sky Cafe");
    expect(search(cafes, "blue kiosk")).toEqual([
      "Kiosk Bottle Cafe",
      "Blue Sky Cafe",
      "Blue Door Cafe",
      "Blue Bottle Cafe",
    ]);
  });

  it("counts a word completed from the last word searched half a whole one", () => {
    expect(search(indexOf("Cups Cafe", "Cup House"), "cup")).toEqual(["Cup House", "Cups Cafe"]);
  });

  it("lists equal matches newest first", () => {
    expect(search(indexOf("Corner 1", "Corner 2", "Corner 3"), "corner")).toEqual(["Corner 3", "Corner 2", "Corner 1"]);
  });

  it("keeps only documents holding the filters' values, with the statistics of the whole index", () => {
    const inCambridge = (doc: { text: string }) => doc.text !== "Thinking Cup";
    expect(search(shops, "cup", { matchesFilters: inCambridge })).toEqual(["Cup of Joe"]);
  });

  it(`looks up at most ${MAX_MATCHED_TERMS} words: whole words, then completions in alphabetical order`, () => {
    const index = indexOf(...Array.from({ length: 70 }, (_, i) => `Cafe c${String(i).padStart(2, "0")}`));
    const found = search(index, "c"); // completions c00 … c69, then cafe
    expect(found).toHaveLength(MAX_MATCHED_TERMS);
    expect(found).toContain("Cafe c63");
    expect(found).not.toContain("Cafe c64");
    expect(search(index, "c69 c")[0]).toBe("Cafe c69");
    expect(search(index, "c69 c")).toHaveLength(MAX_MATCHED_TERMS);
    // Each equality filter takes one of the words.
    expect(search(index, "c", { filterCount: 8 })).toHaveLength(MAX_MATCHED_TERMS - 8);
  });

  it(`returns at most ${MAX_CANDIDATES} documents`, () => {
    const index = indexOf(...Array.from({ length: MAX_CANDIDATES + 5 }, (_, i) => `Shop ${i}`));
    const found = search(index, "shop");
    expect(found).toHaveLength(MAX_CANDIDATES);
    expect(found[0]).toBe(`Shop ${MAX_CANDIDATES + 4}`);
  });
});
