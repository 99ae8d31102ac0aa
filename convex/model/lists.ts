import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  MAX_EDITED_LISTS,
  MAX_LIST_ENTRIES,
  MAX_LISTS,
  mayEditEntries,
  maySeeList,
  type ViewerOfList,
} from "../rules/lists";
import { MESSAGES } from "../rules/messages";
import { eitherBlocked } from "./blocks";
import { followRow } from "./people";

// Who stands where to a shared list (its owner, its editors, everyone else), and the list's own settings.
// Entries are in model/listEntries.ts. A list whose owner deleted their account is gone at once, though its
// rows leave in the erasure's batches (model/eraseSteps.ts).

type Db = Pick<QueryCtx, "db">;

/** The caller's editor row on a list, or null. */
export async function editorRow(ctx: Db, listId: Id<"lists">, userId: Id<"users">) {
  return await ctx.db
    .query("listEditors")
    .withIndex("by_list_user", (q) => q.eq("listId", listId).eq("userId", userId))
    .first();
}

/** Who the viewer is to the list: editor, and whether they and the owner follow each other. */
export async function viewerOf(ctx: Db, list: Doc<"lists">, userId: Id<"users"> | null): Promise<ViewerOfList> {
  if (userId === null || userId === list.ownerId) return { userId, isEditor: false, mutual: false };
  if (await eitherBlocked(ctx, userId, list.ownerId)) return { userId, isEditor: false, mutual: false, blocked: true };
  const isEditor = (await editorRow(ctx, list._id, userId)) !== null;
  const mutual =
    list.visibility === "friends" &&
    !isEditor &&
    (await followRow(ctx, userId, list.ownerId)) !== null &&
    (await followRow(ctx, list.ownerId, userId)) !== null;
  return { userId, isEditor, mutual };
}

/** The list, while its owner's account stands; null once either is gone. */
export async function liveList(ctx: Db, listId: Id<"lists">): Promise<Doc<"lists"> | null> {
  const list = await ctx.db.get("lists", listId);
  if (list === null) return null;
  const owner = await ctx.db.get("users", list.ownerId);
  return owner === null || owner.deletedAt !== undefined ? null : list;
}

/** The lists `userId` owns, and the live ones they edit (at most MAX_LISTS and MAX_EDITED_LISTS). */
export async function listsOf(ctx: Db, userId: Id<"users">) {
  const owned = await ctx.db
    .query("lists")
    .withIndex("by_owner", (q) => q.eq("ownerId", userId))
    .take(MAX_LISTS);
  const rows = await ctx.db
    .query("listEditors")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(MAX_EDITED_LISTS);
  const editing = (await Promise.all(rows.map((row) => liveList(ctx, row.listId)))).filter((list) => list !== null);
  return { owned, editing };
}

/** A list the viewer may see; refused as gone (deleted, or its owner left) or as not found (unknown or not theirs to see). */
export async function visibleList(ctx: Db, listId: string, userId: Id<"users"> | null) {
  const id = ctx.db.normalizeId("lists", listId);
  if (id === null) throw new ConvexError(MESSAGES.listNotFound);
  const list = await liveList(ctx, id);
  if (list === null) throw new ConvexError(MESSAGES.listGone);
  const viewer = await viewerOf(ctx, list, userId);
  if (!maySeeList(list, viewer)) throw new ConvexError(MESSAGES.listNotFound);
  return { list, viewer };
}

/** A list whose entries the caller may change (owner or editor). */
export async function editableList(ctx: Db, listId: Id<"lists">, userId: Id<"users">): Promise<Doc<"lists">> {
  const { list, viewer } = await visibleList(ctx, listId, userId);
  if (!mayEditEntries(list, { userId, isEditor: viewer.isEditor })) throw new ConvexError(MESSAGES.listEditorsOnly);
  return list;
}

/** A list the caller owns. */
export async function ownedList(ctx: Db, listId: Id<"lists">, userId: Id<"users">): Promise<Doc<"lists">> {
  const list = await liveList(ctx, listId);
  if (list === null) throw new ConvexError(MESSAGES.listGone);
  if (list.ownerId !== userId) throw new ConvexError(MESSAGES.listOwnerOnly);
  return list;
}

/** How many entries the list has, as the shared-totals job last counted them. */
export async function entryCount(ctx: Db, listId: Id<"lists">): Promise<number> {
  const row = await ctx.db
    .query("listCounts")
    .withIndex("by_list", (q) => q.eq("listId", listId))
    .first();
  return row?.entries ?? 0;
}

/**
 * Adds `change` to the list's entry count (the shared-totals job); nothing once the list is gone. As the count
 * reaches the cap the list is marked full, and as it drops below it the mark goes (decision 37).
 */
export async function addToEntryCount(ctx: MutationCtx, listId: Id<"lists">, change: number): Promise<void> {
  const list = await ctx.db.get("lists", listId);
  if (list === null) return;
  const row = await ctx.db
    .query("listCounts")
    .withIndex("by_list", (q) => q.eq("listId", listId))
    .first();
  // No floor at 0: differences add up in any order (decision 25), so the count ends exact whichever job runs first.
  const entries = (row?.entries ?? 0) + change;
  if (row !== null) await ctx.db.patch("listCounts", row._id, { entries });
  else await ctx.db.insert("listCounts", { listId, entries });
  await markFull(ctx, list, entries);
}

/** Sets or clears the list's full mark when the count is on the other side of the cap; writes nothing otherwise. */
export async function markFull(ctx: MutationCtx, list: Doc<"lists">, entries: number): Promise<Partial<Doc<"lists">>> {
  const full = entries >= MAX_LIST_ENTRIES;
  if (full === (list.full === true)) return {};
  await ctx.db.patch("lists", list._id, { full: full ? true : undefined });
  return { full: full ? true : undefined };
}

/** An unguessable secret for an invite link (rules/lists.ts LIST_LINK_LENGTH characters of base 62). */
export function newLinkToken(length: number): string {
  const digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
  let token = "";
  // 248 = 4 × 62: bytes at or above it are skipped, so every digit is equally likely.
  for (const byte of bytes) if (byte < 248 && token.length < length) token += digits[byte % 62];
  return token.length === length ? token : token + newLinkToken(length - token.length);
}
