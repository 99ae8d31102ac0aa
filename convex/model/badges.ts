import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { badgeCity, withCities } from "../rules/badges";

// BrewBadges counters (SPEC §4, §7, §9). Every write to the badges table is in this file, each
// made in the same mutation as the record it counts.

type BadgeCounts = Pick<Doc<"badges">, "cafes" | "photos" | "reviews" | "cities">;

/** A user's badge counters; null when the user has none. */
export async function badgesOf(ctx: Pick<QueryCtx, "db">, userId: Id<"users">): Promise<Doc<"badges"> | null> {
  return await ctx.db
    .query("badges")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
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
    if (ifMissing === "create") await ctx.db.insert("badges", { userId, cafes, photos, reviews, cities: withCities([], cities) });
    return;
  }
  await ctx.db.patch("badges", badge._id, {
    cafes: badge.cafes + cafes,
    photos: badge.photos + photos,
    reviews: badge.reviews + reviews,
    cities: withCities(badge.cities, cities),
  });
}

/** A new account's counters, all at zero (SPEC §4 Signup). */
export async function startBadges(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  await ctx.db.insert("badges", { userId, cafes: 0, photos: 0, reviews: 0, cities: [] });
}

/** The adder's counters take in a new shop: cafes + 1, and its city. */
export async function countAddedShop(ctx: MutationCtx, userId: Id<"users">, shop: { city: string; state: string }): Promise<void> {
  await addToBadges(ctx, userId, { cafes: 1, cities: [badgeCity(shop.city, shop.state)] }, "create");
}

/** The reviewer's counters take in a new review (SPEC §7: reviews + 1, photos + 1 per review with photos). */
export async function countReview(ctx: MutationCtx, userId: Id<"users">, withPhotos: boolean): Promise<void> {
  await addToBadges(ctx, userId, { reviews: 1, photos: withPhotos ? 1 : 0 }, "create");
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
