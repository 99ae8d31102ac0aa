// Validators several files share: table fields (convex/schema.ts) that functions also take or return,
// the box a map area or a town's extent is, and the map's markers and filters (shops.inViewport).
import { v } from "convex/values";

/** A box on the map (rules/viewport.ts's `Bounds`): a viewport, or the extent of a town's shops. */
export const bounds = v.object({ south: v.number(), west: v.number(), north: v.number(), east: v.number() });

/** A geocoded point, as the cache stores it and the geocoding actions return it. */
export const geocodedPoint = v.object({
  lat: v.number(),
  lng: v.number(),
  label: v.string(),
  approximate: v.optional(v.boolean()),
  /** The US town and state code it is in, when known (the offline gazetteer and ZIP codes know it). */
  city: v.optional(v.string()),
  state: v.optional(v.string()),
});

/**
 * What a reviewer writes (docs/product.md §3, reviews); `reviews.create` takes the same fields. The
 * ratings and text are asked for; the drink details may go unanswered (absent; docs/product.md §5).
 */
export const reviewDraftFields = {
  bev: v.optional(v.string()),
  milk: v.optional(v.string()),
  temp: v.optional(v.string()),
  roast: v.optional(v.string()),
  process: v.optional(v.string()),
  flavoring: v.optional(v.boolean()),
  drinkRating: v.number(),
  shopRating: v.number(),
  staffRating: v.number(),
  text: v.string(),
};

/** What can be reported (rules/reports.ts REPORT_KINDS). */
export const reportKindValidator = v.union(
  v.literal("review"),
  v.literal("photo"),
  v.literal("shop"),
  v.literal("profile"),
  v.literal("comment"),
);

/** What a moderator can do (rules/reports.ts ModerationAction). */
export const moderationActionValidator = v.union(
  v.literal("dismiss"),
  v.literal("hide"),
  v.literal("restore"),
  v.literal("remove"),
  v.literal("suspend"),
  v.literal("close"),
  v.literal("reopen"),
);

/** The shop already at an address (rules/duplicateShop.ts TakenShop): the form names it and opens its panel. */
export const takenShopValidator = v.object({
  id: v.string(),
  publicId: v.string(),
  name: v.string(),
  streetAddress: v.string(),
});

/**
 * A marker: `rating` is its shop's overall rating (0 when it has no counted reviews), `reviews` how many;
 * `week` its opening hours (rules/weeklyHours.ts) in its shop's `timeZone`, both absent when the shop
 * has no structured hours, so the list of shops in view can say "open now" without another query.
 */
export const markerValidator = v.object({
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

/** A new shop's practical traits (rules/practicalTraits.ts): left out, not answered; priceLevel 1-3, checked in rules/shopForm.ts. */
export const practicalArgs = {
  wifi: v.optional(v.boolean()),
  laptopFriendly: v.optional(v.boolean()),
  indoorSeating: v.optional(v.boolean()),
  outdoorSeating: v.optional(v.boolean()),
  stepFreeAccess: v.optional(v.boolean()),
  priceLevel: v.optional(v.number()),
};

/** An edit's practical traits: left out keeps what is stored, null clears an answer back to unknown. */
export const practicalEditArgs = {
  wifi: v.optional(v.union(v.boolean(), v.null())),
  laptopFriendly: v.optional(v.union(v.boolean(), v.null())),
  indoorSeating: v.optional(v.union(v.boolean(), v.null())),
  outdoorSeating: v.optional(v.union(v.boolean(), v.null())),
  stepFreeAccess: v.optional(v.union(v.boolean(), v.null())),
  priceLevel: v.optional(v.union(v.number(), v.null())),
};

/** The map's filters (rules/shopFilters.ts); `openAt` is the minute "open now" asks about. */
export const viewportFiltersValidator = v.object({
  roastStyle: v.optional(v.string()),
  dairyFree: v.optional(v.boolean()),
  glutenFriendly: v.optional(v.boolean()),
  bakeryOptions: v.optional(v.boolean()),
  mealOptions: v.optional(v.boolean()),
  roastsOwnBeans: v.optional(v.boolean()),
  wifi: v.optional(v.boolean()),
  laptopFriendly: v.optional(v.boolean()),
  indoorSeating: v.optional(v.boolean()),
  outdoorSeating: v.optional(v.boolean()),
  stepFreeAccess: v.optional(v.boolean()),
  maxPrice: v.optional(v.number()),
  beverage: v.optional(v.string()),
  minRating: v.optional(v.number()),
  openAt: v.optional(v.number()),
  closed: v.optional(v.boolean()),
});
