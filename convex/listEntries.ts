import { ConvexError, v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import type { MutationCtx } from "./_generated/server";
import { addEntry, deleteEntry, moveEntry } from "./model/listEntries";
import { noteListAddition } from "./model/listFeed";
import { editableList } from "./model/lists";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId, postingMutationWithUserId } from "./model/session";
import { noteProblem, tidyNote } from "./rules/lists";
import { MESSAGES } from "./rules/messages";
import { objectionableError } from "./rules/objectionable";

// The entries of a shared list (decision 32), changed by its owner and editors. Each call writes the one entry
// it names, placed by its order key, so two editors adding or moving entries at once never conflict; the list's
// count follows in a shared-totals job. An entry another editor removed meanwhile gets a clear message.

/** An editor adds a shop at the end, with an optional note; a shop the list has is refused. */
export const add = postingMutationWithUserId({
  args: { listId: v.id("lists"), shopId: v.id("shops"), note: v.optional(v.string()) },
  returns: v.id("listEntries"),
  handler: async (ctx, { listId, shopId, note = "" }) => {
    await enforceRateLimit(ctx, "listEntry", ctx.userId);
    const list = await editableList(ctx, listId, ctx.userId);
    const tidy = checkedNote(note);
    const entryId = await addEntry(ctx, list, { shopId, note: tidy, addedBy: ctx.userId });
    await noteListAddition(ctx, list, ctx.userId, shopId);
    return entryId;
  },
});

/** A note as stored, refused over its limit or with language Brew Map does not allow. */
function checkedNote(note: string): string {
  const tidy = tidyNote(note);
  const problem = noteProblem(tidy) ?? objectionableError([["Note", tidy]]);
  if (problem !== null) throw new ConvexError(problem);
  return tidy;
}

/** The entry an editor acts on, refused when another editor removed it meanwhile. */
async function editableEntry(ctx: MutationCtx & { userId: Id<"users"> }, entryId: Id<"listEntries">) {
  const entry = await ctx.db.get("listEntries", entryId);
  if (entry === null) throw new ConvexError(MESSAGES.listEntryGone);
  await editableList(ctx, entry.listId, ctx.userId);
  return entry;
}

/** An editor takes a shop off; one already gone is no error (the list shows it gone). */
export const remove = mutationWithUserId({
  args: { entryId: v.id("listEntries") },
  returns: v.null(),
  handler: async (ctx, { entryId }) => {
    await enforceRateLimit(ctx, "listEntry", ctx.userId);
    const entry = await ctx.db.get("listEntries", entryId);
    if (entry === null) return null;
    await editableList(ctx, entry.listId, ctx.userId);
    await deleteEntry(ctx, entry);
    return null;
  },
});

/** An editor writes or clears an entry's note. */
export const setNote = postingMutationWithUserId({
  args: { entryId: v.id("listEntries"), note: v.string() },
  returns: v.null(),
  handler: async (ctx, { entryId, note }) => {
    await enforceRateLimit(ctx, "listEntry", ctx.userId);
    const entry = await editableEntry(ctx, entryId);
    await ctx.db.patch("listEntries", entry._id, { note: checkedNote(note) });
    return null;
  },
});

/** An editor moves an entry between the two it was dropped between (`after` above it, `before` below; null at an end). */
export const move = mutationWithUserId({
  args: {
    entryId: v.id("listEntries"),
    after: v.union(v.null(), v.id("listEntries")),
    before: v.union(v.null(), v.id("listEntries")),
  },
  returns: v.null(),
  handler: async (ctx, { entryId, after, before }) => {
    await enforceRateLimit(ctx, "listEntry", ctx.userId);
    const entry = await editableEntry(ctx, entryId);
    await moveEntry(ctx, entry, { after, before });
    return null;
  },
});
