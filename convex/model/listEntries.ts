import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { MAX_LIST_ENTRIES } from "../rules/lists";
import { MESSAGES } from "../rules/messages";
import { appendKey, keyBetween } from "../rules/orderKeys";
import { queueListEntries } from "./sharedTotals";

// A list's entries: every write to listEntries is here. An entry holds its place as an order key between its
// neighbours' (decision 32), so adding, moving, noting or removing one writes that entry alone; the list's count
// follows in a shared-totals job (decision 25).

/** Entries, editors or counts deleted per transaction when a list goes. */
export const LIST_REMOVAL_BATCH = 100;

/** The list's entry for a shop, or null. */
export async function entryFor(ctx: Pick<QueryCtx, "db">, listId: Id<"lists">, shopId: Id<"shops">) {
  return await ctx.db
    .query("listEntries")
    .withIndex("by_list_shop", (q) => q.eq("listId", listId).eq("shopId", shopId))
    .first();
}

/** Adds a shop at the end of the list; refused when the list has it already or is full. */
export async function addEntry(
  ctx: MutationCtx,
  list: Doc<"lists">,
  entry: { shopId: Id<"shops">; note: string; addedBy: Id<"users"> },
): Promise<Id<"listEntries">> {
  if ((await ctx.db.get("shops", entry.shopId)) === null) throw new ConvexError(MESSAGES.shopNotFound);
  if ((await entryFor(ctx, list._id, entry.shopId)) !== null) throw new ConvexError(MESSAGES.listShopAlreadyThere);
  // The mark the count's job sets at the cap, not the count, which the job writes at every addition (decision 37).
  if (list.full === true) throw new ConvexError(MESSAGES.listFull(MAX_LIST_ENTRIES));
  const id = await ctx.db.insert("listEntries", { listId: list._id, ...entry, orderKey: appendKey(Date.now()) });
  await queueListEntries(ctx, list._id, 1);
  return id;
}

/** Takes an entry off its list. */
export async function deleteEntry(ctx: MutationCtx, entry: Doc<"listEntries">): Promise<void> {
  await ctx.db.delete("listEntries", entry._id);
  await queueListEntries(ctx, entry.listId, -1);
}

/** A neighbour the client named: the entry, while it is still on the same list (and is not the one moving). */
async function neighbour(ctx: MutationCtx, moving: Doc<"listEntries">, id: Id<"listEntries"> | null) {
  if (id === null || id === moving._id) return null;
  const entry = await ctx.db.get("listEntries", id);
  return entry !== null && entry.listId === moving.listId ? entry : null;
}

/** The key of the entry next to `key` on the list (after it, or before it), leaving out the one moving. */
async function keyNextTo(ctx: MutationCtx, moving: Doc<"listEntries">, key: string, side: "after" | "before") {
  const rows = await ctx.db
    .query("listEntries")
    .withIndex("by_list_order", (q) =>
      side === "after"
        ? q.eq("listId", moving.listId).gt("orderKey", key)
        : q.eq("listId", moving.listId).lt("orderKey", key),
    )
    .order(side === "after" ? "asc" : "desc")
    .take(2);
  return rows.find((row) => row._id !== moving._id)?.orderKey ?? null;
}

/**
 * Moves an entry between the two neighbours the client saw (`after` the one above it, `before` the one below;
 * null at an end). It reads only those two entries, so moves of other entries never meet it. When a named
 * neighbour was removed meanwhile, the entry goes next to the other one; when both were, it stays where it is.
 */
export async function moveEntry(
  ctx: MutationCtx,
  entry: Doc<"listEntries">,
  names: { after: Id<"listEntries"> | null; before: Id<"listEntries"> | null },
): Promise<string> {
  const [above, below] = [await neighbour(ctx, entry, names.after), await neighbour(ctx, entry, names.before)];
  let low = above?.orderKey ?? null;
  let high = below?.orderKey ?? null;
  if (above === null && below === null) return entry.orderKey;
  if (above !== null && below !== null && above.orderKey >= below.orderKey) high = null; // their order changed
  if (above !== null && high === null && names.before !== null)
    high = await keyNextTo(ctx, entry, above.orderKey, "after");
  if (below !== null && low === null && names.after !== null)
    low = await keyNextTo(ctx, entry, below.orderKey, "before");
  const orderKey = keyBetween(low, high);
  await ctx.db.patch("listEntries", entry._id, { orderKey });
  return orderKey;
}

/** One batch of a deleted list's entries, editors and count; says whether more may be left. */
export async function removeListContents(ctx: MutationCtx, listId: Id<"lists">): Promise<boolean> {
  const entries = await ctx.db
    .query("listEntries")
    .withIndex("by_list_order", (q) => q.eq("listId", listId))
    .take(LIST_REMOVAL_BATCH);
  for (const entry of entries) await ctx.db.delete("listEntries", entry._id);
  const editors = await ctx.db
    .query("listEditors")
    .withIndex("by_list_user", (q) => q.eq("listId", listId))
    .take(LIST_REMOVAL_BATCH);
  for (const editor of editors) await ctx.db.delete("listEditors", editor._id);
  const counts = await ctx.db
    .query("listCounts")
    .withIndex("by_list", (q) => q.eq("listId", listId))
    .take(LIST_REMOVAL_BATCH);
  for (const row of counts) await ctx.db.delete("listCounts", row._id);
  return entries.length === LIST_REMOVAL_BATCH || editors.length === LIST_REMOVAL_BATCH;
}
