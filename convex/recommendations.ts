import { ConvexError, v } from "convex/values";
import { ratingsSummaryValidator } from "./model/ratings";
import { queryWithUserId } from "./model/session";
import { ratingsSummary } from "./rules/ratings";
import {
  RECOMMENDATION_MIN_RATING,
  RECOMMENDATION_SCAN_LIMIT,
  pickRecommendations,
  placeKey,
  preferencesProblem,
} from "./rules/recommend";

const recommendation = v.object({
  shopId: v.id("shops"),
  publicId: v.string(),
  name: v.string(),
  streetAddress: v.string(),
  city: v.string(),
  state: v.string(),
  drinkRating: v.number(),
  reviewerName: v.string(),
  reviewedAt: v.number(),
  /** The shop's ratings summary (all its reviews), null when none. */
  ratings: ratingsSummaryValidator,
});

/**
 * Custom coffee shop recommendation (SPEC §5): reviews in that city and state whose roast, drink and
 * temperature are the chosen favourites, drink rating 4 or more, by someone else, one per shop, at
 * most 6 shops, best first (highest drink rating, then most recent). Reads the best matching
 * reviews straight off `by_place_taste`, never the whole table.
 */
export const forMe = queryWithUserId({
  args: { state: v.string(), city: v.string(), roast: v.string(), drink: v.string(), temp: v.string() },
  returns: v.array(recommendation),
  handler: async (ctx, args) => {
    const me = ctx.userId;
    const problem = preferencesProblem(args);
    if (problem) throw new ConvexError(problem);
    const { city, state } = placeKey(args.city, args.state);

    const matching = await ctx.db
      .query("reviews")
      .withIndex("by_place_taste", (q) =>
        q
          .eq("state", state)
          .eq("city", city)
          .eq("roast", args.roast)
          .eq("bev", args.drink)
          .eq("temp", args.temp)
          .gte("drinkRating", RECOMMENDATION_MIN_RATING),
      )
      .order("desc")
      .take(RECOMMENDATION_SCAN_LIMIT);

    const picked = pickRecommendations(matching, me);
    const shops = await Promise.all(picked.map((review) => ctx.db.get("shops", review.shopId)));
    return picked.flatMap((review, i) => {
      const shop = shops[i];
      if (shop === null) return [];
      return [
        {
          shopId: shop._id,
          publicId: shop.publicId,
          name: shop.name,
          streetAddress: shop.streetAddress,
          city: shop.city,
          state: shop.state,
          drinkRating: review.drinkRating,
          reviewerName: review.userName,
          reviewedAt: review._creationTime,
          ratings: ratingsSummary(shop.ratingTotals),
        },
      ];
    });
  },
});
