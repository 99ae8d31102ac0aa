import { ConvexError, v, type Infer } from "convex/values";
import { shopsInTown } from "./model/shops";
import { DEFAULT_COUNTRY, storedCountry } from "./rules/countries";
import type { Doc } from "./_generated/dataModel";
import type { QueryCtx } from "./_generated/server";
import { ratingsSummaryValidator } from "./model/ratings";
import { queryWithUserId } from "./model/session";
import { ratingsSummary } from "./rules/ratings";
import { withTotals } from "./model/shopTotals";
import {
  RECOMMENDATION_CANDIDATE_SHOPS,
  RECOMMENDATION_MIN_RATING,
  RECOMMENDATION_SCAN_LIMIT,
  orderedText,
  pickRecommendations,
  placeKey,
  preferencesProblem,
  rankRecommendations,
  type RecommendationPreferences,
  type Relaxation,
} from "./rules/recommend";

const recommendation = v.object({
  shopId: v.id("shops"),
  publicId: v.string(),
  name: v.string(),
  streetAddress: v.string(),
  city: v.string(),
  state: v.string(),
  /** The shop's ratings summary (its counted reviews, decision 28), null when none. */
  ratings: ratingsSummaryValidator,
  // The review the pick comes from; absent on a pick by the shop's typical roast style.
  drinkRating: v.optional(v.number()),
  reviewerName: v.optional(v.string()),
  reviewedAt: v.optional(v.number()),
  /** What that review ordered ("Hot Pour Over, Light roast"), so a pick never hides its roast. */
  ordered: v.optional(v.string()),
});

type Town = { country: string; state: string; city: string };

/**
 * Reviews of the place, best first within the index: every preference (drink rating 4 or more),
 * or all but the temperature, or only the roast.
 */
function matchingReviews(
  ctx: QueryCtx,
  { state, city }: Town,
  prefs: RecommendationPreferences,
  relaxed: Exclude<Relaxation, "roastStyle"> | null,
) {
  return ctx.db
    .query("reviews")
    .withIndex("by_place_taste", (q) => {
      const roast = q.eq("state", state).eq("city", city).eq("roast", prefs.roast);
      if (relaxed === "drink") return roast;
      const drink = roast.eq("bev", prefs.drink);
      if (relaxed === "temperature") return drink;
      return drink.eq("temp", prefs.temp).gte("drinkRating", RECOMMENDATION_MIN_RATING);
    })
    .order("desc")
    .take(RECOMMENDATION_SCAN_LIMIT);
}

/** Shops of the place whose typical roast style is the one asked for. */
async function shopsOfRoastStyle(ctx: QueryCtx, town: Town, roast: string): Promise<Doc<"shops">[]> {
  const shops = await shopsInTown(ctx, town, RECOMMENDATION_SCAN_LIMIT);
  return shops.filter((shop) => shop.roastStyle === roast.toLowerCase());
}

/** A shop's fields as a recommendation shows them; `shop` has its totals joined (`withTotals`). */
const shopFields = (shop: Doc<"shops">): Infer<typeof recommendation> => ({
  shopId: shop._id,
  publicId: shop.publicId,
  name: shop.name,
  streetAddress: shop.streetAddress,
  city: shop.city,
  state: shop.state,
  ratings: ratingsSummary(shop.ratingTotals),
});

/**
 * Custom coffee shop recommendation (docs/product.md §5): reviews in that city and state whose roast, drink and
 * temperature are the chosen favourites, drink rating 4 or more, by someone else, one per shop (its
 * best: highest drink rating, then most recent), at most 6 shops, best rated first as the dialog says
 * (`rankRecommendations`: the shop's overall rating, the one each result shows). Reads the best matching
 * reviews straight off `by_place_taste`, never the whole table. When none qualifies it lets go of
 * the least important preference first and says which (`relaxed`, rules/recommend.ts), so it
 * always helps where the town has a shop of that roast.
 */
export const forMe = queryWithUserId({
  args: {
    country: v.optional(v.string()),
    state: v.string(),
    city: v.string(),
    roast: v.string(),
    drink: v.string(),
    temp: v.string(),
  },
  returns: v.object({
    shops: v.array(recommendation),
    relaxed: v.union(v.null(), v.literal("temperature"), v.literal("drink"), v.literal("roastStyle")),
  }),
  handler: async (ctx, args) => {
    const problem = preferencesProblem(args);
    if (problem) throw new ConvexError(problem);
    const place = { country: args.country ?? DEFAULT_COUNTRY, ...placeKey(args.city, args.state) };

    for (const relaxed of [null, "temperature", "drink"] as const) {
      // Only shown reviews that count: a new account's praise recommends nothing yet (decision 28).
      const shown = (await matchingReviews(ctx, place, args, relaxed)).filter(
        (review) => review.hiddenAt === undefined && review.counted !== false,
      );
      const picked = pickRecommendations(shown, ctx.userId, RECOMMENDATION_CANDIDATE_SHOPS);
      const shops = await Promise.all(
        picked.map(async (review) => {
          const shop = await ctx.db.get("shops", review.shopId);
          return shop && (await withTotals(ctx, shop));
        }),
      );
      const found = picked.flatMap((review, i) => {
        const shop = shops[i];
        // Reviews carry a town's city and region, not its country: Hamilton of Scotland is not New Zealand's.
        if (!shop || storedCountry(shop) !== place.country) return [];
        return [
          {
            ...shopFields(shop),
            drinkRating: review.drinkRating,
            reviewerName: review.userName,
            reviewedAt: review._creationTime,
            ordered: orderedText(review),
          },
        ];
      });
      if (found.length > 0) return { shops: rankRecommendations(found), relaxed };
    }
    const byStyle = await shopsOfRoastStyle(ctx, place, args.roast);
    const relaxed: Relaxation | null = byStyle.length > 0 ? "roastStyle" : null;
    const rated = await Promise.all(byStyle.map((shop) => withTotals(ctx, shop)));
    return { shops: rankRecommendations(rated.map(shopFields)), relaxed };
  },
});
