import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { EXPORT_LIMIT } from "../rules/account";
import { MAX_PLAN_OPTIONS } from "../rules/plans";

// A person's coffee plans in "Download my data" (account.exportData): the plans they organise with their
// candidates, the plans they are in, and every answer they gave.

const when = (time: number) => new Date(time).toISOString();

export async function exportPlans(ctx: Pick<QueryCtx, "db">, userId: Id<"users">) {
  const organised = await ctx.db
    .query("plans")
    .withIndex("by_organiser_ended", (q) => q.eq("organiserId", userId))
    .take(EXPORT_LIMIT);
  const plansOrganised = await Promise.all(
    organised.map(async (plan) => ({
      id: plan._id,
      title: plan.title,
      status: plan.status,
      createdAt: when(plan._creationTime),
      ...(plan.chosenShopId ? { chosenShopId: plan.chosenShopId } : {}),
      ...(plan.chosenTime ? { chosenTime: when(plan.chosenTime) } : {}),
      options: (
        await ctx.db
          .query("planOptions")
          .withIndex("by_plan", (q) => q.eq("planId", plan._id))
          .take(MAX_PLAN_OPTIONS)
      ).map((option) => (option.kind === "shop" ? { shopId: option.shopId } : { time: when(option.time) })),
    })),
  );
  const memberships = await ctx.db
    .query("planMembers")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(EXPORT_LIMIT);
  const votes = await ctx.db
    .query("planVotes")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(EXPORT_LIMIT);
  return {
    plansOrganised,
    planMemberships: memberships.map((row) => ({
      planId: row.planId,
      joinedBy: row.joinedBy,
      since: when(row._creationTime),
    })),
    planVotes: votes.map((vote) => ({
      planId: vote.planId,
      optionId: vote.optionId,
      answer: vote.answer,
      at: when(vote._creationTime),
    })),
  };
}
