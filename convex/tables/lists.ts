// Shared lists (docs/product.md, "Shared lists"; decision 32): a member's list of shops that the people they
// invite edit with them. Every write to these tables is in convex/model/lists.ts.
import { defineTable } from "convex/server";
import { v } from "convex/values";

export const listVisibility = v.union(v.literal("public"), v.literal("friends"), v.literal("private"));

export const listsTables = {
  // A list's own settings, changed by its owner only. Entries never write here, so two editors never
  // rewrite one document (decision 32).
  lists: defineTable({
    ownerId: v.id("users"),
    title: v.string(), // rules/lists.ts LIST_TITLE_MAX
    description: v.string(),
    visibility: listVisibility,
    ranked: v.boolean(),
    // The secret of the invite link, while the owner keeps one open; absent when revoked.
    linkToken: v.optional(v.string()),
    // Holds MAX_LIST_ENTRIES entries or more: set and cleared by the entry-count job only as the count crosses the
    // cap (decision 37), so an addition refuses a full list by the document it reads anyway, not by the count.
    full: v.optional(v.literal(true)),
  })
    .index("by_owner", ["ownerId"])
    .index("by_link", ["linkToken"]),

  // How many entries a list has, kept by the shared-totals job totals.listEntriesChanged (decision 25), not by
  // the editors' mutations, which never read it (decision 37): the job's writes meet no editor.
  listCounts: defineTable({
    listId: v.id("lists"),
    entries: v.number(),
  }).index("by_list", ["listId"]),

  // A shop on a list, placed by its order key (rules/orderKeys.ts) between its neighbours'.
  listEntries: defineTable({
    listId: v.id("lists"),
    shopId: v.id("shops"),
    note: v.string(), // rules/lists.ts LIST_NOTE_MAX
    orderKey: v.string(),
    // Who added it; cleared when their account is erased (the entry stays on the owner's list).
    addedBy: v.optional(v.id("users")),
  })
    .index("by_list_order", ["listId", "orderKey"])
    .index("by_list_shop", ["listId", "shopId"])
    .index("by_shop", ["shopId"])
    .index("by_adder", ["addedBy"]),

  // The people the owner invited (or who joined by the link) to edit a list's entries.
  listEditors: defineTable({
    listId: v.id("lists"),
    userId: v.id("users"),
  })
    .index("by_list_user", ["listId", "userId"])
    .index("by_user", ["userId"]),
};
