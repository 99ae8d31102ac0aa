import { describe, expect, it } from "vitest";
import { formatCount } from "./numbers";

describe("formatCount", () => {
  it("groups thousands with commas as en-US does", () => {
    for (const n of [0, 7, 12, 999, 1000, 1204, 12345, 999999, 1000000, 123456789, -1, -12345]) {
      expect(formatCount(n), String(n)).toBe(n.toLocaleString("en-US"));
    }
  });

  it("rounds fractions to whole numbers", () => {
    expect(formatCount(1234.6)).toBe("1,235");
    expect(formatCount(-0.2)).toBe("0");
  });
});
