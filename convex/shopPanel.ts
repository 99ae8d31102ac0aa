import { ConvexError, v } from "convex/values";
import { query, type QueryCtx } from "./_generated/server";
import type { Doc, Id } from "./_generated/dataModel";
import { badgesOf } from "./model/badges";
import { blockedBy } from "./model/blocks";
import { readPopularDrinkText } from "./model/drinkStats";
import { followedReviewersOf, followedReviewersValidator } from "./model/followedReviewers";
import { voteOf } from "./model/helpfulVotes";
import { MAX_PAGE_SIZE } from "./model/pagination";
import { blockedInRoom } from "./model/presence";
import { reviewView, reviewViewValidator } from "./model/reviewView";
import { savedStateOf, savedStateValidator } from "./model/savedState";
import { queryWithUserId } from "./model/session";
import { shopPhotosPage, shopPhotoValidator } from "./model/shopPhotos";
import { withTotals } from "./model/shopTotals";
import { typicalFlavorNotes } from "./rules/flavorNotes";
import { PANEL_PHOTOS, PANEL_REVIEWS } from "./rules/shopPanel";
import schema from "./schema";

// The shop panel in two queries (decision 39): `shared`, what everyone sees of a shop, reads no session, so a
// deployment caches one result per shop for every viewer and re-runs it once per change; `mine`, what is the
// viewer's own. The browser joins them (blocked people's reviews and photos are left out on the viewer's
// screen, as the list pages do). Presence is joining and leaving (convex/presence.ts); more reviews, another
// order and the photo viewer page through reviews.listForShop and photos.forShop.

const bean = v.object({ name: v.string(), roast: v.string(), notes: v.string(), origin: v.string() });
const badgeCounts = v.object({
  cafes: v.number(),
  photos: v.number(),
  reviews: v.number(),
  cities: v.array(v.string()),
});

const sharedValidator = v.object({
  shop: schema.doc("shops"),
  flavorNotes: v.array(v.string()),
  popularDrink: v.string(),
  beans: v.array(bean),
  /** The newest PANEL_REVIEWS shown reviews; `moreReviews`: there are older ones. */
  reviews: v.array(reviewViewValidator),
  moreReviews: v.boolean(),
  /** The badges of the people who wrote those reviews (null: none yet). */
  reviewerBadges: v.array(v.object({ userId: v.id("users"), counts: v.union(v.null(), badgeCounts) })),
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
  const reviews = await Promise.all(rows.slice(0, PANEL_REVIEWS).map((review) => reviewView(ctx, review)));
  return { reviews, moreReviews: rows.length > PANEL_REVIEWS };
}

/** Each reviewer's badge counts, once per person. */
async function badgesFor(ctx: QueryCtx, reviews: Doc<"reviews">[]) {
  const ids = [...new Set(reviews.map((review) => review.userId))];
  const rows = await Promise.all(ids.map((userId) => badgesOf(ctx, userId)));
  return ids.map((userId, i) => {
    const row = rows[i];
    return {
      userId,
      counts: row ? { cafes: row.cafes, photos: row.photos, reviews: row.reviews, cities: row.cities } : null,
    };
  });
}

/**
 * Everything the shop panel shows every viewer, live: the shop with its totals, typical flavor notes, the
 * most-popular-drink sentence, its beans, its newest reviews (with their authors' badges) and its first photos.
 * Null when the id is not a shop. It reads no session, so one cached result
 * serves every viewer, signed in or not.
 */
export const shared = query({
  args: { id: v.string() },
  returns: v.union(v.null(), sharedValidator),
  handler: async (ctx, { id }) => {
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
      reviewerBadges: await badgesFor(ctx, reviews),
      photos: photos.page.slice(0, PANEL_PHOTOS),
    };
  },
});

/**
 * What the panel shows only the signed-in viewer: their saved lists for the shop, the people they follow who
 * reviewed it, which of `reviewIds` (the reviews on their screen) they marked helpful, whom they blocked (their
 * reviews and photos stay off the viewer's screen) and how many of the people looking they blocked. Whether the
 * viewer is counted comes from their own join's answer, so their arrival does not re-run this.
 */
export const mine = queryWithUserId({
  args: { shopId: v.id("shops"), reviewIds: v.array(v.id("reviews")) },
  returns: v.object({
    saved: savedStateValidator,
    followedReviewers: followedReviewersValidator,
    helpfulByMe: v.array(v.id("reviews")),
    blockedIds: v.array(v.id("users")),
    blockedLooking: v.number(),
  }),
  handler: async (ctx, { shopId, reviewIds }) => {
    if (reviewIds.length > MAX_PAGE_SIZE) throw new ConvexError(`At most ${MAX_PAGE_SIZE} reviews at a time.`);
    const votes = await Promise.all(reviewIds.map((reviewId) => voteOf(ctx, reviewId, ctx.userId)));
    const blocked = await blockedBy(ctx, ctx.userId);
    return {
      saved: await savedStateOf(ctx, ctx.userId, shopId),
      followedReviewers: await followedReviewersOf(ctx, ctx.userId, shopId),
      helpfulByMe: reviewIds.filter((_, i) => votes[i] !== null),
      blockedIds: blocked.map((row) => row.blockedId),
      blockedLooking: await blockedInRoom(ctx, blocked, shopId),
    };
  },
});
