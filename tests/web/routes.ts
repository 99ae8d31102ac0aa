import { inject } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ROUTES, paths, type RouteName } from "@/lib/routes";
import { callSandbox } from "../support/browser";
import { AVA, BEN } from "../support/demoAccounts";
import { tomorrow } from "../support/planData";
import { signInOverHttp } from "../support/sandboxApi";

/**
 * The route patterns of src/app/App.tsx: its route table, src/lib/routes.ts. ESLint refuses a literal route path in
 * App.tsx, so a route outside the table (which this list would miss) cannot be added.
 */
export function appRoutes(): string[] {
  return Object.values(ROUTES);
}

/** A concrete URL for each route pattern, with real seeded ids where the route takes one. */
export async function concretePaths(): Promise<string[]> {
  const { token: ben } = await signInOverHttp(inject("sandboxUrl"), BEN);
  const me = (await callSandbox("query", api.users.me, {}, ben))!;
  const [state] = await callSandbox("query", api.shops.states, {}, ben);
  const [city] = await callSandbox("query", api.shops.cities, { state: state! }, ben);
  const [shop, second] = (
    await callSandbox(
      "query",
      api.shops.inCity,
      { state: state!, city: city!, paginationOpts: { numItems: 100, cursor: null } },
      ben,
    )
  ).page;
  // The browser tests sign in as Ava: her own review, so the edit form itself is what they see.
  const { token: ava, userId: avaId } = await signInOverHttp(inject("sandboxUrl"), AVA);
  const {
    page: [review],
  } = await callSandbox(
    "query",
    api.reviews.listForUser,
    { userId: avaId as Id<"users">, paginationOpts: { numItems: 1, cursor: null } },
    ava,
  );
  // A list of Ava's with one shop, and its invite link (opened by its owner, it joins nobody).
  const listId = await callSandbox(
    "mutation",
    api.lists.create,
    { title: "Axe's list", description: "Checked", visibility: "public", ranked: true },
    ava,
  );
  await callSandbox("mutation", api.listEntries.add, { listId, shopId: shop!._id }, ava);
  const linkToken = await callSandbox("mutation", api.lists.createLink, { listId }, ava);
  // Ava's coffee plan, with its invite link open (opening the link as its organiser joins nothing).
  const shopIds = [shop!._id, second!._id];
  const planId = await callSandbox(
    "mutation",
    api.plans.create,
    { title: "Coffee", shopIds, times: [tomorrow()], invitees: [] },
    ava,
  );
  const token = await callSandbox("mutation", api.planMembers.createLink, { planId }, ava);
  const withParameters: Partial<Record<RouteName, string>> = {
    plan: paths.plan(planId),
    joinPlan: paths.joinPlan(token),
    list: paths.list(listId),
    joinList: paths.joinList(linkToken),
    otherUser: paths.otherUser(me._id, me.firstName),
    beans: paths.beans(shop!.publicId),
    editReview: paths.editReview(review!._id),
  };
  return (Object.keys(ROUTES) as RouteName[]).map((name) => {
    const path = withParameters[name] ?? ROUTES[name];
    if (path.includes("/:")) throw new Error(`concretePaths: give ${ROUTES[name]} a real value for its parameter`);
    return path;
  });
}

/** The links people share, which a visitor (nobody signed in) reads: the map with a shop open, and a profile (decisions 15, 30). */
export async function sharedLinks(): Promise<string[]> {
  const { token } = await signInOverHttp(inject("sandboxUrl"), BEN);
  const me = (await callSandbox("query", api.users.me, {}, token))!;
  const [state] = await callSandbox("query", api.shops.states, {}, token);
  const [city] = await callSandbox("query", api.shops.cities, { state: state! }, token);
  const [shop] = (
    await callSandbox(
      "query",
      api.shops.inCity,
      { state: state!, city: city!, paginationOpts: { numItems: 100, cursor: null } },
      token,
    )
  ).page;
  return [paths.home({ shop: shop!._id }), paths.otherUser(me._id, me.firstName)];
}
