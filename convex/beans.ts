import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import type { Doc, Id } from "./_generated/dataModel";
import { query, type MutationCtx } from "./_generated/server";
import { boundedPage } from "./model/pagination";
import { enforceRateLimit } from "./model/rateLimits";
import { postingMutationWithUser } from "./model/session";
import { beanChanges, beansError, normalizeBeans, sameBeans, type Bean } from "./rules/beans";
import { beansObjectionableError } from "./rules/objectionable";
import { MESSAGES } from "./rules/messages";
import { nameOrEmail } from "./rules/profile";
import { panelChanged } from "./model/panelFiles";

const bean = v.object({ name: v.string(), roast: v.string(), notes: v.string(), origin: v.string() });

/** The bean list of a shop (empty when nobody has added any). */
export const forShop = query({
  args: { shopId: v.id("shops") },
  returns: v.array(bean),
  handler: async (ctx, { shopId }) => {
    const doc = await ctx.db
      .query("beans")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .unique();
    return doc?.beans ?? [];
  },
});

/**
 * Sets a shop's bean list and records the edit (who, before → after); an unchanged list records
 * nothing. `restoredFrom` names the edit whose earlier list this restores.
 */
async function replaceBeans(
  ctx: MutationCtx,
  shopId: Id<"shops">,
  list: Bean[],
  editor: Doc<"users">,
  restoredFrom?: Id<"beanEdits">,
) {
  if ((await ctx.db.get("shops", shopId)) === null) throw new ConvexError(MESSAGES.shopNotFound);
  const doc = await ctx.db
    .query("beans")
    .withIndex("by_shop", (q) => q.eq("shopId", shopId))
    .unique();
  const before = doc?.beans ?? [];
  if (sameBeans(before, list)) return;
  if (doc) await ctx.db.patch("beans", doc._id, { beans: list, updatedBy: editor._id });
  else await ctx.db.insert("beans", { shopId, beans: list, updatedBy: editor._id });
  await panelChanged(ctx, shopId);
  await ctx.db.insert("beanEdits", {
    shopId,
    editorId: editor._id,
    editorName: nameOrEmail(editor),
    before,
    after: list,
    ...(restoredFrom && { restoredFrom }),
  });
}

/**
 * Replace a shop's bean list with what the beans page shows (docs/product.md §2 Beans: saved as a whole).
 * A bad entry or too many entries refuses the whole list, so nothing half-saved.
 */
export const save = postingMutationWithUser({
  args: { shopId: v.id("shops"), beans: v.array(bean) },
  returns: v.null(),
  handler: async (ctx, { shopId, beans }) => {
    const { user } = ctx;
    await enforceRateLimit(ctx, "saveBeans", user._id);
    const list = normalizeBeans(beans);
    const problem = beansError(list) ?? beansObjectionableError(list);
    if (problem) throw new ConvexError(problem);
    await replaceBeans(ctx, shopId, list, user);
    return null;
  },
});

/** Set a shop's bean list back to how it was before one of its edits; the restore is an edit too, so it can be undone. */
export const restore = postingMutationWithUser({
  args: { shopId: v.id("shops"), editId: v.id("beanEdits") },
  returns: v.null(),
  handler: async (ctx, { shopId, editId }) => {
    const { user } = ctx;
    await enforceRateLimit(ctx, "saveBeans", user._id);
    const edit = await ctx.db.get("beanEdits", editId);
    if (edit === null) throw new ConvexError(MESSAGES.beanEditNotFound);
    if (edit.shopId !== shopId) throw new ConvexError(MESSAGES.beanEditOtherShop);
    await replaceBeans(ctx, shopId, edit.before, user, editId);
    return null;
  },
});

/** One bean edit as the history shows it: who, and the names it added, removed and changed (not the whole lists). */
const beanEditSummary = v.object({
  _id: v.id("beanEdits"),
  _creationTime: v.number(),
  editorId: v.id("users"),
  editorName: v.string(),
  restoredFrom: v.optional(v.id("beanEdits")),
  added: v.array(v.string()),
  removed: v.array(v.string()),
  changed: v.array(v.string()),
  /** How many beans the list held after the edit (0: the edit emptied it). */
  afterCount: v.number(),
});

/** A shop's bean edits, newest first, a page at a time. */
export const history = query({
  args: { shopId: v.id("shops"), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(beanEditSummary),
  handler: async (ctx, { shopId, paginationOpts }) => {
    const page = await ctx.db
      .query("beanEdits")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .order("desc")
      .paginate(boundedPage(paginationOpts));
    return {
      ...page,
      page: page.page.map(({ _id, _creationTime, editorId, editorName, restoredFrom, before, after }) => ({
        _id,
        _creationTime,
        editorId,
        editorName,
        ...(restoredFrom && { restoredFrom }),
        ...beanChanges(before, after),
        afterCount: after.length,
      })),
    };
  },
});
