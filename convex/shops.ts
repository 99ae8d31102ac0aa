import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import { internalQuery, query, type QueryCtx } from "./_generated/server";
import { countAddedShop } from "./model/badges";
import { readPopularDrinkText } from "./model/drinkStats";
import { queueFanOut, shopActivity } from "./model/feedRows";
import { countShopPlace } from "./model/places";
import { uniquePublicId } from "./model/publicIds";
import { boundedPage } from "./model/pagination";
import { enforceNewAccountAllowance, enforceRateLimit } from "./model/rateLimits";
import { openingHoursArg, openingHoursToStore } from "./model/openingHours";
import { openingHoursChanges } from "./rules/openingHours";
import { timeZoneField } from "./rules/timeZone";
import { mutationWithUser, queryWithUserId } from "./model/session";
import { spreadShopName } from "./model/renames";
import { typicalFlavorNotes } from "./rules/flavorNotes";
import { addMarker, markersInArea, updateMarker } from "./model/mapTiles";
import { ratingsSummaryValidator } from "./model/ratings";
import { ratingsSummary } from "./rules/ratings";
import { addressKey } from "./rules/address";
import { MESSAGES } from "./rules/messages";
import { objectionableError } from "./rules/objectionable";
import { isResubmission } from "./rules/resubmission";
import { nameOrEmail } from "./rules/profile";
import { bounds } from "./model/validators";
import schema from "./schema";
import {
  coordinatesError,
  normalizeCity,
  normalizeShopDetails,
  normalizeShopEdit,
  normalizeState,
  normalizeStreet,
  shopChanges,
  shopDetailsError,
  shopEditError,
  shopEditOf,
} from "./rules/shopForm";
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

/** One shop by its public 12-digit id (SPEC shop_id, used in /beans/{id}); null when unknown. */
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

/** States that have shops, sorted: one range of the places table (convex/model/places.ts). */
export const states = query({
  args: {},
  returns: v.array(v.string()),
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("places")
      .withIndex("by_level_state_city", (q) => q.eq("level", "state"))
      .take(DROPDOWN_LIMIT);
    return rows.map((row) => row.state);
  },
});

/** Cities with shops in a state, sorted: one range of the places table. */
export const cities = query({
  args: { state: v.string() },
  returns: v.array(v.string()),
  handler: async (ctx, { state }) => {
    const rows = await ctx.db
      .query("places")
      .withIndex("by_level_state_city", (q) => q.eq("level", "city").eq("state", state))
      .take(DROPDOWN_LIMIT);
    return rows.map((row) => row.city);
  },
});

/** The shops of one city, sorted by name, with their ratings summary, for the pick-a-shop dropdowns. */
export const inCity = query({
  args: { state: v.string(), city: v.string() },
  returns: v.array(
    v.object({ _id: v.id("shops"), publicId: v.string(), name: v.string(), streetAddress: v.string(), ratings: ratingsSummaryValidator }),
  ),
  handler: async (ctx, { state, city }) => {
    const shops = await ctx.db
      .query("shops")
      .withIndex("by_state_city_name", (q) => q.eq("state", state).eq("city", city))
      .take(DROPDOWN_LIMIT);
    return shops.map(({ _id, publicId, name, streetAddress, ratingTotals }) => ({
      _id,
      publicId,
      name,
      streetAddress,
      ratings: ratingsSummary(ratingTotals),
    }));
  },
});

const shopDetailsArgs = {
  name: v.string(),
  streetAddress: v.string(),
  city: v.string(),
  state: v.string(),
  about: v.string(),
  // Left out: not answered.
  roastsOwnBeans: v.optional(v.boolean()),
  dairyFree: v.optional(v.boolean()),
  glutenFriendly: v.optional(v.boolean()),
  mealOptions: v.optional(v.boolean()),
  bakeryOptions: v.optional(v.boolean()),
  hours: v.string(),
  website: v.string(),
  beverages: v.array(v.string()),
  roastStyle: v.string(),
};

const shopEditArgs = {
  name: v.string(),
  streetAddress: v.string(),
  hours: v.string(),
  website: v.string(),
  beverages: v.array(v.string()),
  roastStyle: v.string(),
  // Editable since issue 23; left out keeps what is stored (an answered trait is not un-answered).
  roastsOwnBeans: v.optional(v.boolean()),
  about: v.optional(v.string()),
  dairyFree: v.optional(v.boolean()),
  glutenFriendly: v.optional(v.boolean()),
  mealOptions: v.optional(v.boolean()),
  bakeryOptions: v.optional(v.boolean()),
};

/**
 * A shop at an address other than `except`, if any (the duplicate check of SPEC §5). Street
 * addresses compare by their key (rules/address.ts), so "107 Tremont Street" is "107 Tremont St".
 */
async function shopAtAddress(
  ctx: QueryCtx,
  address: { state: string; city: string; streetAddress: string },
  except?: Id<"shops">,
) {
  const shops = await ctx.db
    .query("shops")
    .withIndex("by_address", (q) =>
      q.eq("state", address.state).eq("city", address.city).eq("addressKey", addressKey(address.streetAddress)),
    )
    .take(2);
  return shops.find((shop) => shop._id !== except) ?? null;
}

/** Whether a shop already stands at this address; the add form asks before it geocodes. */
export const addressTaken = queryWithUserId({
  args: { streetAddress: v.string(), city: v.string(), state: v.string() },
  returns: v.boolean(),
  handler: async (ctx, args) => {
    const address = { streetAddress: normalizeStreet(args.streetAddress), city: normalizeCity(args.city), state: normalizeState(args.state) };
    return (await shopAtAddress(ctx, address)) !== null;
  },
});

/**
 * Add a shop (SPEC §4 Add shop): required fields, 2-letter state, chain name, duplicate address,
 * then the point the user confirmed on the map. The adder's badges count it in the same mutation,
 * which also shares it with the adder's followers' feeds.
 */
export const create = mutationWithUser({
  args: { ...shopDetailsArgs, lat: v.number(), lng: v.number(), openingHours: openingHoursArg },
  returns: v.object({ _id: v.id("shops"), publicId: v.string() }),
  handler: async (ctx, { lat, lng, openingHours, ...input }) => {
    const { user } = ctx;
    await enforceRateLimit(ctx, "createShop", user._id);
    const details = normalizeShopDetails(input);
    const problem = shopDetailsError(details) ?? objectionableError([["Shop name", details.name]]);
    if (problem) throw new ConvexError(problem);
    const hours = openingHoursToStore(openingHours, details.hours);
    const existing = await shopAtAddress(ctx, details);
    // The same shop sent again by its adder (a double click, a retry) is the one already stored.
    if (existing && existing.submittedBy === user._id && isResubmission(existing, { name: details.name, streetAddress: details.streetAddress }, Date.now())) {
      return { _id: existing._id, publicId: existing.publicId };
    }
    if (existing) throw new ConvexError(MESSAGES.duplicateShop);
    const pinProblem = coordinatesError(lat, lng);
    if (pinProblem) throw new ConvexError(pinProblem);
    await enforceNewAccountAllowance(ctx, user);

    const publicId = await uniquePublicId(ctx);
    const _id = await ctx.db.insert("shops", {
      ...details,
      addressKey: addressKey(details.streetAddress),
      lat,
      lng,
      ...(hours ? { openingHours: hours } : {}),
      ...timeZoneField(lat, lng), // opening hours are read in the shop's own time zone
      publicId,
      submittedBy: user._id,
      submitterName: nameOrEmail(user),
      version: 1,
    });
    await countAddedShop(ctx, user._id, details);
    await countShopPlace(ctx, details, 1);
    const shop = (await ctx.db.get("shops", _id))!;
    await addMarker(ctx, shop);
    await queueFanOut(ctx, shopActivity(shop));
    return { _id, publicId };
  },
});

/**
 * Edit a shop (any signed-in user, SPEC §6). `version` is the one the editor started from: when
 * someone saved in between, the edit is refused so it never silently undoes theirs. Every change
 * is recorded with its editor, time and before → after values.
 */
export const update = mutationWithUser({
  args: {
    id: v.id("shops"),
    version: v.number(),
    ...shopEditArgs,
    /** The confirmed map point of a new street address: required when the address changes, unused otherwise. */
    location: v.optional(v.object({ lat: v.number(), lng: v.number() })),
    openingHours: openingHoursArg,
  },
  returns: v.object({ version: v.number(), changed: v.number() }),
  handler: async (ctx, { id, version, location, openingHours, ...input }) => {
    const { user } = ctx;
    await enforceRateLimit(ctx, "editShop", user._id);
    const shop = await ctx.db.get("shops", id);
    if (shop === null) throw new ConvexError(MESSAGES.shopNotFound);
    if (shop.version !== version) throw new ConvexError(MESSAGES.shopEditConflict);
    const before = shopEditOf(shop);
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const edit = normalizeShopEdit({ ...before, ...given });
    const problem = shopEditError(edit) ?? objectionableError([["Shop name", edit.name]]);
    if (problem) throw new ConvexError(problem);
    // Left out keeps the stored week; null clears it, and then the typed hours decide.
    const hours = openingHoursToStore(openingHours, edit.hours, openingHours === undefined ? shop.openingHours : undefined);
    const moved = edit.streetAddress !== shop.streetAddress;
    if (moved) {
      if (await shopAtAddress(ctx, { ...shop, streetAddress: edit.streetAddress }, id)) throw new ConvexError(MESSAGES.duplicateShop);
      if (!location) throw new ConvexError(MESSAGES.pinForNewAddress);
      const pinProblem = coordinatesError(location.lat, location.lng);
      if (pinProblem) throw new ConvexError(pinProblem);
    }

    const changes = [...shopChanges(before, edit), ...openingHoursChanges(shop.openingHours, hours)];
    if (changes.length === 0) return { version: shop.version, changed: 0 };
    await ctx.db.patch("shops", id, {
      ...edit,
      addressKey: addressKey(edit.streetAddress),
      ...(moved && location ? { lat: location.lat, lng: location.lng } : {}),
      openingHours: hours,
      ...timeZoneField(moved && location ? location.lat : shop.lat, moved && location ? location.lng : shop.lng),
      version: shop.version + 1,
      // Someone edited it as a going concern: a shop marked closed opens again.
      closedAt: undefined,
    });
    await updateMarker(ctx, shop, (await ctx.db.get("shops", id))!);
    await ctx.db.insert("shopEdits", {
      shopId: id,
      editorId: user._id,
      editorName: nameOrEmail(user),
      changes,
    });
    if (edit.name !== shop.name) await spreadShopName(ctx, id);
    return { version: shop.version + 1, changed: changes.length };
  },
});

/** A shop's edit history, newest first, a page at a time. */
export const history = query({
  args: { shopId: v.id("shops"), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(schema.doc("shopEdits").pick("_id", "_creationTime", "editorId", "editorName", "changes")),
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
 * A marker: `rating` is its shop's overall rating (0 when it has no reviews), `reviews` how many;
 * `week` its opening hours (rules/weeklyHours.ts) in its shop's `timeZone`, both absent when the shop
 * has no structured hours, so the list of shops in view can say "open now" without another query.
 */
const marker = v.object({
  _id: v.id("shops"),
  name: v.string(),
  roastStyle: v.string(),
  lat: v.number(),
  lng: v.number(),
  rating: v.number(),
  reviews: v.number(),
  week: v.optional(v.bytes()),
  timeZone: v.optional(v.string()),
});

/** The map's filters (rules/shopFilters.ts); `openAt` is the minute "open now" asks about. */
const viewportFiltersValidator = v.object({
  roastStyle: v.optional(v.string()),
  dairyFree: v.optional(v.boolean()),
  glutenFriendly: v.optional(v.boolean()),
  bakeryOptions: v.optional(v.boolean()),
  mealOptions: v.optional(v.boolean()),
  roastsOwnBeans: v.optional(v.boolean()),
  beverage: v.optional(v.string()),
  minRating: v.optional(v.number()),
  openAt: v.optional(v.number()),
  closed: v.optional(v.boolean()),
});

/**
 * The box around a town's shops, for a city search to fit them in view; null when it has none.
 * Four reads whatever the town's size: the first and last shop by latitude and by longitude.
 */
export const cityExtent = internalQuery({
  args: { city: v.string(), state: v.string() },
  returns: v.union(v.null(), bounds),
  handler: async (ctx, { city, state }) => {
    const inTown = (index: "by_state_city_lat" | "by_state_city_lng", order: "asc" | "desc") =>
      ctx.db
        .query("shops")
        .withIndex(index, (q) => q.eq("state", state.toUpperCase()).eq("city", normalizeCity(city)))
        .order(order)
        .first();
    const [south, north, west, east] = await Promise.all([
      inTown("by_state_city_lat", "asc"),
      inTown("by_state_city_lat", "desc"),
      inTown("by_state_city_lng", "asc"),
      inTown("by_state_city_lng", "desc"),
    ]);
    if (!south || !north || !west || !east) return null;
    return { south: south.lat, west: west.lng, north: north.lat, east: east.lng };
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
  returns: v.object({ shops: v.array(marker), truncated: v.boolean() }),
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

/**
 * Everything the shop panel shows about the shop itself, live: the shop, its typical flavor notes
 * (from its bean list) and the most-popular-drink sentence. Reviews, photos, beans and badges come
 * from their own paginated or per-user queries. Null when the id is not a shop. The same for every
 * viewer: it reads no session, so a deployment caches one result for all of them.
 */
export const panel = query({
  args: { id: v.string() },
  returns: v.union(v.null(), v.object({ shop: shopDoc, flavorNotes: v.array(v.string()), popularDrink: v.string() })),
  handler: async (ctx, { id }) => {
    const shopId = ctx.db.normalizeId("shops", id);
    const shop = shopId && (await ctx.db.get("shops", shopId));
    if (!shop) return null;
    const beans = await ctx.db
      .query("beans")
      .withIndex("by_shop", (q) => q.eq("shopId", shop._id))
      .unique();
    return {
      shop,
      flavorNotes: typicalFlavorNotes(beans?.beans ?? []),
      popularDrink: await readPopularDrinkText(ctx, shop._id),
    };
  },
});
