import { describe, expect, it } from "vitest";
import { isInView } from "@/features/map/inView";

const SCREEN = { width: 375, height: 700 };
const SEARCH_BOX = { left: 12, top: 12, right: 363, bottom: 60 };

describe("isInView", () => {
  it("counts a point on the screen, edges included", () => {
    expect(isInView({ x: 200, y: 300 }, SCREEN, [])).toBe(true);
    expect(isInView({ x: 0, y: 0 }, SCREEN, [])).toBe(true);
    expect(isInView({ x: 375, y: 700 }, SCREEN, [])).toBe(true);
  });

  it("leaves out points beyond any edge", () => {
    for (const point of [
      { x: -1, y: 300 },
      { x: 376, y: 300 },
      { x: 200, y: -5 },
      { x: 200, y: 701 },
    ]) {
      expect(isInView(point, SCREEN, [])).toBe(false);
    }
  });

  it("leaves out points under a control over the map", () => {
    expect(isInView({ x: 100, y: 40 }, SCREEN, [SEARCH_BOX])).toBe(false);
    expect(isInView({ x: 100, y: 61 }, SCREEN, [SEARCH_BOX])).toBe(true);
    const sheet = { left: 0, top: 0, right: 420, bottom: 700 };
    expect(isInView({ x: 300, y: 300 }, { width: 1280, height: 700 }, [SEARCH_BOX, sheet])).toBe(false);
  });
});
