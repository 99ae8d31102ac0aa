import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { SandboxBackend } from "../../sandbox/backend";
import { signUp } from "./backendHarness";
import { tomorrow } from "./planData";
import { insertShop } from "./testData";

// Coffee plans in the backend tests (tests/backend/plans/), made through the real functions: an organiser, the
// friends they follow and invite, and the plan's options as its page reads them.

export type PlanActor = Awaited<ReturnType<typeof signUp>>;

/** `count` shops named "Bean 0", "Bean 1", … */
export async function planShops(backend: SandboxBackend, who: Id<"users">, count: number) {
  const ids: Id<"shops">[] = [];
  for (let i = 0; i < count; i++)
    ids.push(await backend.t.run((ctx) => insertShop(ctx, who, { name: `Bean ${i}`, streetAddress: `${i} Plan Ave` })));
  return ids;
}

/**
 * Olive organises "Saturday catch-up" with `shops` shops and `times` times (an hour apart, from a day ahead),
 * inviting `friends` people she follows.
 */
export async function organiserWithPlan(backend: SandboxBackend, { shops = 3, times = 2, friends = 2 } = {}) {
  const organiser = await signUp(backend, { firstName: "Olive", lastName: "Organiser" });
  const invited: PlanActor[] = [];
  for (let i = 0; i < friends; i++) {
    const friend = await signUp(backend);
    await organiser.as.mutation(api.follows.follow, { userId: friend.userId });
    invited.push(friend);
  }
  const shopIds = await planShops(backend, organiser.userId, shops);
  const planId = await organiser.as.mutation(api.plans.create, {
    title: "Saturday catch-up",
    shopIds,
    times: Array.from({ length: times }, (_, i) => tomorrow(i)),
    invitees: invited.map((friend) => friend.userId),
  });
  const view = await organiser.as.query(api.plans.get, { planId });
  return { organiser, invited, planId, shopIds, shops: view.shops, times: view.times };
}
