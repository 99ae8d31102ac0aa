import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { listFeedHour, shownCount, withShop } from "../rules/listFeed";
import { maySeeList } from "../rules/lists";
import { fullName } from "../rules/profile";
import { queueFanOut, removeActivity, type Activity } from "./feedRows";
import { entryFor } from "./listEntries";
import { liveList, viewerOf } from "./lists";

// Shared lists in friends' feeds (docs/product.md §2 Feed): a listActivity row says what a person did to a list,
// and the feed fan-out (model/feedRows.ts) copies it to their followers like a review. A feed page shows it only
// while the viewer may see the list (its visibility, editors, blocks, as the list page decides), while the list
// is public for "made public", and while a shop it added is still on the list.

type ListKind = Doc<"listActivity">["kind"];

export function listActivity(row: Doc<"listActivity">): Activity {
  return { kind: "list", activityId: row._id, authorId: row.actorId, time: row._creationTime };
}

/** The person's group for this list, kind and hour: patched when there is one, else made and fanned out. */
async function noteGroup(
  ctx: MutationCtx,
  list: Doc<"lists">,
  actorId: Id<"users">,
  kind: ListKind,
  shop?: Id<"shops">,
) {
  const hour = listFeedHour(Date.now());
  const group = await ctx.db
    .query("listActivity")
    .withIndex("by_actor_list", (q) =>
      q.eq("actorId", actorId).eq("listId", list._id).eq("kind", kind).eq("hour", hour),
    )
    .first();
  if (group !== null) {
    if (shop !== undefined)
      await ctx.db.patch("listActivity", group._id, { count: group.count + 1, shopIds: withShop(group.shopIds, shop) });
    return;
  }
  const shopIds = shop === undefined ? [] : [shop];
  const id = await ctx.db.insert("listActivity", {
    listId: list._id,
    actorId,
    kind,
    hour,
    count: shopIds.length,
    shopIds,
  });
  await queueFanOut(ctx, listActivity((await ctx.db.get("listActivity", id))!));
}

/** The owner made the list public (or made a public list): told once an hour at most. */
export async function noteListPublic(ctx: MutationCtx, list: Doc<"lists">): Promise<void> {
  await noteGroup(ctx, list, list.ownerId, "public");
}

/** Someone added a shop to a list others may see; a private list's additions are nobody else's news. */
export async function noteListAddition(
  ctx: MutationCtx,
  list: Doc<"lists">,
  actorId: Id<"users">,
  shopId: Id<"shops">,
) {
  if (list.visibility !== "private") await noteGroup(ctx, list, actorId, "added", shopId);
}

export const listFeedItemValidator = v.object({
  kind: v.literal("list"),
  _id: v.id("listActivity"),
  time: v.number(),
  action: v.union(v.literal("public"), v.literal("added")),
  actorId: v.id("users"),
  actorName: v.string(),
  listId: v.id("lists"),
  listTitle: v.string(),
  count: v.number(),
  shopName: v.string(),
});

/** What the remembered shops still on the list are, newest first. */
async function shopsStillThere(ctx: QueryCtx, row: Doc<"listActivity">) {
  const newestFirst = [...row.shopIds].reverse();
  const found = await Promise.all(
    newestFirst.map(async (shopId) =>
      (await entryFor(ctx, row.listId, shopId)) ? await ctx.db.get("shops", shopId) : null,
    ),
  );
  return found.filter((shop) => shop !== null);
}

/** A list's feed row as the viewer's feed shows it, or null while it is not theirs to see or says nothing true. */
export async function listFeedItem(ctx: QueryCtx, activityId: Id<"listActivity">, viewerId: Id<"users">) {
  const row = await ctx.db.get("listActivity", activityId);
  const list = row && (await liveList(ctx, row.listId));
  if (!row || !list || !maySeeList(list, await viewerOf(ctx, list, viewerId))) return null;
  const actor = await ctx.db.get("users", row.actorId);
  if (actor === null || actor.deletedAt !== undefined) return null;
  const base = {
    kind: "list" as const,
    _id: row._id,
    time: row._creationTime,
    action: row.kind,
    actorId: row.actorId,
    actorName: fullName(actor) || "A member",
    listId: list._id,
    listTitle: list.title,
  };
  if (row.kind === "public") return list.visibility === "public" ? { ...base, count: 0, shopName: "" } : null;
  const there = await shopsStillThere(ctx, row);
  const count = shownCount({ count: row.count, remembered: row.shopIds.length }, there.length);
  return count === 0 ? null : { ...base, count, shopName: there[0]!.name };
}

/** One step of taking a list's (or a person's) activity out of every feed; says whether more is left. */
async function removeFirst(ctx: MutationCtx, rows: Doc<"listActivity">[]): Promise<boolean> {
  const [first] = rows;
  if (first === undefined) return false;
  if (await removeActivity(ctx, first._id)) return true;
  await ctx.db.delete("listActivity", first._id);
  return rows.length > 1;
}

/** A deleted list's activity, one group (and up to a batch of its feed rows) per call. */
export async function removeListActivity(ctx: MutationCtx, listId: Id<"lists">): Promise<boolean> {
  return removeFirst(
    ctx,
    await ctx.db
      .query("listActivity")
      .withIndex("by_list", (q) => q.eq("listId", listId))
      .take(2),
  );
}

/** An erased person's activity on any list, one group per call. */
export async function removeActorActivity(ctx: MutationCtx, actorId: Id<"users">): Promise<boolean> {
  return removeFirst(
    ctx,
    await ctx.db
      .query("listActivity")
      .withIndex("by_actor", (q) => q.eq("actorId", actorId))
      .take(2),
  );
}

/** Groups older than `before`, whose feed rows the daily purge takes; says whether more may be left. */
export async function purgeListActivityBefore(ctx: MutationCtx, before: number, batch: number): Promise<boolean> {
  const rows = await ctx.db
    .query("listActivity")
    .withIndex("by_creation_time", (q) => q.lt("_creationTime", before))
    .take(batch);
  for (const row of rows) await ctx.db.delete("listActivity", row._id);
  return rows.length === batch;
}
