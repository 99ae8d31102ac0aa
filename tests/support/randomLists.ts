import fc from "fast-check";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { createBackend, signUp } from "./backendHarness";

// Random use of shared lists for the consistency property test: lists made and deleted, editors joining by the
// invite link, shops added, taken off and moved between neighbours (by editors, or refused for anyone else).

type Actor = Awaited<ReturnType<typeof signUp>>;

export type ListStep =
  | { kind: "list"; by: number }
  | { kind: "listJoin"; list: number; by: number }
  | { kind: "listAdd"; list: number; by: number; shop: number }
  | { kind: "listTakeOff"; list: number; by: number; entry: number }
  | { kind: "listMove"; list: number; by: number; entry: number; to: number }
  | { kind: "listDelete"; list: number; byOwner: boolean; by: number };

const LIST_KINDS = new Set<string>(["list", "listJoin", "listAdd", "listTakeOff", "listMove", "listDelete"]);

export const isListStep = (step: { kind: string }): step is ListStep => LIST_KINDS.has(step.kind);

const pick = (kind: string, fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record({ kind: fc.constant(kind), ...fields }) as fc.Arbitrary<ListStep>;

/** List steps, weighted as the other steps are (added to randomStep's choices). */
export const randomListSteps: { weight: number; arbitrary: fc.Arbitrary<ListStep> }[] = [
  { weight: 1, arbitrary: pick("list", { by: fc.nat() }) },
  { weight: 1, arbitrary: pick("listJoin", { list: fc.nat(), by: fc.nat() }) },
  { weight: 3, arbitrary: pick("listAdd", { list: fc.nat(), by: fc.nat(), shop: fc.nat() }) },
  { weight: 1, arbitrary: pick("listTakeOff", { list: fc.nat(), by: fc.nat(), entry: fc.nat() }) },
  { weight: 2, arbitrary: pick("listMove", { list: fc.nat(), by: fc.nat(), entry: fc.nat(), to: fc.nat() }) },
  { weight: 1, arbitrary: pick("listDelete", { list: fc.nat(), byOwner: fc.boolean(), by: fc.nat() }) },
];

type World = {
  backend: Awaited<ReturnType<typeof createBackend>>;
  users: Actor[];
  shops: Id<"shops">[];
  lists: { id: Id<"lists">; owner: Actor }[];
};

async function refusedOrDone<T>(action: Promise<T>): Promise<T | undefined> {
  try {
    return await action;
  } catch (error) {
    if ((error as Error).name !== "ConvexError") throw error;
    return undefined;
  }
}

async function entriesOf(world: World, listId: Id<"lists">): Promise<Id<"listEntries">[]> {
  return await world.backend.t.run(async (ctx) =>
    (
      await ctx.db
        .query("listEntries")
        .withIndex("by_list_order", (q) => q.eq("listId", listId))
        .collect()
    ).map((entry) => entry._id),
  );
}

/** Runs one list step through the real functions; a refusal the app explains is part of random use. */
export async function runListStep(world: World, step: ListStep, n: number): Promise<void> {
  const who = world.users[step.by % world.users.length]!;
  if (step.kind === "list") {
    const visibility = (["public", "friends", "private"] as const)[n % 3]!;
    const id = await refusedOrDone(
      who.as.mutation(api.lists.create, { title: `List ${n}`, description: "", visibility, ranked: n % 2 === 0 }),
    );
    if (id !== undefined) world.lists.push({ id, owner: who });
    return;
  }
  if (world.lists.length === 0) return;
  const index = step.list % world.lists.length;
  const list = world.lists[index]!;
  if (step.kind === "listJoin") {
    const token = await refusedOrDone(list.owner.as.mutation(api.lists.createLink, { listId: list.id }));
    if (token !== undefined) await refusedOrDone(who.as.mutation(api.lists.joinByLink, { token }));
  } else if (step.kind === "listAdd") {
    const shopId = world.shops[step.shop % world.shops.length]!;
    await refusedOrDone(who.as.mutation(api.listEntries.add, { listId: list.id, shopId }));
  } else if (step.kind === "listDelete") {
    const remover = step.byOwner ? list.owner : who;
    const removed = await refusedOrDone(remover.as.mutation(api.lists.remove, { listId: list.id }));
    if (removed === null) world.lists.splice(index, 1);
  } else {
    const entries = await entriesOf(world, list.id);
    if (entries.length === 0) return;
    const entryId = entries[step.entry % entries.length]!;
    if (step.kind === "listTakeOff") {
      await refusedOrDone(who.as.mutation(api.listEntries.remove, { entryId }));
      return;
    }
    // Dropped between two neighbours of the order without it (or at either end).
    const others = entries.filter((id) => id !== entryId);
    const at = step.to % (others.length + 1);
    await refusedOrDone(
      who.as.mutation(api.listEntries.move, { entryId, after: others[at - 1] ?? null, before: others[at] ?? null }),
    );
  }
}

/** The list every run starts with, so list steps have something to work on from the first. */
export async function firstList(owner: Actor): Promise<{ id: Id<"lists">; owner: Actor }> {
  const id = await owner.as.mutation(api.lists.create, {
    title: "Best cortados",
    description: "",
    visibility: "public",
    ranked: true,
  });
  return { id, owner };
}

/** Lists whose owner left go with them. */
export function forgetListsOf(world: World, leaving: Actor): void {
  for (let i = world.lists.length - 1; i >= 0; i--) if (world.lists[i]!.owner === leaving) world.lists.splice(i, 1);
}
