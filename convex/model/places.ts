import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { storedCountry } from "../rules/countries";
import { countryKeys, eachCountryKey } from "./countries";

type Level = Doc<"places">["level"];
/** Where a place is: its country, region ("" where none) and city ("" on a region's row). */
type Where = { country: string; state: string; city: string };

/** A place's row; for the US also a row from before countries, which has no country yet. */
async function placeRow(ctx: MutationCtx, level: Level, { country, state, city }: Where) {
  for (const key of countryKeys(country)) {
    const row = await ctx.db
      .query("places")
      .withIndex("by_level_country_state_city", (q) =>
        q.eq("level", level).eq("country", key).eq("state", state).eq("city", city),
      )
      .unique();
    if (row) return row;
  }
  return null;
}

/** Sets a place's count (a place with none has no row), writing its country on an older row; says whether it wrote. */
async function setCount(ctx: MutationCtx, level: Level, where: Where, shops: number): Promise<boolean> {
  const row = await placeRow(ctx, level, where);
  const same = row !== null && row.shops === shops && row.country === where.country;
  if (row === null ? shops === 0 : same && shops > 0) return false;
  if (row === null) await ctx.db.insert("places", { level, ...where, shops });
  else if (shops > 0) await ctx.db.patch("places", row._id, { shops, country: where.country });
  else await ctx.db.delete("places", row._id);
  return true;
}

async function adjust(ctx: MutationCtx, level: Level, where: Where, change: number) {
  const row = await placeRow(ctx, level, where);
  await setCount(ctx, level, where, Math.max(0, (row?.shops ?? 0) + change));
}

/** A shop appeared in (change 1) or left (change -1) its region and city: the dropdowns' places follow. */
export async function countShopPlace(
  ctx: MutationCtx,
  shop: Pick<Doc<"shops">, "state" | "city" | "country">,
  change: 1 | -1,
) {
  const country = storedCountry(shop);
  await adjust(ctx, "state", { country, state: shop.state, city: "" }, change);
  await adjust(ctx, "city", { country, state: shop.state, city: shop.city }, change);
}

/** The rows of one level inside a country (and region), for the US with those from before countries. */
function placesIn(ctx: MutationCtx, level: Level, country: string, state?: string) {
  return eachCountryKey(country, (key) =>
    ctx.db
      .query("places")
      .withIndex("by_level_country_state_city", (q) => {
        const inCountry = q.eq("level", level).eq("country", key);
        return state === undefined ? inCountry : inCountry.eq("state", state);
      })
      .collect(),
  );
}

/**
 * Counts a town's shops again into its place, and its region's as the sum of its towns: for shops stored
 * before the places table, or counted into it only since (convex/migrations.ts). Says whether it wrote.
 */
export async function recountPlace(
  ctx: MutationCtx,
  shop: Pick<Doc<"shops">, "state" | "city" | "country">,
): Promise<boolean> {
  const country = storedCountry(shop);
  const { state, city } = shop;
  const shops = await eachCountryKey(country, (key) =>
    ctx.db
      .query("shops")
      .withIndex("by_country_state_city_name", (q) => q.eq("country", key).eq("state", state).eq("city", city))
      .collect(),
  );
  const town = await setCount(ctx, "city", { country, state, city }, shops.length);
  const inState = (await placesIn(ctx, "city", country, state)).reduce((sum, row) => sum + row.shops, 0);
  return (await setCount(ctx, "state", { country, state, city: "" }, inState)) || town;
}
