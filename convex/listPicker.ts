import { v } from "convex/values";
import { listsOf } from "./model/lists";
import { pickable, pickableValidator } from "./model/listPicker";
import { queryWithUserId } from "./model/session";

// "Add to list" on the shop panel (docs/product.md, "Shared lists"): the caller's lists, owned then edited, each
// with whether it holds the shop. Ticking one adds the shop (listEntries.add); unticking removes its entry.

/** The lists the caller owns, then the ones they edit, each with the shop's entry on it (or null). */
export const mine = queryWithUserId({
  args: { shopId: v.id("shops") },
  returns: v.array(pickableValidator),
  handler: async (ctx, { shopId }) => {
    const { owned, editing } = await listsOf(ctx, ctx.userId);
    return await Promise.all([
      ...owned.map((list) => pickable(ctx, list, shopId, true)),
      ...editing.map((list) => pickable(ctx, list, shopId, false)),
    ]);
  },
});
