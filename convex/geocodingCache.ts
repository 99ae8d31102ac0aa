import { v } from "convex/values";
import { internalMutation, internalQuery } from "./_generated/server";
import { geocodedPoint } from "./model/validators";
import schema from "./schema";

// The small internal functions the geocoding actions (geocoding.ts) call: the answer cache and the
// providers' request slots. Kept apart from geocoding.ts so that running one of them never loads
// the offline gazetteer (convex/data/cities.json, through integrations/geocoders.ts): do not
// import either here.

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
  args: { key: v.string(), result: v.union(v.null(), geocodedPoint), provider: v.string() },
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

/**
 * Books the provider's next free slot and returns how long the caller must wait for it (ms). When
 * that slot is more than `maxWaitMs` away nothing is booked and the answer is null: the caller
 * goes on without this provider rather than queue behind everyone else.
 */
export const reserveSlot = internalMutation({
  args: { provider: v.string(), intervalMs: v.number(), maxWaitMs: v.number() },
  returns: v.union(v.null(), v.number()),
  handler: async (ctx, { provider, intervalMs, maxWaitMs }) => {
    const now = Date.now();
    const throttle = await ctx.db
      .query("geocodeThrottle")
      .withIndex("by_provider", (q) => q.eq("provider", provider))
      .unique();
    const slot = Math.max(now, throttle?.nextSlotAt ?? 0);
    if (slot - now > maxWaitMs) return null;
    if (throttle) await ctx.db.patch("geocodeThrottle", throttle._id, { nextSlotAt: slot + intervalMs });
    else await ctx.db.insert("geocodeThrottle", { provider, nextSlotAt: slot + intervalMs });
    return slot - now;
  },
});
