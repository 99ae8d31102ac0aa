import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { updateMarker } from "./mapTiles";

// "Permanently closed" (decision 20): the shop stays, with its reviews, but leaves the map and
// the list (its marker carries the closed bit, rules/markerTraits.ts) until it is reopened.

/** Marks the shop closed; says whether it was open. */
export async function closeShop(ctx: MutationCtx, shop: Doc<"shops">): Promise<boolean> {
  if (shop.closedAt !== undefined) return false;
  await ctx.db.patch("shops", shop._id, { closedAt: Date.now() });
  await updateMarker(ctx, shop, (await ctx.db.get("shops", shop._id))!);
  return true;
}

/** Marks the shop open again; says whether it was closed. */
export async function reopenShop(ctx: MutationCtx, shop: Doc<"shops">): Promise<boolean> {
  if (shop.closedAt === undefined) return false;
  await ctx.db.patch("shops", shop._id, { closedAt: undefined });
  await updateMarker(ctx, shop, (await ctx.db.get("shops", shop._id))!);
  return true;
}
