import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { countShopPlace } from "./model/places";

const BATCH = 500;

/**
 * Rebuilds the places table from the shops in batches, first clearing it: for a deployment whose shops
 * were added before the table existed (`npx convex run places:rebuild`).
 */
export const rebuild = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())) },
  returns: v.null(),
  handler: async (ctx, { cursor }) => {
    if (cursor === undefined) {
      const rows = await ctx.db.query("places").take(BATCH);
      for (const row of rows) await ctx.db.delete("places", row._id);
      await ctx.scheduler.runAfter(0, internal.places.rebuild, rows.length === BATCH ? {} : { cursor: null });
      return null;
    }
    const page = await ctx.db.query("shops").paginate({ numItems: BATCH, cursor });
    for (const shop of page.page) await countShopPlace(ctx, shop, 1);
    if (!page.isDone) await ctx.scheduler.runAfter(0, internal.places.rebuild, { cursor: page.continueCursor });
    return null;
  },
});
