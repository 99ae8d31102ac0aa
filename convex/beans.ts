import { ConvexError, v } from "convex/values";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId, queryWithUserId } from "./model/session";
import { beansError, normalizeBeans } from "./rules/beans";
import { MESSAGES } from "./rules/messages";

const bean = v.object({ name: v.string(), roast: v.string(), notes: v.string(), origin: v.string() });

/** The bean list of a shop (empty when nobody has added any). */
export const forShop = queryWithUserId({
  args: { shopId: v.id("shops") },
  returns: v.array(bean),
  handler: async (ctx, { shopId }) => {
    const doc = await ctx.db
      .query("beans")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .unique();
    return doc?.beans ?? [];
  },
});

/**
 * Replace a shop's bean list with what the beans page shows (SPEC §7 "Write CoffeeBeans by shop id").
 * A bad entry or too many entries refuses the whole list, so nothing half-saved.
 */
export const save = mutationWithUserId({
  args: { shopId: v.id("shops"), beans: v.array(bean) },
  returns: v.null(),
  handler: async (ctx, { shopId, beans }) => {
    const { userId } = ctx;
    await enforceRateLimit(ctx, "saveBeans", userId);
    const list = normalizeBeans(beans);
    const problem = beansError(list);
    if (problem) throw new ConvexError(problem);
    if ((await ctx.db.get("shops", shopId)) === null) throw new ConvexError(MESSAGES.shopNotFound);
    const doc = await ctx.db
      .query("beans")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .unique();
    if (doc) await ctx.db.patch("beans", doc._id, { beans: list, updatedBy: userId });
    else await ctx.db.insert("beans", { shopId, beans: list, updatedBy: userId });
    return null;
  },
});
