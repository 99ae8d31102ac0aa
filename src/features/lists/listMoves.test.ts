import { describe, expect, it } from "vitest";
import { movedOrder, movedText, neighboursAt } from "@/features/lists/listMoves";

describe("moving a list entry", () => {
  const ids = ["a", "b", "c", "d"];

  it("names the two entries it lands between, or null at an end", () => {
    expect(neighboursAt(ids, "c", 1)).toEqual({ after: "a", before: "b" });
    expect(neighboursAt(ids, "a", 3)).toEqual({ after: "d", before: null });
    expect(neighboursAt(ids, "d", 0)).toEqual({ after: null, before: "a" });
  });

  it("keeps the order as it is for an entry no longer there, and clamps past the ends", () => {
    expect(movedOrder(ids, "z", 1)).toEqual(ids);
    expect(movedOrder(ids, "b", 9)).toEqual(["a", "c", "d", "b"]);
    expect(movedOrder(ids, "b", -1)).toEqual(["b", "a", "c", "d"]);
  });

  it("says where it went", () => {
    expect(movedText("Blue Bottle", 3, 5)).toBe("Moved Blue Bottle to position 3 of 5.");
  });
});
