import type { Id } from "@convex/_generated/dataModel";
import type { MutationCtx } from "@convex/_generated/server";
import { PLAN_END_DELAY } from "@convex/rules/plans";
import { insertShop } from "./testData";

// Coffee plans written straight into the database (spending no limit): for the authorization matrix, the rate
// limits' proofs, the cost bench and the conflict check. Tests of the plan functions themselves go through them.

export type PlanRows = {
  planId: Id<"plans">;
  shops: Id<"planOptions">[];
  times: Id<"planOptions">[];
  shopIds: Id<"shops">[];
};

/** A day from now, on the minute: a candidate time in the future. */
export const tomorrow = (hours = 0) => Math.floor((Date.now() + PLAN_END_DELAY + hours * 3_600_000) / 60_000) * 60_000;

/**
 * An open plan of `organiserId` with `shopCount` new shops and `timeCount` times a day or more ahead, the organiser
 * and `members` in it; `linkToken` opens its link.
 */
export async function insertPlan(
  ctx: MutationCtx,
  organiserId: Id<"users">,
  {
    members = [],
    shopCount = 2,
    timeCount = 1,
    linkToken,
    title = "Saturday catch-up",
  }: {
    members?: Id<"users">[];
    shopCount?: number;
    timeCount?: number;
    linkToken?: string;
    title?: string;
  } = {},
): Promise<PlanRows> {
  const times = Array.from({ length: timeCount }, (_, i) => tomorrow(i));
  const planId = await ctx.db.insert("plans", {
    organiserId,
    title,
    status: "open",
    ended: false,
    endsAt: Math.max(...times) + PLAN_END_DELAY,
    ...(linkToken ? { linkToken } : {}),
  });
  const shopIds: Id<"shops">[] = [];
  const shops: Id<"planOptions">[] = [];
  for (let i = 0; i < shopCount; i++) {
    const shopId = await insertShop(ctx, organiserId, { name: `Plan shop ${i}`, streetAddress: `${i + 1} Plan St` });
    shopIds.push(shopId);
    shops.push(await ctx.db.insert("planOptions", { planId, kind: "shop", shopId }));
  }
  const timeIds: Id<"planOptions">[] = [];
  for (const time of times) timeIds.push(await ctx.db.insert("planOptions", { planId, kind: "time", time }));
  await ctx.db.insert("planMembers", { planId, userId: organiserId, joinedBy: "organiser" });
  for (const userId of members) await ctx.db.insert("planMembers", { planId, userId, joinedBy: "invite" });
  return { planId, shops, times: timeIds, shopIds };
}
