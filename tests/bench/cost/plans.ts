// The cost rows of coffee plans: a plan of 20 people (the most one holds) with 5 shops and 4 times, every person
// having answered every option (180 votes), read and changed as its page will. The plans are written straight
// into the bench's data set the first time a row asks.
import type { Id } from "@convex/_generated/dataModel";
import { MAX_LISTED_PLANS, MAX_PLAN_MEMBERS, MAX_PLAN_SHOPS, MAX_PLAN_TIMES } from "@convex/rules/plans";
import type { Dataset } from "../dataset";
import { t } from "./backend";
import { CONSTANT, ownWrite, type Budget, type Row } from "./budgets";
import type { Measurement } from "../meter";
import { insertPlan, tomorrow, type PlanRows } from "../../support/planData";

type BenchPlans = { full: PlanRows; decidable: PlanRows; spare: PlanRows; doomed: PlanRows; invitee: Id<"users"> };

const TOKEN = "BenchPlanBenchPlanBench1";
let made: Promise<BenchPlans> | undefined;

/** A full plan of the first bench user's, voted through, and another to decide; a small one; one to cancel. */
function benchPlans(d: Dataset): Promise<BenchPlans> {
  made ??= t.run(async (ctx) => {
    const organiserId = d.users[0]!;
    const members = d.users.slice(1, MAX_PLAN_MEMBERS);
    const full = async () => {
      const plan = await insertPlan(ctx, organiserId, {
        members,
        shopCount: MAX_PLAN_SHOPS,
        timeCount: MAX_PLAN_TIMES,
      });
      for (const userId of [organiserId, ...members])
        for (const optionId of [...plan.shops, ...plan.times])
          await ctx.db.insert("planVotes", { planId: plan.planId, userId, optionId, answer: "yes" });
      return plan;
    };
    const invitee = d.users[MAX_PLAN_MEMBERS + 5]!;
    await ctx.db.insert("follows", { followerId: organiserId, followeeId: invitee });
    return {
      full: await full(),
      decidable: await full(),
      spare: await insertPlan(ctx, organiserId, { members: [d.users[1]!], linkToken: TOKEN }),
      doomed: await insertPlan(ctx, organiserId, { members }),
      invitee,
    };
  });
  return made;
}

const prepare = async (d: Dataset) => void (await benchPlans(d));

/** The votes, each member and their name, each option and its shop, the plan and its organiser. */
const planRead = (m: Measurement): Budget => {
  const view = m.result as { members: unknown[]; shops: unknown[]; times: unknown[] };
  const options = view.shops.length + view.times.length;
  const votes = view.members.length * options;
  return {
    limit: votes + 2 * view.members.length + options + view.shops.length + CONSTANT,
    rule: `votes (${votes}) + 2 × members + options + shops + ${CONSTANT}`,
  };
};

export const PLAN_ROWS: Record<string, Row> = {
  "plans:get": {
    prepare,
    screen: `plan page: ${MAX_PLAN_MEMBERS} people × ${MAX_PLAN_SHOPS + MAX_PLAN_TIMES} options, all answered`,
    args: async (d) => ({ planId: (await benchPlans(d)).full.planId }),
    budget: planRead,
    naive: [],
  },
  "plans:mine": {
    prepare,
    screen: "My plans",
    args: () => ({}),
    budget: () => ({
      limit: 4 * MAX_LISTED_PLANS + CONSTANT,
      rule: `4 × plans listed at most (${MAX_LISTED_PLANS}): the row, the plan, its organiser, the shop chosen`,
    }),
    naive: [],
  },
  "plans:create": {
    prepare,
    screen: "new plan: 5 shops, 4 times, 1 invitee",
    args: async (d) => ({
      title: "Bench coffee",
      shopIds: (await benchPlans(d)).full.shopIds,
      times: [0, 1, 2, 3].map((hours) => tomorrow(hours)),
      invitees: [(await benchPlans(d)).invitee],
    }),
    budget: ownWrite,
    naive: [],
  },
  "plans:vote": {
    prepare,
    screen: "plan page: a person changes their answer",
    as: (d) => d.users[3]!,
    args: async (d) => {
      const { full } = await benchPlans(d);
      return { planId: full.planId, optionId: full.shops[2]!, answer: "maybe" };
    },
    budget: ownWrite,
    naive: [],
  },
  "plans:decide": {
    prepare,
    screen: "plan page: Use the best by votes (reads every vote)",
    args: async (d) => ({ planId: (await benchPlans(d)).decidable.planId }),
    budget: () => {
      const options = MAX_PLAN_SHOPS + MAX_PLAN_TIMES;
      return {
        limit: MAX_PLAN_MEMBERS * options + 3 * MAX_PLAN_MEMBERS + 2 * options + CONSTANT,
        rule: `votes (${MAX_PLAN_MEMBERS * options}) + 3 × members (row, name, and again to tell them) + 2 × options + ${CONSTANT}`,
      };
    },
    naive: [],
  },
  "plans:cancel": {
    prepare,
    screen: "plan page: cancel (rows leave in scheduled batches)",
    args: async (d) => ({ planId: (await benchPlans(d)).doomed.planId }),
    budget: ownWrite,
    naive: [],
  },
  "planMembers:invite": {
    prepare,
    screen: "plan page: invite someone followed",
    args: async (d) => ({ planId: (await benchPlans(d)).spare.planId, userIds: [(await benchPlans(d)).invitee] }),
    budget: ownWrite,
    naive: [],
  },
  "planMembers:createLink": {
    prepare,
    screen: "plan page: new invite link",
    // Not the spare plan: the rows run by name, and joinByLink comes after with the spare plan's secret.
    args: async (d) => ({ planId: (await benchPlans(d)).doomed.planId }),
    budget: ownWrite,
    naive: [],
  },
  "planMembers:revokeLink": {
    prepare,
    screen: "plan page: turn the link off",
    args: async (d) => ({ planId: (await benchPlans(d)).doomed.planId }),
    budget: ownWrite,
    naive: [],
  },
  "planMembers:joinByLink": {
    prepare,
    screen: "plan invite link: join",
    as: (d) => d.users[MAX_PLAN_MEMBERS + 10]!,
    args: () => ({ token: TOKEN }),
    budget: ownWrite,
    naive: [],
  },
  "planMembers:leave": {
    prepare,
    screen: "plan page: leave",
    as: (d) => d.users[1]!,
    args: async (d) => ({ planId: (await benchPlans(d)).spare.planId }),
    budget: ownWrite,
    naive: [],
  },
};
