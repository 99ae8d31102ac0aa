// The search boxes: shops by name (the map) and people by name (the feed). Both read a search index
// for twice what they show, so the ranking (rules/search.ts) can reorder the candidates.
import { v } from "convex/values";
import type { Doc } from "./_generated/dataModel";
import { query } from "./_generated/server";
import { eitherBlocked } from "./model/blocks";
import { personMatch, toPersonMatch } from "./model/people";
import { queryWithUserId } from "./model/session";
import { storedCountry } from "./rules/countries";
import { PEOPLE_SEARCH_LIMIT } from "./rules/people";
import { SHOP_SEARCH_LIMIT, normalizeSearchText, rankByName } from "./rules/search";

const CANDIDATES = 2 * SHOP_SEARCH_LIMIT;

function pick<T, K extends keyof T>(doc: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, doc[key]])) as Pick<T, K>;
}
const PEOPLE_CANDIDATES = 2 * PEOPLE_SEARCH_LIMIT;

const shopMatch = v.object({
  _id: v.id("shops"),
  publicId: v.string(),
  name: v.string(),
  streetAddress: v.string(),
  city: v.string(),
  state: v.string(),
  country: v.string(),
  postalCode: v.optional(v.string()),
  lat: v.number(),
  lng: v.number(),
});

/**
 * The map's search box: shops whose name matches the typed text, at most SHOP_SEARCH_LIMIT, best
 * first. Case does not matter and the last word may be partial ("thinking cu" finds Thinking Cup);
 * blank text finds nothing. Reads at most CANDIDATES shops' search copies (shopNames, model/shopNames.ts) through
 * their "search_name" index.
 */
export const shops = query({
  args: { text: v.string() },
  returns: v.array(shopMatch),
  handler: async (ctx, { text }) => {
    const query = normalizeSearchText(text);
    if (!query) return [];
    const candidates = await ctx.db
      .query("shopNames")
      .withSearchIndex("search_name", (q) => q.search("name", query))
      .take(CANDIDATES);
    return rankByName(query, candidates)
      .slice(0, SHOP_SEARCH_LIMIT)
      .map((shop) => ({
        _id: shop.shopId,
        ...pick(shop, ["publicId", "name", "streetAddress", "city", "state", "lat", "lng"]),
        country: storedCountry(shop),
        ...(shop.postalCode ? { postalCode: shop.postalCode } : {}),
      }));
  },
});

/**
 * The people search box: users whose name matches the typed text, at most PEOPLE_SEARCH_LIMIT, best
 * first, never the caller nor anyone blocked either way. Case does not matter and the last word may
 * be partial ("ava ch" finds Ava Chen); blank text finds nothing. Reads at most PEOPLE_CANDIDATES users
 * through "search_name", and the blocks both ways of each shown.
 */
export const people = queryWithUserId({
  args: { text: v.string() },
  returns: v.array(personMatch),
  handler: async (ctx, { text }) => {
    const query = normalizeSearchText(text);
    if (!query) return [];
    const candidates = await ctx.db
      .query("users")
      .withSearchIndex("search_name", (q) => q.search("name", query))
      .take(PEOPLE_CANDIDATES);
    const named = candidates.filter((user) => user._id !== ctx.userId && user.name);
    const shown: Doc<"users">[] = [];
    for (const user of rankByName(query, named as (Doc<"users"> & { name: string })[])) {
      if (shown.length === PEOPLE_SEARCH_LIMIT) break;
      if (!(await eitherBlocked(ctx, ctx.userId, user._id))) shown.push(user);
    }
    return shown.map(toPersonMatch);
  },
});
