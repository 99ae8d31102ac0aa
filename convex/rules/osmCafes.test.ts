import { describe, expect, it } from "vitest";
import { isCoffeePlace, osmShopDraft } from "./osmCafes";
import type { OsmElement } from "./overpass";

const element = (tags: Record<string, string>): OsmElement => ({ type: "node", id: 7, lat: -37.81, lng: 144.96, tags });

describe("an OpenStreetMap café on Brew Map", () => {
  it("maps the tags that map cleanly", () => {
    const result = osmShopDraft(
      element({
        amenity: "cafe",
        name: "Market Lane Coffee",
        "addr:housenumber": "83",
        "addr:street": "Victoria Street",
        "addr:city": "Melbourne",
        "addr:state": "VIC",
        "addr:postcode": "3000",
        "addr:country": "au",
        opening_hours: "Mo-Fr 07:00-16:00; Sa,Su 08:00-16:00",
        "contact:website": "https://marketlane.com.au",
        "diet:vegan": "yes",
        outdoor_seating: "yes",
        internet_access: "no",
        wheelchair: "limited",
      }),
    );
    expect(result).toEqual({
      draft: {
        osm: { type: "node", id: 7 },
        name: "Market Lane Coffee",
        streetAddress: "83 Victoria Street",
        city: "Melbourne",
        region: "VIC",
        postalCode: "3000",
        country: "AU",
        lat: -37.81,
        lng: 144.96,
        openingHours: "Mo-Fr 07:00-16:00; Sa,Su 08:00-16:00",
        website: "https://marketlane.com.au",
        dairyFree: true,
        outdoorSeating: true,
        wifi: false,
      },
    });
  });

  it("keeps the brand for the chain check and skips what has no name or is no coffee place", () => {
    const branded = osmShopDraft(element({ amenity: "cafe", name: "Pret A Manger", brand: "Pret A Manger" }));
    expect("draft" in branded && branded.draft.brand).toBe("Pret A Manger");
    expect(osmShopDraft(element({ amenity: "cafe" }))).toEqual({ skip: "noName" });
    expect(osmShopDraft(element({ amenity: "cafe", name: "Gelato Bar", cuisine: "ice_cream" }))).toEqual({
      skip: "notCoffee",
    });
    expect(osmShopDraft(element({ amenity: "restaurant", name: "Dishoom" }))).toEqual({ skip: "notCoffee" });
  });

  it("counts coffee shops, untagged cafés and cafés with coffee among their cuisines as coffee places", () => {
    expect(isCoffeePlace({ shop: "coffee" })).toBe(true);
    expect(isCoffeePlace({ amenity: "cafe" })).toBe(true);
    expect(isCoffeePlace({ amenity: "cafe", cuisine: "ice_cream;coffee_shop" })).toBe(true);
    expect(isCoffeePlace({ amenity: "cafe", cuisine: "tea;bubble_tea" })).toBe(false);
  });
});
