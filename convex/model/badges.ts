import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { badgeCity, sameBadges, withCities } from "../rules/badges";
import { reviewerBadgesChanged } from "./panelFiles";
import { setReviewCount } from "./people";

// Badge counters (docs/product.md §3, §4, §9). Every write to the badges table is in this file, each
// made in the same mutation as the record it counts.

type BadgeCounts = Pick<Doc<"badges">, "cafes" | "photos" | "reviews" | "cities">;

/** A user's badge counters; null when the user has none. */
export async function badgesOf(ctx: Pick<QueryCtx, "db">, userId: Id<"users">): Promise<Doc<"badges"> | null> {
  return await ctx.db
    .query("badges")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

/** What a profile or a review shows of a user's counters. */
export const badgeCountsValidator = v.object({
  cafes: v.number(),
  photos: v.number(),
  reviews: v.number(),
  cities: v.array(v.string()),
});

/** A user's counters as profiles show them; null when the user has none. */
export async function badgeCountsOf(ctx: Pick<QueryCtx, "db">, userId: Id<"users">): Promise<BadgeCounts | null> {
  const badge = await badgesOf(ctx, userId);
  return badge && { cafes: badge.cafes, photos: badge.photos, reviews: badge.reviews, cities: badge.cities };
}

/**
 * Adds to a user's counters; cities already counted are not added again, and the list stops
 * growing at MAX_BADGE_CITIES (rules/badges.ts). A user without counters gets them
 * (`ifMissing: "create"`) or is left without (`"skip"`).
 */
async function addToBadges(
  ctx: MutationCtx,
  userId: Id<"users">,
  add: Partial<BadgeCounts>,
  ifMissing: "create" | "skip",
): Promise<void> {
  const { cafes = 0, photos = 0, reviews = 0, cities = [] } = add;
  const badge = await badgesOf(ctx, userId);
  if (badge === null) {
    if (ifMissing === "create") {
      await ctx.db.insert("badges", { userId, cafes, photos, reviews, cities: withCities([], cities) });
      if (reviews !== 0) await setReviewCount(ctx, userId, Math.max(0, reviews));
    }
    return;
  }
  // Never below zero: records written around the counters (test set-ups, hand edits) cannot make a tier negative.
  const counts = {
    cafes: Math.max(0, badge.cafes + cafes),
    photos: Math.max(0, badge.photos + photos),
    reviews: Math.max(0, badge.reviews + reviews),
  };
  await ctx.db.patch("badges", badge._id, { ...counts, cities: withCities(badge.cities, cities) });
  if (!sameBadges(badge, counts)) await reviewerBadgesChanged(ctx, userId);
  // The same count on the user, for the people-to-follow index (model/people.ts).
  if (reviews !== 0) await setReviewCount(ctx, userId, Math.max(0, badge.reviews + reviews));
}

/** A new account's counters, all at zero (docs/product.md §4 Signup). */
export async function startBadges(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  await ctx.db.insert("badges", { userId, cafes: 0, photos: 0, reviews: 0, cities: [] });
}

/** The adder's counters take in a new shop: cafes + 1, and its city. */
export async function countAddedShop(
  ctx: MutationCtx,
  userId: Id<"users">,
  shop: { city: string; state: string },
): Promise<void> {
  await addToBadges(ctx, userId, { cafes: 1, cities: [badgeCity(shop.city, shop.state)] }, "create");
}

/** The reviewer's counters take in a new review (docs/product.md §9: reviews + 1, and photos + 1 with photos). */
export async function countReview(ctx: MutationCtx, userId: Id<"users">, withPhotos: boolean): Promise<void> {
  await addToBadges(ctx, userId, { reviews: 1, photos: withPhotos ? 1 : 0 }, "create");
}

/** The reviewer's counters let go of a deleted review: reviews - 1, and photos - 1 if it had photos. */
export async function uncountReview(ctx: MutationCtx, userId: Id<"users">, withPhotos: boolean): Promise<void> {
  await addToBadges(ctx, userId, { reviews: -1, photos: withPhotos ? -1 : 0 }, "skip");
}

/** After an edit: photos + 1 when a review gets its first photos, - 1 when it loses its last (one per review with photos). */
export async function countReviewPhotosChange(
  ctx: MutationCtx,
  userId: Id<"users">,
  hadPhotos: boolean,
  hasPhotos: boolean,
): Promise<void> {
  if (hadPhotos === hasPhotos) return;
  await addToBadges(ctx, userId, { photos: hasPhotos ? 1 : -1 }, "skip");
}

/** The demo seed's shops and reviews, counted on its accounts' counters (made at their signup). */
export async function countDemoContent(
  ctx: MutationCtx,
  userId: Id<"users">,
  added: { cafes: number; reviews: number; shops: Iterable<{ city: string; state: string }> },
): Promise<void> {
  const cities = [...added.shops].map((shop) => badgeCity(shop.city, shop.state));
  await addToBadges(ctx, userId, { cafes: added.cafes, reviews: added.reviews, cities }, "skip");
}
