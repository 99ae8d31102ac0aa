import { describe, expect, it } from "vitest";
import { clampHeight, sheetHeights, snapStop, stepStop, tapStop } from "@/lib/sheetSnap";

// A 375 × 812 phone: the map screen below the 56 px top bar has 756 px.
const ROOM = 756;

describe("the phone sheet's stops", () => {
  it("peeks at what its header and first actions need, rests at half and fills the room at full", () => {
    expect(sheetHeights(ROOM, 230)).toEqual({ peek: 230, half: 416, full: 756 });
  });

  it("keeps peek below half and above a header's line, whatever the content asks", () => {
    expect(sheetHeights(ROOM, 700).peek).toBe(416 - 48);
    expect(sheetHeights(ROOM, 10).peek).toBe(96);
    // A tiny screen: peek never passes half.
    const small = sheetHeights(150, 400);
    expect(small.peek).toBeLessThanOrEqual(small.half);
  });

  it("keeps a drag between peek and full", () => {
    const heights = sheetHeights(ROOM, 230);
    expect(clampHeight(50, heights)).toBe(230);
    expect(clampHeight(900, heights)).toBe(756);
    expect(clampHeight(500, heights)).toBe(500);
  });

  it("settles a slow release on the nearest stop", () => {
    const heights = sheetHeights(ROOM, 230);
    expect(snapStop(300, 0, heights)).toBe("peek");
    expect(snapStop(450, 0, heights)).toBe("half");
    expect(snapStop(650, 0.1, heights)).toBe("full");
  });

  it("sends a fling on to the next stop in its direction", () => {
    const heights = sheetHeights(ROOM, 230);
    // Just above peek, flung up: half, though peek is nearer.
    expect(snapStop(260, 1.2, heights)).toBe("half");
    // Just below full, flung down: half.
    expect(snapStop(730, -1.2, heights)).toBe("half");
    // Flung beyond the last stop: that stop.
    expect(snapStop(756, 2, heights)).toBe("full");
  });

  it("steps by the keyboard within the ends, and a tap goes up, from full back to peek", () => {
    expect(stepStop("peek", 1)).toBe("half");
    expect(stepStop("full", 1)).toBe("full");
    expect(stepStop("peek", -1)).toBe("peek");
    expect(tapStop("peek")).toBe("half");
    expect(tapStop("half")).toBe("full");
    expect(tapStop("full")).toBe("peek");
  });
});
