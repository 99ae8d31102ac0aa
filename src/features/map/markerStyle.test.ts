import { describe, expect, it } from "vitest";
import { capitalize, roastLabel } from "@/lib/roastStyle";
import {
  CLUSTER,
  INITIAL_ZOOM,
  SEARCH_ZOOM,
  labelName,
  markerName,
  markerRatingLabel,
  showsLabelCard,
} from "@/features/map/markerStyle";

describe("map markers", () => {
  it("shows label cards only below zoom 1 or above 13", () => {
    expect(showsLabelCard(0)).toBe(true);
    expect(showsLabelCard(0.99)).toBe(true);
    expect(showsLabelCard(1)).toBe(false);
    expect(showsLabelCard(INITIAL_ZOOM - 1)).toBe(false);
    expect(showsLabelCard(13)).toBe(false);
    expect(showsLabelCard(13.01)).toBe(true);
    expect(showsLabelCard(INITIAL_ZOOM)).toBe(true);
    expect(showsLabelCard(SEARCH_ZOOM)).toBe(true);
  });

  it("cuts names longer than 15 characters and adds '...'", () => {
    expect(labelName("Thinking Cup")).toBe("Thinking Cup");
    expect(labelName("Exactly15Chars!")).toBe("Exactly15Chars!");
    expect(labelName("Broadsheet Coffee Roasters")).toBe("Broadsheet Coff...");
    expect(labelName("")).toBe("");
  });

  it("names the roast style", () => {
    expect(roastLabel("medium")).toBe("Medium roast");
    expect(roastLabel("DARK")).toBe("Dark roast");
    expect(roastLabel(" ")).toBe("Roast unknown");
    expect(capitalize("light")).toBe("Light");
    expect(markerName({ name: "Broadsheet Coffee Roasters", roastStyle: "light" })).toBe(
      "Broadsheet Coffee Roasters, Light roast",
    );
  });

  it("names a rated shop's rating on its marker, and shows it on the label card", () => {
    const rated = { name: "Render Coffee", roastStyle: "medium", rating: 4.3, reviews: 12 };
    expect(markerName(rated)).toBe("Render Coffee, rated 4.3 out of 5 from 12 reviews, Medium roast");
    expect(markerName({ ...rated, rating: 5, reviews: 1 })).toBe(
      "Render Coffee, rated 5.0 out of 5 from 1 review, Medium roast",
    );
    expect(markerName({ ...rated, rating: 0, reviews: 0 })).toBe("Render Coffee, Medium roast");
    expect(markerRatingLabel(rated)).toBe("4.3");
    expect(markerRatingLabel({ rating: 4, reviews: 2 })).toBe("4.0");
    expect(markerRatingLabel({ rating: 0, reviews: 0 })).toBeNull();
    expect(markerRatingLabel({})).toBeNull();
  });

  it("clusters with radius 60, max zoom 16 and at least 2 markers (docs/product.md §9)", () => {
    expect(CLUSTER).toEqual({ radius: 60, maxZoom: 16, minPoints: 2 });
    expect([INITIAL_ZOOM, SEARCH_ZOOM]).toEqual([14, 15]);
  });
});
