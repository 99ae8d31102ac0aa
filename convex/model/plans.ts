import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { MESSAGES } from "../rules/messages";
import { MAX_PLAN_MEMBERS, MAX_PLAN_OPTIONS, MAX_PLAN_VOTES } from "../rules/plans";

// Who stands where to a coffee plan (its organiser, its members, everyone else) and the reads of its rows. A plan
// whose organiser deleted their account is gone at once, though its rows leave in the erasure's batches.

type Db = Pick<QueryCtx, "db">;

/** The plan, while its organiser's account stands; null once either is gone. */
export async function livePlan(ctx: Db, planId: Id<"plans">): Promise<Doc<"plans"> | null> {
  const plan = await ctx.db.get("plans", planId);
  if (plan === null) return null;
  const organiser = await ctx.db.get("users", plan.organiserId);
  return organiser === null || organiser.deletedAt !== undefined ? null : plan;
}

/** The person's membership of a plan, or null. */
export async function memberRow(ctx: Db, planId: Id<"plans">, userId: Id<"users">) {
  return await ctx.db
    .query("planMembers")
    .withIndex("by_plan_user", (q) => q.eq("planId", planId).eq("userId", userId))
    .first();
}

/** A plan the caller is in: refused as not found (unknown, or not theirs) or as gone. */
export async function memberPlan(ctx: Db, planId: string, userId: Id<"users">): Promise<Doc<"plans">> {
  const id = ctx.db.normalizeId("plans", planId);
  if (id === null) throw new ConvexError(MESSAGES.planNotFound);
  const plan = await livePlan(ctx, id);
  if (plan === null) throw new ConvexError(MESSAGES.planGone);
  if ((await memberRow(ctx, id, userId)) === null) throw new ConvexError(MESSAGES.planNotFound);
  return plan;
}

/** A plan the caller organises. */
export async function organisedPlan(ctx: Db, planId: Id<"plans">, userId: Id<"users">): Promise<Doc<"plans">> {
  const plan = await livePlan(ctx, planId);
  if (plan === null) throw new ConvexError(MESSAGES.planGone);
  if (plan.organiserId !== userId) throw new ConvexError(MESSAGES.planOrganiserOnly);
  return plan;
}

/** Refuses any change to a plan whose time has passed (`now` from the mutation's clock). */
export function refuseEnded(plan: Doc<"plans">, now: number): void {
  if (plan.ended || plan.endsAt <= now) throw new ConvexError(MESSAGES.planEnded);
}

/** The plan's options in the order made: shops first as the organiser listed them, then times. */
export async function optionsOf(ctx: Db, planId: Id<"plans">) {
  return await ctx.db
    .query("planOptions")
    .withIndex("by_plan", (q) => q.eq("planId", planId))
    .take(MAX_PLAN_OPTIONS);
}

export async function membersOf(ctx: Db, planId: Id<"plans">) {
  return await ctx.db
    .query("planMembers")
    .withIndex("by_plan_user", (q) => q.eq("planId", planId))
    .take(MAX_PLAN_MEMBERS);
}

/** Every vote on the plan: at most one per member and option. */
export async function votesOf(ctx: Db, planId: Id<"plans">) {
  return await ctx.db
    .query("planVotes")
    .withIndex("by_plan_user_option", (q) => q.eq("planId", planId))
    .take(MAX_PLAN_VOTES);
}

/** The caller's vote on one option, or null. */
export async function voteRow(ctx: Db, planId: Id<"plans">, userId: Id<"users">, optionId: Id<"planOptions">) {
  return await ctx.db
    .query("planVotes")
    .withIndex("by_plan_user_option", (q) => q.eq("planId", planId).eq("userId", userId).eq("optionId", optionId))
    .first();
}

/** Takes the person out of a plan: their membership and their votes. */
export async function leavePlan(ctx: MutationCtx, planId: Id<"plans">, userId: Id<"users">): Promise<void> {
  const votes = await ctx.db
    .query("planVotes")
    .withIndex("by_plan_user_option", (q) => q.eq("planId", planId).eq("userId", userId))
    .take(MAX_PLAN_OPTIONS);
  for (const vote of votes) await ctx.db.delete("planVotes", vote._id);
  const row = await memberRow(ctx, planId, userId);
  if (row !== null) await ctx.db.delete("planMembers", row._id);
}

/** One batch of a deleted plan's rows (votes, then options and members); true while more may be left. */
export async function removePlanContents(ctx: MutationCtx, planId: Id<"plans">): Promise<boolean> {
  const votes = await votesOf(ctx, planId);
  for (const vote of votes) await ctx.db.delete("planVotes", vote._id);
  const options = await optionsOf(ctx, planId);
  for (const option of options) await ctx.db.delete("planOptions", option._id);
  const members = await membersOf(ctx, planId);
  for (const member of members) await ctx.db.delete("planMembers", member._id);
  return votes.length === MAX_PLAN_VOTES || options.length === MAX_PLAN_OPTIONS || members.length === MAX_PLAN_MEMBERS;
}
