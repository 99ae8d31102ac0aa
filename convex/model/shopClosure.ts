import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { updateMarker } from "./mapTiles";
import { panelChanged } from "./panelFiles";

// "Permanently closed" (decisions 20 and 27): the shop stays, with its reviews, but leaves the map and
// the list (its marker carries the closed bit, rules/markerTraits.ts) until a moderator reopens it.
// Only "closed" reports made since the last reopening count toward closing it again.

/** Marks the shop closed, saying by whom; says whether it was open. */
export async function closeShop(ctx: MutationCtx, shop: Doc<"shops">, by: "reports" | "moderator"): Promise<boolean> {
  if (shop.closedAt !== undefined) return false;
  await ctx.db.patch("shops", shop._id, { closedAt: Date.now(), closedBy: by });
  await panelChanged(ctx, shop._id);
  await updateMarker(ctx, shop, (await ctx.db.get("shops", shop._id))!);
  return true;
}

/** Marks the shop open again from now (earlier "closed" reports no longer count); says whether it was closed. */
export async function reopenShop(ctx: MutationCtx, shop: Doc<"shops">): Promise<boolean> {
  if (shop.closedAt === undefined) return false;
  await ctx.db.patch("shops", shop._id, { closedAt: undefined, closedBy: undefined, reopenedAt: Date.now() });
  await panelChanged(ctx, shop._id);
  await updateMarker(ctx, shop, (await ctx.db.get("shops", shop._id))!);
  return true;
}
