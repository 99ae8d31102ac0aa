import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { markersOf } from "@convex/model/mapTiles";
import type { ReviewDraft } from "@convex/rules/reviewRules";
import type { SandboxBackend } from "../../sandbox/backend";
import { createBackend, establish, signUp } from "./backendHarness";
import { REVIEW, insertShop } from "./testData";
import { shopTotalsNow } from "./counts";

// Writing, editing and reading reviews of one shop as its reviewers, and everything a review counts into: what the
// review tests (review-editing, review-deleting, helpful-votes, review-sorting) share.

export type Actor = Awaited<ReturnType<typeof signUp>>;

/** Ann writes reviews, Bob reads them and added the shop they review, Edit Coffee. */
export async function setUpReviewers() {
  const backend = await createBackend();
  const ann = await signUp(backend, { firstName: "Ann", lastName: "Author" });
  const bob = await signUp(backend, { firstName: "Bob", lastName: "Reader" });
  // Established (rules/trust.ts), so their Helpful votes count.
  for (const user of [ann, bob]) await establish(backend, user.userId);
  const shopId = await backend.t.run((ctx) => insertShop(ctx, bob.userId, { name: "Edit Coffee" }));
  return { backend, ann, bob, shopId };
}

type Changes = Partial<ReviewDraft>;

export const write = (who: Actor, shopId: Id<"shops">, changes: Changes = {}, photos: Id<"_storage">[] = []) =>
  who.as.mutation(api.reviews.create, { shopId, ...REVIEW, ...changes, photos });

export const edit = (who: Actor, reviewId: Id<"reviews">, changes: Changes = {}, photos: Id<"_storage">[] = []) =>
  who.as.mutation(api.reviews.update, { reviewId, ...REVIEW, ...changes, photos });

/** Everything a review counts into: the author's badges, the shop's ratings, marker, popular drink and photos. */
export function countsOf(backend: SandboxBackend, shopId: Id<"shops">, userId: Id<"users">) {
  return backend.t.run(async (ctx) => {
    const badges = (await ctx.db
      .query("badges")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .unique())!;
    const tile = (await ctx.db.query("mapTiles").collect()).find((t) => t.shopIds.includes(shopId))!;
    const marker = markersOf(tile).find((m) => m.shopId === shopId)!;
    const drinks = await ctx.db
      .query("drinkStats")
      .withIndex("by_shop_key", (q) => q.eq("shopId", shopId))
      .collect();
    const photos = await ctx.db
      .query("photos")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .collect();
    return {
      badges: { reviews: badges.reviews, photos: badges.photos },
      totals: (await shopTotalsNow(ctx, shopId)).ratingTotals,
      marker: { rating: marker.rating, reviews: marker.reviews },
      drinks: Object.fromEntries(drinks.map((d) => [d.key, d.count])),
      photos: photos.map((p) => p.storageId),
    };
  });
}

export const fileExists = (backend: SandboxBackend, storageId: Id<"_storage">) =>
  backend.t.run(async (ctx) => (await ctx.db.system.get("_storage", storageId)) !== null);

export const listed = async (
  who: Actor,
  shopId: Id<"shops">,
  sort?: "newest" | "helpful" | "highest" | "lowest",
  numItems = 20,
) => (await who.as.query(api.reviews.listForShop, { shopId, sort, paginationOpts: { numItems, cursor: null } })).page;
