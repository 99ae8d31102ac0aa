import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";

type Level = Doc<"places">["level"];

function placeRow(ctx: MutationCtx, level: Level, state: string, city: string) {
  return ctx.db
    .query("places")
    .withIndex("by_level_state_city", (q) => q.eq("level", level).eq("state", state).eq("city", city))
    .unique();
}

/** Sets a place's count (a place with none has no row); says whether it wrote. */
async function setCount(ctx: MutationCtx, level: Level, state: string, city: string, shops: number): Promise<boolean> {
  const row = await placeRow(ctx, level, state, city);
  if (row === null ? shops === 0 : row.shops === shops && shops > 0) return false;
  if (row === null) await ctx.db.insert("places", { level, state, city, shops });
  else if (shops > 0) await ctx.db.patch("places", row._id, { shops });
  else await ctx.db.delete("places", row._id);
  return true;
}

async function adjust(ctx: MutationCtx, level: Level, state: string, city: string, change: number) {
  const row = await placeRow(ctx, level, state, city);
  await setCount(ctx, level, state, city, Math.max(0, (row?.shops ?? 0) + change));
}

/** A shop appeared in (change 1) or left (change -1) its state and city: the dropdowns' places follow. */
export async function countShopPlace(ctx: MutationCtx, shop: Pick<Doc<"shops">, "state" | "city">, change: 1 | -1) {
  await adjust(ctx, "state", shop.state, "", change);
  await adjust(ctx, "city", shop.state, shop.city, change);
}

/**
 * Counts a town's shops again into its place, and its state's as the sum of its towns: for shops stored
 * before the places table, or counted into it only since (convex/migrations.ts). Says whether it wrote.
 */
export async function recountPlace(
  ctx: MutationCtx,
  { state, city }: Pick<Doc<"shops">, "state" | "city">,
): Promise<boolean> {
  let shops = 0;
  for await (const _shop of ctx.db
    .query("shops")
    .withIndex("by_state_city_name", (q) => q.eq("state", state).eq("city", city)))
    shops += 1;
  const town = await setCount(ctx, "city", state, city, shops);
  let inState = 0;
  for await (const row of ctx.db
    .query("places")
    .withIndex("by_level_state_city", (q) => q.eq("level", "city").eq("state", state))) {
    inState += row.shops;
  }
  return (await setCount(ctx, "state", state, "", inState)) || town;
}
