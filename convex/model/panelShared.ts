import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { typicalFlavorNotes } from "../rules/flavorNotes";
import { PANEL_PHOTOS, PANEL_REVIEWS } from "../rules/shopPanel";
import schema from "../schema";
import { badgeCountsOf, badgeCountsValidator } from "./badges";
import { readPopularDrinkText } from "./drinkStats";
import { firstPageOf, reviewViewValidator } from "./reviewView";
import { shopPhotosPage, shopPhotoValidator } from "./shopPhotos";
import { withTotals } from "./shopTotals";

// What the shop panel shows every viewer (decision 39): served by shopPanel.shared, and published as the
// shop's panel file on the bucket (decision 42).

const bean = v.object({ name: v.string(), roast: v.string(), notes: v.string(), origin: v.string() });

/** Each reviewer's badge counts (null: none yet). */
export const reviewerBadgesValidator = v.array(
  v.object({ userId: v.id("users"), counts: v.union(v.null(), badgeCountsValidator) }),
);

export const sharedPanelValidator = v.object({
  shop: schema.doc("shops"),
  flavorNotes: v.array(v.string()),
  popularDrink: v.string(),
  beans: v.array(bean),
  /** The newest PANEL_REVIEWS shown reviews; `moreReviews`: there are older ones. */
  reviews: v.array(reviewViewValidator),
  moreReviews: v.boolean(),
  /** The badges of the people who wrote those reviews. */
  reviewerBadges: reviewerBadgesValidator,
  /** The first PANEL_PHOTOS photos, in upload order. */
  photos: v.array(shopPhotoValidator),
});

/** The newest PANEL_REVIEWS reviews not hidden, and whether there are more (hidden ones are rare: few read past). */
async function newestReviews(ctx: QueryCtx, shopId: Id<"shops">) {
  const rows = await ctx.db
    .query("reviews")
    .withIndex("by_shop", (q) => q.eq("shopId", shopId))
    .order("desc")
    // Hidden reviews are rare, so filtering after the shop's index reads few past the page.
    // eslint-disable-next-line @convex-dev/no-filter-in-query
    .filter((q) => q.eq(q.field("hiddenAt"), undefined))
    .take(PANEL_REVIEWS + 1);
  return await firstPageOf(ctx, rows, PANEL_REVIEWS);
}

/** The badge counts of `userIds`, once per person. */
export async function reviewerBadges(ctx: QueryCtx, userIds: Id<"users">[]) {
  const ids = [...new Set(userIds)];
  return await Promise.all(ids.map(async (userId) => ({ userId, counts: await badgeCountsOf(ctx, userId) })));
}

/**
 * Everything the shop panel shows every viewer: the shop with its totals, typical flavor notes, the
 * most-popular-drink sentence, its beans, its newest reviews (with their authors' badges) and its first photos.
 * Null when the id is not a shop. Reads no session.
 */
export async function sharedPanel(ctx: QueryCtx, id: string) {
  const shopId = ctx.db.normalizeId("shops", id);
  const shop = shopId && (await ctx.db.get("shops", shopId));
  if (!shop) return null;
  const beans = await ctx.db
    .query("beans")
    .withIndex("by_shop", (q) => q.eq("shopId", shop._id))
    .unique();
  const { reviews, moreReviews } = await newestReviews(ctx, shop._id);
  const photos = await shopPhotosPage(ctx, shop._id, { numItems: PANEL_PHOTOS, cursor: null });
  return {
    shop: await withTotals(ctx, shop),
    flavorNotes: typicalFlavorNotes(beans?.beans ?? []),
    popularDrink: await readPopularDrinkText(ctx, shop._id),
    beans: beans?.beans ?? [],
    reviews,
    moreReviews,
    reviewerBadges: await reviewerBadges(
      ctx,
      reviews.map((review) => review.userId),
    ),
    photos: photos.page.slice(0, PANEL_PHOTOS),
  };
}

export type SharedPanel = NonNullable<Awaited<ReturnType<typeof sharedPanel>>>;
