import { query } from "./_generated/server";
import { v } from "convex/values";
import { SHOP_SEARCH_LIMIT, normalizeSearchText, rankByName } from "./rules/shopSearch";

/** Candidates read from the search index: twice what is shown, so the ranking can reorder them. */
const CANDIDATES = 2 * SHOP_SEARCH_LIMIT;

const shopMatch = v.object({
  _id: v.id("shops"),
  publicId: v.string(),
  name: v.string(),
  streetAddress: v.string(),
  city: v.string(),
  state: v.string(),
  lat: v.number(),
  lng: v.number(),
});

/**
 * The map's search box: shops whose name matches the typed text, at most SHOP_SEARCH_LIMIT, best
 * first. Case does not matter and the last word may be partial ("thinking cu" finds Thinking Cup);
 * blank text finds nothing. Reads at most CANDIDATES shops through the "search_name" index.
 */
export const shops = query({
  args: { text: v.string() },
  returns: v.array(shopMatch),
  handler: async (ctx, { text }) => {
    const query = normalizeSearchText(text);
    if (!query) return [];
    const candidates = await ctx.db
      .query("shops")
      .withSearchIndex("search_name", (q) => q.search("name", query))
      .take(CANDIDATES);
    return rankByName(query, candidates)
      .slice(0, SHOP_SEARCH_LIMIT)
      .map(({ _id, publicId, name, streetAddress, city, state, lat, lng }) => ({ _id, publicId, name, streetAddress, city, state, lat, lng }));
  },
});
