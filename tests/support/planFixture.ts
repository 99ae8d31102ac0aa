import type { Id } from "@convex/_generated/dataModel";
import type { SandboxBackend } from "../../sandbox/backend";
import { signUp } from "./backendHarness";
import { insertPlan, type PlanRows } from "./planData";

// The coffee plans the authorization matrix's rows act on (tests/backend/authorization/plans.ts), written straight
// into the database so they spend no limit. Their own organiser and member, so that no other domain's rows meet a
// plan or a follow of theirs.

export type PlanWorld = {
  organiser: Awaited<ReturnType<typeof signUp>>;
  /** In `open`, and leaves it. */
  member: Awaited<ReturnType<typeof signUp>>;
  /** Someone the organiser follows, to invite (never calls, so a bare user row). */
  invitee: Id<"users">;
  /** Voted on; its link is opened and closed. */
  open: PlanRows;
  /** Decided by its row. */
  decidable: PlanRows;
  /** Its link open (`token`), never changed by a row. */
  joinable: PlanRows;
  token: string;
  /** Cancelled by its row. */
  doomed: PlanRows;
};

export const PLAN_TOKEN = "PlanPlanPlanPlanPlanPlan";

export async function createPlanWorld(backend: SandboxBackend): Promise<PlanWorld> {
  const organiser = await signUp(backend);
  const member = await signUp(backend);
  const rows = await backend.t.run(async (ctx) => {
    const invitee = await ctx.db.insert("users", { name: "Plan invitee" });
    await ctx.db.insert("follows", { followerId: organiser.userId, followeeId: invitee });
    const plan = (options: Parameters<typeof insertPlan>[2] = {}) => insertPlan(ctx, organiser.userId, options);
    return {
      invitee,
      open: await plan({ members: [member.userId] }),
      decidable: await plan(),
      joinable: await plan({ linkToken: PLAN_TOKEN }),
      token: PLAN_TOKEN,
      doomed: await plan(),
    };
  });
  return { organiser, member, ...rows };
}
