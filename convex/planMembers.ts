import { ConvexError, v } from "convex/values";
import { newLinkToken } from "./model/lists";
import { addByLink, checkInvitees } from "./model/planInvites";
import { invitedNotice, organiserName, scheduleNotices } from "./model/planNotices";
import { leavePlan, livePlan, memberPlan, organisedPlan, refuseEnded } from "./model/plans";
import { eitherBlocked } from "./model/blocks";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";
import { PLAN_LINK_LENGTH } from "./rules/plans";

// Who is in a coffee plan (docs/product.md, "Coffee plans"): the organiser invites people they follow or opens a
// secret link; anyone may leave but the organiser. Joining writes one membership row, never the plan, so someone
// joining never makes a voter's call retry.

/** The organiser invites people they follow; each is told. */
export const invite = mutationWithUserId({
  args: { planId: v.id("plans"), userIds: v.array(v.id("users")) },
  returns: v.null(),
  handler: async (ctx, { planId, userIds }) => {
    await enforceRateLimit(ctx, "editPlan", ctx.userId);
    const plan = await organisedPlan(ctx, planId, ctx.userId);
    refuseEnded(plan, Date.now());
    const added = await checkInvitees(ctx, ctx.userId, userIds, planId);
    for (const userId of added) await ctx.db.insert("planMembers", { planId, userId, joinedBy: "invite" });
    const name = await organiserName(ctx, ctx.userId);
    await scheduleNotices(ctx, added, invitedNotice(planId, plan.title, ctx.userId, name));
    return null;
  },
});

/** The organiser opens a new invite link (an older one stops working); returns its secret. */
export const createLink = mutationWithUserId({
  args: { planId: v.id("plans") },
  returns: v.string(),
  handler: async (ctx, { planId }) => {
    await enforceRateLimit(ctx, "editPlan", ctx.userId);
    refuseEnded(await organisedPlan(ctx, planId, ctx.userId), Date.now());
    const linkToken = newLinkToken(PLAN_LINK_LENGTH);
    await ctx.db.patch("plans", planId, { linkToken });
    return linkToken;
  },
});

/** The organiser turns the link off: whoever holds it can no longer join (people who joined stay). */
export const revokeLink = mutationWithUserId({
  args: { planId: v.id("plans") },
  returns: v.null(),
  handler: async (ctx, { planId }) => {
    await enforceRateLimit(ctx, "editPlan", ctx.userId);
    await organisedPlan(ctx, planId, ctx.userId);
    await ctx.db.patch("plans", planId, { linkToken: undefined });
    return null;
  },
});

/** Joins a plan through its invite link; returns the plan. An unknown, revoked or blocked link is refused alike. */
export const joinByLink = mutationWithUserId({
  args: { token: v.string() },
  returns: v.id("plans"),
  handler: async (ctx, { token }) => {
    await enforceRateLimit(ctx, "editPlan", ctx.userId);
    const found =
      token.length === PLAN_LINK_LENGTH
        ? await ctx.db
            .query("plans")
            .withIndex("by_link", (q) => q.eq("linkToken", token))
            .first()
        : null;
    const plan = found && (await livePlan(ctx, found._id));
    // A block either way reads as a dead link: the blocked person learns nothing of it.
    if (!plan || (await eitherBlocked(ctx, plan.organiserId, ctx.userId)))
      throw new ConvexError(MESSAGES.planLinkInvalid);
    refuseEnded(plan, Date.now());
    await addByLink(ctx, plan._id, ctx.userId);
    return plan._id;
  },
});

/** Someone in the plan leaves it, taking their votes with them; the organiser cancels instead. */
export const leave = mutationWithUserId({
  args: { planId: v.id("plans") },
  returns: v.null(),
  handler: async (ctx, { planId }) => {
    await enforceRateLimit(ctx, "editPlan", ctx.userId);
    const plan = await memberPlan(ctx, planId, ctx.userId);
    if (plan.organiserId === ctx.userId) throw new ConvexError(MESSAGES.planOrganiserStays);
    await leavePlan(ctx, planId, ctx.userId);
    return null;
  },
});
