import { describe, expect, it } from "vitest";
import type { OsmShopDraft } from "./osmCafes";
import { fieldsToUpdate, shopFieldsOf } from "./osmFields";

const draft: OsmShopDraft = {
  osm: { type: "node", id: 5 },
  name: "Winter Street Pour House",
  streetAddress: "12 Winter Street",
  city: "Boston",
  region: "ma",
  lat: 42.3554,
  lng: -71.0617,
  openingHours: "Mo-Fr 07:00-17:00; Sa 08:00-15:00",
  website: "https://example.com/pour",
  wifi: true,
};

describe("an imported shop's fields", () => {
  it("fills the form's fields, with hours the app reads as its week", () => {
    const fields = shopFieldsOf(draft);
    expect(fields).toMatchObject({ name: "Winter Street Pour House", city: "BOSTON", state: "MA", wifi: true });
    expect(fields["openingHours"]).toBe("Mo-Fr 07:00-17:00; Sa 08:00-15:00; Su off");
    expect(typeof fields["hours"]).toBe("string");
  });

  it("keeps hours it cannot read as OpenStreetMap's text", () => {
    const fields = shopFieldsOf({ ...draft, openingHours: 'Mo-Fr 07:00-15:00 || "by appointment"' });
    expect(fields["openingHours"]).toBeUndefined();
    expect(fields["hours"]).toBe('Mo-Fr 07:00-15:00 || "by appointment"');
  });

  it("changes on a later import only what nobody here edited", () => {
    const last = { name: "Pour House", website: "https://old.example", wifi: true };
    const shop = { name: "Pour House", website: "https://members.example", wifi: true, about: "" };
    const fresh = { name: "Winter Street Pour House", website: "https://new.example", wifi: false, about: "x" };
    expect(fieldsToUpdate(shop, last, fresh)).toEqual({ name: "Winter Street Pour House", wifi: false, about: "x" });
  });
});
