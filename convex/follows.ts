import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import type { Doc, Id } from "./_generated/dataModel";
import { query, type QueryCtx } from "./_generated/server";
import { eitherBlocked } from "./model/blocks";
import { queueBackfill } from "./model/feedRows";
import { boundedPage } from "./model/pagination";
import { countFollow, endFollow, followRow } from "./model/people";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId, postingMutationWithUserId, queryWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";

/** The user an id names; an id that is not a user's is refused. */
async function existingUserId(ctx: QueryCtx, userId: string): Promise<Id<"users">> {
  const id = ctx.db.normalizeId("users", userId);
  if (id === null || (await ctx.db.get("users", id)) === null) throw new ConvexError(MESSAGES.userNotFound);
  return id;
}

/** Whether the signed-in user follows `userId` (false for unknown ids and for oneself). */
export const isFollowing = queryWithUserId({
  args: { userId: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { userId }) => {
    const me = ctx.userId;
    const id = ctx.db.normalizeId("users", userId);
    if (id === null || id === me) return false;
    return (await followRow(ctx, me, id)) !== null;
  },
});

/** Follow a user; following twice changes nothing. Their last 30 days join the follower's feed. */
export const follow = postingMutationWithUserId({
  args: { userId: v.string() },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const me = ctx.userId;
    await enforceRateLimit(ctx, "follow", me);
    const followeeId = await existingUserId(ctx, userId);
    if (followeeId === me) throw new ConvexError(MESSAGES.cannotFollowSelf);
    if (await eitherBlocked(ctx, me, followeeId)) throw new ConvexError(MESSAGES.cannotFollowBlocked);
    if ((await followRow(ctx, me, followeeId)) === null) {
      await ctx.db.insert("follows", { followerId: me, followeeId });
      await countFollow(ctx, me, followeeId, 1);
      await queueBackfill(ctx, me, followeeId);
    }
    return null;
  },
});

/** Stop following a user, whose activity leaves the feed; unfollowing someone not followed changes nothing. */
export const unfollow = mutationWithUserId({
  args: { userId: v.string() },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const me = ctx.userId;
    // Following and unfollowing share one limit: toggling is what a script would do.
    await enforceRateLimit(ctx, "follow", me);
    const followeeId = await existingUserId(ctx, userId);
    await endFollow(ctx, me, followeeId);
    return null;
  },
});

const person = v.object({ userId: v.id("users"), name: v.string() });

/** A page of follow rows as the people they name (a user who is gone is left out). */
async function peopleOf(ctx: QueryCtx, ids: Id<"users">[]) {
  const users = await Promise.all(ids.map((id) => ctx.db.get("users", id)));
  return users
    .filter((user): user is Doc<"users"> => user !== null)
    .map((user) => ({ userId: user._id, name: user.name ?? "" }));
}

/** Who follows `userId`, newest first, a page at a time (both profile pages); reads no session (decision 39). */
export const followers = query({
  args: { userId: v.id("users"), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(person),
  handler: async (ctx, { userId, paginationOpts }) => {
    const page = await ctx.db
      .query("follows")
      .withIndex("by_followee", (q) => q.eq("followeeId", userId))
      .order("desc")
      .paginate(boundedPage(paginationOpts));
    return {
      ...page,
      page: await peopleOf(
        ctx,
        page.page.map((row) => row.followerId),
      ),
    };
  },
});

/** Whom `userId` follows, newest first, a page at a time (both profile pages); reads no session (decision 39). */
export const following = query({
  args: { userId: v.id("users"), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(person),
  handler: async (ctx, { userId, paginationOpts }) => {
    const page = await ctx.db
      .query("follows")
      .withIndex("by_follower", (q) => q.eq("followerId", userId))
      .order("desc")
      .paginate(boundedPage(paginationOpts));
    return {
      ...page,
      page: await peopleOf(
        ctx,
        page.page.map((row) => row.followeeId),
      ),
    };
  },
});
