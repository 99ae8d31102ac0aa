import { convexToJson, jsonToConvex, type Value } from "convex/values";
import { describe, expect, it } from "vitest";
import { wireJson } from "./wireJson";

/** A value as convex-test hands it over: decoded from the function's own JSON. */
const decoded = (value: Value) => jsonToConvex(convexToJson(value));

describe("wireJson", () => {
  it("writes every value as convexToJson does", () => {
    const values: Value[] = [
      null,
      "text",
      0,
      -1.5,
      true,
      [1, "two", null, { nested: [false] }],
      { _id: "1reviews", photos: [], ratings: { coffee: 4, vibe: 3 }, text: "Bright and juicy" },
      { count: 5n, page: [{ big: -(2n ** 63n) }] },
      { bytes: new Uint8Array([1, 2, 3]).buffer },
      { special: [NaN, Infinity, -Infinity, -0] },
    ];
    for (const value of values) expect(wireJson(decoded(value))).toEqual(convexToJson(value));
  });

  it("leaves out undefined fields, as convexToJson does", () => {
    expect(wireJson({ a: 1, b: undefined })).toStrictEqual({ a: 1 });
  });

  it("refuses what Convex cannot encode, as convexToJson does", () => {
    expect(() => wireJson([undefined] as never)).toThrow(/undefined is not a valid Convex value/);
    expect(() => wireJson({ when: new Date() } as never)).toThrow(/not a supported Convex type/);
  });

  it("hands back a value that is its own encoding without copying it", () => {
    const value = decoded({ page: [{ text: "x", rating: 4 }], isDone: false });
    expect(wireJson(value)).toBe(value);
  });
});
