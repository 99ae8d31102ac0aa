import { v } from "convex/values";
import { action } from "./_generated/server";
import { requireUserId } from "./lib/session";

// Interface fixed here so the map and add-shop screens can be built side by side; the provider
// chain (Google → Nominatim → offline gazetteer) and the cache are the map issue's work.

const place = v.object({ lat: v.number(), lng: v.number(), label: v.string() });

/** A typed city ("Portland ME", "boston") to a point; null when it cannot be found. */
export const geocodeCity = action({
  args: { query: v.string() },
  returns: v.union(v.null(), place),
  handler: async (ctx) => {
    await requireUserId(ctx);
    return null;
  },
});

/** A street address to a point; null when it cannot be found. */
export const geocodeAddress = action({
  args: { streetAddress: v.string(), city: v.string(), state: v.string() },
  returns: v.union(v.null(), place),
  handler: async (ctx) => {
    await requireUserId(ctx);
    return null;
  },
});
