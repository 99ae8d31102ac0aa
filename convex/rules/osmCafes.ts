// What an OpenStreetMap café becomes on Brew Map: the fields that map cleanly from its tags, or the reason it is
// not imported. The tags are OpenStreetMap's own (wiki.openstreetmap.org/wiki/Key:…).
import type { OsmElement } from "./overpass";

export type OsmShopDraft = {
  osm: { type: OsmElement["type"]; id: number };
  name: string;
  brand?: string;
  streetAddress: string;
  city: string;
  region?: string;
  postalCode?: string;
  country?: string;
  lat: number;
  lng: number;
  openingHours?: string;
  website?: string;
  dairyFree?: boolean;
  outdoorSeating?: boolean;
  indoorSeating?: boolean;
  wifi?: boolean;
  stepFreeAccess?: boolean;
};

export type OsmSkip = "noName" | "notCoffee";

/** Cuisines of a café that sells no coffee to speak of: a café tagged only with these is not a coffee place. */
const NOT_COFFEE_CUISINES = new Set(["ice_cream", "bubble_tea", "tea", "juice", "frozen_yogurt", "smoothie"]);

const yesNo = (value: string | undefined): boolean | undefined =>
  value === "yes" ? true : value === "no" ? false : undefined;

/** Wi-Fi from `internet_access`: wlan (or yes) is Wi-Fi, no is none; a wired terminal says nothing about Wi-Fi. */
function wifiOf(tags: Record<string, string>): boolean | undefined {
  const access = tags["internet_access"];
  if (access === "wlan" || access === "yes") return true;
  return access === "no" ? false : undefined;
}

/** Dairy-free options: `diet:lactose_free` or `diet:vegan` of yes or only (a vegan menu has no dairy). */
function dairyFreeOf(tags: Record<string, string>): boolean | undefined {
  const offered = ["diet:lactose_free", "diet:vegan"].map((key) => tags[key]);
  if (offered.some((value) => value === "yes" || value === "only")) return true;
  return offered.every((value) => value === "no") ? false : undefined;
}

/** Whether the object is a place for coffee: a coffee shop, or a café not tagged as only something else. */
export function isCoffeePlace(tags: Record<string, string>): boolean {
  if (tags["shop"] === "coffee" || tags["cuisine"]?.split(";").includes("coffee_shop")) return true;
  if (tags["amenity"] !== "cafe") return false;
  const cuisines = (tags["cuisine"] ?? "")
    .split(";")
    .map((cuisine) => cuisine.trim())
    .filter(Boolean);
  return cuisines.length === 0 || cuisines.some((cuisine) => !NOT_COFFEE_CUISINES.has(cuisine));
}

/** The street line as OpenStreetMap splits it: "12 High Street" (house number first, as the form asks). */
function streetOf(tags: Record<string, string>): string {
  const street = tags["addr:street"] ?? tags["addr:place"] ?? "";
  const number = tags["addr:housenumber"];
  return [number, street].filter(Boolean).join(" ");
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined || value === "" ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** The shop an element describes, or why it is skipped. */
export function osmShopDraft(element: OsmElement): { draft: OsmShopDraft } | { skip: OsmSkip } {
  const { tags } = element;
  const name = (tags["name"] ?? "").trim();
  if (name === "") return { skip: "noName" };
  if (!isCoffeePlace(tags)) return { skip: "notCoffee" };
  return {
    draft: {
      osm: { type: element.type, id: element.id },
      name,
      ...optional("brand", tags["brand"]?.trim()),
      streetAddress: streetOf(tags),
      city: tags["addr:city"] ?? "",
      ...optional("region", tags["addr:state"] ?? tags["addr:province"]),
      ...optional("postalCode", tags["addr:postcode"]),
      ...optional("country", tags["addr:country"]?.toUpperCase()),
      lat: element.lat,
      lng: element.lng,
      ...optional("openingHours", tags["opening_hours"]),
      ...optional("website", tags["website"] ?? tags["contact:website"] ?? tags["url"]),
      ...optional("dairyFree", dairyFreeOf(tags)),
      ...optional("outdoorSeating", yesNo(tags["outdoor_seating"])),
      ...optional("indoorSeating", yesNo(tags["indoor_seating"])),
      ...optional("wifi", wifiOf(tags)),
      ...optional("stepFreeAccess", yesNo(tags["wheelchair"])),
    },
  };
}
