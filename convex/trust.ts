import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { requireModerator } from "./model/moderation";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId, queryWithUserId, suspensionOf } from "./model/session";
import { recountBatch } from "./model/trust";
import { MESSAGES } from "./rules/messages";
import { establishedFrom, isEstablished } from "./rules/trust";
import { runStep } from "./model/backgroundSteps";

// When a member's reviews start and stop counting in ratings (decision 28): the jobs that move them
// in batches, and a moderator vouching for a member before the rule would.

/** The author is established now: their reviews not counted yet join their shops' ratings, a batch a run. */
export const countReviews = internalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const user = await ctx.db.get("users", userId);
    if (user === null || user.deletedAt !== undefined) return null;
    // Not yet (a review deleted meanwhile) or no longer (suspended): the next review asks again.
    if (!isEstablished(user, Date.now()) || (await suspensionOf(ctx, userId)) !== null) return null;
    if (await recountBatch(ctx, userId, true)) await runStep(ctx, internal.trust.countReviews, { userId });
    return null;
  },
});

/** A suspended author's reviews leave their shops' ratings, a batch a run (they stay shown until a moderator hides them). */
export const uncountReviews = internalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    if (await recountBatch(ctx, userId, false)) await runStep(ctx, internal.trust.uncountReviews, { userId });
    return null;
  },
});

/** A moderator vouches for a member: established from now, and their reviews count from the next moment. */
export const establish = mutationWithUserId({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    await requireModerator(ctx, ctx.userId);
    await enforceRateLimit(ctx, "vouch", ctx.userId);
    const member = await ctx.db.get("users", userId);
    if (member === null || member.deletedAt !== undefined) throw new ConvexError(MESSAGES.userNotFound);
    if ((await suspensionOf(ctx, userId)) !== null) throw new ConvexError(MESSAGES.memberSuspended);
    if (!isEstablished(member, Date.now())) await ctx.db.patch("users", userId, { establishedAt: Date.now() });
    await runStep(ctx, internal.trust.countReviews, { userId });
    return null;
  },
});

/** For moderators: when a member is (or becomes) established, and how many of their reviews wait to count. */
export const standing = queryWithUserId({
  args: { userId: v.id("users") },
  returns: v.union(v.null(), v.object({ establishedFrom: v.union(v.null(), v.number()), waiting: v.number() })),
  handler: async (ctx, { userId }) => {
    await requireModerator(ctx, ctx.userId);
    const member = await ctx.db.get("users", userId);
    if (member === null || member.deletedAt !== undefined) return null;
    const waiting = await ctx.db
      .query("reviews")
      .withIndex("by_user_counted", (q) => q.eq("userId", userId).eq("counted", false))
      .take(100);
    return { establishedFrom: establishedFrom(member), waiting: waiting.length };
  },
});
