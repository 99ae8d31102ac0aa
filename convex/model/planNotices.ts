import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { MAX_PLAN_MEMBERS, planInvitedText, planOrganiserLeftText } from "../rules/plans";
import { fullName } from "../rules/profile";
import { blockRow } from "./blocks";
import { countNewRow, notificationCountsOf } from "./notifications";

// A coffee plan's notices (docs/product.md, "Coffee plans"): invited, decided, cancelled, gone with its
// organiser. Each is its own row, never grouped: every one is news about one plan. Written by the plan's
// scheduled job (convex/plans.ts tellMembers), so an organiser's call never writes anyone else's counter.

export type PlanNotice = {
  planId: Id<"plans">;
  statement: string;
  /** The organiser, when they still have an account: a member who blocked them hears nothing from them. */
  actorId?: Id<"users">;
  actorName: string;
  planTime?: number;
};

export async function tellPlanMember(ctx: MutationCtx, to: Id<"users">, notice: PlanNotice): Promise<void> {
  const { planId, statement, actorId, actorName, planTime } = notice;
  if (actorId === to) return;
  if (actorId !== undefined && (await blockRow(ctx, to, actorId)) !== null) return;
  await ctx.db.insert("notifications", {
    userId: to,
    kind: "plan",
    key: `plan:${planId}`,
    actorName,
    others: [],
    statement,
    planId,
    ...(actorId ? { actorId } : {}),
    ...(planTime ? { planTime } : {}),
  });
  await countNewRow(ctx, to, await notificationCountsOf(ctx, to), actorId);
}

/** Schedules a notice to each of these people (a job, so the acting call writes nobody else's counter). */
export async function scheduleNotices(ctx: MutationCtx, userIds: Id<"users">[], notice: PlanNotice): Promise<void> {
  if (userIds.length > 0) await ctx.scheduler.runAfter(0, internal.plans.tellMembers, { userIds, notice });
}

/** The organiser as notices name them. */
export async function organiserName(ctx: Pick<QueryCtx, "db">, userId: Id<"users">): Promise<string> {
  const user = await ctx.db.get("users", userId);
  return (user && (fullName(user) || user.name)) || "Someone";
}

/** "Ana Lopez invited you to plan a coffee: Saturday catch-up". */
export const invitedNotice = (
  planId: Id<"plans">,
  title: string,
  actorId: Id<"users">,
  actorName: string,
): PlanNotice => ({ planId, statement: planInvitedText(actorName, title), actorId, actorName });

/**
 * The organiser deleted their account: everyone else in the plan is told it is gone, once (the erasure's step
 * runs again while the plan's rows last, so a plan already told is marked by its cleared title).
 */
export async function tellOrganiserLeft(ctx: MutationCtx, plan: Doc<"plans">): Promise<void> {
  if (plan.title === "" || plan.ended || plan.endsAt <= Date.now()) return;
  const members = await ctx.db
    .query("planMembers")
    .withIndex("by_plan_user", (q) => q.eq("planId", plan._id))
    .take(MAX_PLAN_MEMBERS);
  const others = members.filter((m) => m.userId !== plan.organiserId).map((m) => m.userId);
  await scheduleNotices(ctx, others, {
    planId: plan._id,
    statement: planOrganiserLeftText(plan.title),
    actorName: "Brew Map",
  });
  await ctx.db.patch("plans", plan._id, { title: "" });
}
