import { ConvexError, v } from "convex/values";
import { query } from "./_generated/server";
import type { Doc } from "./_generated/dataModel";
import { badgeCountsOf, badgeCountsValidator } from "./model/badges";
import { blockRow, eitherBlocked } from "./model/blocks";
import { cheerOf } from "./model/cheers";
import { followCountsOf, followCountsValidator } from "./model/followerCounts";
import { followRow, personMatch, toPersonMatch } from "./model/people";
import { newestReviewsOf, profileUser, publicProfileValidator, toPublicProfile } from "./model/profiles";
import { reviewViewValidator } from "./model/reviewView";
import { followedReviewersOf, followedReviewersValidator } from "./model/followedReviewers";
import { listSummaryValidator, profileLists } from "./model/listViews";
import { MAX_PAGE_SIZE } from "./model/pagination";
import { queryWithUser, queryWithUserId } from "./model/session";
import { SUGGESTION_CANDIDATES, SUGGESTION_LIMIT } from "./rules/people";

/**
 * What a profile page shows of a person but their lists: the public profile (no email), the badge counters (null:
 * none yet), the follow counts (decision 44) and the first page of their reviews, whether more follow
 * (`reviews.listForUser` pages on; decision 48), in one subscription. Null for an id that is not a user's or a
 * deleted account. It reads no session, so one cached result serves every viewer.
 */
export const profile = query({
  args: { userId: v.string() },
  returns: v.union(
    v.null(),
    v.object({
      profile: publicProfileValidator,
      badges: v.union(v.null(), badgeCountsValidator),
      counts: followCountsValidator,
      reviews: v.array(reviewViewValidator),
      moreReviews: v.boolean(),
    }),
  ),
  handler: async (ctx, { userId }) => {
    const user = await profileUser(ctx, userId);
    if (user === null) return null;
    return {
      profile: toPublicProfile(user),
      badges: await badgeCountsOf(ctx, user._id),
      counts: await followCountsOf(ctx, user),
      ...(await newestReviewsOf(ctx, user._id)),
    };
  },
});

/**
 * What another person's page shows only the signed-in viewer, in one subscription (decision 47): whether they
 * follow that person and whether they blocked them, the person's lists they may see, and which of `reviewIds`
 * (the person's reviews on their screen that have cheers) they cheered. The page asks it once the first page of
 * reviews is in, as the shop panel asks its own (shopPanel.mine).
 */
export const mine = queryWithUserId({
  args: { userId: v.id("users"), reviewIds: v.array(v.id("reviews")) },
  returns: v.object({
    following: v.boolean(),
    blocked: v.boolean(),
    lists: v.array(listSummaryValidator),
    cheered: v.array(v.id("reviews")),
  }),
  handler: async (ctx, { userId, reviewIds }) => {
    if (reviewIds.length > MAX_PAGE_SIZE) throw new ConvexError(`At most ${MAX_PAGE_SIZE} reviews at a time.`);
    const me = ctx.userId;
    const own = userId === me;
    const [follow, block, lists, cheers] = await Promise.all([
      own ? null : followRow(ctx, me, userId),
      own ? null : blockRow(ctx, me, userId),
      profileLists(ctx, userId, me),
      Promise.all(reviewIds.map((reviewId) => cheerOf(ctx, reviewId, me))),
    ]);
    return {
      following: follow !== null,
      blocked: block !== null,
      lists,
      cheered: reviewIds.filter((_, i) => cheers[i] !== null),
    };
  },
});

/**
 * People to follow, for an empty feed: the most active reviewers of the viewer's city, then of
 * everywhere, leaving out the viewer, whom they follow already and anyone blocked either way. Reads at
 * most SUGGESTION_CANDIDATES users from each of the two indexes, a follow row for each already followed
 * and a block row for each blocked.
 */
export const suggestions = queryWithUser({
  args: {},
  returns: v.array(personMatch),
  handler: async (ctx) => {
    const { user: me } = ctx;
    const chosen: Doc<"users">[] = [];
    const consider = async (candidates: Doc<"users">[]) => {
      for (const candidate of candidates) {
        if (chosen.length >= SUGGESTION_LIMIT) return;
        if (candidate._id === me._id || chosen.some((user) => user._id === candidate._id)) continue;
        if ((await followRow(ctx, me._id, candidate._id)) !== null) continue;
        if (!(await eitherBlocked(ctx, me._id, candidate._id))) chosen.push(candidate);
      }
    };
    if (me.homeKey !== undefined) {
      await consider(
        await ctx.db
          .query("users")
          .withIndex("by_home_reviewCount", (q) => q.eq("homeKey", me.homeKey).gt("reviewCount", 0))
          .order("desc")
          .take(SUGGESTION_CANDIDATES),
      );
    }
    if (chosen.length < SUGGESTION_LIMIT) {
      await consider(
        await ctx.db
          .query("users")
          .withIndex("by_reviewCount", (q) => q.gt("reviewCount", 0))
          .order("desc")
          .take(SUGGESTION_CANDIDATES),
      );
    }
    return chosen.map(toPersonMatch);
  },
});

/**
 * Which of the people the viewer follows have reviewed this shop (shop panel): the newest
 * FOLLOWEES_CHECKED follows, each checked through reviews' [shopId, userId] index, at most
 * FOLLOWED_REVIEWERS_LIMIT named; `more` says there are others. A shop without reviews reads one
 * index range and nothing more. It does not read the shop, whose ratings change with every review:
 * a review by someone the viewer does not follow does not re-run it for everyone with the panel open.
 */
export const followedReviewers = queryWithUserId({
  args: { shopId: v.id("shops") },
  returns: followedReviewersValidator,
  handler: async (ctx, { shopId }) => await followedReviewersOf(ctx, ctx.userId, shopId),
});
