import { v, type Infer } from "convex/values";
import { internal } from "./_generated/api";
import { action, env, type ActionCtx } from "./_generated/server";
import type { GeocodedPoint } from "./rules/gazetteer";
import { bounds, geocodedPoint } from "./model/validators";
import {
  gazetteer,
  google,
  nominatim,
  townNear,
  townsLike,
  type GeocodeRequest,
  type Geocoder,
} from "./integrations/geocoders";
import { enforceRateLimit } from "./model/rateLimits";
import { actionWithUserId } from "./model/session";
import { DEFAULT_COUNTRY, addressProblems, normalizeRegion } from "./rules/countries";
import { normalizePlaceName } from "./rules/gazetteer";
import type { Bounds } from "./rules/viewport";

// Text in, point out, through a chain of providers: Google when GOOGLE_MAPS_API_KEY is set, then
// Nominatim, and always last the offline gazetteer of the world's towns. GEOCODING_PROVIDERS (comma list)
// narrows the chain; the offline sandbox and tests use "gazetteer". Answers are cached
// (geocodingCache.ts, which holds the small internal functions so they never load the gazetteer).
//
// No caller waits long on a remote provider: each request times out after PROVIDER_TIMEOUT_MS, all
// of them together get REMOTE_BUDGET_MS, and Nominatim's one-a-second slot is waited for only when
// it is at most MAX_SLOT_WAIT_MS away. A provider that times out, or whose turn is too far off, is
// passed over like one that failed, and the chain goes on to the gazetteer.

const NOMINATIM_INTERVAL_MS = 1100;
export const PROVIDER_TIMEOUT_MS = 3000;
export const REMOTE_BUDGET_MS = 5000;
export const MAX_SLOT_WAIT_MS = 2000;
/** A remote provider is not asked with less time than this left. */
const MIN_ATTEMPT_MS = 500;
const MAX_QUERY = 200;

/**
 * The providers to ask, in order. A city or ZIP search asks the offline gazetteer first: it knows
 * the world's towns and every US ZIP code at once, so such a search never waits on a remote provider; the remote
 * ones answer what it does not know. A street address asks them first, as only they know streets.
 */
function geocoders(kind: GeocodeRequest["kind"]): Geocoder[] {
  const wanted = (env.GEOCODING_PROVIDERS ?? "google,nominatim,gazetteer").split(",").map((name) => name.trim());
  const remote: Geocoder[] = [];
  const googleKey = env.GOOGLE_MAPS_API_KEY;
  if (wanted.includes("google") && googleKey) remote.push(google(googleKey));
  if (wanted.includes("nominatim")) remote.push(nominatim(env.SITE_URL));
  return kind === "city" ? [gazetteer, ...remote] : [...remote, gazetteer];
}

function cacheKey(request: GeocodeRequest): string {
  return request.kind === "city"
    ? `city:${normalizePlaceName(request.text)}`
    : `address:${normalizePlaceName(request.street)}|${normalizePlaceName(request.city)}|${request.state.toUpperCase()}${
        request.country === DEFAULT_COUNTRY ? "" : `|${request.country}`
      }`;
}

/**
 * How long a provider may take for this request, once it is its turn (Nominatim's slot waited
 * for); null when it is to be passed over: out of time, or its next slot too far away.
 */
async function timeFor(ctx: ActionCtx, geocoder: Geocoder, deadline: number): Promise<number | null> {
  if (!geocoder.remote) return PROVIDER_TIMEOUT_MS;
  let left = deadline - Date.now();
  if (left < MIN_ATTEMPT_MS) return null;
  if (geocoder.name === "nominatim") {
    const waitMs = await ctx.runMutation(internal.geocodingCache.reserveSlot, {
      provider: "nominatim",
      intervalMs: NOMINATIM_INTERVAL_MS,
      maxWaitMs: Math.min(MAX_SLOT_WAIT_MS, left - MIN_ATTEMPT_MS),
    });
    if (waitMs === null) return null;
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    left = deadline - Date.now();
  }
  return Math.max(0, Math.min(PROVIDER_TIMEOUT_MS, left));
}

async function geocode(ctx: ActionCtx, request: GeocodeRequest): Promise<GeocodedPoint | null> {
  const key = cacheKey(request);
  const cached = await ctx.runQuery(internal.geocodingCache.cached, { key });
  if (cached) return cached.result;

  const deadline = Date.now() + REMOTE_BUDGET_MS;
  let failures = 0;
  for (const geocoder of geocoders(request.kind)) {
    try {
      const timeoutMs = await timeFor(ctx, geocoder, deadline);
      if (timeoutMs === null) {
        failures++;
        console.warn(`[geocoding] ${geocoder.name} passed over: out of time, or its next free slot is too far away`);
        continue;
      }
      const found = await geocoder.lookup(request, timeoutMs);
      if (found) {
        // A street address answered by the city gazetteer is only the city's centre.
        const result = request.kind === "address" && geocoder === gazetteer ? { ...found, approximate: true } : found;
        await ctx.runMutation(internal.geocodingCache.remember, { key, result, provider: geocoder.name });
        return result;
      }
    } catch (error) {
      failures++;
      console.warn(`[geocoding] ${geocoder.name} failed:`, error);
    }
  }
  // "Not found" is remembered only when every provider really answered.
  if (failures === 0) await ctx.runMutation(internal.geocodingCache.remember, { key, result: null, provider: "none" });
  return null;
}

const foundCity = v.object({ ...geocodedPoint.fields, shops: v.union(v.null(), bounds) });

/**
 * A typed city ("Portland ME", "boston") or US ZIP code ("02108") to a point; null when it cannot be
 * found. For a town we know, `shops` is the box around its shops, for the map to fit them in view.
 */
export const geocodeCity = actionWithUserId({
  args: { query: v.string() },
  returns: v.union(v.null(), foundCity),
  handler: async (ctx, { query }): Promise<Infer<typeof foundCity> | null> => {
    await enforceRateLimit(ctx, "geocode", ctx.userId);
    const text = query.trim();
    if (!text || text.length > MAX_QUERY) return null;
    const found = await geocode(ctx, { kind: "city", text });
    return found && withShops(ctx, found);
  },
});

/** A city found, with the box around its shops when we know the town. */
async function withShops(ctx: ActionCtx, found: GeocodedPoint): Promise<Infer<typeof foundCity>> {
  const shops: Bounds | null =
    found.city && found.state !== undefined && (found.state || found.country)
      ? await ctx.runQuery(internal.shops.cityExtent, {
          city: found.city,
          state: found.state,
          // An answer cached before countries named a US town by its state alone.
          country: found.country ?? DEFAULT_COUNTRY,
        })
      : null;
  return { ...found, shops };
}

/**
 * The city search of a visitor, who looks at the map before signing up (decision 30): what signed-in
 * searches have cached, else the offline gazetteer of the world's towns and US ZIP codes. It never asks a remote
 * provider and writes nothing, so a stranger's script spends no one's quota and fills no cache; its
 * limit is shared by all visitors.
 */
export const geocodeCityAsVisitor = action({
  args: { query: v.string() },
  returns: v.union(v.null(), foundCity),
  handler: async (ctx, { query }): Promise<Infer<typeof foundCity> | null> => {
    await enforceRateLimit(ctx, "visitorCitySearch", "visitors");
    const text = query.trim();
    if (!text || text.length > MAX_QUERY) return null;
    const request = { kind: "city", text } as const;
    const cached = await ctx.runQuery(internal.geocodingCache.cached, { key: cacheKey(request) });
    const found = cached ? cached.result : await gazetteer.lookup(request, PROVIDER_TIMEOUT_MS).catch(() => null);
    return found && withShops(ctx, found);
  },
});

/**
 * A street address to a point; `approximate` when only the city could be placed. Null when not found, or
 * when the region does not fit the country (a US address without a state, say). `country` is "US" when absent.
 */
export const geocodeAddress = actionWithUserId({
  args: { streetAddress: v.string(), city: v.string(), state: v.string(), country: v.optional(v.string()) },
  returns: v.union(v.null(), geocodedPoint),
  handler: async (ctx, { streetAddress, city, state, country = DEFAULT_COUNTRY }) => {
    await enforceRateLimit(ctx, "geocode", ctx.userId);
    const street = streetAddress.trim();
    const cityName = city.trim();
    const place = { country: country.trim().toUpperCase(), region: normalizeRegion(country.trim(), state) };
    const placeOk = addressProblems(place).length === 0;
    if (!street || !cityName || street.length > MAX_QUERY || cityName.length > MAX_QUERY || !placeOk) return null;
    return geocode(ctx, { kind: "address", street, city: cityName, state: place.region, country: place.country });
  },
});

const town = v.object({ city: v.string(), state: v.string(), country: v.string(), label: v.string() });

/**
 * The towns a city search that found nothing may have meant ("Cambrige" → Cambridge, MA), closest
 * spelling first, at most 3; offered as "Did you mean …?" under the search box.
 */
export const suggestCities = actionWithUserId({
  args: { query: v.string() },
  returns: v.array(town),
  handler: async (ctx, { query }) => {
    await enforceRateLimit(ctx, "geocode", ctx.userId);
    return townsMeant(query);
  },
});

/** The same towns for a visitor's search, under the limit all visitors share (decision 30). */
export const suggestCitiesAsVisitor = action({
  args: { query: v.string() },
  returns: v.array(town),
  handler: async (ctx, { query }) => {
    await enforceRateLimit(ctx, "visitorCitySearch", "visitors");
    return townsMeant(query);
  },
});

function townsMeant(query: string) {
  const text = query.trim();
  if (!text || text.length > MAX_QUERY || /^\d/.test(text)) return [];
  return townsLike(text);
}

/** The town a point of the map is in (the map's city, for the recommendation dialog), or null. */
export const townAt = actionWithUserId({
  args: { lat: v.number(), lng: v.number() },
  returns: v.union(v.null(), town),
  handler: async (ctx, point) => {
    await enforceRateLimit(ctx, "geocode", ctx.userId);
    if (!(Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180)) return null;
    return townNear(point);
  },
});
