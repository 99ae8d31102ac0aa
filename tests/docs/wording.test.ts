// @vitest-environment node
// Plain, correct English on every screen: the first specification's 'Loading!!!!', "No photo's" and
// 'Custom Coffee Shop Recc' were replaced (docs/product.md §8); none comes back, in the messages or in a
// component's own text.
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { readRepoFile, trackedFiles } from "../support/repository";

const FAULTS = [/!!/, /\bphoto's (to|are)\b/i, /\bRecc\b/];

const texts = (value: unknown): string[] =>
  typeof value === "string" ? [value] : typeof value === "function" ? [String(value)] : [];

describe("wording", () => {
  it("no message shouts, misspells a plural or abbreviates", () => {
    const faulty = Object.values(MESSAGES)
      .flatMap(texts)
      .filter((text) => FAULTS.some((fault) => fault.test(text)));
    expect(faulty).toEqual([]);
  });

  it("no component's own text does either", () => {
    const files = trackedFiles("src").filter((path) => path.endsWith(".tsx"));
    const faulty = files.filter((path) => {
      const source = readRepoFile(path).replace(/\/\/.*|\/\*[\s\S]*?\*\//g, "");
      return FAULTS.some((fault) => fault.test(source));
    });
    expect(faulty).toEqual([]);
  });
});
