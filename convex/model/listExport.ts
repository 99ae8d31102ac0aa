import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { EXPORT_LIMIT } from "../rules/account";
import { MAX_EDITED_LISTS, MAX_LIST_ENTRIES, MAX_LISTS } from "../rules/lists";

// A person's shared lists in "Download my data" (account.exportData): the lists they own with their entries,
// the lists they edit, and every entry they added anywhere.

const when = (time: number) => new Date(time).toISOString();

export async function exportLists(ctx: Pick<QueryCtx, "db">, userId: Id<"users">) {
  const owned = await ctx.db
    .query("lists")
    .withIndex("by_owner", (q) => q.eq("ownerId", userId))
    .take(MAX_LISTS);
  const lists = await Promise.all(
    owned.map(async (list) => ({
      id: list._id,
      title: list.title,
      description: list.description,
      visibility: list.visibility,
      ranked: list.ranked,
      createdAt: when(list._creationTime),
      entries: (
        await ctx.db
          .query("listEntries")
          .withIndex("by_list_order", (q) => q.eq("listId", list._id))
          .take(MAX_LIST_ENTRIES)
      ).map((entry) => ({ shopId: entry.shopId, note: entry.note, addedAt: when(entry._creationTime) })),
    })),
  );
  const editing = await ctx.db
    .query("listEditors")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(MAX_EDITED_LISTS);
  const added = await ctx.db
    .query("listEntries")
    .withIndex("by_adder", (q) => q.eq("addedBy", userId))
    .take(EXPORT_LIMIT);
  return {
    lists,
    listsEditing: editing.map((row) => ({ listId: row.listId, since: when(row._creationTime) })),
    listEntriesAdded: added.map((entry) => ({
      listId: entry.listId,
      shopId: entry.shopId,
      note: entry.note,
      addedAt: when(entry._creationTime),
    })),
  };
}
