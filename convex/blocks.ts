import { ConvexError, v } from "convex/values";
import { blockRow, blockedBy, removeBlock, storeBlock } from "./model/blocks";
import { forgetActor } from "./model/notifications";
import { endFollow } from "./model/people";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId, queryWithUserId } from "./model/session";
import { MAX_BLOCKS } from "./rules/blocks";
import { MESSAGES } from "./rules/messages";
import { fullName } from "./rules/profile";

/**
 * Block someone: they stop following the blocker (and the blocker them), cannot follow again, and
 * their reviews, photos, feed items, notifications and presence leave the blocker's screens.
 * Blocking twice changes nothing.
 */
export const block = mutationWithUserId({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const me = ctx.userId;
    await enforceRateLimit(ctx, "block", me);
    if (userId === me) throw new ConvexError(MESSAGES.cannotBlockSelf);
    if ((await ctx.db.get("users", userId)) === null) throw new ConvexError(MESSAGES.userNotFound);
    if ((await blockRow(ctx, me, userId)) !== null) return null;
    if ((await blockedBy(ctx, me)).length >= MAX_BLOCKS) throw new ConvexError(MESSAGES.tooManyBlocks(MAX_BLOCKS));
    await storeBlock(ctx, me, userId);
    await endFollow(ctx, userId, me);
    await endFollow(ctx, me, userId);
    await forgetActor(ctx, me, userId);
    return null;
  },
});

/** Unblock someone: their content shows again; following is up to each of them again. */
export const unblock = mutationWithUserId({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    await enforceRateLimit(ctx, "block", ctx.userId);
    await removeBlock(ctx, ctx.userId, userId);
    return null;
  },
});

/** The people the signed-in user blocked, with their names, in the order blocked. */
export const mine = queryWithUserId({
  args: {},
  returns: v.array(v.object({ userId: v.id("users"), name: v.string() })),
  handler: async (ctx) => {
    const rows = await blockedBy(ctx, ctx.userId);
    const users = await Promise.all(rows.map((row) => ctx.db.get("users", row.blockedId)));
    return rows.map((row, i) => ({
      userId: row.blockedId,
      name: (users[i] && fullName(users[i])) || "A former member",
    }));
  },
});
