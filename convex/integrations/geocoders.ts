// The external geocoding services. Each answers a place, null for "no such place", or throws when
// the service itself failed (network, quota, no answer within `timeoutMs`), so a failure is never
// cached as "not found". Every request carries AbortSignal.timeout: a provider that hangs fails.
import { PRODUCT_NAME } from "../rules/catalog";
import { suggestCities, townAt, type TownGuess } from "../rules/cityGuess";
import { regionName } from "../rules/countries";
import { countryName, findCity, findZip, type GazetteerRow, type GeocodedPoint, type ZipRow } from "../rules/gazetteer";
import rows from "../data/cities.json";
import zipRows from "../data/usZips.json";

export type GeocodeRequest =
  { kind: "city"; text: string } | { kind: "address"; street: string; city: string; state: string; country: string };
export type Geocoder = {
  name: string;
  /** Whether the lookup goes over the network (and so can be slow, throttled or down). */
  remote: boolean;
  lookup: (request: GeocodeRequest, timeoutMs: number) => Promise<GeocodedPoint | null>;
};

const cities = rows as GazetteerRow[];
const zips = zipRows as ZipRow[];

function requestText(request: GeocodeRequest): string {
  if (request.kind === "city") return request.text;
  return [request.street, request.city, request.state, countryName(request.country)].filter(Boolean).join(", ");
}

export const google = (apiKey: string): Geocoder => ({
  name: "google",
  remote: true,
  async lookup(request, timeoutMs) {
    const url = new URL("https://maps.googleapis.com/maps/api/geocode/json");
    url.searchParams.set("address", requestText(request));
    if (request.kind === "address") url.searchParams.set("components", `country:${request.country}`);
    url.searchParams.set("key", apiKey);
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`Google geocoding answered ${response.status}`);
    const body = (await response.json()) as {
      status: string;
      results: { formatted_address: string; geometry: { location: { lat: number; lng: number } } }[];
    };
    if (body.status === "ZERO_RESULTS") return null;
    if (body.status !== "OK") throw new Error(`Google geocoding status ${body.status}`);
    const [first] = body.results;
    return { lat: first.geometry.location.lat, lng: first.geometry.location.lng, label: first.formatted_address };
  },
});

/** Nominatim's usage policy: an identifying User-Agent and at most one request a second (see geocoding.ts). */
export const nominatim = (siteUrl: string | undefined): Geocoder => ({
  name: "nominatim",
  remote: true,
  async lookup(request, timeoutMs) {
    const url = new URL("https://nominatim.openstreetmap.org/search");
    url.searchParams.set("format", "jsonv2");
    url.searchParams.set("limit", "1");
    if (request.kind === "address") url.searchParams.set("countrycodes", request.country.toLowerCase());
    if (request.kind === "city") url.searchParams.set("q", request.text);
    else {
      url.searchParams.set("street", request.street);
      url.searchParams.set("city", request.city);
      if (request.state) url.searchParams.set("state", regionName(request.country, request.state) ?? request.state);
    }
    const response = await fetch(url, {
      headers: { "User-Agent": `${PRODUCT_NAME.replace(/\s/g, "")}/1.0 (${siteUrl ?? "self-hosted"})` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Nominatim answered ${response.status}`);
    const [first] = (await response.json()) as { lat: string; lon: string; display_name: string }[];
    return first ? { lat: Number(first.lat), lng: Number(first.lon), label: first.display_name } : null;
  },
});

/** Offline last resort: the world's towns (scripts/build-gazetteer.mjs); an address resolves to the centre of its town. */
export const gazetteer: Geocoder = {
  name: "gazetteer",
  remote: false,
  async lookup(request) {
    if (request.kind === "address") {
      const place = [request.city, request.state, countryName(request.country)].filter(Boolean).join(", ");
      return findCity(cities, place, request.country);
    }
    return findZip(zips, request.text) ?? findCity(cities, request.text);
  },
};

/** The towns a city search that found nothing may have meant (offline, from the gazetteer). */
export const townsLike = (query: string): TownGuess[] => suggestCities(cities, query);

/** The town a point is in (offline, from the gazetteer), or null. */
export const townNear = (point: { lat: number; lng: number }): TownGuess | null => townAt(cities, point);
