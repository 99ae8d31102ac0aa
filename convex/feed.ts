import { ConvexError, v } from "convex/values";
import type { Doc, Id } from "./_generated/dataModel";
import { query, type QueryCtx } from "./_generated/server";
import { reviewView, type ReviewView } from "./lib/reviewView";
import { requireUserId } from "./lib/session";
import {
  FEED_MAX_FOLLOWEES,
  FEED_MAX_ITEMS,
  clampPage,
  feedWindowStart,
  isPlausibleNow,
  mergeNewest,
  pageSlice,
  totalPages,
  type FeedSource,
} from "./model/feed";
import { MESSAGES } from "./model/messages";
import schema from "./schema";

const feedItem = v.union(
  v.object({
    kind: v.literal("review"),
    _id: v.id("reviews"),
    time: v.number(),
    review: v.object({
      _id: v.id("reviews"),
      _creationTime: v.number(),
      ...schema.tables.reviews.validator.fields,
      photoUrls: v.array(v.string()),
    }),
  }),
  v.object({
    kind: v.literal("shop"),
    _id: v.id("shops"),
    time: v.number(),
    shop: v.object({
      _id: v.id("shops"),
      _creationTime: v.number(),
      shopId: v.string(),
      name: v.string(),
      submittedBy: v.id("users"),
      submitterName: v.string(),
      streetAddress: v.string(),
      city: v.string(),
      state: v.string(),
      website: v.string(),
    }),
  }),
);

type Activity = Doc<"reviews"> | Doc<"shops">;

export type ShopActivity = Pick<
  Doc<"shops">,
  "_id" | "_creationTime" | "shopId" | "name" | "submittedBy" | "submitterName" | "streetAddress" | "city" | "state" | "website"
>;

export type FeedItem =
  | { kind: "review"; _id: Id<"reviews">; time: number; review: ReviewView }
  | { kind: "shop"; _id: Id<"shops">; time: number; shop: ShopActivity };

/** One followee's reviews inside the window, newest first, read straight off `by_user`. */
function reviewsOf(ctx: QueryCtx, userId: Id<"users">, since: number): FeedSource<Activity> {
  return (before, n) =>
    ctx.db
      .query("reviews")
      .withIndex("by_user", (q) => {
        const inWindow = q.eq("userId", userId).gte("_creationTime", since);
        return before === null ? inWindow : inWindow.lte("_creationTime", before);
      })
      .order("desc")
      .take(n);
}

/** One followee's newly added shops inside the window, newest first, off `by_submitter`. */
function shopsOf(ctx: QueryCtx, userId: Id<"users">, since: number): FeedSource<Activity> {
  return (before, n) =>
    ctx.db
      .query("shops")
      .withIndex("by_submitter", (q) => {
        const inWindow = q.eq("submittedBy", userId).gte("_creationTime", since);
        return before === null ? inWindow : inWindow.lte("_creationTime", before);
      })
      .order("desc")
      .take(n);
}

/**
 * Friends' activity of the last 30 days, newest first, one page of 10 at a time (SPEC §2 Feed).
 * `now` is the client's clock rounded down to the minute (queries keep no clock of their own).
 * Reads only the window, one index range per followee and kind, a few items each, and more only
 * from followees whose items are still the newest: cheap however many people one follows or how
 * long their histories are, and live, since any new post lands in a range this query read.
 */
export const list = query({
  args: { now: v.number(), page: v.number() },
  returns: v.object({ items: v.array(feedItem), page: v.number(), totalPages: v.number(), totalItems: v.number() }),
  handler: async (ctx, { now, page }) => {
    const me = await requireUserId(ctx);
    if (!isPlausibleNow(now)) throw new ConvexError(MESSAGES.badFeedTime);
    const since = feedWindowStart(now);

    const follows = await ctx.db
      .query("follows")
      .withIndex("by_follower_followee", (q) => q.eq("followerId", me))
      .take(FEED_MAX_FOLLOWEES);
    const sources = follows.flatMap(({ followeeId }) => [reviewsOf(ctx, followeeId, since), shopsOf(ctx, followeeId, since)]);
    const activity = await mergeNewest(sources, FEED_MAX_ITEMS);

    const pages = totalPages(activity.length);
    const current = clampPage(page, pages);
    const items: FeedItem[] = await Promise.all(pageSlice(activity, current).map((doc) => toFeedItem(ctx, doc)));
    return { items, page: current, totalPages: pages, totalItems: activity.length };
  },
});

async function toFeedItem(ctx: QueryCtx, doc: Activity): Promise<FeedItem> {
  if ("submittedBy" in doc) {
    const { _id, _creationTime, shopId, name, submittedBy, submitterName, streetAddress, city, state, website } = doc;
    return {
      kind: "shop",
      _id,
      time: _creationTime,
      shop: { _id, _creationTime, shopId, name, submittedBy, submitterName, streetAddress, city, state, website },
    };
  }
  return { kind: "review", _id: doc._id, time: doc._creationTime, review: await reviewView(ctx, doc) };
}
