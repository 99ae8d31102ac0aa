import { describe, expect, it } from "vitest";
import type { OsmShopDraft } from "./osmCafes";
import { isSameShop, previewCounts, previewRows } from "./osmPreview";

const draft = (
  id: number,
  name: string,
  lat: number,
  lng: number,
  extra: Partial<OsmShopDraft> = {},
): OsmShopDraft => ({
  osm: { type: "node", id },
  name,
  streetAddress: "",
  city: "Boston",
  lat,
  lng,
  ...extra,
});

describe("a city import's preview", () => {
  it("calls a close place with an alike name the same shop, and a far or differently named one not", () => {
    const member = { id: "s1", name: "Blue Bottle Coffee", lat: 42.3555, lng: -71.0602 };
    expect(isSameShop({ name: "Blue Bottle", lat: 42.3558, lng: -71.0603 }, member)).toBe(true);
    expect(isSameShop({ name: "Blue Bottle", lat: 42.3655, lng: -71.0602 }, member)).toBe(false);
    expect(isSameShop({ name: "Tatte Bakery", lat: 42.3555, lng: -71.0602 }, member)).toBe(false);
  });

  it("sorts each place into new, update, duplicate or skipped with its reason", () => {
    const rows = previewRows(
      [
        { draft: draft(1, "George Howell", 42.351, -71.06) },
        { draft: draft(2, "Blue Bottle", 42.3558, -71.0603) },
        { draft: draft(3, "Starbucks", 42.36, -71.05, { brand: "Starbucks" }) },
        { draft: draft(4, "Dunkin'", 42.37, -71.05) },
        { draft: draft(5, "Gracenote", 42.352, -71.058) },
        { skip: "noName", name: "", osmKey: "node/6" },
      ],
      [
        { id: "s1", name: "Blue Bottle Coffee", lat: 42.3555, lng: -71.0602 },
        { id: "s2", name: "Gracenote Coffee", lat: 42.352, lng: -71.058, osmKey: "node/5" },
      ],
    );
    expect(rows.map((row) => [row.kind, "reason" in row ? row.reason : "shopId" in row ? row.shopId : ""])).toEqual([
      ["new", ""],
      ["duplicate", "s1"],
      ["skip", "chain"],
      ["skip", "chain"],
      ["update", "s2"],
      ["skip", "noName"],
    ]);
    expect(previewCounts(rows)).toEqual({ new: 1, updates: 1, duplicates: 1, skipped: 3 });
  });
});
