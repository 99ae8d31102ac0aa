import { describe, expect, it } from "vitest";
import { PANEL_PHOTOS, PANEL_REVIEWS, withoutBlocked } from "./shopPanel";

describe("withoutBlocked", () => {
  const items = [
    { userId: "a", text: "one" },
    { userId: "b", text: "two" },
    { userId: "a", text: "three" },
  ];

  it("leaves out everything by the people the viewer blocked", () => {
    expect(withoutBlocked(items, ["a"]).map((item) => item.text)).toEqual(["two"]);
    expect(withoutBlocked(items, ["a", "b"])).toEqual([]);
  });

  it("keeps everything, in order, when the viewer blocked nobody shown", () => {
    expect(withoutBlocked(items, [])).toEqual(items);
    expect(withoutBlocked(items, ["c"])).toEqual(items);
  });

  it("takes a page of five reviews and three photos", () => {
    expect(PANEL_REVIEWS).toBe(5);
    expect(PANEL_PHOTOS).toBe(3);
  });
});
