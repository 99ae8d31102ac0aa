import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { bestChoice, planSummary, planSummaryValidator, planView, planViewValidator } from "./model/planViews";
import {
  livePlan,
  memberPlan,
  membersOf,
  organisedPlan,
  refuseEnded,
  removePlanContents,
  voteRow,
} from "./model/plans";
import { invitedNotice, organiserName, scheduleNotices, tellPlanGone, tellPlanMember } from "./model/planNotices";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId, postingMutationWithUserId, queryWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";
import { objectionableError } from "./rules/objectionable";
import {
  MAX_LISTED_PLANS,
  MAX_OPEN_PLANS,
  PLAN_END_BATCH,
  planDecidedText,
  planEnd,
  planProblem,
  tidyPlanTitle,
} from "./rules/plans";
import { planAnswer } from "./tables/plans";
import { checkInvitees } from "./model/planInvites";
import { runStep } from "./model/backgroundSteps";

// Coffee plans (docs/product.md, "Coffee plans"): an organiser proposes two to five shops and up to four times,
// the people in the plan vote yes, maybe or no on each, and the organiser chooses. Each vote is its own document
// and the tallies are counted when read, so two people voting at once never write the same document.

/** Makes a plan; the caller organises it, and the people invited are told. */
export const create = postingMutationWithUserId({
  args: {
    title: v.string(),
    shopIds: v.array(v.id("shops")),
    times: v.array(v.number()),
    invitees: v.array(v.id("users")),
  },
  returns: v.id("plans"),
  handler: async (ctx, args) => {
    await enforceRateLimit(ctx, "createPlan", ctx.userId);
    const title = tidyPlanTitle(args.title);
    const problem = planProblem({ ...args, title }, Date.now()) ?? objectionableError([["Title", title]]);
    if (problem !== null) throw new ConvexError(problem);
    const shops = await Promise.all(args.shopIds.map((id) => ctx.db.get("shops", id)));
    if (shops.some((shop) => shop === null)) throw new ConvexError(MESSAGES.planShopGone);
    const invitees = await checkInvitees(ctx, ctx.userId, args.invitees, null);
    const open = await ctx.db
      .query("plans")
      .withIndex("by_organiser_ended", (q) => q.eq("organiserId", ctx.userId).eq("ended", false))
      .take(MAX_OPEN_PLANS);
    if (open.length >= MAX_OPEN_PLANS) throw new ConvexError(MESSAGES.tooManyPlans(MAX_OPEN_PLANS));
    const times = [...args.times].sort((a, b) => a - b);
    const planId = await ctx.db.insert("plans", {
      organiserId: ctx.userId,
      title,
      status: "open",
      ended: false,
      endsAt: planEnd({}, times),
    });
    for (const shopId of args.shopIds) await ctx.db.insert("planOptions", { planId, kind: "shop", shopId });
    for (const time of times) await ctx.db.insert("planOptions", { planId, kind: "time", time });
    await ctx.db.insert("planMembers", { planId, userId: ctx.userId, joinedBy: "organiser" });
    for (const userId of invitees) await ctx.db.insert("planMembers", { planId, userId, joinedBy: "invite" });
    const name = await organiserName(ctx, ctx.userId);
    await scheduleNotices(ctx, invitees, invitedNotice(planId, title, ctx.userId, name));
    return planId;
  },
});

/** The plan with every option's tally, who answered what, and who is in it; for its members only. */
export const get = queryWithUserId({
  args: { planId: v.string() },
  returns: planViewValidator,
  handler: async (ctx, { planId }) => planView(ctx, await memberPlan(ctx, planId, ctx.userId), ctx.userId),
});

/** The plans the caller is in, newest first. */
export const mine = queryWithUserId({
  args: {},
  returns: v.array(planSummaryValidator),
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("planMembers")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .order("desc")
      .take(MAX_LISTED_PLANS);
    const plans = await Promise.all(rows.map((row) => livePlan(ctx, row.planId)));
    return await Promise.all(plans.flatMap((plan) => (plan ? [planSummary(ctx, plan, ctx.userId)] : [])));
  },
});

/** The caller says yes, maybe or no to one shop or time; saying it again changes their answer. */
export const vote = mutationWithUserId({
  args: { planId: v.id("plans"), optionId: v.id("planOptions"), answer: planAnswer },
  returns: v.null(),
  handler: async (ctx, { planId, optionId, answer }) => {
    await enforceRateLimit(ctx, "planVote", ctx.userId);
    const plan = await memberPlan(ctx, planId, ctx.userId);
    refuseEnded(plan, Date.now());
    if (plan.status === "decided") throw new ConvexError(MESSAGES.planVotingClosed);
    const option = await ctx.db.get("planOptions", optionId);
    if (option === null || option.planId !== planId) throw new ConvexError(MESSAGES.planOptionUnknown);
    const row = await voteRow(ctx, planId, ctx.userId, optionId);
    if (row === null) await ctx.db.insert("planVotes", { planId, userId: ctx.userId, optionId, answer });
    else if (row.answer !== answer) await ctx.db.patch("planVotes", row._id, { answer });
    return null;
  },
});

/**
 * The organiser chooses the shop and the time; either left out is the best by the votes. Votes close, the plan
 * now ends a day after the chosen time, and everyone in it is told. Choosing again changes the choice.
 */
export const decide = mutationWithUserId({
  args: {
    planId: v.id("plans"),
    shopOptionId: v.optional(v.id("planOptions")),
    timeOptionId: v.optional(v.id("planOptions")),
  },
  returns: v.null(),
  handler: async (ctx, { planId, shopOptionId, timeOptionId }) => {
    await enforceRateLimit(ctx, "editPlan", ctx.userId);
    const plan = await organisedPlan(ctx, planId, ctx.userId);
    refuseEnded(plan, Date.now());
    const best = shopOptionId && timeOptionId ? null : await bestChoice(ctx, plan);
    const shop = shopOptionId ? await ctx.db.get("planOptions", shopOptionId) : best!.shop;
    const time = timeOptionId ? await ctx.db.get("planOptions", timeOptionId) : best!.time;
    if (shop === null || time === null) throw new ConvexError(MESSAGES.planNoVotesYet);
    if (shop.planId !== planId || shop.kind !== "shop" || time.planId !== planId || time.kind !== "time")
      throw new ConvexError(MESSAGES.planOptionUnknown);
    if (time.time <= Date.now()) throw new ConvexError(MESSAGES.planTimePast);
    const chosen = { chosenShopId: shop.shopId, chosenTime: time.time };
    await ctx.db.patch("plans", planId, { status: "decided", ...chosen, endsAt: planEnd(chosen, []) });
    const members = await membersOf(ctx, planId);
    const shopDoc = await ctx.db.get("shops", shop.shopId);
    await scheduleNotices(
      ctx,
      members.map((m) => m.userId),
      {
        planId,
        statement: planDecidedText(plan.title, shopDoc?.name ?? "a shop"),
        from: ctx.userId,
        planTime: time.time,
      },
    );
    return null;
  },
});

/** The organiser cancels the plan: it is gone at once for everyone, who are told; its rows leave in batches. */
export const cancel = mutationWithUserId({
  args: { planId: v.id("plans") },
  returns: v.null(),
  handler: async (ctx, { planId }) => {
    await enforceRateLimit(ctx, "editPlan", ctx.userId);
    const plan = await organisedPlan(ctx, planId, ctx.userId);
    await tellPlanGone(ctx, plan, "cancelled");
    await ctx.db.delete("plans", planId);
    await runStep(ctx, internal.plans.removalBatch, { planId });
    return null;
  },
});

const noticeValidator = v.object({
  planId: v.id("plans"),
  statement: v.string(),
  from: v.optional(v.id("users")),
  planTime: v.optional(v.number()),
});

/** Tells each of these people a plan's news (model/planNotices.ts). */
export const tellMembers = internalMutation({
  args: { userIds: v.array(v.id("users")), notice: noticeValidator },
  returns: v.null(),
  handler: async (ctx, { userIds, notice }) => {
    for (const userId of userIds) await tellPlanMember(ctx, userId, notice);
    return null;
  },
});

/** One batch of a cancelled plan's rows, then the next. */
export const removalBatch = internalMutation({
  args: { planId: v.id("plans") },
  returns: v.null(),
  handler: async (ctx, { planId }) => {
    if (await removePlanContents(ctx, planId)) await runStep(ctx, internal.plans.removalBatch, { planId });
    return null;
  },
});

/** Marks plans whose time has passed as ended (hourly, crons.ts), a batch at a time. */
export const endDue = internalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    const due = await ctx.db
      .query("plans")
      .withIndex("by_ended_ends", (q) => q.eq("ended", false).lte("endsAt", Date.now()))
      .take(PLAN_END_BATCH);
    for (const plan of due) await ctx.db.patch("plans", plan._id, { ended: true });
    if (due.length === PLAN_END_BATCH) await runStep(ctx, internal.plans.endDue, {});
    return null;
  },
});
