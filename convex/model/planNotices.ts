import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { MAX_NOTIFICATIONS } from "../rules/notifications";
import { planCancelledText, planInvitedText, planOrganiserLeftText } from "../rules/plans";
import { fullName } from "../rules/profile";
import { blockRow } from "./blocks";
import { countNewRow, deleteNotifications, notificationCountsOf } from "./notifications";
import { membersOf } from "./plans";
import { runStep } from "./backgroundSteps";

// A coffee plan's notices (docs/product.md, "Coffee plans"): invited, decided, cancelled, gone with its
// organiser. Each is its own row, never grouped, keyed by the plan; it names no actor (the organiser's name is in
// the sentence), and a plan's notices go when it is cancelled or erased, so none outlives the account it names.
// Written by a scheduled job (convex/plans.ts tellMembers), so an organiser's call writes nobody else's counter.

export type PlanNotice = {
  planId: Id<"plans">;
  statement: string;
  /** Who it is from, for the block check only: a member who blocked the organiser hears nothing from them. */
  from?: Id<"users">;
  planTime?: number;
};

const planKey = (planId: Id<"plans">) => `plan:${planId}`;

export async function tellPlanMember(ctx: MutationCtx, to: Id<"users">, notice: PlanNotice): Promise<void> {
  const { planId, statement, from, planTime } = notice;
  if (from === to) return;
  if (from !== undefined && (await blockRow(ctx, to, from)) !== null) return;
  await ctx.db.insert("notifications", {
    userId: to,
    kind: "plan",
    key: planKey(planId),
    actorName: "",
    others: [],
    statement,
    planId,
    ...(planTime ? { planTime } : {}),
  });
  await countNewRow(ctx, to, await notificationCountsOf(ctx, to));
}

/** Schedules a notice to each of these people (a job, so the acting call writes nobody else's counter). */
export async function scheduleNotices(ctx: MutationCtx, userIds: Id<"users">[], notice: PlanNotice): Promise<void> {
  if (userIds.length > 0) await runStep(ctx, internal.plans.tellMembers, { userIds, notice });
}

/** The organiser as notices name them. */
export async function organiserName(ctx: Pick<QueryCtx, "db">, userId: Id<"users">): Promise<string> {
  const user = await ctx.db.get("users", userId);
  return (user && (fullName(user) || user.name)) || "Someone";
}

/** "Ana Lopez invited you to plan a coffee: Saturday catch-up". */
export const invitedNotice = (planId: Id<"plans">, title: string, from: Id<"users">, name: string): PlanNotice => ({
  planId,
  statement: planInvitedText(name, title),
  from,
});

/** A person's notices of one plan go (they left it, or it is gone): counts follow. */
export async function forgetPlanNotices(ctx: MutationCtx, planId: Id<"plans">, userId: Id<"users">): Promise<void> {
  const rows = await ctx.db
    .query("notifications")
    .withIndex("by_user_key", (q) => q.eq("userId", userId).eq("key", planKey(planId)))
    .take(MAX_NOTIFICATIONS);
  await deleteNotifications(ctx, userId, rows);
}

/**
 * The plan is gone (cancelled, or its organiser deleted their account): its notices go, and while its time had
 * not passed everyone else in it is told, in a sentence that names no one.
 */
export async function tellPlanGone(ctx: MutationCtx, plan: Doc<"plans">, why: "cancelled" | "organiserLeft") {
  const members = await membersOf(ctx, plan._id);
  const others = members.map((m) => m.userId).filter((id) => id !== plan.organiserId);
  for (const userId of others) await forgetPlanNotices(ctx, plan._id, userId);
  if (plan.ended || plan.endsAt <= Date.now()) return;
  const statement = why === "cancelled" ? planCancelledText(plan.title) : planOrganiserLeftText(plan.title);
  await scheduleNotices(ctx, others, { planId: plan._id, statement });
}
