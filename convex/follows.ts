import { ConvexError, v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import type { QueryCtx } from "./_generated/server";
import { queueBackfill, queueRemoval } from "./model/feedRows";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId, queryWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";

/** The user an id names; an id that is not a user's is refused. */
async function existingUserId(ctx: QueryCtx, userId: string): Promise<Id<"users">> {
  const id = ctx.db.normalizeId("users", userId);
  if (id === null || (await ctx.db.get("users", id)) === null) throw new ConvexError(MESSAGES.userNotFound);
  return id;
}

async function followRow(ctx: QueryCtx, followerId: Id<"users">, followeeId: Id<"users">) {
  return await ctx.db
    .query("follows")
    .withIndex("by_follower_followee", (q) => q.eq("followerId", followerId).eq("followeeId", followeeId))
    .first();
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
export const follow = mutationWithUserId({
  args: { userId: v.string() },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const me = ctx.userId;
    await enforceRateLimit(ctx, "follow", me);
    const followeeId = await existingUserId(ctx, userId);
    if (followeeId === me) throw new ConvexError(MESSAGES.cannotFollowSelf);
    if ((await followRow(ctx, me, followeeId)) === null) {
      await ctx.db.insert("follows", { followerId: me, followeeId });
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
    const row = await followRow(ctx, me, followeeId);
    if (row !== null) {
      await ctx.db.delete("follows", row._id);
      await queueRemoval(ctx, me, followeeId);
    }
    return null;
  },
});
