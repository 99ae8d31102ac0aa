import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { randomPublicId } from "../rules/identifiers";

type Level = Doc<"places">["level"];

async function adjust(ctx: MutationCtx, level: Level, state: string, city: string, change: number) {
  const row = await ctx.db
    .query("places")
    .withIndex("by_level_state_city", (q) => q.eq("level", level).eq("state", state).eq("city", city))
    .unique();
  const shops = (row?.shops ?? 0) + change;
  if (row === null) {
    if (shops > 0) await ctx.db.insert("places", { level, state, city, shops });
  } else if (shops > 0) await ctx.db.patch("places", row._id, { shops });
  else await ctx.db.delete("places", row._id);
}

/** A shop appeared in (change 1) or left (change -1) its state and city: the dropdowns' places follow. */
export async function countShopPlace(ctx: MutationCtx, shop: Pick<Doc<"shops">, "state" | "city">, change: 1 | -1) {
  await adjust(ctx, "state", shop.state, "", change);
  await adjust(ctx, "city", shop.state, shop.city, change);
}

/** A 12-digit public id no shop has yet. */
export async function uniquePublicId(ctx: MutationCtx): Promise<string> {
  for (;;) {
    const publicId = randomPublicId();
    const taken = await ctx.db
      .query("shops")
      .withIndex("by_publicId", (q) => q.eq("publicId", publicId))
      .first();
    if (taken === null) return publicId;
  }
}
