import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { listVisibility } from "../tables/lists";
import { LISTS_FOR_SHOP_SCAN, MAX_LIST_EDITORS, MAX_LIST_ENTRIES, MAX_LISTS, maySeeList } from "../rules/lists";
import { entryCount, liveList, viewerOf } from "./lists";

// What the list queries answer, and the reads that build it.

/** Entries one list read takes at most: the limit, and room for additions that raced the job-kept count. */
const ENTRIES_READ = MAX_LIST_ENTRIES + 50;

export const listSummaryValidator = v.object({
  _id: v.id("lists"),
  ownerId: v.id("users"),
  title: v.string(),
  description: v.string(),
  visibility: listVisibility,
  ranked: v.boolean(),
  entries: v.number(),
});

export const listEntryValidator = v.object({
  _id: v.id("listEntries"),
  shopId: v.id("shops"),
  name: v.string(),
  city: v.string(),
  state: v.string(),
  closed: v.boolean(),
  note: v.string(),
  lat: v.number(),
  lng: v.number(),
});

export const listViewValidator = v.object({
  _id: v.id("lists"),
  ownerId: v.id("users"),
  ownerName: v.string(),
  title: v.string(),
  description: v.string(),
  visibility: listVisibility,
  ranked: v.boolean(),
  entries: v.array(listEntryValidator),
  editors: v.array(v.object({ userId: v.id("users"), name: v.string() })),
});

/** A list as "My lists", a profile and a shop's panel name it. */
export async function summaryOf(ctx: Pick<QueryCtx, "db">, list: Doc<"lists">) {
  const { _id, ownerId, title, description, visibility, ranked } = list;
  return { _id, ownerId, title, description, visibility, ranked, entries: await entryCount(ctx, _id) };
}

/** A list with its entries in their order (shops since deleted left out) and its editors. */
export async function viewOf(ctx: Pick<QueryCtx, "db">, list: Doc<"lists">) {
  const rows = await ctx.db
    .query("listEntries")
    .withIndex("by_list_order", (q) => q.eq("listId", list._id))
    .take(ENTRIES_READ);
  const shops = await Promise.all(rows.map((row) => ctx.db.get("shops", row.shopId)));
  const editorRows = await ctx.db
    .query("listEditors")
    .withIndex("by_list_user", (q) => q.eq("listId", list._id))
    .take(MAX_LIST_EDITORS);
  const people = await Promise.all(
    [list.ownerId, ...editorRows.map((row) => row.userId)].map((id) => ctx.db.get("users", id)),
  );
  const [owner, ...editors] = people;
  return {
    _id: list._id,
    ownerId: list.ownerId,
    ownerName: owner?.name ?? "",
    title: list.title,
    description: list.description,
    visibility: list.visibility,
    ranked: list.ranked,
    entries: rows.flatMap((row, i) => {
      const shop = shops[i];
      if (!shop) return [];
      const { name, city, state, lat, lng } = shop;
      const closed = shop.closedAt !== undefined;
      return [{ _id: row._id, shopId: shop._id, name, city, state, closed, note: row.note, lat, lng }];
    }),
    editors: editors.flatMap((user) => (user ? [{ userId: user._id, name: user.name ?? "" }] : [])),
  };
}

/** Of these lists, the ones the viewer may see (and whose owner's account stands), as summaries. */
export async function visibleSummaries(
  ctx: Pick<QueryCtx, "db">,
  listIds: Id<"lists">[],
  viewerId: Id<"users"> | null,
) {
  const unique = [...new Set(listIds)];
  const lists = await Promise.all(unique.map((id) => liveList(ctx, id)));
  const seen = await Promise.all(
    lists.map(async (list) => list !== null && maySeeList(list, await viewerOf(ctx, list, viewerId))),
  );
  const shown = lists.flatMap((list, i) => (list !== null && seen[i] ? [list] : []));
  return Promise.all(shown.map((list) => summaryOf(ctx, list)));
}

/** A person's lists that the viewer may see (a visitor, `viewerId` null: the public ones), for their profile. */
export async function profileLists(ctx: Pick<QueryCtx, "db">, ownerId: Id<"users">, viewerId: Id<"users"> | null) {
  const owned = await ctx.db
    .query("lists")
    .withIndex("by_owner", (q) => q.eq("ownerId", ownerId))
    .take(MAX_LISTS);
  return await visibleSummaries(
    ctx,
    owned.map((list) => list._id),
    viewerId,
  );
}

/** The lists holding a shop, newest additions first, as far as the scan reaches. */
export async function listIdsHolding(ctx: Pick<QueryCtx, "db">, shopId: Id<"shops">) {
  const rows = await ctx.db
    .query("listEntries")
    .withIndex("by_shop", (q) => q.eq("shopId", shopId))
    .order("desc")
    .take(LISTS_FOR_SHOP_SCAN);
  return { listIds: rows.map((row) => row.listId), complete: rows.length < LISTS_FOR_SHOP_SCAN };
}
