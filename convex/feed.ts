import { ConvexError, v } from "convex/values";
import type { Doc, Id } from "./_generated/dataModel";
import { internal } from "./_generated/api";
import { internalMutation, type QueryCtx } from "./_generated/server";
import { cheerOf, cheerTotalOf } from "./model/cheers";
import { backfill, fanOut, purgeBefore, removeActivity, removeAuthor } from "./model/feedRows";
import { listFeedItem, listFeedItemValidator, purgeListActivityBefore } from "./model/listFeed";
import { ratingsSummaryValidator } from "./model/ratings";
import { followRow } from "./model/people";
import { reviewView, reviewViewValidator, type ReviewView } from "./model/reviewView";
import { queryWithUserId } from "./model/session";
import { FEED_BATCH, FEED_PURGE_AFTER_MS, isPlausibleNow } from "./rules/feed";
import { MESSAGES } from "./rules/messages";
import { ratingsSummary, type RatingsSummary } from "./rules/ratings";
import schema from "./schema";
import { withTotals } from "./model/shopTotals";
import { runStep } from "./model/backgroundSteps";
import { markFollowers } from "./model/bigAccounts";
import { feedPage } from "./model/feedPage";

const feedItem = v.union(
  v.object({
    kind: v.literal("review"),
    _id: v.id("reviews"),
    time: v.number(),
    review: reviewViewValidator,
    // Whether the viewer cheered it: here, so a card asks no query of its own.
    cheered: v.boolean(),
  }),
  v.object({
    kind: v.literal("shop"),
    _id: v.id("shops"),
    time: v.number(),
    shop: schema
      .doc("shops")
      .pick(
        "_id",
        "_creationTime",
        "publicId",
        "name",
        "submittedBy",
        "submitterName",
        "streetAddress",
        "city",
        "state",
        "website",
      ),
    ratings: ratingsSummaryValidator,
    cheerCount: v.number(),
    cheered: v.boolean(),
  }),
  listFeedItemValidator,
);

export type ShopActivity = Pick<
  Doc<"shops">,
  | "_id"
  | "_creationTime"
  | "publicId"
  | "name"
  | "submittedBy"
  | "submitterName"
  | "streetAddress"
  | "city"
  | "state"
  | "website"
>;

export type FeedItem =
  | { kind: "review"; _id: Id<"reviews">; time: number; review: ReviewView; cheered: boolean }
  | {
      kind: "shop";
      _id: Id<"shops">;
      time: number;
      shop: ShopActivity;
      ratings: RatingsSummary | null;
      cheerCount: number;
      cheered: boolean;
    }
  | typeof listFeedItemValidator.type;

/**
 * Friends' activity of the last 30 days, newest first, one page of 10 at a time (docs/product.md §2 Feed).
 * `now` is the client's clock rounded down to the minute (queries keep no clock of their own).
 * The viewer's rows are written ahead, by the batches that follow each activity
 * (convex/model/feedRows.ts), except the reviews of accounts with very many followers, read on open and
 * merged in (model/feedPage.ts, decision 38). So a page reads the viewer's total, the few rows that have left the
 * window but are not yet purged, the page's place (the first page: none, its rows are the newest), then its
 * ten rows and their documents: the same cost whether one follows 5 people or 500. A review item
 * shows the review's own ratings, not its shop's summary: reading the shop would re-run every feed on
 * every rating anywhere. Live, since every new row for this viewer changes its total and the rows or
 * aggregate nodes this query read.
 */
export const list = queryWithUserId({
  args: { now: v.number(), page: v.number() },
  returns: v.object({ items: v.array(feedItem), page: v.number(), totalPages: v.number(), totalItems: v.number() }),
  handler: async (ctx, { now, page }) => {
    const me = ctx.userId;
    if (!isPlausibleNow(now)) throw new ConvexError(MESSAGES.badFeedTime);
    const { entries, ...counts } = await feedPage(ctx, me, now, page);
    const items = await Promise.all(
      entries.map((entry) => ("row" in entry ? toFeedItem(ctx, entry.row, me) : reviewItem(ctx, entry.review, me))),
    );
    return { items: items.filter((item) => item !== null), ...counts };
  },
});

/** A big account's review read on open (decision 38), as a row's review reads. */
async function reviewItem(ctx: QueryCtx, review: Doc<"reviews">, me: Id<"users">): Promise<FeedItem> {
  const [view, cheer] = await Promise.all([reviewView(ctx, review), cheerOf(ctx, review._id, me)]);
  return { kind: "review", _id: review._id, time: review._creationTime, review: view, cheered: cheer !== null };
}

/** A new shop's cheers, and whether the viewer is one of them (a review's count comes with its view). */
async function cheersOn(ctx: QueryCtx, shopId: Id<"shops">, me: Id<"users">) {
  const [total, mine] = await Promise.all([cheerTotalOf(ctx, shopId), cheerOf(ctx, shopId, me)]);
  return { cheerCount: total?.count ?? 0, cheered: mine !== null };
}

/** A feed row as the screen shows it; null while its review is deleted or hidden and its rows not yet removed. */
async function toFeedItem(ctx: QueryCtx, row: Doc<"feedItems">, me: Id<"users">): Promise<FeedItem | null> {
  if (row.kind === "list") return await listFeedItem(ctx, row.activityId, me);
  if (row.kind === "shop") {
    const shop = await ctx.db.get("shops", row.activityId);
    if (shop === null) return null;
    const { _id, _creationTime, publicId, name, submittedBy, submitterName, streetAddress, city, state, website } =
      shop;
    return {
      kind: "shop",
      _id,
      time: _creationTime,
      shop: { _id, _creationTime, publicId, name, submittedBy, submitterName, streetAddress, city, state, website },
      ratings: ratingsSummary((await withTotals(ctx, shop)).ratingTotals),
      ...(await cheersOn(ctx, shop._id, me)),
    };
  }
  const review = await ctx.db.get("reviews", row.activityId);
  if (review === null || review.hiddenAt !== undefined) return null;
  return await reviewItem(ctx, review, me);
}

const activity = v.union(
  v.object({ kind: v.literal("review"), activityId: v.id("reviews"), authorId: v.id("users"), time: v.number() }),
  v.object({ kind: v.literal("shop"), activityId: v.id("shops"), authorId: v.id("users"), time: v.number() }),
  v.object({ kind: v.literal("list"), activityId: v.id("listActivity"), authorId: v.id("users"), time: v.number() }),
);
const resume = v.object({ at: v.number(), seen: v.array(v.string()) });

/** The next followers of an author who posted (see `fanOut`). */
export const fanOutBatch = internalMutation({
  args: { activity, from: v.union(v.null(), resume) },
  returns: v.null(),
  handler: async (ctx, { activity, from }) => {
    await fanOut(ctx, activity, from);
    return null;
  },
});

/** The next batch of a follow's backfill; stops if the viewer has unfollowed since. */
export const backfillBatch = internalMutation({
  args: {
    viewerId: v.id("users"),
    authorId: v.id("users"),
    since: v.number(),
    step: v.object({
      kind: v.union(v.literal("review"), v.literal("shop"), v.literal("list")),
      from: v.union(v.null(), resume),
    }),
  },
  returns: v.null(),
  handler: async (ctx, { viewerId, authorId, since, step }) => {
    if ((await followRow(ctx, viewerId, authorId)) === null) return null;
    await backfill(ctx, viewerId, authorId, since, step);
    return null;
  },
});

/** The next batch of an unfollow's removal; stops if the viewer has followed again since. */
export const removalBatch = internalMutation({
  args: { viewerId: v.id("users"), authorId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { viewerId, authorId }) => {
    if ((await followRow(ctx, viewerId, authorId)) !== null) return null;
    await removeAuthor(ctx, viewerId, authorId);
    return null;
  },
});

/** A new big account's followers, a batch at a time: each follow mirrored in bigFollows (decision 38). */
export const markBigFollowers = internalMutation({
  args: { authorId: v.id("users"), cursor: v.union(v.null(), v.string()) },
  returns: v.null(),
  handler: async (ctx, { authorId, cursor }) => {
    const next = await markFollowers(ctx, authorId, cursor);
    if (next !== null) await runStep(ctx, internal.feed.markBigFollowers, { authorId, cursor: next });
    return null;
  },
});

/** The rows of a deleted review or shop, a batch at a time. */
export const activityRemovalBatch = internalMutation({
  args: { activityId: v.union(v.id("reviews"), v.id("shops"), v.id("listActivity")) },
  returns: v.null(),
  handler: async (ctx, { activityId }) => {
    if (await removeActivity(ctx, activityId)) await runStep(ctx, internal.feed.activityRemovalBatch, { activityId });
    return null;
  },
});

/** Daily (convex/crons.ts): drops rows that have left the window, a batch at a time. */
export const purge = internalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    const before = Date.now() - FEED_PURGE_AFTER_MS;
    const more = await purgeBefore(ctx, before);
    if ((await purgeListActivityBefore(ctx, before, FEED_BATCH)) || more) await runStep(ctx, internal.feed.purge, {});
    return null;
  },
});
