import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import { hasReviewed } from "./model/been";
import { savedStateOf, savedStateValidator } from "./model/savedState";
import { boundedPage } from "./model/pagination";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId, queryWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";
import { savedListKind } from "./tables/shops";

// "Want to try", "Favourite" and "Been": the signed-in user's own lists of shops, one row per shop and list.
// Been also holds the shops they reviewed (model/been.ts).

const savedList = savedListKind;

/** Whether the signed-in user has this shop on each list (shop panel toggles), and whether they reviewed it. */
export const forShop = queryWithUserId({
  args: { shopId: v.id("shops") },
  returns: savedStateValidator,
  handler: async (ctx, { shopId }) => await savedStateOf(ctx, ctx.userId, shopId),
});

/** Puts the shop on the signed-in user's list (`saved: true`) or takes it off; doing it twice changes nothing. */
export const set = mutationWithUserId({
  args: { shopId: v.id("shops"), list: savedList, saved: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { shopId, list, saved }) => {
    await enforceRateLimit(ctx, "saveShop", ctx.userId);
    if ((await ctx.db.get("shops", shopId)) === null) throw new ConvexError(MESSAGES.shopNotFound);
    const rows = await ctx.db
      .query("savedShops")
      .withIndex("by_user_shop", (q) => q.eq("userId", ctx.userId).eq("shopId", shopId))
      .take(3);
    const row = rows.find((candidate) => candidate.list === list);
    // A reviewed shop stays in Been: the review says they went (docs/product.md, "Saved shops").
    if (list === "been" && !saved && (await hasReviewed(ctx, ctx.userId, shopId)))
      throw new ConvexError(MESSAGES.beenReviewed);
    if (saved && !row) await ctx.db.insert("savedShops", { userId: ctx.userId, shopId, list });
    if (!saved && row) await ctx.db.delete("savedShops", row._id);
    return null;
  },
});

const savedShop = v.object({
  _id: v.id("savedShops"),
  shopId: v.id("shops"),
  name: v.string(),
  streetAddress: v.string(),
  city: v.string(),
  state: v.string(),
});

/** The signed-in user's shops on one list, newest first, a page at a time (own profile). */
export const mine = queryWithUserId({
  args: { list: savedList, paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(savedShop),
  handler: async (ctx, { list, paginationOpts }) => {
    const page = await ctx.db
      .query("savedShops")
      .withIndex("by_user_list", (q) => q.eq("userId", ctx.userId).eq("list", list))
      .order("desc")
      .paginate(boundedPage(paginationOpts));
    const shops = await Promise.all(page.page.map((row) => ctx.db.get("shops", row.shopId)));
    return {
      ...page,
      page: page.page.flatMap((row, i) => {
        const shop = shops[i];
        return shop
          ? [
              {
                _id: row._id,
                shopId: shop._id,
                name: shop.name,
                streetAddress: shop.streetAddress,
                city: shop.city,
                state: shop.state,
              },
            ]
          : [];
      }),
    };
  },
});
