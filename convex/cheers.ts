import { ConvexError, v } from "convex/values";
import { internalMutation, query } from "./_generated/server";
import { eitherBlocked } from "./model/blocks";
import { cheerTarget, cheerTotalOf, removeCheers, setCheer } from "./model/cheers";
import { MAX_PAGE_SIZE } from "./model/pagination";
import { enforceRateLimit } from "./model/rateLimits";
import { postingMutationWithUserId } from "./model/session";
import { cheerTargetValidator } from "./tables/conversations";
import { MESSAGES } from "./rules/messages";
import { internal } from "./_generated/api";
import { runStep } from "./model/backgroundSteps";

// Cheers (docs/product.md, "Comments and cheers"): one tap of applause on a review, or on a shop a
// friend added (a feed item), counted live and told to its owner in groups like Helpful votes.

/**
 * Cheer a review or a shop (`cheered: true`) or take the cheer back. Never one's own; not when either
 * of the two blocked the other. The count and the owner's notice follow in a job (decision 25).
 */
export const set = postingMutationWithUserId({
  args: { targetId: cheerTargetValidator, cheered: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { targetId, cheered }) => {
    const target = await cheerTarget(ctx, targetId);
    if (target === null) throw new ConvexError(MESSAGES.cheerTargetGone);
    if (target.ownerId === ctx.userId) throw new ConvexError(MESSAGES.cheerOwn);
    if (await eitherBlocked(ctx, ctx.userId, target.ownerId)) throw new ConvexError(MESSAGES.cheerNotAllowed);
    await enforceRateLimit(ctx, "cheer", ctx.userId);
    await setCheer(ctx, targetId, ctx.userId, cheered);
    return null;
  },
});

const targetsArg = { targetIds: v.array(cheerTargetValidator) };

function bounded(targetIds: unknown[]) {
  if (targetIds.length > MAX_PAGE_SIZE) throw new ConvexError(`At most ${MAX_PAGE_SIZE} at a time.`);
}

/** The cheer counts of these targets, in their order: the same for everyone, so it reads no session. */
export const counts = query({
  args: targetsArg,
  returns: v.array(v.number()),
  handler: async (ctx, { targetIds }) => {
    bounded(targetIds);
    return await Promise.all(targetIds.map(async (id) => (await cheerTotalOf(ctx, id))?.count ?? 0));
  },
});

/** The cheers of a deleted review, a batch at a time. */
export const removalBatch = internalMutation({
  args: { targetId: cheerTargetValidator },
  returns: v.null(),
  handler: async (ctx, { targetId }) => {
    if (await removeCheers(ctx, targetId)) await runStep(ctx, internal.cheers.removalBatch, { targetId });
    return null;
  },
});
