import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";

// The map's search box reads a small copy of each shop's name and place (shopNames) instead of the whole shop
// (a search reads twice what it shows). Every write to those fields of a shop says so here.

type NameFields = Omit<Doc<"shopNames">, "_id" | "_creationTime">;

/** The fields of a shop its search copy holds. */
export function nameFieldsOf(shop: Doc<"shops">): NameFields {
  const { _id: shopId, publicId, name, streetAddress, city, state, country, postalCode, lat, lng } = shop;
  return {
    shopId,
    publicId,
    name,
    streetAddress,
    city,
    state,
    lat,
    lng,
    ...(country === undefined ? {} : { country }),
    ...(postalCode === undefined ? {} : { postalCode }),
  };
}

const FIELDS = [
  "shopId",
  "publicId",
  "name",
  "streetAddress",
  "city",
  "state",
  "country",
  "postalCode",
  "lat",
  "lng",
] as const;
const same = (row: Doc<"shopNames">, fields: NameFields) => FIELDS.every((key) => row[key] === fields[key]);

/** The shop as it now stands, in its search copy: written when new or changed. */
export async function keepShopName(ctx: MutationCtx, shop: Doc<"shops">): Promise<void> {
  const fields = nameFieldsOf(shop);
  const row = await ctx.db
    .query("shopNames")
    .withIndex("by_shop", (q) => q.eq("shopId", shop._id))
    .unique();
  if (row === null) await ctx.db.insert("shopNames", fields);
  else if (!same(row, fields)) await ctx.db.replace("shopNames", row._id, fields);
}
