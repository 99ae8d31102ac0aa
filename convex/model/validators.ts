// Validators several files share: table fields (convex/schema.ts) that functions also take or return,
// and the box a map area or a town's extent is.
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

/** What a reviewer writes (docs/product.md §3, reviews); `reviews.create` takes the same fields. */
export const reviewDraftFields = {
  bev: v.string(),
  milk: v.string(),
  temp: v.string(),
  roast: v.string(),
  process: v.string(),
  flavoring: v.boolean(),
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
