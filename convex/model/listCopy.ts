import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { MAX_LIST_ENTRIES } from "../rules/lists";
import { appendKey } from "../rules/orderKeys";
import { addToEntryCount } from "./lists";

// "Copy to a new list": a person's Want to try, Favourites or Been, as they show on the profile (newest first),
// written into a list they just made, in one bounded mutation: at most MAX_LIST_ENTRIES entries.

export type SavedKind = Doc<"savedShops">["list"];

/** The person's saved shops of one kind, newest first, shops since deleted left out; and whether more were left. */
export async function savedShopIds(ctx: MutationCtx, userId: Id<"users">, list: SavedKind) {
  const rows = await ctx.db
    .query("savedShops")
    .withIndex("by_user_list", (q) => q.eq("userId", userId).eq("list", list))
    .order("desc")
    .take(MAX_LIST_ENTRIES + 1);
  const shops = await Promise.all(rows.slice(0, MAX_LIST_ENTRIES).map((row) => ctx.db.get("shops", row.shopId)));
  const shopIds = shops.flatMap((shop) => (shop === null ? [] : [shop._id]));
  return { shopIds, capped: rows.length > MAX_LIST_ENTRIES };
}

/**
 * The shops as the new list's entries, in the order given. Their keys are the append keys of the milliseconds
 * just before now, so an editor's later addition (keyed by its own time) sorts after them all.
 */
export async function fillNewList(ctx: MutationCtx, list: Doc<"lists">, shopIds: Id<"shops">[]): Promise<void> {
  const start = Date.now() - shopIds.length;
  for (const [i, shopId] of shopIds.entries()) {
    await ctx.db.insert("listEntries", {
      listId: list._id,
      shopId,
      note: "",
      orderKey: appendKey(start + i),
      addedBy: list.ownerId,
    });
  }
  // Nobody else can write to a list made in this transaction, so its count is written here, not queued.
  if (shopIds.length > 0) await addToEntryCount(ctx, list._id, shopIds.length);
}
