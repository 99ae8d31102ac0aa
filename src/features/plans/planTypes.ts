import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/** The plan as its page reads it (plans.get). */
export type PlanView = FunctionReturnType<typeof api.plans.get>;
export type PlanShop = PlanView["shops"][number];
export type PlanTime = PlanView["times"][number];
export type PlanOption = PlanShop | PlanTime;
export type Answer = "yes" | "maybe" | "no";

/** What the page lets the viewer do: vote while open, choose while not ended, nothing once ended. */
export type PlanPhase = "open" | "decided" | "ended";

export const phaseOf = (plan: Pick<PlanView, "status" | "ended" | "endsAt">, now: number): PlanPhase =>
  plan.ended || plan.endsAt <= now ? "ended" : plan.status;

/** A member's name by id, for "who answered what". */
export const namesOf = (plan: PlanView) => new Map(plan.members.map((m) => [m.userId, m.name || "Someone"]));
