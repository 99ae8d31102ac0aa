import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { listVisibility } from "../tables/lists";
import { fullName } from "../rules/profile";
import { entryFor } from "./listEntries";
import { listIdsHolding, summaryOf, visibleSummaries } from "./listViews";

// What the shop panel's "Add to list" and "In 3 lists" read: the caller's lists with whether each holds the shop,
// and the lists holding it with their owners' names.

type Summary = Awaited<ReturnType<typeof summaryOf>>;

export const heldByValidator = v.object({
  _id: v.id("lists"),
  ownerId: v.id("users"),
  ownerName: v.string(),
  title: v.string(),
  description: v.string(),
  visibility: listVisibility,
  ranked: v.boolean(),
  entries: v.number(),
});

/** "In 3 lists": how many lists holding the shop the viewer may see, whether the scan reached them all, and them. */
export const heldValidator = v.object({ count: v.number(), complete: v.boolean(), lists: v.array(heldByValidator) });

/** The lists holding a shop that `viewerId` may see (null: a visitor, who sees the public ones). */
export async function listsHolding(ctx: Pick<QueryCtx, "db">, shopId: Id<"shops">, viewerId: Id<"users"> | null) {
  const { listIds, complete } = await listIdsHolding(ctx, shopId);
  const lists = await withOwnerNames(ctx, await visibleSummaries(ctx, listIds, viewerId));
  return { count: lists.length, complete, lists };
}

const nameOf = (user: Doc<"users"> | null) => (user ? fullName(user) || user.name || "A member" : "A member");

/** The summaries with their owners' names (a list whose owner has gone is left out by the summaries already). */
export async function withOwnerNames(ctx: Pick<QueryCtx, "db">, lists: Summary[]) {
  const owners = await Promise.all(lists.map((list) => ctx.db.get("users", list.ownerId)));
  return lists.map((list, i) => ({ ...list, ownerName: nameOf(owners[i]) }));
}

export const pickableValidator = v.object({
  _id: v.id("lists"),
  title: v.string(),
  visibility: listVisibility,
  entries: v.number(),
  owned: v.boolean(),
  // The shop's entry on the list (unticking removes it), or null.
  entryId: v.union(v.null(), v.id("listEntries")),
});

/** One of the caller's lists as the picker shows it, with the shop's entry on it. */
export async function pickable(ctx: Pick<QueryCtx, "db">, list: Doc<"lists">, shopId: Id<"shops">, owned: boolean) {
  const [summary, entry] = await Promise.all([summaryOf(ctx, list), entryFor(ctx, list._id, shopId)]);
  return {
    _id: list._id,
    title: list.title,
    visibility: list.visibility,
    entries: summary.entries,
    owned,
    entryId: entry?._id ?? null,
  };
}
