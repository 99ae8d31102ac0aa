import { v } from "convex/values";
import { query } from "./_generated/server";
import { requireUserId } from "./lib/session";

/** Cap on the distinct values a dropdown lists; far above any real state or city count. */
const DROPDOWN_LIMIT = 500;

/** One shop by document id; null when it does not exist. */
export const get = query({
  args: { id: v.id("shops") },
  handler: async (ctx, { id }) => {
    await requireUserId(ctx);
    return await ctx.db.get(id);
  },
});

/** One shop by its public 12-digit id (SPEC shop_id, used in /beans/{id}); null when unknown. */
export const getByShopId = query({
  args: { shopId: v.string() },
  handler: async (ctx, { shopId }) => {
    await requireUserId(ctx);
    return await ctx.db
      .query("shops")
      .withIndex("by_shopId", (q) => q.eq("shopId", shopId))
      .unique();
  },
});

/**
 * Distinct states that have shops, sorted. Reads one document per state by skipping along the
 * index, never the whole table.
 */
export const states = query({
  args: {},
  returns: v.array(v.string()),
  handler: async (ctx) => {
    await requireUserId(ctx);
    const states: string[] = [];
    let last: string | null = null;
    while (states.length < DROPDOWN_LIMIT) {
      const after: string | null = last;
      const next = await ctx.db
        .query("shops")
        .withIndex("by_state_city_name", (q) => (after === null ? q : q.gt("state", after)))
        .first();
      if (next === null) break;
      states.push(next.state);
      last = next.state;
    }
    return states;
  },
});

/** Distinct cities with shops in a state, sorted; one document read per city. */
export const cities = query({
  args: { state: v.string() },
  returns: v.array(v.string()),
  handler: async (ctx, { state }) => {
    await requireUserId(ctx);
    const cities: string[] = [];
    let last: string | null = null;
    while (cities.length < DROPDOWN_LIMIT) {
      const after: string | null = last;
      const next = await ctx.db
        .query("shops")
        .withIndex("by_state_city_name", (q) => (after === null ? q.eq("state", state) : q.eq("state", state).gt("city", after)))
        .first();
      if (next === null) break;
      cities.push(next.city);
      last = next.city;
    }
    return cities;
  },
});

/** The shops of one city, sorted by name, for the pick-a-shop dropdowns. */
export const inCity = query({
  args: { state: v.string(), city: v.string() },
  returns: v.array(v.object({ _id: v.id("shops"), shopId: v.string(), name: v.string(), streetAddress: v.string() })),
  handler: async (ctx, { state, city }) => {
    await requireUserId(ctx);
    const shops = await ctx.db
      .query("shops")
      .withIndex("by_state_city_name", (q) => q.eq("state", state).eq("city", city))
      .take(DROPDOWN_LIMIT);
    return shops.map(({ _id, shopId, name, streetAddress }) => ({ _id, shopId, name, streetAddress }));
  },
});
