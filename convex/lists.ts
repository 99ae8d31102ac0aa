import { getAuthUserId } from "@convex-dev/auth/server";
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation, query, type MutationCtx } from "./_generated/server";
import { fillNewList, savedShopIds } from "./model/listCopy";
import { removeListContents } from "./model/listEntries";
import { noteListPublic, removeListActivity } from "./model/listFeed";
import { heldValidator, listsHolding } from "./model/listPicker";
import { editorRow, listsOf, liveList, newLinkToken, ownedList, visibleList } from "./model/lists";
import { listSummaryValidator, listViewValidator, profileLists, summaryOf, viewOf } from "./model/listViews";
import { eitherBlocked } from "./model/blocks";
import { followRow } from "./model/people";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId, postingMutationWithUserId, queryWithUserId } from "./model/session";
import type { Id } from "./_generated/dataModel";
import {
  LIST_LINK_LENGTH,
  MAX_LIST_EDITORS,
  MAX_LISTS,
  listProblem,
  type ListDraft,
  tidyListText,
} from "./rules/lists";
import { MESSAGES } from "./rules/messages";
import { objectionableError } from "./rules/objectionable";
import { listVisibility } from "./tables/lists";
import { savedListKind } from "./tables/shops";
import { runStep } from "./model/backgroundSteps";

// Shared lists (docs/product.md, "Shared lists"; decision 32): a member's list of shops, public, for friends or
// private, that the people they invite edit with them, live. The owner's settings write the list; each entry
// write touches that entry alone, and the count follows in a shared-totals job, so editors never conflict.

/** Refuses texts over their limits or with language Brew Map does not allow. */
function checkTexts(texts: { title?: string; description?: string }) {
  const problem =
    listProblem(texts) ??
    objectionableError([
      ["Title", texts.title ?? ""],
      ["Description", texts.description ?? ""],
    ]);
  if (problem !== null) throw new ConvexError(problem);
}

/** Makes a list; the caller owns it. */
export const create = postingMutationWithUserId({
  args: { title: v.string(), description: v.string(), visibility: listVisibility, ranked: v.boolean() },
  returns: v.id("lists"),
  handler: async (ctx, args) => await insertOwnList(ctx, ctx.userId, args),
});

/** Spends the caller's createList limit, checks the draft and their count of lists, and inserts the list. */
async function insertOwnList(ctx: MutationCtx, userId: Id<"users">, args: ListDraft) {
  await enforceRateLimit(ctx, "createList", userId);
  const draft = tidyListText(args);
  checkTexts(draft);
  const owned = await ctx.db
    .query("lists")
    .withIndex("by_owner", (q) => q.eq("ownerId", userId))
    .take(MAX_LISTS);
  if (owned.length >= MAX_LISTS) throw new ConvexError(MESSAGES.tooManyLists(MAX_LISTS));
  const listId = await ctx.db.insert("lists", { ownerId: userId, ...draft });
  if (draft.visibility === "public") await noteListPublic(ctx, (await ctx.db.get("lists", listId))!);
  return listId;
}

/** The owner renames a list, describes it, changes who sees it or whether it is ranked (only what is given). */
export const update = postingMutationWithUserId({
  args: {
    listId: v.id("lists"),
    title: v.optional(v.string()),
    description: v.optional(v.string()),
    visibility: v.optional(listVisibility),
    ranked: v.optional(v.boolean()),
  },
  returns: v.null(),
  handler: async (ctx, { listId, ...changes }) => {
    await enforceRateLimit(ctx, "editList", ctx.userId);
    const before = await ownedList(ctx, listId, ctx.userId);
    const tidy = tidyListText(changes);
    checkTexts(tidy);
    await ctx.db.patch("lists", listId, tidy);
    if (before.visibility !== "public" && tidy.visibility === "public")
      await noteListPublic(ctx, (await ctx.db.get("lists", listId))!);
    return null;
  },
});

/** The owner deletes a list: it is gone at once for everyone; its entries and editors leave in batches. */
export const remove = mutationWithUserId({
  args: { listId: v.id("lists") },
  returns: v.null(),
  handler: async (ctx, { listId }) => {
    await enforceRateLimit(ctx, "editList", ctx.userId);
    await ownedList(ctx, listId, ctx.userId);
    await ctx.db.delete("lists", listId);
    await runStep(ctx, internal.lists.removalBatch, { listId });
    return null;
  },
});

/** One batch of a deleted list's rows, then the next. */
export const removalBatch = internalMutation({
  args: { listId: v.id("lists") },
  returns: v.null(),
  handler: async (ctx, { listId }) => {
    const more = await removeListContents(ctx, listId);
    if ((await removeListActivity(ctx, listId)) || more) await runStep(ctx, internal.lists.removalBatch, { listId });
    return null;
  },
});

/** A list with its entries in order and its editors, for anyone who may see it (visitors: public lists). */
export const get = query({
  args: { listId: v.string() },
  returns: listViewValidator,
  handler: async (ctx, { listId }) => {
    const { list } = await visibleList(ctx, listId, await getAuthUserId(ctx));
    return await viewOf(ctx, list);
  },
});

/** The list's invite link secret, for its owner (null while no link is open). */
export const link = queryWithUserId({
  args: { listId: v.id("lists") },
  returns: v.union(v.null(), v.string()),
  handler: async (ctx, { listId }) => (await ownedList(ctx, listId, ctx.userId)).linkToken ?? null,
});

/** The lists the caller owns, then the ones they edit. */
export const mine = queryWithUserId({
  args: {},
  returns: v.object({ owned: v.array(listSummaryValidator), editing: v.array(listSummaryValidator) }),
  handler: async (ctx) => {
    const { owned, editing } = await listsOf(ctx, ctx.userId);
    return {
      owned: await Promise.all(owned.map((list) => summaryOf(ctx, list))),
      editing: await Promise.all(editing.map((list) => summaryOf(ctx, list))),
    };
  },
});

/** "In 3 lists" for a visitor (the public lists holding a shop; a signed-in viewer has it in shopPanel.mine). */
export const forShop = query({
  args: { shopId: v.id("shops") },
  returns: heldValidator,
  handler: async (ctx, { shopId }) => await listsHolding(ctx, shopId, await getAuthUserId(ctx)),
});

/** A person's lists that the viewer may see, for their profile (visitors and one's own page; another person's page has them in people.mine). */
export const forProfile = query({
  args: { userId: v.id("users") },
  returns: v.array(listSummaryValidator),
  handler: async (ctx, { userId }) => await profileLists(ctx, userId, await getAuthUserId(ctx)),
});

/** The owner lets someone they follow edit the list's entries; inviting an editor again changes nothing. */
export const inviteEditor = mutationWithUserId({
  args: { listId: v.id("lists"), userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { listId, userId }) => {
    await enforceRateLimit(ctx, "editList", ctx.userId);
    await ownedList(ctx, listId, ctx.userId);
    if (userId === ctx.userId) throw new ConvexError(MESSAGES.listInviteSelf);
    if ((await followRow(ctx, ctx.userId, userId)) === null || (await eitherBlocked(ctx, ctx.userId, userId)))
      throw new ConvexError(MESSAGES.listInviteNotFollowed);
    await addEditor(ctx, listId, userId);
    return null;
  },
});

/** Makes `userId` an editor, unless they are one; refused past the limit. */
async function addEditor(ctx: MutationCtx, listId: Id<"lists">, userId: Id<"users">) {
  if ((await editorRow(ctx, listId, userId)) !== null) return;
  const editors = await ctx.db
    .query("listEditors")
    .withIndex("by_list_user", (q) => q.eq("listId", listId))
    .take(MAX_LIST_EDITORS);
  if (editors.length >= MAX_LIST_EDITORS) throw new ConvexError(MESSAGES.tooManyListEditors(MAX_LIST_EDITORS));
  await ctx.db.insert("listEditors", { listId, userId });
}

/** The owner removes an editor, or an editor leaves; someone not an editor changes nothing. */
export const removeEditor = mutationWithUserId({
  args: { listId: v.id("lists"), userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { listId, userId }) => {
    await enforceRateLimit(ctx, "editList", ctx.userId);
    if (userId !== ctx.userId) await ownedList(ctx, listId, ctx.userId);
    const row = await editorRow(ctx, listId, userId);
    if (row !== null) await ctx.db.delete("listEditors", row._id);
    return null;
  },
});

/** The owner opens a new invite link (an older one stops working); returns its secret. */
export const createLink = mutationWithUserId({
  args: { listId: v.id("lists") },
  returns: v.string(),
  handler: async (ctx, { listId }) => {
    await enforceRateLimit(ctx, "editList", ctx.userId);
    await ownedList(ctx, listId, ctx.userId);
    const linkToken = newLinkToken(LIST_LINK_LENGTH);
    await ctx.db.patch("lists", listId, { linkToken });
    return linkToken;
  },
});

/** The owner turns the invite link off: whoever holds it can no longer join (editors who joined stay). */
export const revokeLink = mutationWithUserId({
  args: { listId: v.id("lists") },
  returns: v.null(),
  handler: async (ctx, { listId }) => {
    await enforceRateLimit(ctx, "editList", ctx.userId);
    await ownedList(ctx, listId, ctx.userId);
    await ctx.db.patch("lists", listId, { linkToken: undefined });
    return null;
  },
});

/** Joins a list as an editor through its invite link; returns the list. An unknown or revoked link is refused. */
export const joinByLink = mutationWithUserId({
  args: { token: v.string() },
  returns: v.id("lists"),
  handler: async (ctx, { token }) => {
    await enforceRateLimit(ctx, "editList", ctx.userId);
    const found =
      token.length === LIST_LINK_LENGTH
        ? await ctx.db
            .query("lists")
            .withIndex("by_link", (q) => q.eq("linkToken", token))
            .first()
        : null;
    const list = found && (await liveList(ctx, found._id));
    // Someone the owner blocked (or who blocked the owner) is told what an unknown link tells.
    if (!list || (await eitherBlocked(ctx, ctx.userId, list.ownerId))) throw new ConvexError(MESSAGES.listLinkInvalid);
    if (list.ownerId !== ctx.userId) await addEditor(ctx, list._id, ctx.userId);
    return list._id;
  },
});

/**
 * "Copy to a new list": a new list of the caller's Want to try, Favourites or Been shops, newest first as the
 * profile shows them, at most MAX_LIST_ENTRIES (`capped` says more were left out). One bounded mutation.
 */
export const createFrom = postingMutationWithUserId({
  args: { from: savedListKind, title: v.string(), visibility: listVisibility },
  returns: v.object({ listId: v.id("lists"), copied: v.number(), capped: v.boolean() }),
  handler: async (ctx, { from, title, visibility }) => {
    const { shopIds, capped } = await savedShopIds(ctx, ctx.userId, from);
    if (shopIds.length === 0) throw new ConvexError(MESSAGES.listCopyEmpty);
    const listId = await insertOwnList(ctx, ctx.userId, { title, description: "", visibility, ranked: false });
    await fillNewList(ctx, (await ctx.db.get("lists", listId))!, shopIds);
    return { listId, copied: shopIds.length, capped };
  },
});
