import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { FOLLOWED_REVIEWERS_LIMIT, FOLLOWEES_CHECKED } from "../rules/people";

export const followedReviewersValidator = v.object({
  people: v.array(v.object({ userId: v.id("users"), name: v.string() })),
  more: v.boolean(),
});

/**
 * Which of the people `viewerId` follows have reviewed this shop (shop panel): the newest FOLLOWEES_CHECKED
 * follows, each checked through reviews' [shopId, userId] index, at most FOLLOWED_REVIEWERS_LIMIT named; `more`
 * says there are others. `hasReviews`: whether the shop shows reviews, when the caller knows (the panel does);
 * otherwise a shop without reviews reads one index range and nothing more. It does not read the shop, whose
 * ratings change with every review.
 */
export async function followedReviewersOf(
  ctx: Pick<QueryCtx, "db">,
  viewerId: Id<"users">,
  shopId: Id<"shops">,
  hasReviews?: boolean,
) {
  // The shop's oldest review: a new one lands after it, outside what this read depends on.
  const anyReview =
    hasReviews ??
    (await ctx.db
      .query("reviews")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .first()) !== null;
  if (!anyReview) return { people: [], more: false };
  const followees = await ctx.db
    .query("follows")
    .withIndex("by_follower", (q) => q.eq("followerId", viewerId))
    .order("desc")
    .take(FOLLOWEES_CHECKED);
  // One at a time, so the reviews read stop at the first one past what is shown.
  const people: { userId: Id<"users">; name: string }[] = [];
  for (const { followeeId } of followees) {
    if (people.some((person) => person.userId === followeeId)) continue;
    const review = await ctx.db
      .query("reviews")
      .withIndex("by_shop_user", (q) => q.eq("shopId", shopId).eq("userId", followeeId))
      .first();
    if (review !== null && review.hiddenAt === undefined) people.push({ userId: review.userId, name: review.userName });
    if (people.length > FOLLOWED_REVIEWERS_LIMIT) break;
  }
  return { people: people.slice(0, FOLLOWED_REVIEWERS_LIMIT), more: people.length > FOLLOWED_REVIEWERS_LIMIT };
}
