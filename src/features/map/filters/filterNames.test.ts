import { describe, expect, it } from "vitest";
import { emptyViewText, filterNames } from "@/features/map/filters/filterNames";

describe("the filters named in an empty view", () => {
  it("names each filter that narrows the shops, as the filters dialog does", () => {
    expect(
      filterNames({ openNow: true, roastStyle: "light", dairyFree: true, beverage: "Macchiatto", minRating: 4 }),
    ).toEqual(["Open now", "Light roast", "Dairy free", "Macchiato", "Rated 4.0+"]);
    expect(filterNames({ wifi: true, stepFreeAccess: true, maxPrice: 2, dairyFree: true })).toEqual([
      "Dairy free",
      "Wi-Fi",
      "Step-free access",
      "$$ or less",
    ]);
    // Showing permanently closed shops too narrows nothing.
    expect(filterNames({ closed: true })).toEqual([]);
  });

  it("says the same sentence for the map and the list", () => {
    expect(emptyViewText({})).toBe("No shops in view.");
    expect(emptyViewText({ openNow: true })).toBe("No shops in view match these filters: Open now.");
  });
});
