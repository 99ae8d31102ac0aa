import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { SandboxBackend } from "../../sandbox/backend";
import { establish, signUp } from "./backendHarness";
import { insertShop } from "./testData";

// Shared lists in the backend tests (tests/backend/lists/): an owner with a list, shops to put on it, and the
// refusal a call ends in.

export type ListActor = Awaited<ReturnType<typeof signUp>>;

/** The message a call was refused with, or "ok". */
export const outcomeOf = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => "ok",
    (error: { data?: unknown }) => error.data ?? String(error),
  );

/** `count` shops, named "Cup 0", "Cup 1", …, added by `who`. */
export async function listShops(backend: SandboxBackend, who: Id<"users">, count: number) {
  const ids: Id<"shops">[] = [];
  for (let i = 0; i < count; i++)
    ids.push(await backend.t.run((ctx) => insertShop(ctx, who, { name: `Cup ${i}`, streetAddress: `${i} List St` })));
  return ids;
}

/** Olive, established, with a list of the given visibility. */
export async function ownerWithList(backend: SandboxBackend, visibility: "public" | "friends" | "private" = "private") {
  const owner = await signUp(backend);
  await establish(backend, owner.userId);
  const listId = await owner.as.mutation(api.lists.create, {
    title: "Espresso crawl",
    description: "Where to go on a Saturday",
    visibility,
    ranked: true,
  });
  return { owner, listId };
}

/** `who` follows `whom` (through the real function). */
export const follow = (who: ListActor, whom: ListActor) => who.as.mutation(api.follows.follow, { userId: whom.userId });

/** The names of a list's entries in their order, as `who` sees them. */
export async function entryNames(who: ListActor, listId: Id<"lists">) {
  return (await who.as.query(api.lists.get, { listId })).entries.map((entry) => entry.name);
}
