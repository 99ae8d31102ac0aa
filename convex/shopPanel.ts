import { ConvexError, v, type Infer } from "convex/values";
import { internalQuery, query } from "./_generated/server";
import { blockedBy } from "./model/blocks";
import { followedReviewersOf, followedReviewersValidator } from "./model/followedReviewers";
import { cheerOf, cheerTotalOf } from "./model/cheers";
import { voteOf } from "./model/helpfulVotes";
import { heldValidator, listsHolding } from "./model/listPicker";
import { MAX_PAGE_SIZE } from "./model/pagination";
import { panelFileRow } from "./model/panelFiles";
import { sharedPanel, sharedPanelValidator } from "./model/panelShared";
import { bucketPublicUrl } from "./model/photoAddress";
import { blockedInRoom, lookingIn } from "./model/presence";
import { savedStateOf, savedStateValidator } from "./model/savedState";
import { reviewTotalsOf } from "./model/reviewTotals";
import { queryWithUserId } from "./model/session";
import { bucketUrl } from "./rules/photoRefs";

// The shop panel in two queries (decision 39): `shared`, what everyone sees of a shop, reads no session, so a
// deployment caches one result per shop for every viewer and re-runs it once per change (with the bucket, the
// shop's panel file and `live` instead, decision 42; `live` also says who is looking, decision 46); `mine`, what
// is the viewer's own. The browser joins them (blocked people's reviews and photos are left out on the viewer's
// screen, as the list pages do). Presence is joining and leaving (convex/presence.ts); more reviews, another
// order and the photo viewer page through reviews.listForShop and photos.forShop.

/**
 * Everything the shop panel shows every viewer, live (model/panelShared.ts): the shop with its totals, flavor
 * notes, popular drink, beans, newest reviews with their authors' badges, first photos. Null when the id is not a
 * shop. It reads no session, so one cached result serves every viewer, signed in or not. With the bucket, pages
 * read the shop's panel file instead while it has one (`live`).
 */
export const shared = query({
  args: { id: v.string() },
  returns: v.union(v.null(), sharedPanelValidator),
  handler: async (ctx, { id }) => await sharedPanel(ctx, id),
});

/** The shop's panel to publish as its file, and how many changes of it that includes. */
export const snapshot = internalQuery({
  args: { shopId: v.id("shops") },
  returns: v.object({ panel: v.union(v.null(), sharedPanelValidator), changes: v.number() }),
  handler: async (ctx, { shopId }) => {
    const row = await panelFileRow(ctx, shopId);
    return { panel: await sharedPanel(ctx, shopId), changes: row?.changes ?? 0 };
  },
});

const liveValidator = v.object({
  file: v.union(v.string(), v.null()),
  counts: v.array(
    v.object({
      reviewId: v.id("reviews"),
      helpfulCount: v.number(),
      commentCount: v.number(),
      cheerCount: v.number(),
    }),
  ),
  looking: v.object({ looking: v.number(), full: v.boolean() }),
});

/**
 * What changes too often to publish in the shop's panel file on the bucket (decision 42): the file's address,
 * the Helpful, comment and cheer counts of the reviews it shows (their authors' badges are the file's: it is
 * published again when one's change, decision 48), and how many people have the panel open, up to LOOKING_READ
 * (`full`: that many or more; decision 46). `file` null: no file (no bucket, or none out yet): the page asks
 * `shared` for the rest. Reads no session, so one cached answer serves every viewer; the page takes away its own
 * person (the join's answer) and the people they blocked (`mine.blockedLooking`).
 */
export const live = query({
  args: { id: v.string() },
  returns: liveValidator,
  handler: async (ctx, { id }): Promise<Infer<typeof liveValidator>> => {
    const publicUrl = bucketPublicUrl();
    const shopId = ctx.db.normalizeId("shops", id);
    if (shopId === null) return { file: null, counts: [], looking: { looking: 0, full: false } };
    // Without the bucket no shop has a row (model/panelFiles.ts), so this reads nothing more than who is looking.
    const [row, looking] = await Promise.all([panelFileRow(ctx, shopId), lookingIn(ctx, shopId)]);
    if (!row?.objectKey) return { file: null, counts: [], looking };
    const [totals, cheers] = await Promise.all([
      Promise.all(row.reviewIds.map((reviewId) => reviewTotalsOf(ctx, reviewId))),
      Promise.all(row.reviewIds.map((reviewId) => cheerTotalOf(ctx, reviewId))),
    ]);
    return {
      file: publicUrl && bucketUrl(publicUrl, row.objectKey),
      counts: totals.flatMap((t, i) =>
        t
          ? [
              {
                reviewId: t.reviewId,
                helpfulCount: t.helpfulCount,
                commentCount: t.commentCount,
                cheerCount: cheers[i]?.count ?? 0,
              },
            ]
          : [],
      ),
      looking,
    };
  },
});

/**
 * What the panel shows only the signed-in viewer: their saved lists for the shop, the people they follow who
 * reviewed it (none asked for when `hasReviews` says the panel shows no review; checked when it is left out),
 * which of `reviewIds` (the reviews on their screen) they marked helpful and cheered, whom they blocked (their reviews and
 * photos stay off the viewer's screen), how many of the people looking they blocked, and the lists holding the
 * shop that they may see ("In 3 lists": here, not a query of its own, to save a call a panel). Whether the
 * viewer is counted comes from their own join's answer, so their arrival does not re-run this.
 */
export const mine = queryWithUserId({
  args: { shopId: v.id("shops"), reviewIds: v.array(v.id("reviews")), hasReviews: v.optional(v.boolean()) },
  returns: v.object({
    saved: savedStateValidator,
    followedReviewers: followedReviewersValidator,
    helpfulByMe: v.array(v.id("reviews")),
    cheeredByMe: v.array(v.id("reviews")),
    blockedIds: v.array(v.id("users")),
    blockedLooking: v.number(),
    lists: heldValidator,
  }),
  handler: async (ctx, { shopId, reviewIds, hasReviews }) => {
    if (reviewIds.length > MAX_PAGE_SIZE) throw new ConvexError(`At most ${MAX_PAGE_SIZE} reviews at a time.`);
    const [votes, cheers] = await Promise.all([
      Promise.all(reviewIds.map((reviewId) => voteOf(ctx, reviewId, ctx.userId))),
      Promise.all(reviewIds.map((reviewId) => cheerOf(ctx, reviewId, ctx.userId))),
    ]);
    const blocked = await blockedBy(ctx, ctx.userId);
    return {
      saved: await savedStateOf(ctx, ctx.userId, shopId),
      followedReviewers: await followedReviewersOf(ctx, ctx.userId, shopId, hasReviews),
      helpfulByMe: reviewIds.filter((_, i) => votes[i] !== null),
      cheeredByMe: reviewIds.filter((_, i) => cheers[i] !== null),
      blockedIds: blocked.map((row) => row.blockedId),
      blockedLooking: await blockedInRoom(ctx, blocked, shopId),
      lists: await listsHolding(ctx, shopId, ctx.userId),
    };
  },
});
