import { v } from "convex/values";
import { internal } from "./_generated/api";
import { env, internalMutation, internalQuery, type ActionCtx } from "./_generated/server";
import { gazetteer, google, nominatim, type GeocodeRequest, type Geocoder } from "./integrations/geocoders";
import { enforceRateLimit } from "./model/rateLimits";
import { actionWithUserId } from "./model/session";
import { normalizePlaceName } from "./rules/gazetteer";
import schema from "./schema";

// Text in, point out, through a chain of providers: Google when GOOGLE_MAPS_API_KEY is set, then
// Nominatim, and always last the offline gazetteer of US cities. GEOCODING_PROVIDERS (comma list)
// narrows the chain; the offline sandbox and tests use "gazetteer". Answers are cached.

const place = v.object({ lat: v.number(), lng: v.number(), label: v.string(), approximate: v.optional(v.boolean()) });
type Place = typeof place.type;

const NOMINATIM_INTERVAL_MS = 1100;
const MAX_QUERY = 200;

function geocoders(): Geocoder[] {
  const wanted = (env.GEOCODING_PROVIDERS ?? "google,nominatim,gazetteer").split(",").map((name) => name.trim());
  const chain: Geocoder[] = [];
  const googleKey = env.GOOGLE_MAPS_API_KEY;
  if (wanted.includes("google") && googleKey) chain.push(google(googleKey));
  if (wanted.includes("nominatim")) chain.push(nominatim(env.SITE_URL));
  chain.push(gazetteer);
  return chain;
}

function cacheKey(request: GeocodeRequest): string {
  return request.kind === "city"
    ? `city:${normalizePlaceName(request.text)}`
    : `address:${normalizePlaceName(request.street)}|${normalizePlaceName(request.city)}|${request.state.toUpperCase()}`;
}

async function geocode(ctx: ActionCtx, request: GeocodeRequest): Promise<Place | null> {
  const key = cacheKey(request);
  const cached = await ctx.runQuery(internal.geocoding.cached, { key });
  if (cached) return cached.result;

  let failures = 0;
  for (const geocoder of geocoders()) {
    try {
      if (geocoder.name === "nominatim") {
        const waitMs = await ctx.runMutation(internal.geocoding.reserveSlot, { provider: "nominatim", intervalMs: NOMINATIM_INTERVAL_MS });
        if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
      const found = await geocoder.lookup(request);
      if (found) {
        // A street address answered by the city gazetteer is only the city's centre.
        const result = request.kind === "address" && geocoder === gazetteer ? { ...found, approximate: true } : found;
        await ctx.runMutation(internal.geocoding.remember, { key, result, provider: geocoder.name });
        return result;
      }
    } catch (error) {
      failures++;
      console.warn(`[geocoding] ${geocoder.name} failed:`, error);
    }
  }
  // "Not found" is remembered only when every provider really answered.
  if (failures === 0) await ctx.runMutation(internal.geocoding.remember, { key, result: null, provider: "none" });
  return null;
}

/** A typed city ("Portland ME", "boston") to a point; null when it cannot be found. */
export const geocodeCity = actionWithUserId({
  args: { query: v.string() },
  returns: v.union(v.null(), place),
  handler: async (ctx, { query }) => {
    await enforceRateLimit(ctx, "geocode", ctx.userId);
    const text = query.trim();
    if (!text || text.length > MAX_QUERY) return null;
    return geocode(ctx, { kind: "city", text });
  },
});

/** A street address to a point; `approximate` when only the city could be placed. Null when not found. */
export const geocodeAddress = actionWithUserId({
  args: { streetAddress: v.string(), city: v.string(), state: v.string() },
  returns: v.union(v.null(), place),
  handler: async (ctx, { streetAddress, city, state }) => {
    await enforceRateLimit(ctx, "geocode", ctx.userId);
    const street = streetAddress.trim();
    const cityName = city.trim();
    if (!street || !cityName || street.length > MAX_QUERY || cityName.length > MAX_QUERY || !/^[A-Za-z]{2}$/.test(state.trim())) {
      return null;
    }
    return geocode(ctx, { kind: "address", street, city: cityName, state: state.trim().toUpperCase() });
  },
});

export const cached = internalQuery({
  args: { key: v.string() },
  returns: v.union(v.null(), schema.doc("geocodeCache")),
  handler: async (ctx, { key }) => {
    return await ctx.db
      .query("geocodeCache")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
  },
});

export const remember = internalMutation({
  args: { key: v.string(), result: v.union(v.null(), place), provider: v.string() },
  returns: v.null(),
  handler: async (ctx, { key, result, provider }) => {
    const existing = await ctx.db
      .query("geocodeCache")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    if (existing) await ctx.db.patch("geocodeCache", existing._id, { result, provider });
    else await ctx.db.insert("geocodeCache", { key, result, provider });
    return null;
  },
});

/** Books the provider's next free slot; returns how long the caller must wait for it (ms). */
export const reserveSlot = internalMutation({
  args: { provider: v.string(), intervalMs: v.number() },
  returns: v.number(),
  handler: async (ctx, { provider, intervalMs }) => {
    const now = Date.now();
    const throttle = await ctx.db
      .query("geocodeThrottle")
      .withIndex("by_provider", (q) => q.eq("provider", provider))
      .unique();
    const slot = Math.max(now, throttle?.nextSlotAt ?? 0);
    if (throttle) await ctx.db.patch("geocodeThrottle", throttle._id, { nextSlotAt: slot + intervalMs });
    else await ctx.db.insert("geocodeThrottle", { provider, nextSlotAt: slot + intervalMs });
    return slot - now;
  },
});
