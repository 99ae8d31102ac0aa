import { v } from "convex/values";
import { query } from "./_generated/server";
import type { Doc } from "./_generated/dataModel";
import { badgeCountsOf, badgeCountsValidator } from "./model/badges";
import { eitherBlocked } from "./model/blocks";
import { followCountsOf, followCountsValidator } from "./model/followerCounts";
import { followRow, personMatch, toPersonMatch } from "./model/people";
import { profileUser, publicProfileValidator, toPublicProfile } from "./model/profiles";
import { followedReviewersOf, followedReviewersValidator } from "./model/followedReviewers";
import { queryWithUser, queryWithUserId } from "./model/session";
import { SUGGESTION_CANDIDATES, SUGGESTION_LIMIT } from "./rules/people";

/**
 * What a profile page shows of a person but their reviews and lists: the public profile (no email), the badge
 * counters (null: none yet) and the follow counts, in one subscription instead of three (decision 44). Null for an
 * id that is not a user's or a deleted account. It reads no session, so one cached result serves every viewer.
 */
export const profile = query({
  args: { userId: v.string() },
  returns: v.union(
    v.null(),
    v.object({
      profile: publicProfileValidator,
      badges: v.union(v.null(), badgeCountsValidator),
      counts: followCountsValidator,
    }),
  ),
  handler: async (ctx, { userId }) => {
    const user = await profileUser(ctx, userId);
    if (user === null) return null;
    return {
      profile: toPublicProfile(user),
      badges: await badgeCountsOf(ctx, user._id),
      counts: await followCountsOf(ctx, user),
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
