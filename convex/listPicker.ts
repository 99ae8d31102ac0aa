import { v } from "convex/values";
import { liveList } from "./model/lists";
import { pickable, pickableValidator } from "./model/listPicker";
import { queryWithUserId } from "./model/session";
import { MAX_EDITED_LISTS, MAX_LISTS } from "./rules/lists";

// "Add to list" on the shop panel (docs/product.md, "Shared lists"): the caller's lists, owned then edited, each
// with whether it holds the shop. Ticking one adds the shop (listEntries.add); unticking removes its entry.

/** The lists the caller owns, then the ones they edit, each with the shop's entry on it (or null). */
export const mine = queryWithUserId({
  args: { shopId: v.id("shops") },
  returns: v.array(pickableValidator),
  handler: async (ctx, { shopId }) => {
    const owned = await ctx.db
      .query("lists")
      .withIndex("by_owner", (q) => q.eq("ownerId", ctx.userId))
      .take(MAX_LISTS);
    const rows = await ctx.db
      .query("listEditors")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .take(MAX_EDITED_LISTS);
    const editing = (await Promise.all(rows.map((row) => liveList(ctx, row.listId)))).filter((list) => list !== null);
    return await Promise.all([
      ...owned.map((list) => pickable(ctx, list, shopId, true)),
      ...editing.map((list) => pickable(ctx, list, shopId, false)),
    ]);
  },
});
