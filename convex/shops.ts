import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import { internalQuery, query } from "./_generated/server";
import { boundedPage } from "./model/pagination";
import { openingHoursArg } from "./model/openingHours";
import { timeZoneField } from "./rules/timeZone";
import { postingMutationWithUser, queryWithUserId } from "./model/session";
import { createShop, shopAtAddress, shopsInTownPage, townEnds, updateShop } from "./model/shops";
import { eachCountryKey } from "./model/countries";
import { DEFAULT_COUNTRY, normalizeRegion } from "./rules/countries";
import { markersInArea } from "./model/mapTiles";
import { ratingsSummaryValidator } from "./model/ratings";
import { ratingsSummary } from "./rules/ratings";
import { MESSAGES } from "./rules/messages";
import { bounds, markerValidator, takenShopValidator, viewportFiltersValidator } from "./model/validators";
import { takenShopOf } from "./rules/duplicateShop";
import { shopDetailsArgs, shopEditArgs } from "./model/shopArgs";
import schema from "./schema";
import { shopTotalsOf, shownTotals } from "./model/shopTotals";
import { normalizeCity, normalizeStreet } from "./rules/shopForm";
import { isValidBounds } from "./rules/viewport";
import { roastStyleOf } from "./rules/markerTraits";
import { filtersError } from "./rules/shopFilters";

/** Cap on the distinct values a dropdown lists; far above any real state or city count. */
const DROPDOWN_LIMIT = 500;

const shopDoc = schema.doc("shops");

/** One shop by document id; null when it does not exist. */
export const get = query({
  args: { id: v.id("shops") },
  returns: v.union(v.null(), shopDoc),
  handler: async (ctx, { id }) => {
    return await ctx.db.get("shops", id);
  },
});

/** One shop by its public 12-digit id (docs/product.md §3 shop_id, used in /beans/{id}); null when unknown. */
export const getByPublicId = query({
  args: { publicId: v.string() },
  returns: v.union(v.null(), shopDoc),
  handler: async (ctx, { publicId }) => {
    return await ctx.db
      .query("shops")
      .withIndex("by_publicId", (q) => q.eq("publicId", publicId))
      .unique();
  },
});

/** A country's regions that have shops, sorted ("" for a country that names none): one range of the places table (two for the US). */
export const states = query({
  args: { country: v.optional(v.string()) },
  returns: v.array(v.string()),
  handler: async (ctx, { country = DEFAULT_COUNTRY }) => {
    const rows = await eachCountryKey(country, (key) =>
      ctx.db
        .query("places")
        .withIndex("by_level_country_state_city", (q) => q.eq("level", "state").eq("country", key))
        .take(DROPDOWN_LIMIT),
    );
    return [...new Set(rows.map((row) => row.state))].sort();
  },
});

/** Cities with shops in a region of a country, sorted: one range of the places table (two for the US). */
export const cities = query({
  args: { state: v.string(), country: v.optional(v.string()) },
  returns: v.array(v.string()),
  handler: async (ctx, { state, country = DEFAULT_COUNTRY }) => {
    const rows = await eachCountryKey(country, (key) =>
      ctx.db
        .query("places")
        .withIndex("by_level_country_state_city", (q) => q.eq("level", "city").eq("country", key).eq("state", state))
        .take(DROPDOWN_LIMIT),
    );
    return [...new Set(rows.map((row) => row.city))].sort();
  },
});

/** The shops of one city, sorted by name, with their ratings summary, for the pick-a-shop dropdowns. */
export const inCity = query({
  args: {
    state: v.string(),
    city: v.string(),
    country: v.optional(v.string()),
    paginationOpts: paginationOptsValidator,
  },
  returns: paginationResultValidator(
    v.object({
      _id: v.id("shops"),
      publicId: v.string(),
      name: v.string(),
      streetAddress: v.string(),
      ratings: ratingsSummaryValidator,
    }),
  ),
  handler: async (ctx, { state, city, country = DEFAULT_COUNTRY, paginationOpts }) => {
    const result = await shopsInTownPage(ctx, { country, state, city }, boundedPage(paginationOpts));
    const totals = await Promise.all(result.page.map((shop) => shopTotalsOf(ctx, shop._id)));
    return {
      ...result,
      page: result.page.map((shop, i) => ({
        _id: shop._id,
        publicId: shop.publicId,
        name: shop.name,
        streetAddress: shop.streetAddress,
        ratings: ratingsSummary(shownTotals(shop, totals[i]!).ratingTotals),
      })),
    };
  },
});

/**
 * The shop already at this address, if any (other than `except`, the shop being edited), named as
 * the refusal names it (rules/duplicateShop.ts); the shop forms ask before they geocode.
 */
export const addressTaken = queryWithUserId({
  args: {
    streetAddress: v.string(),
    city: v.string(),
    state: v.string(),
    country: v.optional(v.string()),
    except: v.optional(v.id("shops")),
  },
  returns: v.union(v.null(), takenShopValidator),
  handler: async (ctx, { except, country = DEFAULT_COUNTRY, ...args }) => {
    const address = {
      streetAddress: normalizeStreet(args.streetAddress),
      city: normalizeCity(args.city),
      state: normalizeRegion(country, args.state),
      country: country.toUpperCase(),
    };
    const shop = await shopAtAddress(ctx, address, except);
    return shop && takenShopOf(shop);
  },
});

/**
 * Add a shop (docs/product.md §4 Add shop): required fields, 2-letter state, chain name, duplicate address,
 * then the point the user confirmed on the map. The adder's badges, the places and the map marker
 * change with it; the adder's followers' feeds receive it in scheduled batches.
 */
export const create = postingMutationWithUser({
  args: { ...shopDetailsArgs, lat: v.number(), lng: v.number(), openingHours: openingHoursArg },
  returns: v.object({ _id: v.id("shops"), publicId: v.string() }),
  handler: async (ctx, args) => await createShop(ctx, args),
});

/**
 * Edit a shop (any signed-in user, docs/product.md §6). `version` is the one the editor started from: when
 * someone saved in between, the edit is refused so it never silently undoes theirs. Every change
 * is recorded with its editor, time and before → after values.
 */
export const update = postingMutationWithUser({
  args: {
    id: v.id("shops"),
    version: v.number(),
    ...shopEditArgs,
    /** The confirmed map point of a new street address: required when the address changes, unused otherwise. */
    location: v.optional(v.object({ lat: v.number(), lng: v.number() })),
    openingHours: openingHoursArg,
    /** The editor says the closed shop is open again (decision 27): a moderator's edit reopens it, an established member's asks a moderator. */
    reopen: v.optional(v.boolean()),
  },
  returns: v.object({
    version: v.number(),
    changed: v.number(),
    reopening: v.optional(v.union(v.literal("reopened"), v.literal("requested"))),
  }),
  handler: async (ctx, args) => await updateShop(ctx, args),
});

/** A shop's edit history, newest first, a page at a time. */
export const history = query({
  args: { shopId: v.id("shops"), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(
    schema.doc("shopEdits").pick("_id", "_creationTime", "editorId", "editorName", "changes"),
  ),
  handler: async (ctx, { shopId, paginationOpts }) => {
    const page = await ctx.db
      .query("shopEdits")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .order("desc")
      .paginate(boundedPage(paginationOpts));
    return {
      ...page,
      page: page.page.map(({ _id, _creationTime, editorId, editorName, changes }) => ({
        _id,
        _creationTime,
        editorId,
        editorName,
        changes,
      })),
    };
  },
});

/**
 * The box around a town's shops, for a city search to fit them in view; null when it has none.
 * Four reads whatever the town's size (eight for the US): the first and last shop by latitude and by longitude.
 */
export const cityExtent = internalQuery({
  args: { city: v.string(), state: v.string(), country: v.optional(v.string()) },
  returns: v.union(v.null(), bounds),
  handler: async (ctx, { city, state, country = DEFAULT_COUNTRY }) => {
    const town = { country, state: state.toUpperCase(), city: normalizeCity(city) };
    const ends = await Promise.all(
      (["by_country_state_city_lat", "by_country_state_city_lng"] as const).flatMap((index) =>
        (["asc", "desc"] as const).map((order) => townEnds(ctx, town, index, order)),
      ),
    );
    const [souths, norths, wests, easts] = ends;
    if (!souths!.length) return null;
    return {
      south: Math.min(...souths!.map((shop) => shop.lat)),
      north: Math.max(...norths!.map((shop) => shop.lat)),
      west: Math.min(...wests!.map((shop) => shop.lng)),
      east: Math.max(...easts!.map((shop) => shop.lng)),
    };
  },
});

/**
 * The markers inside a map area (the visible bounds plus a margin), read from the map's tiles within
 * a budget of about MAX_MARKERS markers (markersInArea, convex/model/mapTiles.ts): the cost follows
 * the area shown, never the number of shops in the world. With `filters`, only the markers that pass
 * them count. `truncated` says some shops were left out.
 */
export const inViewport = query({
  args: { ...bounds.fields, filters: v.optional(viewportFiltersValidator) },
  returns: v.object({ shops: v.array(markerValidator), truncated: v.boolean() }),
  handler: async (ctx, { filters, ...bounds }) => {
    if (!isValidBounds(bounds)) throw new ConvexError(MESSAGES.badMapArea);
    const problem = filters && filtersError(filters);
    if (problem) throw new ConvexError(problem);
    const { markers, truncated } = await markersInArea(ctx, bounds, filters);
    const shops = markers.map(({ shopId, name, traits, lat, lng, rating, reviews, week }) => ({
      _id: shopId,
      name,
      roastStyle: roastStyleOf(traits),
      lat,
      lng,
      rating,
      reviews,
      ...(week ? { week: week.slice().buffer, ...timeZoneField(lat, lng) } : {}),
    }));
    return { shops, truncated };
  },
});
