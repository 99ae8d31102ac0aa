import { describe, expect, it } from "vitest";
import { coveredSides, FIT_MARGIN_PX, fitPadding, visibleRect } from "@/features/map/visibleArea";

// A 375 px phone's map (500 px tall): the search bar across the top, the zoom buttons bottom right.
const PHONE = { width: 375, height: 500 };
const SEARCH_BAR = { left: 12, top: 12, right: 363, bottom: 60 };
const ZOOM_BUTTONS = { left: 327, top: 410, right: 365, bottom: 490 };
// A 1280 px desktop's map with the shop's side sheet over its left 420 px.
const DESKTOP = { width: 1280, height: 700 };
const SIDE_SHEET = { left: 0, top: 0, right: 420, bottom: 700 };

describe("the part of the map nothing covers", () => {
  it("takes each cover off the side that costs the map least", () => {
    expect(coveredSides([SEARCH_BAR, ZOOM_BUTTONS], PHONE)).toEqual({ top: 60, right: 48, bottom: 0, left: 0 });
    expect(coveredSides([SIDE_SHEET], DESKTOP)).toEqual({ top: 0, right: 0, bottom: 0, left: 420 });
  });

  it("pads a fit past the search bar and the zoom buttons, with room for a pin", () => {
    const padding = fitPadding([SEARCH_BAR, ZOOM_BUTTONS], PHONE);
    // Below the search bar's bottom edge by more than a pin's half (16 px).
    expect(padding.top).toBeGreaterThanOrEqual(SEARCH_BAR.bottom + 16);
    expect(padding.right).toBeGreaterThanOrEqual(PHONE.width - ZOOM_BUTTONS.left + 16);
    expect(padding.bottom).toBe(FIT_MARGIN_PX);
    expect(padding.left).toBe(FIT_MARGIN_PX);
  });

  it("fits beside a desktop's side sheet, not under it", () => {
    expect(fitPadding([SIDE_SHEET], DESKTOP).left).toBeGreaterThan(420);
  });

  it("shrinks the padding on a map too small for it, keeping some map to fit in", () => {
    const tiny = { width: 375, height: 120 };
    const padding = fitPadding([SEARCH_BAR], tiny);
    expect(padding.top + padding.bottom).toBeLessThanOrEqual(tiny.height - 64);
    expect(padding.top).toBeGreaterThan(padding.bottom);
  });

  it("keeps cards out of a side sheet spanning the map's height, not out of a floating bar", () => {
    expect(visibleRect([SIDE_SHEET], DESKTOP)).toEqual({ left: 420, top: 0, right: 1280, bottom: 700 });
    expect(visibleRect([SEARCH_BAR, ZOOM_BUTTONS], PHONE)).toEqual({ left: 0, top: 0, right: 375, bottom: 500 });
  });
});
