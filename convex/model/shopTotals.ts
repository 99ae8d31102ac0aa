import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { panelChanged } from "./panelFiles";

// A shop's ratings and uncounted reviews (shopTotals, decision 37): one row per reviewed shop, changed only by the
// shared-totals jobs (model/ratings.ts), the migrations and the demo seed, so the shop document a review reads is
// written by no other person's job. Every write to shopTotals is here.

type Totals = Pick<Doc<"shopTotals">, "ratingTotals" | "uncountedReviews">;

export async function shopTotalsOf(ctx: Pick<QueryCtx, "db">, shopId: Id<"shops">) {
  return await ctx.db
    .query("shopTotals")
    .withIndex("by_shop", (q) => q.eq("shopId", shopId))
    .first();
}

/** The totals to show: the row's, or the fields the shop kept them in before there were rows. */
export function shownTotals(shop: Doc<"shops">, row: Doc<"shopTotals"> | null): Totals {
  return row === null
    ? { ratingTotals: shop.ratingTotals, uncountedReviews: shop.uncountedReviews }
    : { ratingTotals: row.ratingTotals, uncountedReviews: row.uncountedReviews };
}

/** A shop as screens show it: its document with its totals joined (one indexed read). */
export async function withTotals(ctx: Pick<QueryCtx, "db">, shop: Doc<"shops">): Promise<Doc<"shops">> {
  return { ...shop, ...shownTotals(shop, await shopTotalsOf(ctx, shop._id)) };
}

/** Changes a shop's totals (a job); a shop without a row starts one from its old fields. */
export async function changeShopTotals(ctx: MutationCtx, shop: Doc<"shops">, change: (now: Totals) => Totals) {
  const row = await shopTotalsOf(ctx, shop._id);
  const next = change(shownTotals(shop, row));
  if (row === null) await ctx.db.insert("shopTotals", { shopId: shop._id, ...next });
  else await ctx.db.patch("shopTotals", row._id, next);
  await panelChanged(ctx, shop._id);
  return next;
}

/** A shop from before decision 37 (the ratingsToShopTotals migration): its fields into a row unless one exists. */
export async function moveShopTotals(ctx: MutationCtx, shop: Doc<"shops">) {
  if (shop.ratingTotals === undefined && shop.uncountedReviews === undefined) return {};
  if ((await shopTotalsOf(ctx, shop._id)) === null)
    await ctx.db.insert("shopTotals", { shopId: shop._id, ...shownTotals(shop, null) });
  return { ratingTotals: undefined, uncountedReviews: undefined };
}
