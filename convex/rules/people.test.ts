import { describe, expect, it } from "vitest";
import { homeKeyOf } from "./people";

describe("homeKeyOf", () => {
  it("keys a profile's city and state in upper case, spaces collapsed", () => {
    expect(homeKeyOf({ yourCity: "  new   york ", yourState: "ny" })).toBe("NY|NEW YORK");
    expect(homeKeyOf({ yourCity: "Boston" })).toBe("|BOSTON");
    expect(homeKeyOf({ yourCity: "\u202Eboston", yourState: "MA" })).toBe("MA|BOSTON");
  });

  it("has no key without a city", () => {
    expect(homeKeyOf({ yourCity: "   ", yourState: "MA" })).toBeUndefined();
    expect(homeKeyOf({})).toBeUndefined();
  });
});
