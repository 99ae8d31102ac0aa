import { ConvexError, v } from "convex/values";
import type { Doc } from "./_generated/dataModel";
import { query } from "./_generated/server";
import { popularDrinkText } from "./lib/popularDrinkText";
import { requireUserId } from "./lib/session";
import { typicalFlavorNotes } from "./model/flavorNotes";
import { MESSAGES } from "./model/messages";
import { MAX_MARKERS, containsLng, coverStrips, isValidBounds } from "./model/viewport";

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

const marker = v.object({ _id: v.id("shops"), name: v.string(), roastStyle: v.string(), lat: v.number(), lng: v.number() });

/**
 * The markers inside a map area (the visible bounds plus a margin). One index range per longitude
 * strip over the latitude range, 0.01° strips for city views and 1° strips for wider ones, and at
 * most MAX_MARKERS shops read in all, shared fairly between strips: the cost follows the area
 * shown, never the number of shops in the world. `truncated` says some shops were left out.
 */
export const inViewport = query({
  args: { south: v.number(), west: v.number(), north: v.number(), east: v.number() },
  returns: v.object({ shops: v.array(marker), truncated: v.boolean() }),
  handler: async (ctx, bounds) => {
    await requireUserId(ctx);
    if (!isValidBounds(bounds)) throw new ConvexError(MESSAGES.badMapArea);
    const { index, cells } = coverStrips(bounds);

    const readStrip = (cell: number, fromLat: number, count: number) =>
      index === "fine"
        ? ctx.db
            .query("shops")
            .withIndex("by_lngCell_lat", (q) => q.eq("lngCell", cell).gte("lat", fromLat).lte("lat", bounds.north))
            .take(count)
        : ctx.db
            .query("shops")
            .withIndex("by_lngCellCoarse_lat", (q) => q.eq("lngCellCoarse", cell).gte("lat", fromLat).lte("lat", bounds.north))
            .take(count);

    // Each round gives every strip that may hold more an equal share of what is left of the budget.
    type Strip = { cell: number; fromLat: number; seenAtFromLat: Set<string> };
    let open: Strip[] = cells.map((cell) => ({ cell, fromLat: bounds.south, seenAtFromLat: new Set() }));
    const found = new Map<string, Doc<"shops">>();
    let budget = MAX_MARKERS;
    while (open.length > 0 && budget > 0) {
      const share = Math.max(1, Math.floor(budget / open.length));
      const round = open.slice(0, budget);
      const pages = await Promise.all(round.map((s) => readStrip(s.cell, s.fromLat, share + s.seenAtFromLat.size)));
      const next: Strip[] = [];
      for (const [i, strip] of round.entries()) {
        const page = pages[i];
        const fresh = page.filter((shop) => !strip.seenAtFromLat.has(shop._id));
        budget -= fresh.length;
        for (const shop of fresh) found.set(shop._id, shop);
        if (page.length < share + strip.seenAtFromLat.size) continue; // strip exhausted
        // Resume at the last latitude read; shops sharing it are skipped by id.
        const lastLat = page[page.length - 1].lat;
        const seen = new Set(page.filter((shop) => shop.lat === lastLat).map((shop) => shop._id as string));
        if (lastLat === strip.fromLat) for (const id of strip.seenAtFromLat) seen.add(id);
        next.push({ cell: strip.cell, fromLat: lastLat, seenAtFromLat: seen });
      }
      open = [...next, ...open.slice(round.length)];
    }

    const shops = [...found.values()]
      .filter((shop) => containsLng(bounds, shop.lng))
      .map(({ _id, name, roastStyle, lat, lng }) => ({ _id, name, roastStyle, lat, lng }));
    return { shops, truncated: open.length > 0 };
  },
});

/**
 * Everything the shop panel shows about the shop itself, live: the shop, its typical flavor notes
 * (from its bean list) and the most-popular-drink sentence. Reviews, photos, beans and badges come
 * from their own paginated or per-user queries. Null when the id is not a shop.
 */
export const panel = query({
  args: { id: v.string() },
  handler: async (ctx, { id }) => {
    await requireUserId(ctx);
    const shopId = ctx.db.normalizeId("shops", id);
    const shop = shopId && (await ctx.db.get(shopId));
    if (!shop) return null;
    const beans = await ctx.db
      .query("beans")
      .withIndex("by_shop", (q) => q.eq("shopId", shop._id))
      .unique();
    return {
      shop,
      flavorNotes: typicalFlavorNotes(beans?.beans ?? []),
      popularDrink: await popularDrinkText(ctx, shop._id),
    };
  },
});
